import type { Decider } from '@plouf/infra';
import type { CalendarEvent } from '../events.ts';

export type CalendarCommand = { type: 'Issue' | 'Revoke'; data: { famId: number; now: string; by: number | null } };
export interface CalendarState {
  /** The address's version: a new one stops the older from working. */
  version: number;
  active: boolean;
}

/** A family's private calendar address (`calendar-{famId}`): issued anew, or revoked. */
export const calendarDecider: Decider<CalendarCommand, CalendarEvent, CalendarState> = {
  initialState: () => ({ version: 0, active: false }),
  decide: ({ type, data: { famId, now, by } }, state) =>
    type === 'Issue' ? [{ type: 'CalendarFeedIssued', data: { famId, version: state.version + 1, at: now, by } }] : state.active ? [{ type: 'CalendarFeedRevoked', data: { famId, at: now, by } }] : [],
  evolve: (state, event) => (event.type === 'CalendarFeedIssued' ? { version: event.data.version, active: true } : { ...state, active: false }),
};
