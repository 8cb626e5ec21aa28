import { AppError, IdParams, NoBody, ok, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import type { CommandContext } from '../runner.ts';
import { runCommand } from '../runner.ts';
import { PassNotForSale } from '../catalogue/passes/errors.ts';
import { checkoutDecider, checkoutStream, SAME_ACTION_MS } from './checkout.ts';
import { CartView, CheckoutInput, PaymentConfigView, type CartView as Cart, type OrderView as Order, type PriceChange } from './contract.ts';
import { orderDecider } from './decider.ts';
import { ConcurrentCheckout, NotPayable, OrderNotFound, OrderValidationFailed, PaymentIntentFailed } from './errors.ts';
import { orderStream } from './events.ts';
import { cartKey, type PricedCart } from './pricing.ts';
import { isUnpaid, payableUntil } from './status.ts';
import { ORDERS_READ_MODEL, buyerOf, closePayments, familyOf, fold, ownedOrder, price, readOrder, tags } from './support.ts';

/**
 * Places the order for a priced cart, or finds the one this family already opened for the same
 * cart and has not paid, or opened for it within {@link SAME_ACTION_MS} whatever became of it: a
 * family has one open order at a time (its checkout stream says which), so a double click, a reload
 * or twenty checkouts at once give one order, on every backend, free ones included. A checkout of another
 * cart replaces the open order, which is cancelled.
 */
async function openOrder(
  deps: CommandApiDeps,
  ctx: CommandContext,
  famId: number,
  priced: PricedCart,
  place: (orderId: number) => Parameters<typeof orderDecider.decide>[0],
  replaced: (orderId: number) => Promise<void>,
): Promise<number> {
  const key = cartKey(priced.lines);
  for (let attempt = 0; ; attempt++) {
    const checkout = await fold(deps.store, checkoutStream(famId), checkoutDecider);
    const current = checkout.current;
    if (current && current.cartKey === key) {
      const order = await readOrder(deps.store, current.orderId);
      const sameAction = Math.abs(Date.parse(ctx.now) - Date.parse(current.at)) <= SAME_ACTION_MS;
      // An unpaid order past its payment time is not taken again: its prices are old.
      const payable = order.status === 'placed' && isUnpaid(order.cmdStatus) && Date.parse(ctx.now) <= Date.parse(payableUntil(order.placedAt));
      if (order.status === 'none' || payable || sameAction) {
        // Placed by whoever opened it; if that request died before placing it, placed here.
        if (order.status === 'none') await placeOnce(ctx, current.orderId, place);
        return current.orderId;
      }
    }
    const orderId = await ctx.newId('order');
    try {
      await ctx.handle(checkoutStream(famId), checkoutDecider, { type: 'OpenCheckout', data: { famId, orderId, cartKey: key, expected: current?.orderId ?? null, now: ctx.now } });
    } catch (error) {
      if (error instanceof ConcurrentCheckout && attempt < 10) continue;
      throw error;
    }
    await placeOnce(ctx, orderId, place);
    if (current) {
      const previous = await readOrder(deps.store, current.orderId);
      if (previous.status === 'placed' && isUnpaid(previous.cmdStatus)) {
        await ctx.handle(orderStream(current.orderId), orderDecider, { type: 'MoveOrder', data: { orderId: current.orderId, move: 'CANCEL', reason: `Remplacée par la commande ${orderId}`, quiet: true, now: ctx.now, by: ctx.by } });
        await replaced(current.orderId);
      }
    }
    return orderId;
  }
}

async function placeOnce(ctx: CommandContext, orderId: number, place: (orderId: number) => Parameters<typeof orderDecider.decide>[0]) {
  try {
    await ctx.handle(orderStream(orderId), orderDecider, place(orderId));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'OrderAlreadyPlaced')) throw error;
  }
}

/** The order as the cart the front end shows (spec §7: checkout answers the cart with its client secret). */
function cartOf(order: Order, payment: { clientSecret: string | null; provider: 'stripe' | 'offline' | null; publishableKey: string | null }, changes: PriceChange[]): Cart {
  return {
    orderId: order.id,
    cmdStatus: order.cmdStatus,
    items: order.rows.map((row) => ({ item: { id: row.id, libelle: row.libelle, fftTarif: row.fftTarif, tva: row.tva }, qty: row.qty, psnId: row.psnId })),
    total: order.cmdTotal,
    vat: order.vat,
    address: order.address,
    clientSecret: payment.clientSecret,
    provider: payment.provider,
    publishableKey: payment.publishableKey,
    changes,
  };
}


/**
 * Checkout: the cart priced by the server, the family's one open order, its payment asked of the
 * adapter (card), or validated when free.
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const payments = deps.payments;

  /** Asks the adapter for the order's one payment (the same again after a reload or a failure) and records the request. */
  async function requestPayment(ctx: CommandContext, orderId: number, log: FastifyBaseLogger) {
    const order = await readOrder(deps.store, orderId);
    if (order.status !== 'placed' || !isUnpaid(order.cmdStatus)) throw new NotPayable();
    const existing = Object.entries(order.payments).find(([, payment]) => payment.provider === payments.port.provider)?.[0] ?? null;
    let intent;
    try {
      intent = await payments.port.createIntent({ orderId, famId: order.famId, amount: order.total, description: `Plouf, commande ${orderId}`, existing });
    } catch (error) {
      log.error({ err: error, orderId }, 'payment intent failed');
      throw new PaymentIntentFailed();
    }
    await ctx.handle(orderStream(orderId), orderDecider, { type: 'RequestPayment', data: { orderId, paymentId: intent.paymentId, provider: payments.port.provider, amount: order.total, now: ctx.now, by: ctx.by } });
    return intent;
  }
  app.get('/Commande/payment-config', { config: { access: 'public' }, schema: { tags, response: replies(PaymentConfigView) } }, async () =>
    ok({ provider: payments.port.provider, publishableKey: payments.port.publishableKey }),
  );

  app.post(
    '/Commande/checkout',
    { config: { access: 'authenticated' }, schema: { tags, body: CheckoutInput, response: replies(CartView, { command: true }) } },
    async (request, reply) => {
      const famId = familyOf(request.user);
      const priced = await price(deps.store, famId, request.body.items);
      if (priced.total === 0) throw new PassNotForSale('Cette commande est gratuite : validez-la sans paiement', 'This order is free: validate it without payment');
      const { famName, buyer } = await buyerOf(deps.store, request.user!, famId, request.language);
      let intent: { paymentId: string; clientSecret: string } | undefined;
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const orderId = await openOrder(deps, ctx, famId, priced, (id) => ({
            type: 'PlaceOrder',
            data: { orderId: id, famId, famName, buyer, lines: priced.lines, total: priced.total, vat: priced.vat, address: request.body.address, physical: false, channel: 'online', now: ctx.now, by: ctx.by },
          }), (replaced) => closePayments(deps, request, replaced));
          intent = await requestPayment(ctx, orderId, request.log);
          return orderId;
        },
        async answer(orderId) {
          const order = await deps.readBack.order(orderId);
          return order && cartOf(order, { clientSecret: intent?.clientSecret ?? null, provider: payments.port.provider, publishableKey: payments.port.publishableKey }, priced.changes);
        },
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );

  app.post(
    '/Commande/checkoutfree',
    { config: { access: 'authenticated' }, schema: { tags, body: CheckoutInput, response: replies(CartView, { command: true }) } },
    async (request, reply) => {
      const famId = familyOf(request.user);
      let priced: PricedCart;
      try {
        priced = await price(deps.store, famId, request.body.items);
      } catch (error) {
        if (error instanceof PassNotForSale) throw new OrderValidationFailed(error.messages.fr, error.messages.en);
        throw error;
      }
      if (priced.total !== 0) throw new OrderValidationFailed("la commande n'est pas gratuite", 'the order is not free');
      const { famName, buyer } = await buyerOf(deps.store, request.user!, famId, request.language);
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const orderId = await openOrder(deps, ctx, famId, priced, (id) => ({
            type: 'PlaceOrder',
            data: { orderId: id, famId, famName, buyer, lines: priced.lines, total: 0, vat: priced.vat, address: request.body.address, physical: false, channel: 'online', now: ctx.now, by: ctx.by },
          }), (replaced) => closePayments(deps, request, replaced));
          await ctx.handle(orderStream(orderId), orderDecider, { type: 'ValidateFree', data: { orderId, now: ctx.now, by: ctx.by } });
          return orderId;
        },
        async answer(orderId) {
          const order = await deps.readBack.order(orderId);
          return order && cartOf(order, { clientSecret: null, provider: null, publishableKey: null }, priced.changes);
        },
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );


  /**
   * POST /Commande/{id}/pay: pays an order placed earlier (from "Mes commandes", or one the desk
   * placed): the same payment again for that very order, or its validation when it is free.
   */
  app.post(
    '/Commande/:id/pay',
    { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: NoBody, response: replies(CartView, { command: true }) } },
    async (request, reply) => {
      const order = await ownedOrder(deps.store, request, request.params.id);
      if (!isUnpaid(order.cmdStatus)) throw new NotPayable();
      let intent: { clientSecret: string } | undefined;
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          if (order.total === 0) await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'ValidateFree', data: { orderId: order.orderId, now: ctx.now, by: ctx.by } });
          else intent = await requestPayment(ctx, order.orderId, request.log);
          return order.orderId;
        },
        async answer(orderId) {
          const view = await deps.readBack.order(orderId);
          const paying = order.total === 0 ? { clientSecret: null, provider: null, publishableKey: null } : { clientSecret: intent?.clientSecret ?? null, provider: payments.port.provider, publishableKey: payments.port.publishableKey };
          return view && cartOf(view, paying, []);
        },
        notFound: (orderId) => new OrderNotFound(orderId),
      });
    },
  );
};
