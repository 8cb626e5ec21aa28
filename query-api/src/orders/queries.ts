import type { CardView, FamilyOrderView, OrderListQuery, OrderPage, OrderSummary, OrderView } from '@plouf/command-api/contracts';
import { cardView, ORDER_SUMMARY_VERSION, orderSummary, type Database, type StoredCard, type StoredOrderSummary } from '@plouf/projections';
import { sql, type Kysely } from 'kysely';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { isPlanUnderWay } from '@plouf/command-api/order-status';
import { keptAnswers } from '../keptAnswers.ts';
import { readModelsKey } from '../readModelsAt.ts';
import type { ReadModelsAt } from '@plouf/infra';
import { containing, minDateRule } from '../contacts/queries.ts';
import { CATALOGUE_NAMES_AT, catalogueNames, catalogueNamesAt, withNames, type CatalogueNames } from '../catalogue/names.ts';


const ORDER = { date: 'placed_at', total: 'total', status: 'status', family: 'family_key' } as const;

/**
 * A row of the list as sent: its summary as the projector wrote it (`orderSummary`), or, for a row
 * written before summaries were or by another version of them, made from its view; the passes'
 * English today put on.
 */
function listed(stored: StoredOrderSummary | OrderView, names: CatalogueNames): OrderSummary {
  const { lines, v: _, ...summary } = 'rows' in stored ? orderSummary(stored) : stored;
  return { ...summary, lines: lines.map(({ pass, ...line }) => (pass === undefined ? line : { ...line, ...withNames.passTranslations(names, pass) })) };
}

/**
 * What each card was paid: its order line's unit price (the line of its pass), read from the orders
 * of these cards in one query; null for a card given at the desk.
 */
async function pricesPaid(db: Kysely<Database>, cards: readonly StoredCard[]): Promise<(card: StoredCard) => number | null> {
  const orderIds = [...new Set(cards.flatMap((card) => (card.orderId === null ? [] : [card.orderId])))];
  if (orderIds.length === 0) return () => null;
  const rows = await db.selectFrom('orders').select('view').where('id', 'in', orderIds).execute();
  const lines = new Map<string, number>();
  for (const row of rows) {
    const view = JSON.parse(row.view) as Pick<OrderView, 'id' | 'rows'>;
    for (const line of view.rows) lines.set(`${view.id}:${line.id}`, line.fftTarif);
  }
  return (card) => (card.orderId === null ? null : (lines.get(`${card.orderId}:${card.fftId}`) ?? null));
}

/**
 * Orders and cards as the projector wrote them, with the catalogue's names today (ADR 0017: a
 * card takes its pass's name, an order line keeps its label as sold and gains the pass's English);
 * a family's reads are filtered by its id here, on the server.
 */
export function orderQueries(db: Kysely<Database>) {
  // Pages kept against the orders' and the catalogue's positions (query-api/src/keptAnswers.ts).
  const pages = keptAnswers<string>(500);
  const queries = {
    /**
     * One page of the orders placed in `[from, to)` (all when absent), of one family when `famId`
     * is given, whose number, family, buyer or passes contain `search`, sorted on the server.
     */
    async page(query: OrderListQuery, famId?: number): Promise<OrderPage> {
      let filtered = db.selectFrom('orders');
      if (famId !== undefined) filtered = filtered.where('fam_id', '=', famId);
      if (query.from) filtered = filtered.where('placed_at', '>=', new Date(query.from));
      if (query.to) filtered = filtered.where('placed_at', '<', new Date(query.to));
      if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
      const search = query.search?.trim();
      if (search) filtered = filtered.where('search_text', 'like', containing(search));
      const direction = query.desc ? sql`DESC` : sql`ASC`;
      const sortKey = sql.ref(`p.${ORDER[query.sort]}`);
      // One round trip (docs/adr/0024-performance.md): the page (in its order), the count, and where the catalogue's names stand.
      const page = filtered.select([...new Set(['summary', 'view', 'id', 'placed_at', ORDER[query.sort]] as const)]).orderBy(ORDER[query.sort], query.desc ? 'desc' : 'asc').orderBy('placed_at', 'desc').orderBy('id', 'desc').offset(query.offset).limit(query.limit);
      const row = await db
        .selectNoFrom([
          filtered.select(sql<number>`count(*)::int`.as('n')).as('total'),
          // The summaries joined into one JSON array, parsed once: a text[] is parsed character by character (4× slower).
          // A row written before summaries were, or by another version of them, sends its view.
          db.selectFrom(page.as('p')).select(sql<string | null>`'[' || string_agg(CASE WHEN p.summary LIKE ${`{"v":${ORDER_SUMMARY_VERSION},%`} THEN p.summary ELSE p.view END, ',' ORDER BY ${sortKey} ${direction}, p.placed_at DESC, p.id DESC) || ']'`.as('v')).as('views'),
          CATALOGUE_NAMES_AT.as('names_at'),
        ])
        .executeTakeFirstOrThrow();
      const names = await catalogueNamesAt(db, row.names_at);
      const rows = row.views === null ? [] : (JSON.parse(row.views) as Array<StoredOrderSummary | OrderView>);
      return { items: rows.map((stored) => listed(stored, names)), total: row.total ?? 0, offset: query.offset, limit: query.limit };
    },
    /**
     * `page` as the JSON text sent. While neither the orders nor the catalogue's names have moved
     * (one statement reads both positions), the same question gets the text sent last time. `readAt`:
     * the positions read with the request's session (`request.readAt`), so none is read here.
     */
    async pageJson(query: OrderListQuery, famId?: number, readAt?: ReadModelsAt | null): Promise<string> {
      const at = await readModelsKey(db, readAt, [READ_MODELS.orders, READ_MODELS.catalogue]);
      const key = JSON.stringify([famId ?? null, query.from ?? null, query.to ?? null, query.status ?? null, query.search ?? null, query.sort, query.desc, query.offset, query.limit]);
      return pages.get(key, at, async () => JSON.stringify(await queries.page(query, famId)));
    },
    async byId(id: number): Promise<OrderView | null> {
      const row = await db.selectFrom('orders').select('view').where('id', '=', id).executeTakeFirst();
      return row ? withNames.order(await catalogueNames(db), JSON.parse(row.view) as OrderView) : null;
    },
    /** The spec's min-date rule over the orders placed (a family's own, when given). */
    async minDate(today: Date, famId?: number): Promise<Date> {
      let query = db.selectFrom('orders').select((eb) => eb.fn.min('placed_at').as('oldest'));
      if (famId !== undefined) query = query.where('fam_id', '=', famId);
      const row = await query.executeTakeFirst();
      return minDateRule(row?.oldest ? new Date(row.oldest as Date) : null, today);
    },
    /** A family's orders, newest first: the lines of its detail. */
    async ofFamily(famId: number): Promise<FamilyOrderView[]> {
      const rows = await db.selectFrom('orders').select(['id', 'status', 'total', 'placed_at', 'summary']).where('fam_id', '=', famId).orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(500).execute();
      return rows.map((row) => {
        const summary = row.summary ? (JSON.parse(row.summary) as Partial<Pick<OrderSummary, 'plan' | 'cmdLeft' | 'directDebit' | 'savedCardLast4'>>) : {};
        const view = { id: row.id, cmdStatus: row.status, cmdTotal: Number(row.total), cmdDatadd: row.placed_at.toISOString() };
        return isPlanUnderWay({ ...view, plan: summary.plan, cmdLeft: summary.cmdLeft, directDebit: summary.directDebit, savedCardLast4: summary.savedCardLast4 }) ? { ...view, planUnderWay: true } : view;
      });
    },
    /** A family's cards, valid ones first, then by last day, each with the price it was paid. */
    async cards(famId: number, now: Date): Promise<CardView[]> {
      const rows = await db.selectFrom('cards').select('record').where('fam_id', '=', famId).orderBy('id', 'desc').execute();
      const stored = rows.map((row) => JSON.parse(row.record) as StoredCard);
      const [names, price] = await Promise.all([catalogueNames(db), pricesPaid(db, stored)]);
      return stored
        .map((card) => withNames.card(names, { ...cardView(card, now), price: price(card) }))
        .sort((a, b) => a.status - b.status || a.validUntil.localeCompare(b.validUntil) || b.id - a.id);
    },
    async card(cardId: number, now: Date): Promise<CardView | null> {
      const row = await db.selectFrom('cards').select('record').where('id', '=', cardId).executeTakeFirst();
      if (!row) return null;
      const card = JSON.parse(row.record) as StoredCard;
      const [names, price] = await Promise.all([catalogueNames(db), pricesPaid(db, [card])]);
      return withNames.card(names, { ...cardView(card, now), price: price(card) });
    },
  };
  return queries;
}

export type OrderQueries = ReturnType<typeof orderQueries>;
