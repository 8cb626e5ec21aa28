import { IdParams, ok, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { OrderMoveInput, OrderView, RefundPlanView } from '../orders/contract.ts';
import { orderDecider } from '../orders/decider.ts';
import { OrderNotFound } from '../orders/errors.ts';
import { orderStream } from '../orders/events.ts';
import { ORDERS_READ_MODEL, closePayments, familyAddress, readOrder, tags } from '../orders/support.ts';
import { runCommand } from '../runner.ts';
import { readRefundPlan, refundExcess, refundOrder } from './workflow.ts';

/**
 * The desk's moves on an order (`PUT /Commande/{id}`): status moves the machine allows, payments
 * recorded at the desk, and refunds, which span orders, cards and courses (the workflow beside
 * this file); and what a refund would give back. Orders never import this folder: it imports them.
 */
export const refundRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.put(
    '/Commande/:id',
    { config: { access: 'admin' }, schema: { tags, params: IdParams, body: OrderMoveInput, response: replies(OrderView, { command: true }) } },
    async (request, reply) => {
      const orderId = request.params.id;
      const { move, reason, method, reference, refund, amount } = request.body;
      const order = await readOrder(deps.store, orderId);
      if (order.status !== 'placed') throw new OrderNotFound(orderId);
      return runCommand(deps, request, reply, {
        readModel: ORDERS_READ_MODEL,
        async act(ctx) {
          const stream = orderStream(orderId);
          if (move === 'RECORD_PAYMENT') {
            // Placed without an address (a term's price held before the family gave one): billed to the one it has now.
            const address = order.billing.address === null ? await familyAddress(deps.store, order.famId) : null;
            await ctx.handle(stream, orderDecider, { type: 'RecordDeskPayment', data: { orderId, paymentId: `desk_${orderId}_${ctx.now}`, method: method ?? 1, reference: reference?.trim() || null, reason, ...(amount !== undefined && { amount }), address, now: ctx.now, by: ctx.by } });
            // The card payment the family had opened is closed, so that it takes no money now (the rest, if any, is paid at the desk).
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
};
