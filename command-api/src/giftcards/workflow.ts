/**
 * Paying an order with a gift card (issue 43, ADR 0029 decision 44): the card's stream spends what
 * it has up to what is left on the order, then the order records that payment; when the order
 * refuses it (paid or cancelled meanwhile, a card payment came first), the card gets it back at
 * once. What the card leaves is paid online as any order: a payment asked for the rest.
 */
import { AppError } from '@plouf/infra';
import type { CommandApiDeps } from '../deps.ts';
import type { CommandContext } from '../runner.ts';
import { orderDecider, type OrderState } from '../orders/decider.ts';
import { orderStream } from '../orders/events.ts';
import { NotPayable } from '../orders/errors.ts';
import { isUnpaid, leftToPay } from '../orders/status.ts';
import { fold, type Log } from '../orders/support.ts';
import { payOrder, type Paying } from '../orders/checkout/workflow.ts';
import { closePayments } from '../orders/support.ts';
import { giftCardDecider, openSpend } from '../orders/giftcards/decider.ts';
import { GiftCardForGiftCard, GiftCardOnPlan, GiftCardUnknown } from '../orders/giftcards/errors.ts';
import { giftCardStream, giftCode } from '../orders/giftcards/events.ts';

type Placed = Extract<OrderState, { status: 'placed' }>;

export async function payWithGiftCard(deps: Pick<CommandApiDeps, 'store' | 'payments'>, ctx: CommandContext, order: Placed, typed: string, log: Log): Promise<{ paying: Paying | null; spent: number; code: string }> {
  const code = giftCode(typed);
  if (!code) throw new GiftCardUnknown();
  if (!isUnpaid(order.cmdStatus)) throw new NotPayable();
  // Refused before the card is touched (the order's decider refuses them again as it records the payment).
  if (order.plan !== null) throw new GiftCardOnPlan();
  if (order.lines.some((line) => line.gift)) throw new GiftCardForGiftCard();
  const stream = giftCardStream(code);
  // A spending this order holds on the card already (a repeat, or a request that died before the order recorded it) is taken as it is.
  let spend = openSpend(await fold(deps.store, stream, giftCardDecider), order.orderId);
  if (!spend) {
    const { state } = await ctx.handle(stream, giftCardDecider, { type: 'SpendGiftCard', data: { code, orderId: order.orderId, max: leftToPay(order), now: ctx.now } });
    spend = openSpend(state, order.orderId);
  }
  if (!spend) throw new GiftCardUnknown();
  const [paymentId, { cents }] = spend;
  try {
    await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'RecordGiftPayment', data: { orderId: order.orderId, paymentId, code, amount: cents, now: ctx.now, by: ctx.by } });
  } catch (error) {
    // Refused by the order: nothing was paid, the card keeps its money.
    if (error instanceof AppError) await ctx.handle(stream, giftCardDecider, { type: 'RestoreGiftCard', data: { code, paymentId, now: ctx.now } });
    throw error;
  }
  // The payment asked for the whole total can no longer pay it: closed, and one asked for the rest.
  await closePayments(deps, log, order.orderId);
  const after = await fold(deps.store, orderStream(order.orderId), orderDecider);
  if (after.status !== 'placed' || !isUnpaid(after.cmdStatus)) return { paying: null, spent: cents, code };
  return { paying: await payOrder(deps, ctx, after, log), spent: cents, code };
}
