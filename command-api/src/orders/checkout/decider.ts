import type { Decider } from '@plouf/infra';
import { ConcurrentCheckout } from '../errors.ts';

/**
 * A family's checkout (`checkout-{famId}`): which order is open for which cart. Opening is claimed
 * with the revision read, so of two checkouts at once only one opens an order; the other finds it.
 */
export type CheckoutEvent = { type: 'CheckoutOpened'; data: { famId: number; orderId: number; cartKey: string; replaces: number | null; at: string } };
export type CheckoutCommand = { type: 'OpenCheckout'; data: { famId: number; orderId: number; cartKey: string; expected: number | null; now: string } };
export interface CheckoutState {
  /**
   * `at`: when it was opened (the request's moment); `previous`: the open order it took the place of
   * (its cart), which that checkout was to cancel: a repeat of a checkout whose request died between
   * the two finds it here and cancels it before placing its own.
   */
  current: { orderId: number; cartKey: string; at: string; previous: { orderId: number; cartKey: string } | null } | null;
}

/**
 * Checkouts of the same cart this close together are one user's one action (a double click, a
 * reload, a tab restored): they get the same order, even when it was paid (validated free) meanwhile.
 */
export const SAME_ACTION_MS = 10_000;

export const CHECKOUT_EVENT_TYPES = ['CheckoutOpened'] as const;
export const checkoutStream = (famId: number) => `checkout-${famId}`;

export const checkoutDecider: Decider<CheckoutCommand, CheckoutEvent, CheckoutState> = {
  initialState: () => ({ current: null }),
  decide(command, state) {
    const { famId, orderId, cartKey, expected, now } = command.data;
    if ((state.current?.orderId ?? null) !== expected) throw new ConcurrentCheckout();
    return [{ type: 'CheckoutOpened', data: { famId, orderId, cartKey, replaces: state.current?.orderId ?? null, at: now } }];
  },
  evolve: (state, event) => {
    const before = state.current;
    const previous = before && event.data.replaces === before.orderId ? { orderId: before.orderId, cartKey: before.cartKey } : null;
    return { current: { orderId: event.data.orderId, cartKey: event.data.cartKey, at: event.data.at, previous } };
  },
};
