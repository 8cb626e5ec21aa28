import { given, givenCommands } from '@plouf/infra/given';
import { describe, it } from 'vitest';
import { checkoutDecider, type CheckoutCommand, type CheckoutEvent, type CheckoutState } from './decider.ts';

const now = '2026-11-26T10:00:00.000Z';
const later = '2026-11-26T11:00:00.000Z';
const open = (orderId: number, cartKey: string, expected: number | null, at = now): CheckoutCommand => ({ type: 'OpenCheckout', data: { famId: 3, orderId, cartKey, expected, now: at } });
const opened = (orderId: number, cartKey: string, replaces: number | null, at = now): CheckoutEvent => ({ type: 'CheckoutOpened', data: { famId: 3, orderId, cartKey, replaces, at } });
const checkout = (...past: CheckoutEvent[]) => given<CheckoutCommand, CheckoutEvent, CheckoutState>(checkoutDecider, ...past);

describe('checkout decider', () => {
  it('opens a family’s first order when it expects none', () => {
    checkout().when(open(10, 'cart-a', null)).then([opened(10, 'cart-a', null)]);
  });

  it('opens another order in place of the current one it names, saying which it replaces', () => {
    checkout(opened(10, 'cart-a', null)).when(open(11, 'cart-b', 10, later)).then([opened(11, 'cart-b', 10, later)]);
    givenCommands(checkoutDecider, open(10, 'cart-a', null), open(11, 'cart-b', 10)).when(open(12, 'cart-a', 11, later)).then([opened(12, 'cart-a', 11, later)]);
  });

  it('refuses a checkout that read a state since changed, so of two at once only one opens an order', () => {
    // Both read "no order" and claim; the second finds order 10 already opened.
    givenCommands(checkoutDecider, open(10, 'cart-a', null)).when(open(11, 'cart-a', null)).refuses('ConcurrentCheckout');
    // The same command again: its order is now the current one, not the one it expected.
    givenCommands(checkoutDecider, open(10, 'cart-a', null)).when(open(10, 'cart-a', null)).refuses('ConcurrentCheckout');
    // It names an order that is not (or no longer) the current one.
    checkout(opened(10, 'cart-a', null), opened(11, 'cart-b', 10)).when(open(12, 'cart-b', 10)).refuses('ConcurrentCheckout');
    checkout().when(open(10, 'cart-a', 9)).refuses('ConcurrentCheckout');
  });
});
