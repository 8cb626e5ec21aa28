import { IdParams, isPlatformAdmin, ok, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import { runCommand } from '../runner.ts';
import { readRefundPlan, refundExcess, refundOrder } from '../refunds/workflow.ts';
import { DeskOrderInput, OrderMoveInput, OrderView, RefundPlanView } from './contract.ts';
import { orderDecider } from './decider.ts';
import { OrderNotFound } from './errors.ts';
import { orderStream } from './events.ts';
import { ORDERS_READ_MODEL, buyerOf, closePayments, fold, ownedOrder, price, readOrder, tags } from './support.ts';

/**
 * The back-office's orders: status moves (only those the machine allows), payments recorded at the
 * desk, refunds through the adapter that took the money, cancellations, orders placed at the desk.
 */
export const deskRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.put(
    '/Commande/:id',
    { config: { access: 'admin' }, schema: { tags, params: IdParams, body: OrderMoveInput, response: replies(OrderView, { command: true }) } },
    async (request, reply) => {
      const orderId = request.params.id;
      const { move, reason, method, reference, refund } = request.body;
      const order = await readOrder(deps.store, orderId);
      if (order.status !== 'placed') throw new OrderNotFound(orderId);
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const stream = orderStream(orderId);
          if (move === 'RECORD_PAYMENT') {
            await ctx.handle(stream, orderDecider, { type: 'RecordDeskPayment', data: { orderId, paymentId: `desk_${orderId}_${ctx.now}`, method: method ?? 1, reference: reference?.trim() || null, reason, now: ctx.now, by: ctx.by } });
            // The card payment the family had opened is closed, so that it takes no money now.
            await closePayments(deps, request.log, orderId);
          } else if (move === 'REFUND_EXCESS') {
            await refundExcess(deps, ctx, orderId, reason);
          } else if (move === 'REFUND') {
            await refundOrder(deps, ctx, orderId, reason, refund ?? 'full');
          } else {
            await ctx.handle(stream, orderDecider, { type: 'MoveOrder', data: { orderId, move, reason, now: ctx.now, by: ctx.by } });
            if (move === 'CANCEL') await closePayments(deps, request.log, orderId);
          }
          return orderId;
        },
        answer: (id) => deps.readBack.order(id),
        notFound: (id) => new OrderNotFound(id),
      });
    },
  );

  /** What a refund would give back: the whole amount, or the part not used, card by card. */
  app.get('/Commande/:id/refund-plan', { config: { access: 'admin' }, schema: { tags, params: IdParams, response: replies(RefundPlanView) } }, async (request) =>
    ok(await readRefundPlan(deps.store, request.params.id, deps.clock().toISOString())),
  );

  /** DELETE /Commande/{id}: cancels an order that is not paid (the family its own; the back-office any). */
  app.delete('/Commande/:id', { config: { access: 'authenticated' }, schema: { tags, params: IdParams, response: replies(OrderView, { command: true }) } }, async (request, reply) => {
    const order = await ownedOrder(deps.store, request, request.params.id);
    return runCommand(deps, request, reply, {
      readModel: ORDERS_READ_MODEL,
      async act(ctx) {
        const reason = isPlatformAdmin(request.user) ? 'Annulée par le secrétariat' : 'Annulée par la famille';
        await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'MoveOrder', data: { orderId: order.orderId, move: 'CANCEL', reason, now: ctx.now, by: ctx.by } });
        await closePayments(deps, request.log, order.orderId);
        return order.orderId;
      },
      answer: (id) => deps.readBack.order(id),
      notFound: (id) => new OrderNotFound(id),
    });
  });

  /** POST /Commande: the desk places an order for a family, to be paid at the desk (cheque, transfer). */
  app.post('/Commande', { config: { access: 'admin' }, schema: { tags, body: DeskOrderInput, response: replies(OrderView, { command: true }) } }, async (request, reply) => {
    const { famId, items } = request.body;
    const priced = await price(deps.store, famId, items);
    const { famName, buyer } = await buyerOf(deps.store, request.user!, famId, 'fr');
    const family = await fold(deps.store, familyStream(famId), familyDecider);
    const address = request.body.address ?? (family.status === 'active' ? family.address : null);
    return runCommand(deps, request, reply, {
      readModel: ORDERS_READ_MODEL,
      async act(ctx) {
        const orderId = await ctx.newId('order');
        await ctx.handle(orderStream(orderId), orderDecider, {
          type: 'PlaceOrder',
          data: { orderId, famId, famName, buyer, lines: priced.lines, total: priced.total, vat: priced.vat, address, physical: false, channel: 'desk', now: ctx.now, by: ctx.by },
        });
        if (priced.total === 0) await ctx.handle(orderStream(orderId), orderDecider, { type: 'ValidateFree', data: { orderId, now: ctx.now, by: ctx.by } });
        return orderId;
      },
      answer: (id) => deps.readBack.order(id),
      notFound: (id) => new OrderNotFound(id),
    });
  });

};
