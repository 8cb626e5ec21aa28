import { given, givenCommands } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { activityDecider, activityOrderDecider, type ReorderActivities } from './decider.ts';
import { upcastActivityEvent, type ActivitiesReordered, type ActivityCreated } from './events.ts';

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
  const reorder = (...ids: number[]): ReorderActivities => ({ type: 'ReorderActivities', data: { ids, now } });
  const reordered = (...ids: number[]): ActivitiesReordered => ({ type: 'ActivitiesReordered', data: { ids, at: now } });
  const order = (...past: ActivitiesReordered[]) => given<ReorderActivities, ActivitiesReordered, { ids: number[] }>(activityOrderDecider, ...past);

  it('records a first order', () => {
    order().when(reorder(3, 1, 2)).then([reordered(3, 1, 2)]);
  });

  it('records an order that differs from the current one, by place or by length', () => {
    order(reordered(3, 1, 2)).when(reorder(1, 3, 2)).then([reordered(1, 3, 2)]);
    order(reordered(3, 1, 2)).when(reorder(3, 1, 2, 4)).then([reordered(3, 1, 2, 4)]);
    order(reordered(3, 1, 2)).when(reorder(3, 1)).then([reordered(3, 1)]);
  });

  it('records nothing for the current order again', () => {
    givenCommands(activityOrderDecider, reorder(3, 1, 2)).when(reorder(3, 1, 2)).then([]);
    order(reordered(1, 2), reordered(3, 1, 2)).when(reorder(3, 1, 2)).then([]);
  });

  it('refuses an order naming an activity twice', () => {
    order().when(reorder(1, 1)).refuses('DuplicateInOrder');
    order(reordered(1, 2)).when(reorder(2, 1, 2)).refuses('DuplicateInOrder');
  });
});
