import { contactView, type ContactListQuery, type ContactPage, type ContactView } from '@plouf/command-api/contracts';
import type { ContactRow, Database } from '@plouf/projections';
import { foldText } from '@plouf/infra/text';
import { sql, type Kysely } from 'kysely';

export const toContactView = (row: ContactRow): ContactView =>
  contactView({ id: row.id, email: row.email, message: row.message, activityIds: row.activity_ids, receivedAt: row.received_at.toISOString(), read: row.read });

/**
 * The spec's min-date rule: today when there is nothing (or the zero date); never before 1 January
 * of the year fifty years back.
 */
export function minDateRule(oldest: Date | null | undefined, today: Date): Date {
  // The zero date: the Unix epoch, or year 1 as older back ends wrote it.
  if (!oldest || oldest.getTime() === 0 || oldest.getUTCFullYear() <= 1) return today;
  const floor = new Date(Date.UTC(today.getUTCFullYear() - 50, 0, 1));
  return oldest < floor ? floor : oldest;
}

/** `%text%` for LIKE, its own wildcards escaped. */
export const containing = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER = { date: 'received_at', email: 'email_key', read: 'read' } as const;

export function contactQueries(db: Kysely<Database>) {
  return {
    /**
     * One page of the contacts received in `[from, to)` (all when absent) whose address or message
     * contains `search`, sorted on the server; with how many match and how many of those are unread.
     */
    async page(query: ContactListQuery): Promise<ContactPage> {
      let filtered = db.selectFrom('contacts');
      if (query.from) filtered = filtered.where('received_at', '>=', new Date(query.from));
      if (query.to) filtered = filtered.where('received_at', '<', new Date(query.to));
      const search = query.search?.trim();
      if (search) filtered = filtered.where('search_text', 'like', containing(search));
      // "Descending" by status puts unread contacts first, as descending dates put the newest first.
      const descending = query.sort === 'read' ? !query.desc : query.desc;
      const direction = descending ? 'desc' : 'asc';
      const [rows, counts] = await Promise.all([
        filtered
          .selectAll()
          .orderBy(ORDER[query.sort], direction)
          // Among equals, newest first whatever the direction.
          .orderBy('received_at', 'desc')
          .orderBy('id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        filtered.select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) FILTER (WHERE NOT read))::int`.as('unread')]).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toContactView), total: counts.total, unread: counts.unread, offset: query.offset, limit: query.limit };
    },
    async byId(id: number): Promise<ContactView | null> {
      const row = await db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toContactView(row) : null;
    },
    async minDate(today: Date): Promise<Date> {
      const row = await db.selectFrom('contacts').select((eb) => eb.fn.min('received_at').as('oldest')).executeTakeFirst();
      return minDateRule(row?.oldest ? new Date(row.oldest as Date) : null, today);
    },
    /**
     * Retention (issue 25): the contact requests received before `before`, not erased yet (an erased
     * one's address reads empty), ids above `after`, by id.
     */
    async receivedBefore(before: Date, after: number, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('contacts').select('id').where('received_at', '<', before).where('id', '>', after).where('email', '<>', '').orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },
  };
}
