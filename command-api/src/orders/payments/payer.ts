import type { Decider } from '@plouf/infra';

/**
 * The family as its payment provider knows it (ADR 0029, decision 18): one Stripe customer per
 * family (`payer-{famId}`), opened the first time a card is kept or a mandate signed, and every
 * later plan's card or mandate kept on it. The customer's id is the provider's, not personal data;
 * an erasure deletes the customer at the provider (its cards and mandates go with it).
 */
export type PayerEvent = { type: 'PayerCustomerOpened'; data: { famId: number; provider: 'stripe'; customer: string; at: string } };
export const PAYER_EVENT_TYPES = ['PayerCustomerOpened'] as const satisfies readonly PayerEvent['type'][];

export type PayerCommand = { type: 'OpenCustomer'; data: { famId: number; provider: 'stripe'; customer: string; now: string } };

export interface PayerState {
  customer: string | null;
}

export const payerStream = (famId: number) => `payer-${famId}`;

export const payerDecider: Decider<PayerCommand, PayerEvent, PayerState> = {
  initialState: () => ({ customer: null }),
  // Opened once: a second opening (two requests at once, each told the same customer by the
  // provider's idempotency key) changes nothing; the first customer stays the family's.
  decide(command, state) {
    if (state.customer !== null) return [];
    const { famId, provider, customer, now } = command.data;
    return [{ type: 'PayerCustomerOpened', data: { famId, provider, customer, at: now } }];
  },
  evolve(state, event) {
    return state.customer === null ? { customer: event.data.customer } : state;
  },
};
