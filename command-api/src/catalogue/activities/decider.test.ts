import { describe, expect, it } from 'vitest';
import { activityDecider, activityOrderDecider } from './decider.ts';
import { DuplicateInOrder } from './errors.ts';
import { upcastActivityEvent, type ActivityCreated } from './events.ts';

const legacy: ActivityCreated = {
  type: 'ActivityCreated',
  data: { activityId: 1, libelle: 'Bébés nageurs', slug: 'bebes-nageurs', acyEnfant: true, acyOrdre: 1, acyAge: 0, acyInfos: 'Éveil', createdAt: '2026-11-21T10:00:00.000Z' },
};
const now = '2026-11-22T10:00:00.000Z';

describe('activity decider', () => {
  it('reads a legacy ActivityCreated as an ActivityAdded with its slug and empty content', () => {
    const event = upcastActivityEvent(legacy);
    expect(event.type).toBe('ActivityAdded');
    expect(event.data).toMatchObject({ id: 1, at: legacy.data.createdAt, fields: { libelle: 'Bébés nageurs', acyAge: 0, imageIds: [], content: { slug: 'bebes-nageurs', pctTitle: 'Bébés nageurs' } } });
  });

  it('changes an activity first recorded in the legacy shape', () => {
    const state = activityDecider.evolve(activityDecider.initialState(), legacy);
    const fields = { ...upcastActivityEvent(legacy).data.fields, acyAge: 1 };
    expect(activityDecider.decide({ type: 'Change', data: { id: 1, fields, now } }, state)).toEqual([{ type: 'ActivityChanged', data: { id: 1, fields, at: now } }]);
  });
});

describe('activity order decider', () => {
  it('records a new order, and the same order again records nothing', () => {
    const [event] = activityOrderDecider.decide({ type: 'ReorderActivities', data: { ids: [3, 1, 2], now } }, activityOrderDecider.initialState());
    expect(event).toEqual({ type: 'ActivitiesReordered', data: { ids: [3, 1, 2], at: now } });
    const state = activityOrderDecider.evolve(activityOrderDecider.initialState(), event!);
    expect(activityOrderDecider.decide({ type: 'ReorderActivities', data: { ids: [3, 1, 2], now } }, state)).toEqual([]);
  });

  it('refuses an order naming an activity twice', () => {
    expect(() => activityOrderDecider.decide({ type: 'ReorderActivities', data: { ids: [1, 1], now } }, { ids: [] })).toThrow(DuplicateInOrder);
  });
});
