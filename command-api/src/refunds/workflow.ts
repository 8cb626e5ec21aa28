/**
 * Refunding an order, a workflow across three aggregates (ADR 0009): the money on the order's
 * stream (through the adapter that took it), every card of the order taken back on the family's
 * cards stream, and the coming places those cards paid released on their courses' streams. The
 * request does all three; the processes that follow `$all` finish them after a crash (the order
 * process takes the cards back, the booking process releases their places).
 */
import { foldStream, type EventStore } from '@plouf/infra';
import { isSeated } from '../courses/enrolment.ts';
import { cardsDecider } from '../cards/decider.ts';
import { cardsStream } from '../cards/events.ts';
import { readCards } from '../cards/store.ts';
import { readCourse, releaseRevoked, stepsOf } from '../courses/booking/steps.ts';
import type { CommandApiDeps } from '../deps.ts';
import { orderDecider, overpaid, refundable } from '../orders/decider.ts';
import { OrderNotFound, RefundFailed } from '../orders/errors.ts';
import { orderStream } from '../orders/events.ts';
import { readOrder } from '../orders/support.ts';
import { giftCardDecider, orderGiftCardsDecider } from '../orders/giftcards/decider.ts';
import { giftCardStream, orderGiftCardsStream } from '../orders/giftcards/events.ts';
import type { CommandContext } from '../runner.ts';
import { allocateRefund, planRefund, type RefundPlan, type RefundScope } from './plan.ts';

/** The refund's two amounts and each card's use, from the streams (never late). */
export async function readRefundPlan(store: EventStore, orderId: number, now: string): Promise<RefundPlan> {
  const order = await readOrder(store, orderId);
  if (order.status !== 'placed') throw new OrderNotFound(orderId);
  const cards = await readCards(store, order.famId);
  const starts = new Map<number, string>();
  for (const [insId, entry] of Object.entries(cards.spent)) {
    if (entry.returned || cards.cards[entry.cardId]?.orderId !== orderId) continue;
    const course = await readCourse(store, entry.crsId);
    // A place given up late keeps its entry spent: used, not coming.
    const seated = course.status === 'scheduled' && isSeated(course.inscriptions[Number(insId)]?.status ?? 0);
    if (course.status !== 'none' && seated) starts.set(Number(insId), course.course.start);
  }
  return planRefund(order, cards, starts, now, await giftSpentOf(store, order));
}

/** What was spent of the gift cards an order sold (ADR 0029, decision 43): never refunded. */
async function giftSpentOf(store: EventStore, order: { orderId: number; lines: readonly { gift?: true }[] }): Promise<number> {
  if (!order.lines.some((line) => line.gift)) return 0;
  const issued = (await foldStream(store, orderGiftCardsStream(order.orderId), orderGiftCardsDecider)).cards ?? [];
  const cards = await Promise.all(issued.map((card) => foldStream(store, giftCardStream(card.code), giftCardDecider)));
  return cards.reduce((sum, card) => sum + (card.opened && !card.voided ? card.cents - card.balance : 0), 0);
}

/** The cards' refunds first (they go back by themselves), then the gift cards' (their balance restored), the desk's last (handed back by a person). */
const LAST = { stripe: 0, offline: 0, gift: 1, desk: 2 } as const;

/** Refunds each share through the adapter that took it; nothing is recorded when one refuses. */
async function giveBack(deps: CommandApiDeps, orderId: number, shares: readonly { paymentId: string; provider: 'stripe' | 'offline' | 'desk' | 'gift'; amount: number }[]) {
  const port = deps.payments.port;
  const refunds = [];
  for (const share of shares) {
    let refundId: string | null = null;
    if (share.provider === 'stripe' || share.provider === 'offline') {
      if (share.provider !== port.provider) throw new RefundFailed();
      try {
        refundId = (await port.refund({ orderId, paymentId: share.paymentId, amount: share.amount })).refundId;
      } catch {
        throw new RefundFailed();
      }
    }
    refunds.push({ ...share, refundId });
  }
  return refunds;
}

/**
 * Gives back what was paid beyond the total, through the card payments first (their refund goes
 * back by itself; a cheque or transfer recorded at the desk is handed back by a person); the order
 * keeps its status and its cards.
 */
export async function refundExcess(deps: CommandApiDeps, ctx: CommandContext, orderId: number, reason: string) {
  const order = await readOrder(deps.store, orderId);
  if (order.status !== 'placed') throw new OrderNotFound(orderId);
  const shares = allocateRefund(overpaid(order), [...refundable(order)].sort((a, b) => LAST[a.provider] - LAST[b.provider]));
  orderDecider.decide({ type: 'RefundExcess', data: { orderId, refunds: shares.map((share) => ({ ...share, refundId: null })), reason, now: ctx.now, by: ctx.by } }, order);
  const refunds = await giveBack(deps, orderId, shares);
  await ctx.handle(orderStream(orderId), orderDecider, { type: 'RefundExcess', data: { orderId, refunds, reason, now: ctx.now, by: ctx.by } });
}

/**
 * Gives back the chosen amount through the adapters that took it, records the refund, takes every
 * card of the order back and releases their coming places. Nothing is recorded when the provider
 * refuses (the desk may try again); the status machine is asked before any money moves.
 */
export async function refundOrder(deps: CommandApiDeps, ctx: CommandContext, orderId: number, reason: string, scope: RefundScope) {
  const order = await readOrder(deps.store, orderId);
  if (order.status !== 'placed') throw new OrderNotFound(orderId);
  orderDecider.decide({ type: 'RefundOrder', data: { orderId, refunds: [], reason, now: ctx.now, by: ctx.by } }, order);
  const plan = await readRefundPlan(deps.store, orderId, ctx.now);
  const refunds = await giveBack(deps, orderId, allocateRefund(scope === 'full' ? plan.full : plan.unused, refundable(order)));
  await ctx.handle(orderStream(orderId), orderDecider, { type: 'RefundOrder', data: { orderId, refunds, reason, scope, now: ctx.now, by: ctx.by } });
  const { state } = await ctx.handle(cardsStream(order.famId), cardsDecider, { type: 'RevokeOrderCards', data: { famId: order.famId, orderId, reason: reason || 'Commande remboursée', now: ctx.now, by: ctx.by } });
  const taken = Object.values(state.cards).filter((card) => card.orderId === orderId && card.revoked).map((card) => card.cardId);
  await releaseRevoked(stepsOf(deps.store, ctx), order.famId, taken);
}
