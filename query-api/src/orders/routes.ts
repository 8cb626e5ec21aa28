import { Day, Id, IdParams, MomentText, RuleRefused, isPlatformAdmin as isAdmin, ok, replies, type Language } from '@plouf/infra';
import { CardsQuery, CardView, OrderFilterQuery, OrderHistory, OrderListQuery, OrderPage, OrderView, Statement, type OrderListQuery as ListQuery } from '@plouf/command-api/contracts';
import { FamilyNotFound, NoFamily, OrderNotFound } from '@plouf/command-api/errors';
import { readOrderHistory } from '@plouf/command-api/order-history';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { orderQueries } from './queries.ts';
import { sendOkJson } from '../json.ts';
import { READS } from '../reads.ts';
import { booksQueries } from '../books/queries.ts';
import { familyStatement } from './statement.ts';
import { statementFileName, statementPdf } from './statement-pdf.ts';

/** `from`, `to`: a period (Paris days, both included), either end open. */
const StatementQuery = Type.Object({ famId: Type.Optional(Id), from: Type.Optional(Day), to: Type.Optional(Day) });
const StatementPdfQuery = Type.Object({ famId: Type.Optional(Id), from: Type.Optional(Day), to: Type.Optional(Day), lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) });
const Binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
const Refusals = replies(Type.Null());

class BadRange extends RuleRefused {
  constructor() {
    const text = { fr: 'La fin doit suivre le début', en: 'The end must come after the start' };
    super('BadRange', text, { to: text });
  }
}

/** A statement's period ending before it starts. */
class BadPeriod extends RuleRefused {
  constructor() {
    const text = { fr: 'Le dernier jour de la période ne peut pas précéder le premier', en: 'The period’s last day cannot come before its first' };
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

  /** The family whose statement is read: its own; the back-office names one (its own family's when it has one). */
  const statementOf = async (request: FastifyRequest, query: { famId?: number | undefined; from?: string | undefined; to?: string | undefined }, language: Language) => {
    const asked = query.famId;
    if (query.from && query.to && query.to < query.from) throw new BadPeriod();
    const famId = isAdmin(request.user) ? (asked ?? request.user?.famId ?? undefined) : request.user?.famId;
    if (famId === undefined || famId === null) throw new NoFamily();
    const statement = await familyStatement(deps.db, famId, language, deps.clock(), { from: query.from, to: query.to });
    if (isAdmin(request.user) && statement.famName === '' && statement.entries.length === 0) throw new FamilyNotFound(famId);
    return statement;
  };
  /** GET /Family/releve: the family's ledger, entry by entry with the balance (issue 43); any family's for the back-office. */
  app.get('/Family/releve', { config: { access: 'authenticated', reads: READS.orders }, schema: { tags: ['Family'], querystring: StatementQuery, response: replies(Statement) } }, async (request) =>
    ok(await statementOf(request, request.query, request.language)),
  );
  /** The same as a PDF to print, in the language asked (else the reader's). */
  app.get('/Family/releve.pdf', { config: { access: 'authenticated', reads: READS.orders }, schema: { tags: ['Family'], querystring: StatementPdfQuery, response: { 200: Binary, '4xx': Refusals['4xx'], '5xx': Refusals['5xx'] } } }, async (request, reply) => {
    const language = request.query.lang ?? request.language;
    const statement = await statementOf(request, request.query, language);
    const pdf = await statementPdf(statement, await booksQueries(deps.db).identity(), language);
    void reply.type('application/pdf').header('content-disposition', `attachment; filename="${statementFileName(statement, language)}"`).header('cache-control', 'private, no-store');
    return pdf;
  });

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
