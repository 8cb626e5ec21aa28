import { IdParams, isPlatformAdmin, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import { runCommand } from '../runner.ts';
import { DeskOrderInput, OrderView } from './contract.ts';
import { orderDecider } from './decider.ts';
import { OrderNotFound } from './errors.ts';
import { orderStream } from './events.ts';
import { ORDERS_READ_MODEL, buyerOf, closePayments, fold, ownedOrder, price, tags, voidOrderIfErasureAsked } from './support.ts';

/**
 * The back-office's orders: cancellations and orders placed at the desk. Status moves, payments
 * recorded at the desk and refunds (`PUT /Commande/{id}`) span orders, cards and courses: they are
 * in `refunds/routes.ts`.
 */
export const deskRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  /** DELETE /Commande/{id}: cancels an order that is not paid (the family its own; the back-office any). */
  app.delete('/Commande/:id', { config: { access: 'authenticated' }, schema: { tags, params: IdParams, response: replies(OrderView, { command: true }) } }, async (request, reply) => {
    const order = await ownedOrder(deps.store, request, request.params.id);
    return runCommand(deps, request, reply, {
      readModel: ORDERS_READ_MODEL,
      async act(ctx) {
        const desk = isPlatformAdmin(request.user);
        const reason = desk ? 'Annulée par le secrétariat' : 'Annulée par la famille';
        await ctx.handle(orderStream(order.orderId), orderDecider, { type: 'MoveOrder', data: { orderId: order.orderId, move: 'CANCEL', reason, ...(!desk && { byFamily: true }), now: ctx.now, by: ctx.by } });
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
        }, { newStream: true });
        await voidOrderIfErasureAsked(deps.store, ctx, famId, orderId);
        if (priced.total === 0) await ctx.handle(orderStream(orderId), orderDecider, { type: 'ValidateFree', data: { orderId, now: ctx.now, by: ctx.by } });
        return orderId;
      },
      answer: (id) => deps.readBack.order(id),
      notFound: (id) => new OrderNotFound(id),
    });
  });

};
