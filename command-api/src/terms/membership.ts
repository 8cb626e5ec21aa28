import type { Decider } from '@plouf/infra';
import { MembershipTaken } from './errors.ts';

/**
 * A family's membership fee for a school year (issue 43, ADR 0029 decisions 33-37): one stream per
 * family and year (`membership-{famId}-{year}`) saying which order carries it. An order paying a
 * term's price takes the fee when no order holds it; the order holding it gives it back when it is
 * cancelled, or refunded whole (the term process, or the next enrolment finding it so). Two orders at
 * the same instant: one holds it (the stream decides), the other is refused and its order cancelled.
 */
export type MembershipEvent =
  | { type: 'MembershipClaimed'; data: { famId: number; year: number; orderId: number; cents: number; at: string } }
  | { type: 'MembershipReleased'; data: { famId: number; year: number; orderId: number; at: string } };
export const MEMBERSHIP_EVENT_TYPES = ['MembershipClaimed', 'MembershipReleased'] as const satisfies readonly MembershipEvent['type'][];

export type MembershipCommand =
  | { type: 'ClaimMembership'; data: { famId: number; year: number; orderId: number; cents: number; now: string } }
  | { type: 'ReleaseMembership'; data: { famId: number; year: number; orderId: number; now: string } };

/** The order holding the fee now, or null. */
export interface MembershipState {
  holder: number | null;
}

export const membershipStream = (famId: number, year: number) => `membership-${famId}-${year}`;

export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState: () => ({ holder: null }),
  decide(command, state) {
    const { famId, year, orderId, now } = command.data;
    if (command.type === 'ClaimMembership') {
      // The same order again (a repeat of its request): it holds the fee already.
      if (state.holder === orderId) return [];
      if (state.holder !== null) throw new MembershipTaken(state.holder);
      return [{ type: 'MembershipClaimed', data: { famId, year, orderId, cents: command.data.cents, at: now } }];
    }
    return state.holder === orderId ? [{ type: 'MembershipReleased', data: { famId, year, orderId, at: now } }] : [];
  },
  evolve(state, event) {
    if (event.type === 'MembershipClaimed') return { holder: event.data.orderId };
    return { holder: state.holder === event.data.orderId ? null : state.holder };
  },
};
