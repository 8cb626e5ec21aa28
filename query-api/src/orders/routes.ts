import { IdParams, MomentText, RuleRefused, isPlatformAdmin as isAdmin, ok, replies } from '@plouf/infra';
import { CardsQuery, CardView, OrderFilterQuery, OrderHistory, OrderListQuery, OrderPage, OrderView, type OrderListQuery as ListQuery } from '@plouf/command-api/contracts';
import { NoFamily, OrderNotFound } from '@plouf/command-api/errors';
import { readOrderHistory } from '@plouf/command-api/order-history';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { orderQueries } from './queries.ts';
import { sendOkJson } from '../json.ts';
import { READS } from '../reads.ts';

class BadRange extends RuleRefused {
  constructor() {
    const text = { fr: 'La fin doit suivre le début', en: 'The end must come after the start' };
    super('BadRange', text, { to: text });
  }
}

const tags = ['Commande'];

/** The family whose data a caller reads: its own, whatever it asks; an administrator's choice (all when none). */
function scope(request: FastifyRequest, asked?: number): number | undefined {
  if (isAdmin(request.user)) return asked;
  if (!request.user?.famId) throw new NoFamily();
  return request.user.famId;
}

/**
 * Orders and cards. The back-office reads every order; a family reads its own and nothing else:
 * another family's order answers "not found", as one that does not exist.
 */
export const orderQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const orders = orderQueries(deps.db);
  const page = async (request: FastifyRequest, query: ListQuery) => {
    if (query.from && query.to && !(new Date(query.to) > new Date(query.from))) throw new BadRange();
    return orders.pageJson(query, scope(request, query.famId), request.readAt);
  };
  const owned = async (request: FastifyRequest, id: number) => {
    const order = await orders.byId(id);
    if (!order || (!isAdmin(request.user) && order.famId !== request.user?.famId)) throw new OrderNotFound(id);
    return order;
  };

  app.get('/Commande', { config: { access: 'authenticated' , reads: READS.orders }, schema: { tags, querystring: OrderListQuery, response: replies(OrderPage) } }, async (request, reply) => sendOkJson(reply, await page(request, request.query)));
  app.get('/Commande/filter', { config: { access: 'authenticated' }, schema: { tags, querystring: OrderFilterQuery, response: replies(OrderPage) } }, async (request, reply) =>
    sendOkJson(reply, await page(request, request.query)),
  );
  app.get('/Commande/min-date', { config: { access: 'authenticated' }, schema: { tags, response: replies(MomentText) } }, async (request) =>
    ok((await orders.minDate(deps.clock(), scope(request))).toISOString()),
  );

  app.get('/Commande/:id', { config: { access: 'authenticated' , reads: READS.orders }, schema: { tags, params: IdParams, response: replies(OrderView) } }, async (request) => ok(await owned(request, request.params.id)));

  /** The order's stream, event by event, with the state after each: for auditors (the back-office). */
  app.get('/Commande/:id/history', { config: { access: 'admin' }, schema: { tags, params: IdParams, response: replies(OrderHistory) } }, async (request) => {
    const history = await readOrderHistory(deps.store, request.params.id);
    if (!history) throw new OrderNotFound(request.params.id);
    return ok(history);
  });

  /** GET /Family/forfaits: the family's cards with entries left and status (any family's for the back-office). */
  app.get('/Family/forfaits', { config: { access: 'authenticated' , reads: READS.orders }, schema: { tags: ['Family'], querystring: CardsQuery, response: replies(Type.Array(CardView)) } }, async (request) => {
    const famId = scope(request, request.query.famId) ?? request.user?.famId ?? undefined;
    if (famId === undefined || famId === null) throw new NoFamily();
    return ok(await orders.cards(famId, deps.clock()));
  });
};
