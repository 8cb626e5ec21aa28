import { IdParams, NoBody, ok, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from '../../deps.ts';
import { runCommand } from '../../runner.ts';
import { CartView, CheckoutInput, PaymentConfigView, WaitingOrderInput, WaitingOrderView, type CheckoutInput as Checkout } from '../contract.ts';
import { OrderNotFound } from '../errors.ts';
import { ORDERS_READ_MODEL, familyOf, ownedOrder, readOrder, tags } from '../support.ts';
import type { OrderState } from '../decider.ts';
import { cartOf, cartOfState, checkout, payOrder, priceCheckout, waitingOrder, type CheckoutWay, type Paying } from './workflow.ts';

/**
 * Checkout: the cart priced by the server, the family's one open order, its payment asked of the
 * adapter (`/Commande/checkout`), or validated when free (`/Commande/checkoutfree`).
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const notFound = (orderId: number) => new OrderNotFound(orderId);

  app.get('/Commande/payment-config', { config: { access: 'public' }, schema: { tags, response: replies(PaymentConfigView) } }, async () =>
    ok({ provider: deps.payments.port.provider, publishableKey: deps.payments.port.publishableKey }),
  );

  const checkoutBy = (way: CheckoutWay) => async (request: FastifyRequest<{ Body: Checkout }>, reply: FastifyReply) => {
    const cart = await priceCheckout(deps.store, way, { famId: familyOf(request.user), user: request.user!, items: request.body.items, language: request.language });
    let paying: Paying;
    let state: OrderState | null = null;
    return runCommand(deps, request, reply, {
      readModel: ORDERS_READ_MODEL,
      async act(ctx) {
        const placed = await checkout(deps, ctx, cart, { address: request.body.address, replaces: request.body.replaces ?? null }, request.log);
        paying = placed.paying;
        state = await readOrder(deps.store, placed.orderId);
        return placed.orderId;
      },
      // Answered as decided, with the payment's secret (issue 42): the read model may be behind in a rush.
      decided: () => (state?.status === 'placed' ? cartOfState(state, paying, cart.priced.changes) : null),
      answer: async (orderId) => {
        const order = await deps.readBack.order(orderId);
        return order && cartOf(order, paying, cart.priced.changes);
      },
      notFound,
    });
  };
  /**
   * POST /Commande/checkout/waiting: the family's order still waiting for its payment that checking
   * this cart out would cancel and replace, for the cart to show it and ask before paying.
   */
  app.post('/Commande/checkout/waiting', { config: { access: 'authenticated' }, schema: { tags, body: WaitingOrderInput, response: replies(WaitingOrderView) } }, async (request) => {
    const order = await waitingOrder(deps.store, { now: deps.clock().toISOString() }, familyOf(request.user), request.body.items);
    return ok({ waiting: order && { orderId: order.orderId, cmdDatadd: order.placedAt, total: order.total, lines: order.lines.map((line) => ({ id: line.id, libelle: line.libelle, qty: line.qty })) } });
  });

  const schema = { tags, body: CheckoutInput, response: replies(CartView, { command: true }) };
  app.post('/Commande/checkout', { config: { access: 'authenticated' }, schema }, checkoutBy('card'));
  app.post('/Commande/checkoutfree', { config: { access: 'authenticated' }, schema }, checkoutBy('free'));

  /**
   * POST /Commande/{id}/pay: pays an order placed earlier (from "Mes commandes", or one the desk
   * placed): the same payment again for that very order, or its validation when it is free.
   */
  app.post('/Commande/:id/pay', { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: NoBody, response: replies(CartView, { command: true }) } }, async (request, reply) => {
    const order = await ownedOrder(deps.store, request, request.params.id);
    let paying: Paying;
    let state: OrderState | null = null;
    return runCommand(deps, request, reply, {
      readModel: ORDERS_READ_MODEL,
      async act(ctx) {
        paying = await payOrder(deps, ctx, order, request.log);
        state = await readOrder(deps.store, order.orderId);
        return order.orderId;
      },
      decided: () => (state?.status === 'placed' ? cartOfState(state, paying, []) : null),
      answer: async (orderId) => {
        const view = await deps.readBack.order(orderId);
        return view && cartOf(view, paying, []);
      },
      notFound,
    });
  });
};
