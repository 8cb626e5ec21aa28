import type { Decider } from '@plouf/infra';
import type { ScheduleEvent } from './events.ts';

export type ScheduleCommand = { type: 'Claim'; data: { psnId: number; slots: Array<{ key: string; crsId: number }>; now: string; by: number | null } };

/** A pool's slots and the course each was given. */
export interface ScheduleState {
  slots: Record<string, number>;
}

/**
 * A pool's schedule: each slot (template and start, see `slotKey`) gets one course, once. A slot
 * already claimed keeps its course; the new id offered for it is not used.
 */
export const scheduleDecider: Decider<ScheduleCommand, ScheduleEvent, ScheduleState> = {
  initialState: () => ({ slots: {} }),
  decide(command, state) {
    const { psnId, slots, now, by } = command.data;
    const seen = new Set<string>();
    const fresh = slots.filter((slot) => {
      if (state.slots[slot.key] !== undefined || seen.has(slot.key)) return false;
      seen.add(slot.key);
      return true;
    });
    return fresh.length === 0 ? [] : [{ type: 'SlotsClaimed', data: { psnId, slots: fresh, at: now, by } }];
  },
  evolve(state, event) {
    const slots = { ...state.slots };
    for (const slot of event.data.slots) slots[slot.key] = slot.crsId;
    return { slots };
  },
};
