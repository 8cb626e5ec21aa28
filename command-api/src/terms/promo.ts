import type { Decider } from '@plouf/infra';
import { PromoCodeUsedUp } from './errors.ts';
import { promoKey } from './pricing.ts';

/**
 * A term's promo code used (issue 43): one stream per code of a term (`promo-{termId}-{CODE}`), its
 * uses by order. A code with a limit is used by the order that pays the place (the request that
 * placed it), and given back when that order is cancelled, so a code for ten places pays ten; two
 * families taking its last use at the same instant: one gets it (the stream decides).
 */
export type PromoEvent =
  | { type: 'PromoUsed'; data: { termId: number; code: string; orderId: number; famId: number; at: string } }
  | { type: 'PromoReleased'; data: { termId: number; code: string; orderId: number; at: string } };
export const PROMO_EVENT_TYPES = ['PromoUsed', 'PromoReleased'] as const satisfies readonly PromoEvent['type'][];

export type PromoCommand =
  | { type: 'UsePromo'; data: { termId: number; code: string; orderId: number; famId: number; maxUses: number; now: string } }
  | { type: 'ReleasePromo'; data: { termId: number; code: string; orderId: number; now: string } };

/** The orders using the code now (released ones are not). */
export interface PromoState {
  using: number[];
}

export const promoStream = (termId: number, code: string) => `promo-${termId}-${promoKey(code)}`;

export const promoDecider: Decider<PromoCommand, PromoEvent, PromoState> = {
  initialState: () => ({ using: [] }),
  decide(command, state) {
    const { termId, code, orderId, now } = command.data;
    if (command.type === 'UsePromo') {
      // The same order again (a repeat of its request): it has its use already.
      if (state.using.includes(orderId)) return [];
      if (state.using.length >= command.data.maxUses) throw new PromoCodeUsedUp(promoKey(code));
      return [{ type: 'PromoUsed', data: { termId, code: promoKey(code), orderId, famId: command.data.famId, at: now } }];
    }
    return state.using.includes(orderId) ? [{ type: 'PromoReleased', data: { termId, code: promoKey(code), orderId, at: now } }] : [];
  },
  evolve(state, event) {
    if (event.type === 'PromoUsed') return { using: [...state.using, event.data.orderId] };
    return { using: state.using.filter((orderId) => orderId !== event.data.orderId) };
  },
};
