import type { Decider } from '@plouf/infra';
import { GiftCardEmpty, GiftCardUnknown, GiftCardVoid } from './errors.ts';
import { giftPaymentId, type GiftCardEvent, type GiftCardSold } from './events.ts';

export type GiftCardCommand =
  | { type: 'OpenGiftCard'; data: { code: string; cents: number; orderId: number; now: string } }
  /** Spends what the card has, up to `max` (what is left to pay on the order), for that order. */
  | { type: 'SpendGiftCard'; data: { code: string; orderId: number; max: number; now: string } }
  | { type: 'RestoreGiftCard'; data: { code: string; paymentId: string; now: string } }
  | { type: 'VoidGiftCard'; data: { code: string; orderId: number; now: string } };

export interface GiftCardState {
  opened: boolean;
  cents: number;
  /** The order that bought it. */
  orderId: number | null;
  balance: number;
  voided: boolean;
  /** Every spending by payment id: the order, the cents, whether it was given back. */
  spends: Record<string, { orderId: number; cents: number; restored: boolean }>;
}

/** The spending an order holds on the card now (not given back), if any. */
export const openSpend = (state: GiftCardState, orderId: number) => Object.entries(state.spends).find(([, spend]) => spend.orderId === orderId && !spend.restored);

/**
 * A gift card's balance, one stream per card. Spending takes at most what it has: two orders
 * spending its last euros at the same instant, one gets them (the stream's revision decides). An
 * order spends a card once at a time: asked again (a repeat, a double click), the spending it holds
 * is the answer, nothing more is taken. A spending given back (its order cancelled or refunded) is
 * restored once, and the order may spend the card again.
 */
export const giftCardDecider: Decider<GiftCardCommand, GiftCardEvent, GiftCardState> = {
  initialState: () => ({ opened: false, cents: 0, orderId: null, balance: 0, voided: false, spends: {} }),
  decide(command, state) {
    const { code, now } = command.data;
    switch (command.type) {
      case 'OpenGiftCard':
        if (state.opened && state.orderId === command.data.orderId) return [];
        // Two orders drawing the same code (about one chance in 2^58): never two cards behind one code.
        if (state.opened) throw new Error(`gift card code drawn twice (orders ${state.orderId} and ${command.data.orderId})`);
        return [{ type: 'GiftCardOpened', data: { code, cents: command.data.cents, orderId: command.data.orderId, at: now } }];
      case 'SpendGiftCard': {
        if (!state.opened) throw new GiftCardUnknown();
        const { orderId, max } = command.data;
        if (openSpend(state, orderId)) return [];
        if (state.voided) throw new GiftCardVoid();
        const cents = Math.min(state.balance, max);
        if (cents <= 0) throw new GiftCardEmpty();
        const n = Object.values(state.spends).filter((spend) => spend.orderId === orderId).length + 1;
        return [{ type: 'GiftCardSpent', data: { code, orderId, paymentId: giftPaymentId(orderId, code, n), cents, at: now } }];
      }
      case 'RestoreGiftCard': {
        const spend = state.spends[command.data.paymentId];
        if (!spend || spend.restored) return [];
        return [{ type: 'GiftCardRestored', data: { code, orderId: spend.orderId, paymentId: command.data.paymentId, cents: spend.cents, at: now } }];
      }
      case 'VoidGiftCard':
        // Voided with the order that bought it: what is left can no longer be spent (spent already: the desk settles it).
        if (!state.opened || state.voided) return [];
        return [{ type: 'GiftCardVoided', data: { code, orderId: command.data.orderId, cents: state.balance, at: now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'GiftCardOpened':
        return { ...state, opened: true, cents: event.data.cents, orderId: event.data.orderId, balance: event.data.cents };
      case 'GiftCardSpent':
        return { ...state, balance: state.balance - event.data.cents, spends: { ...state.spends, [event.data.paymentId]: { orderId: event.data.orderId, cents: event.data.cents, restored: false } } };
      case 'GiftCardRestored': {
        const spend = state.spends[event.data.paymentId];
        if (!spend) return state;
        return { ...state, balance: state.balance + spend.cents, spends: { ...state.spends, [event.data.paymentId]: { ...spend, restored: true } } };
      }
      case 'GiftCardVoided':
        return { ...state, voided: true, balance: 0 };
      default:
        return state;
    }
  },
};

export type OrderGiftCardsCommand = {
  type: 'IssueGiftCards';
  data: { orderId: number; famId: number; cards: GiftCardSold[]; email: string; name: string; language: 'fr' | 'en'; now: string };
};

/** The codes an order's payment gave, decided once: issued already, the command changes nothing (its new codes are dropped). */
export const orderGiftCardsDecider: Decider<OrderGiftCardsCommand, GiftCardEvent, { cards: GiftCardSold[] | null }> = {
  initialState: () => ({ cards: null }),
  decide(command, state) {
    if (state.cards !== null) return [];
    const { now, ...data } = command.data;
    return [{ type: 'GiftCardsIssued', data: { ...data, at: now } }];
  },
  evolve(state, event) {
    return event.type === 'GiftCardsIssued' ? { cards: event.data.cards } : state;
  },
};

/** Twelve characters from an alphabet without look-alikes (no 0/O, 1/I/L): about 2^58 codes. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function drawGiftCode(random: (size: number) => Uint8Array): string {
  let code = '';
  while (code.length < 12) {
    for (const byte of random(16)) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 248 && code.length < 12) code += ALPHABET[byte % 31];
    }
  }
  return code;
}
