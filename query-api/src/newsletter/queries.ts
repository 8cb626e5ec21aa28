import type { NewsletterListQuery, NewsletterPage, NewsletterView } from '@plouf/command-api/contracts';
import type { Database, NewsletterSubscriberRow } from '@plouf/projections';
import { csvText, type CsvLanguage } from '@plouf/infra/csv';
import { sql, type Kysely } from 'kysely';
import { containing, minDateRule } from '../contacts/queries.ts';

export const toNewsletterView = (row: NewsletterSubscriberRow): NewsletterView => ({
  id: row.id,
  libelle: row.email,
  selected: false,
  detailLoaded: true,
  nwlDisabled: row.status !== 'active',
  nwlStatus: row.status,
  nwlDatadd: row.added_at.toISOString(),
  nwlDatvalid: row.validated_at?.toISOString() ?? null,
  nwlDatdel: row.unsubscribed_at?.toISOString() ?? null,
  lg: row.language,
});

/** Sorted by status: active first when descending, then pending, disabled, unsubscribed. */
const STATUS_RANK = sql<number>`CASE status WHEN 'active' THEN 3 WHEN 'pending' THEN 2 WHEN 'disabled' THEN 1 ELSE 0 END`;

const EXPORT_COLUMNS: Record<CsvLanguage, string[]> = {
  fr: ['Adresse', 'Langue', 'Validée le'],
  en: ['Address', 'Language', 'Validated on'],
};

export function newsletterQueries(db: Kysely<Database>) {
  return {
    /** One page of the subscribers who signed up in `[from, to)` (all when absent), whose address contains `search`. */
    async page(query: NewsletterListQuery): Promise<NewsletterPage> {
      let filtered = db.selectFrom('newsletter_subscribers');
      if (query.from) filtered = filtered.where('added_at', '>=', new Date(query.from));
      if (query.to) filtered = filtered.where('added_at', '<', new Date(query.to));
      const search = query.search?.trim();
      if (search) filtered = filtered.where('email_key', 'like', containing(search));
      const direction = query.desc ? 'desc' : 'asc';
      const order = query.sort === 'email' ? sql`email_key` : query.sort === 'status' ? STATUS_RANK : sql`added_at`;
      const [rows, counts] = await Promise.all([
        filtered
          .selectAll()
          .orderBy(order, direction)
          .orderBy('added_at', 'desc')
          .orderBy('id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        filtered.select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) FILTER (WHERE status = 'active'))::int`.as('active')]).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toNewsletterView), total: counts.total, active: counts.active, offset: query.offset, limit: query.limit };
    },
    async byId(id: number): Promise<NewsletterView | null> {
      const row = await db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toNewsletterView(row) : null;
    },
    async minDate(today: Date): Promise<Date> {
      const row = await db.selectFrom('newsletter_subscribers').select((eb) => eb.fn.min('added_at').as('oldest')).executeTakeFirst();
      return minDateRule(row?.oldest ? new Date(row.oldest as Date) : null, today);
    },
    /**
     * The validated addresses as CSV in the reader's language (`@plouf/infra/csv`: its separator,
     * its column names): address, the subscriber's language, validated on; by address.
     */
    async exportCsv(language: CsvLanguage): Promise<string> {
      const rows = await db.selectFrom('newsletter_subscribers').select(['email', 'language', 'validated_at']).where('status', '=', 'active').orderBy('email_key').orderBy('id').execute();
      return csvText([EXPORT_COLUMNS[language], ...rows.map((row) => [row.email, row.language, row.validated_at?.toISOString() ?? ''])], language);
    },
    /**
     * Retention (issue 25): the sign-ups never validated (pending, or disabled before validating) made
     * before `before`, not erased yet, ids above `after`, by id; their address names their stream.
     */
    async unvalidatedBefore(before: Date, after: number, limit: number): Promise<Array<{ subscriberId: number; email: string }>> {
      const rows = await db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email'])
        .where('status', 'in', ['pending', 'disabled'])
        .where('validated_at', 'is', null)
        .where('added_at', '<', before)
        .where('id', '>', after)
        .where('email', '<>', '')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ subscriberId: row.id, email: row.email }));
    },
  };
}
