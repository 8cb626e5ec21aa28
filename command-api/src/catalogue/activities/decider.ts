import type { Decider } from '@plouf/infra';
import { documentDecider, type DocumentCommand, type DocumentState } from '../documents/decider.ts';
import { upcastActivityEvent, type ActivitiesReordered, type ActivityCreated, type ActivityDocumentEvent } from './events.ts';
import { DuplicateInOrder } from './errors.ts';

export type ActivityCommand = DocumentCommand<'Activity'>;
export type ActivityState = DocumentState<'Activity'>;

const documents = documentDecider('Activity');

/** An activity's life, reading legacy `ActivityCreated` events through the upcaster. */
export const activityDecider: Decider<ActivityCommand, ActivityDocumentEvent | ActivityCreated, ActivityState> = {
  initialState: documents.initialState,
  decide: documents.decide,
  evolve: (state, event) => documents.evolve(state, upcastActivityEvent(event)),
};

export type ReorderActivities = { type: 'ReorderActivities'; data: { ids: number[]; now: string } };

/**
 * The order of activities: a new order is recorded unless it is the current one. The route checks
 * that every id names an activity.
 */
export const activityOrderDecider: Decider<ReorderActivities, ActivitiesReordered, { ids: number[] }> = {
  initialState: () => ({ ids: [] }),
  decide(command, state) {
    const { ids, now } = command.data;
    if (new Set(ids).size !== ids.length) throw new DuplicateInOrder();
    if (ids.length === state.ids.length && ids.every((id, index) => state.ids[index] === id)) return [];
    return [{ type: 'ActivitiesReordered', data: { ids, at: now } }];
  },
  evolve: (_state, event) => ({ ids: event.data.ids }),
};
