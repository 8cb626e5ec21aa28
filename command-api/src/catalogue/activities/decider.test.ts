import { describe, expect, it } from 'vitest';
import { ActivityAlreadyExists, activityDecider, type CreateActivity } from './decider.ts';

const create: CreateActivity = {
  type: 'CreateActivity',
  data: { activityId: 1, libelle: 'Bébés nageurs', slug: 'bebes-nageurs', acyEnfant: true, acyOrdre: 1, acyAge: 0, acyInfos: '', now: '2026-11-21T10:00:00.000Z' },
};

describe('activity decider', () => {
  it('creates an activity stamped with the command time', () => {
    const [event] = activityDecider.decide(create, activityDecider.initialState());
    expect(event).toEqual({ type: 'ActivityCreated', data: { ...create.data, now: undefined, createdAt: create.data.now } });
  });

  it('refuses to create it twice', () => {
    const state = activityDecider.evolve(activityDecider.initialState(), activityDecider.decide(create, activityDecider.initialState())[0]!);
    expect(() => activityDecider.decide(create, state)).toThrow(ActivityAlreadyExists);
  });
});
