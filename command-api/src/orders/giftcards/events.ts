/**
 * Gift cards (issue 43, ADR 0029 decisions 42-47): sold as a pass marked as one, a code per card
 * mailed to the buyer once the order is paid, spent by any family on an order it pays.
 *
 * Two streams: `giftcards-order-{orderId}` decides once which codes an order's payment gave (a
 * replay of the order process finds them there, never draws new ones), and each card's own
 * `giftcard-{CODE}` holds its value and every spending, so its balance refuses over-spending.
 */
export interface GiftCardSold {
  code: string;
  cents: number;
}

export type GiftCardEvent =
  | {
      type: 'GiftCardsIssued';
      /** The buyer, told the codes (sealed under the family's key: `email`, `name`). */
      data: { orderId: number; famId: number; cards: GiftCardSold[]; at: string; email: string; name: string; language: 'fr' | 'en' };
    }
  | { type: 'GiftCardOpened'; data: { code: string; cents: number; orderId: number; at: string } }
  | { type: 'GiftCardSpent'; data: { code: string; orderId: number; paymentId: string; cents: number; at: string } }
  | { type: 'GiftCardRestored'; data: { code: string; orderId: number; paymentId: string; cents: number; at: string } }
  | { type: 'GiftCardVoided'; data: { code: string; orderId: number; cents: number; at: string } };

export type GiftCardsIssued = Extract<GiftCardEvent, { type: 'GiftCardsIssued' }>;

export const GIFT_CARD_EVENT_TYPES = ['GiftCardsIssued', 'GiftCardOpened', 'GiftCardSpent', 'GiftCardRestored', 'GiftCardVoided'] as const satisfies readonly GiftCardEvent['type'][];

/** A code as typed (any case, spaces, hyphens) as it is kept: twelve capitals and digits, or null when it cannot be one. */
export function giftCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{12}$/.test(code) ? code : null;
}

/** How a code is shown: three groups of four (`K7QM-3XRT-9WPA`). */
export const showGiftCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

export const giftCardStream = (code: string) => `giftcard-${code}`;
export const orderGiftCardsStream = (orderId: number) => `giftcards-order-${orderId}`;

/** A spending's payment id: the order, the card and the how-manyth spending of that card for that order (a spending given back may be made again). */
export const giftPaymentId = (orderId: number, code: string, n: number) => `gift-${orderId}-${code}-${n}`;
/** The card a gift payment id names. */
export const codeOfGiftPayment = (paymentId: string): string | null => /^gift-\d+-([A-Z0-9]{12})-\d+$/.exec(paymentId)?.[1] ?? null;
