/**
 * What a refund gives back, pure: every card of the order is taken back (ADR 0009), and the desk
 * chooses to refund the whole amount paid or only the part not used. A card's used part is the
 * lessons already started that it paid (entries), or the time already passed of its validity (a
 * subscription); its coming lessons are released with the refund, so they count as unused.
 */
import type { FamilyCards } from '../cards/decider.ts';
import type { OrderState } from '../orders/decider.ts';

export type RefundScope = 'full' | 'unused';

export interface CardUse {
  cardId: number;
  libelle: string;
  fftIsAbo: boolean;
  entries: number;
  /** What the card cost (its line's unit price), cents. */
  price: number;
  /** Lessons already started that it paid. */
  taken: number;
  /** Coming lessons it paid: released by the refund. */
  coming: number;
  /** Its unused part, cents. */
  unused: number;
}

export interface RefundPlan {
  orderId: number;
  /** Paid and not yet refunded, cents: the most a refund gives back. */
  paid: number;
  /** Paid beyond the order's total (a payment that came after another): always given back. */
  excess: number;
  /** What each scope gives back, cents. */
  full: number;
  unused: number;
  cards: CardUse[];
}

type PlacedOrder = Extract<OrderState, { status: 'placed' }>;

/**
 * The refund's two amounts and each card's use, at `now`.
 *
 * @example
 * // A 150 € card of 10 entries that paid one lesson already given: 135 € unused.
 * planRefund(order, cards, new Map([[500, '2026-11-20T13:00:00.000Z']]), '2026-11-26T10:00:00.000Z').unused; // 13500
 */
export function planRefund(order: PlacedOrder, cards: FamilyCards, lessonStarts: ReadonlyMap<number, string>, now: string, giftSpent = 0): RefundPlan {
  // `lessonStarts` names the places still booked on a coming lesson; an entry spent for a place
  // given up late (the entry stays spent) or for a lesson already started is used.
  const paid = Math.max(0, order.paid - order.refunded);
  const excess = Math.max(0, order.paid - order.total);
  const at = new Date(now).getTime();
  const ofOrder = Object.values(cards.cards).filter((card) => card.orderId === order.orderId);
  const uses: CardUse[] = ofOrder.map((card) => {
    const price = order.lines.find((line) => line.id === card.fftId)?.fftTarif ?? 0;
    let taken = 0;
    let coming = 0;
    for (const [insId, entry] of Object.entries(cards.spent)) {
      if (entry.cardId !== card.cardId || entry.returned) continue;
      const start = lessonStarts.get(Number(insId));
      if (start !== undefined && new Date(start).getTime() > at) coming++;
      else taken++;
    }
    return { cardId: card.cardId, libelle: card.libelle, fftIsAbo: card.fftIsAbo, entries: card.entries, price, taken, coming, unused: unusedPart(card, price, taken, at) };
  });
  // Gift cards the order sold (ADR 0029, decision 43): what was spent of them is never given back
  // (the school would pay twice); what they have left is their unused part.
  const giftValue = order.lines.reduce((sum, line) => sum + (line.gift ? line.total : 0), 0);
  const giftLeft = Math.max(0, giftValue - giftSpent);
  const full = Math.max(0, paid - giftSpent);
  // No card given (an order cancelled while its payment went through): nothing was used.
  const unusedCards = uses.length === 0 && giftValue === 0 ? paid : uses.reduce((sum, use) => sum + use.unused, 0) + giftLeft;
  return { orderId: order.orderId, paid, excess, full, unused: Math.min(full, unusedCards + excess), cards: uses };
}

/** A card's unused part: its entries not taken, or the share of its validity still to come. */
function unusedPart(card: { fftIsAbo: boolean; entries: number; validFrom: string; validUntil: string }, price: number, taken: number, at: number): number {
  if (card.fftIsAbo) {
    const from = new Date(card.validFrom).getTime();
    const until = new Date(card.validUntil).getTime();
    if (until <= from) return 0;
    const left = Math.min(1, Math.max(0, (until - Math.max(at, from)) / (until - from)));
    return Math.round(price * left);
  }
  if (card.entries <= 0) return price;
  return Math.round((price * Math.max(0, card.entries - taken)) / card.entries);
}

/**
 * Shares an amount over the payments that took money, in their order: what each gives back.
 *
 * @example
 * allocateRefund(5000, [{ paymentId: 'a', amount: 3000 }, { paymentId: 'b', amount: 3000 }]);
 * // [{ paymentId: 'a', amount: 3000 }, { paymentId: 'b', amount: 2000 }]
 */
export function allocateRefund<P extends { amount: number }>(amount: number, payments: readonly P[]): P[] {
  let left = amount;
  const shares: P[] = [];
  for (const payment of payments) {
    if (left <= 0) break;
    const share = Math.min(left, payment.amount);
    shares.push({ ...payment, amount: share });
    left -= share;
  }
  return shares;
}
