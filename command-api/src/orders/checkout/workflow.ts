/**
 * Checkout, a workflow over the family's checkout stream, the order and the payment adapter: the
 * cart priced by the server, the family's one open order for it, then its payment asked of the
 * adapter (a card) or its validation (a free cart). Both checkout routes and "pay this order" run it.
 */
import { AppError, type EventStore, type SessionUser } from '@plouf/infra';
import { PassNotForSale } from '../../catalogue/passes/errors.ts';
import type { Address } from '../../shared/contract.ts';
import type { CommandApiDeps } from '../../deps.ts';
import type { CommandContext } from '../../runner.ts';
import type { CartItemInput, CartView, OrderLine, OrderView, PriceChange } from '../contract.ts';
import { vatPerRate } from '../vat.ts';
import { heldBesidesGifts, orderDecider, partToPay, planUnderWay, type OrderCommand, type OrderState } from '../decider.ts';
import { CancelAtDesk, ConcurrentCheckout, MoveNotAllowed, NotPayable, OrderValidationFailed, OrderWaiting, PartlyPaidAtDesk, PaymentIntentFailed, WaitingAtDesk } from '../errors.ts';
import { orderStream, type Buyer } from '../events.ts';
import { cartKey, type PricedCart } from '../pricing.ts';
import { isUnpaid, leftToPay, payableUntil, type PlanPart } from '../status.ts';
import { buyerOf, closePayments, familyAddress, payerCustomer, fold, price, readOrder, voidOrderIfErasureAsked, type Log } from '../support.ts';
import { checkoutDecider, checkoutStream, SAME_ACTION_MS } from './decider.ts';

/** `card`: the order is paid through the adapter; `free`: a cart that costs nothing, validated at once. */
export type CheckoutWay = 'card' | 'free';

/** A cart priced for a family, ready to become its order. */
export interface PricedCheckout {
  way: CheckoutWay;
  famId: number;
  famName: string;
  buyer: Buyer;
  priced: PricedCart;
}

/** How the order is to be paid, as the cart screen needs it. */
export interface Paying {
  clientSecret: string | null;
  provider: 'stripe' | 'offline' | null;
  publishableKey: string | null;
  /** A plan's part this payment pays. */
  part?: { n: number; count: number; amount: number };
  /** By direct debit, the mandate to sign: the debits and their days (no card payment asked). */
  debit?: { parts: Array<{ n: number; due: string; cents: number }> };
}

const FREE: Paying = { clientSecret: null, provider: null, publishableKey: null };

/**
 * Prices the cart for the way asked (spec §8): a free cart is refused at the card checkout, a cart
 * that costs something (or cannot be bought) at the free one, each with its own code.
 */
export async function priceCheckout(store: EventStore, way: CheckoutWay, ask: { famId: number; user: SessionUser; items: readonly CartItemInput[]; language: 'fr' | 'en' }): Promise<PricedCheckout> {
  let priced: PricedCart;
  try {
    priced = await price(store, ask.famId, ask.items);
  } catch (error) {
    if (way === 'free' && error instanceof PassNotForSale) throw new OrderValidationFailed(error.messages.fr, error.messages.en, error.kind);
    throw error;
  }
  if (way === 'card' && priced.total === 0) throw new PassNotForSale('Cette commande est gratuite : validez-la sans paiement', 'This order is free: validate it without payment', 'rule');
  if (way === 'free' && priced.total !== 0) throw new OrderValidationFailed("la commande n'est pas gratuite", 'the order is not free');
  const { famName, buyer } = await buyerOf(store, ask.user, ask.famId, ask.language);
  return { way, famId: ask.famId, famName, buyer, priced };
}

/** Places the family's one open order for the cart, then asks its payment, or validates it when free. */
export async function checkout(
  deps: Pick<CommandApiDeps, 'store' | 'payments'>,
  ctx: CommandContext,
  cart: PricedCheckout,
  order: { address: Address; replaces: number | null },
  log: Log,
): Promise<{ orderId: number; paying: Paying }> {
  const { address } = order;
  const { famId, famName, buyer, priced } = cart;
  const place = (orderId: number): OrderCommand => ({
    type: 'PlaceOrder',
    data: { orderId, famId, famName, buyer, lines: priced.lines, total: priced.total, vat: priced.vat, address, physical: false, channel: 'online', now: ctx.now, by: ctx.by },
  });
  const orderId = await openOrder(deps.store, ctx, famId, priced, order.replaces, place, (replaced) => closePayments(deps, log, replaced));
  await voidOrderIfErasureAsked(deps.store, ctx, famId, orderId);
  if (cart.way === 'free') {
    await ctx.handle(orderStream(orderId), orderDecider, { type: 'ValidateFree', data: { orderId, now: ctx.now, by: ctx.by } });
    return { orderId, paying: FREE };
  }
  return { orderId, paying: await requestPayment(deps, ctx, orderId, log) };
}

/** Pays an order placed earlier: the same payment again for that very order, or its validation when it is free. */
export async function payOrder(deps: Pick<CommandApiDeps, 'store' | 'payments'>, ctx: CommandContext, order: Extract<OrderState, { status: 'placed' }>, log: Log): Promise<Paying> {
  if (!isUnpaid(order.cmdStatus)) throw new NotPayable();
  if (order.total !== 0) return requestPayment(deps, ctx, order.orderId, log);
  await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'ValidateFree', data: { orderId: order.orderId, now: ctx.now, by: ctx.by } });
  return FREE;
}

/** Asks the adapter for the order's one payment (the same again after a reload or a failure) and records the request. */
async function requestPayment(deps: Pick<CommandApiDeps, 'store' | 'payments'>, ctx: CommandContext, orderId: number, log: Log): Promise<Paying> {
  const port = deps.payments.port;
  const order = await readOrder(deps.store, orderId);
  if (order.status !== 'placed' || !isUnpaid(order.cmdStatus)) throw new NotPayable();
  // By direct debit, its mandate not signed: the family signs it, no card payment is asked (decision 50).
  if (order.directDebit && order.plan !== null && order.savedCard === null) {
    return { clientSecret: null, provider: port.provider, publishableKey: port.publishableKey, debit: { parts: order.plan.map(({ n, due, cents }) => ({ n, due, cents })) } };
  }
  // A plan pays its next part (the first, or one the family pays early or after its card was declined).
  const next = partToPay(order);
  // Partly paid at the desk (vouchers): the rest is paid there, no card payment is opened for the whole total.
  if (heldBesidesGifts(order) && !next) throw new PartlyPaidAtDesk(leftToPay(order));
  // What is left: the total, or what a gift card left to pay (ADR 0029, decision 44).
  const amount = next ? next.amount : leftToPay(order);
  const rest = next === null && amount !== order.total;
  // The same payment again (a reload, a retry after a failure): for a plan, the one asked for this part
  // and amount; otherwise the one asked for this amount (a gift card spent since asks a new one for the rest).
  const existing =
    Object.entries(order.payments).find(
      ([, payment]) => payment.provider === port.provider && payment.amount === amount && (next === null ? payment.part === undefined : payment.part === next.n && payment.status !== 'succeeded' && !payment.offSession),
    )?.[0] ?? null;
  const part = next ? { n: next.n, keep: order.savedCard === null } : undefined;
  let intent;
  try {
    // A card kept for a plan's later parts is kept on the family's customer (ADR 0029, decision 18).
    const customer = part?.keep ? await payerCustomer(deps, ctx, order.famId) : null;
    intent = await port.createIntent({ orderId, famId: order.famId, amount, description: next ? `Plouf, commande ${orderId}, versement ${next.n}/${order.plan!.length}` : `Plouf, commande ${orderId}`, existing, part, rest, customer });
  } catch (error) {
    log.error({ err: error, orderId }, 'payment intent failed');
    throw new PaymentIntentFailed();
  }
  // Placed without an address (a term's price held before the family gave one): billed to the one it has now.
  const address = order.billing.address === null ? await familyAddress(deps.store, order.famId) : null;
  await ctx.handle(orderStream(orderId), orderDecider, { type: 'RequestPayment', data: { orderId, paymentId: intent.paymentId, provider: port.provider, amount, address, now: ctx.now, by: ctx.by, ...(next && { part: next.n }) } });
  return { clientSecret: intent.clientSecret, provider: port.provider, publishableKey: port.publishableKey, ...(next && { part: { n: next.n, count: order.plan!.length, amount } }) };
}

/**
 * What the family's checkout stream says of a checkout of this cart now: the order it would take
 * again (the same cart, not paid, or the same action within {@link SAME_ACTION_MS}), or the
 * order it would replace, with whether that one still waits for its payment (then the family is
 * asked first: see {@link OrderWaiting}).
 */
async function standing(store: EventStore, ctx: Pick<CommandContext, 'now'>, famId: number, key: string) {
  const current = (await fold(store, checkoutStream(famId), checkoutDecider)).current;
  if (!current) return { current, again: null, waiting: null, opening: false, kept: null, planned: false };
  const order = await readOrder(store, current.orderId);
  // A term paid in parts, its first paid: settled as far as checkout goes (its later parts come on
  // their days), never replaced nor cancelled by the family's next checkout.
  if (order.status === 'placed' && planUnderWay(order)) return { current, again: null, waiting: null, opening: false, kept: null, planned: true };
  // Partly paid at the desk and not paid in full: the school holds money on it, it is never replaced.
  // A gift card's part is not the desk's: such an order is replaced (cancelled, the card gets its money back).
  const kept = order.status === 'placed' && isUnpaid(order.cmdStatus) && heldBesidesGifts(order) ? order : null;
  const payable = order.status === 'placed' && isUnpaid(order.cmdStatus) && Date.parse(ctx.now) <= Date.parse(payableUntil(order.placedAt));
  const sameAction = Math.abs(Date.parse(ctx.now) - Date.parse(current.at)) <= SAME_ACTION_MS;
  // An unpaid order past its payment time is not taken again: its prices are old.
  if (current.cartKey === key && (order.status === 'none' || payable || sameAction)) return { current, again: order, waiting: null, opening: false, kept, planned: false };
  return {
    current,
    planned: false,
    again: null,
    kept,
    waiting: payable && order.status === 'placed' && !kept ? order : null,
    // Another checkout (another tab) is placing its order this very moment: it will be waiting.
    // One whose request died before placing it is long past this: nothing to cancel, nothing to ask.
    opening: order.status === 'none' && sameAction,
  };
}

/**
 * The family's order still waiting for its payment that a checkout of this cart would cancel and
 * replace, or null (none waits, or the checkout would take that very order again). The cart shows
 * it before paying, and the family confirms by naming it in the checkout (`replaces`).
 */
export async function waitingOrder(store: EventStore, ctx: Pick<CommandContext, 'now'>, famId: number, items: readonly CartItemInput[]): Promise<Extract<OrderState, { status: 'placed' }> | null> {
  return (await standing(store, ctx, famId, cartKey((await price(store, famId, items)).lines))).waiting;
}

/**
 * Places the order for a priced cart, or finds the one this family already opened for the same
 * cart and has not paid, or opened for it within {@link SAME_ACTION_MS} whatever became of it: a
 * family has one open order at a time (its checkout stream says which), so a double click, a reload
 * or twenty checkouts at once give one order, on every backend, free ones included. A checkout of
 * another cart replaces the open order, which is cancelled and says by which order; when that order
 * could still be paid, only if the checkout names it (`replaces`: the family saw it and confirmed),
 * otherwise it is refused ({@link OrderWaiting}). Of two checkouts at once naming the same waiting
 * order, one replaces it; the other then finds the new one waiting and is refused in turn. An order
 * the desk took part of the money of is never replaced, even when that payment came while the
 * checkout ran: the checkout is refused ({@link WaitingAtDesk}) and that order stays open.
 */
async function openOrder(store: EventStore, ctx: CommandContext, famId: number, priced: PricedCart, replaces: number | null, place: (orderId: number) => OrderCommand, replaced: (orderId: number) => Promise<void>): Promise<number> {
  const key = cartKey(priced.lines);
  for (let attempt = 0; ; attempt++) {
    const { current, again, waiting, opening, kept, planned } = await standing(store, ctx, famId, key);
    if (current && again) {
      // Placed by whoever opened it; if that request died before placing it, placed here, after the
      // order it replaces is cancelled (that request may have died before cancelling it too).
      if (again.status === 'none') {
        const previous = current.previous;
        if (previous) await cancelReplaced(store, ctx, famId, previous, current.orderId);
        await placeOnce(ctx, current.orderId, place);
        // Its payments closed, whether it was cancelled now or by the request that died (only those still open are).
        if (previous) await replaced(previous.orderId);
      }
      return current.orderId;
    }
    if (kept) throw new WaitingAtDesk(kept.orderId, leftToPay(kept));
    if (current && (opening || (waiting && waiting.orderId !== replaces))) throw new OrderWaiting(current.orderId);
    const orderId = await ctx.newId('order');
    try {
      await ctx.handle(checkoutStream(famId), checkoutDecider, { type: 'OpenCheckout', data: { famId, orderId, cartKey: key, expected: current?.orderId ?? null, now: ctx.now } });
    } catch (error) {
      if (error instanceof ConcurrentCheckout && attempt < 10) continue;
      throw error;
    }
    // The order it replaces is cancelled before the new one is placed: when the desk took part of
    // its money since it was read above, it is not replaced at all (below), and no order is opened.
    const cancelled = current && !planned ? await cancelReplaced(store, ctx, famId, current, orderId) : false;
    await placeOnce(ctx, orderId, place, { newStream: true });
    if (current && cancelled) await replaced(current.orderId);
    return orderId;
  }
}

/**
 * Places the family's one open order for a term's price (issue 43): its tuition line (and the school
 * year's membership fee on the family's first of the year), billed to the
 * family's address; like a cart's checkout, it takes the same order again for the same place, and
 * replaces a waiting order only when the family named it (`replaces`), else is refused
 * ({@link OrderWaiting}, {@link WaitingAtDesk}).
 */
export async function openTuitionOrder(
  deps: Pick<CommandApiDeps, 'store' | 'payments'>,
  ctx: CommandContext,
  ask: { famId: number; user: SessionUser; language: 'fr' | 'en'; address: Address | null; lines: OrderLine[]; replaces: number | null; plan?: PlanPart[] | undefined; directDebit?: boolean },
  log: Log,
): Promise<number> {
  const { famId, lines } = ask;
  const { famName, buyer } = await buyerOf(deps.store, ask.user, famId, ask.language);
  const priced: PricedCart = { lines, total: lines.reduce((sum, line) => sum + line.total, 0), vat: vatPerRate(lines), changes: [] };
  const place = (orderId: number): OrderCommand => ({
    type: 'PlaceOrder',
    data: { orderId, famId, famName, buyer, lines: priced.lines, total: priced.total, vat: priced.vat, address: ask.address, physical: false, channel: 'online', now: ctx.now, by: ctx.by, ...(ask.plan && { plan: ask.plan }), ...(ask.plan && ask.directDebit && { directDebit: true as const }) },
  });
  return openOrder(deps.store, ctx, famId, priced, ask.replaces, place, (replaced) => closePayments(deps, log, replaced));
}

/**
 * Cancels the family's unpaid order a checkout replaces (`byFamily`), and says whether there was one
 * to cancel. Refused when the desk took part of its money since the checkout read it: that order
 * stays the family's open one (the checkout stream names it again, so the next checkout finds it
 * too) and the desk's to settle or cancel; the checkout is refused as when the desk's payment was
 * there before it ({@link WaitingAtDesk}), rather than opening a second order beside it.
 */
async function cancelReplaced(store: EventStore, ctx: CommandContext, famId: number, current: { orderId: number; cartKey: string }, orderId: number): Promise<boolean> {
  const previous = await readOrder(store, current.orderId);
  if (previous.status !== 'placed' || !isUnpaid(previous.cmdStatus)) return false;
  const cancel = { orderId: current.orderId, move: 'CANCEL' as const, reason: `Remplacée par la commande ${orderId}`, quiet: true, replacedBy: orderId, byFamily: true, now: ctx.now, by: ctx.by };
  try {
    await ctx.handle(orderStream(current.orderId), orderDecider, { type: 'MoveOrder', data: cancel });
    return true;
  } catch (error) {
    // No longer waiting since it was read: cancelled by a checkout of the same cart finishing the
    // same replacement (two tabs at once after a request died, `openOrder`), or paid: nothing to replace.
    if (error instanceof MoveNotAllowed) {
      const now = await readOrder(store, current.orderId);
      if (now.status === 'placed' && !isUnpaid(now.cmdStatus)) return false;
    }
    if (!(error instanceof CancelAtDesk)) throw error;
  }
  try {
    await ctx.handle(checkoutStream(famId), checkoutDecider, { type: 'OpenCheckout', data: { famId, orderId: current.orderId, cartKey: current.cartKey, expected: orderId, now: ctx.now } });
  } catch (error) {
    // Another checkout moved on meanwhile: it finds that order kept at the desk in its turn.
    if (!(error instanceof ConcurrentCheckout)) throw error;
  }
  const kept = await readOrder(store, current.orderId);
  throw new WaitingAtDesk(current.orderId, kept.status === 'placed' ? leftToPay(kept) : 0);
}

/** Places the order unless it is placed already; `newStream`: its id was just handed out here (no read before deciding). */
async function placeOnce(ctx: CommandContext, orderId: number, place: (orderId: number) => OrderCommand, options?: { newStream: boolean }) {
  try {
    await ctx.handle(orderStream(orderId), orderDecider, place(orderId), options);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'OrderAlreadyPlaced')) throw error;
  }
}

/**
 * The cart as the order's stream says it once the payment is asked (issue 42): the answer given at
 * once, without waiting for the orders' read model, which a rush keeps behind; the payment's secret
 * is only in this answer, so a late read model must not turn it into a 202 the family cannot pay from.
 */
export function cartOfState(order: Extract<OrderState, { status: 'placed' }>, paying: Paying, changes: PriceChange[]): CartView {
  const succeeded = Object.values(order.payments).filter((payment) => payment.status === 'succeeded');
  const giftPaid = succeeded.filter((payment) => payment.provider === 'gift').reduce((sum, payment) => sum + payment.amount, 0);
  const gift = giftPaid > 0 ? { gift: { paid: giftPaid, left: Math.max(0, order.total - succeeded.reduce((sum, payment) => sum + payment.amount, 0)) } } : {};
  return {
    ...gift,
    orderId: order.orderId,
    cmdStatus: order.cmdStatus,
    items: order.lines.map((row) => ({ item: { id: row.id, libelle: row.libelle, fftTarif: row.fftTarif, tva: row.tva, ...(row.tuition?.englishLabel && { translations: { en: { libelle: row.tuition.englishLabel } } }) }, qty: row.qty, psnId: row.psnId })),
    total: order.total,
    vat: order.vat,
    address: order.billing.address,
    ...paying,
    changes,
  };
}

/** The order as the cart the front end shows (spec §7: checkout answers the cart with its client secret). */
export function cartOf(order: OrderView, paying: Paying, changes: PriceChange[]): CartView {
  const succeeded = order.payments.filter((payment) => payment.status === 'succeeded');
  const giftPaid = succeeded.filter((payment) => payment.provider === 'gift').reduce((sum, payment) => sum + payment.amount, 0);
  const gift = giftPaid > 0 ? { gift: { paid: giftPaid, left: Math.max(0, order.cmdTotal - succeeded.reduce((sum, payment) => sum + payment.amount, 0)) } } : {};
  return {
    ...gift,
    orderId: order.id,
    cmdStatus: order.cmdStatus,
    items: order.rows.map((row) => ({ item: { id: row.id, libelle: row.libelle, fftTarif: row.fftTarif, tva: row.tva, ...(row.tuition && row.translations && { translations: row.translations }) }, qty: row.qty, psnId: row.psnId })),
    total: order.cmdTotal,
    vat: order.vat,
    address: order.address,
    ...paying,
    changes,
  };
}
