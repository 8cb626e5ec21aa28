import type { ContactRow, Database } from '@plouf/projections';
import type { Kysely } from 'kysely';
import type { ContactView } from '../contracts.ts';

export type { ContactView };


export const toContactView = (row: ContactRow): ContactView => ({
  id: row.id,
  libelle: row.email,
  selected: false,
  detailLoaded: true,
  ctcLu: row.read,
  ctcDatadd: row.received_at.toISOString(),
  ctcMail: row.email,
  acyIds: row.activity_ids,
  ctcMessage: row.message,
});

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

export function contactQueries(db: Kysely<Database>) {
  return {
    async list(): Promise<ContactView[]> {
      const rows = await db.selectFrom('contacts').selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toContactView);
    },
    /** Contacts received in [from, to). */
    async between(from: Date, to: Date): Promise<ContactView[]> {
      const rows = await db
        .selectFrom('contacts')
        .selectAll()
        .where('received_at', '>=', from)
        .where('received_at', '<', to)
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toContactView);
    },
    async byId(id: number): Promise<ContactView | null> {
      const row = await db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toContactView(row) : null;
    },
    async minDate(today: Date): Promise<Date> {
      const row = await db.selectFrom('contacts').select((eb) => eb.fn.min('received_at').as('oldest')).executeTakeFirst();
      return minDateRule(row?.oldest ? new Date(row.oldest as Date) : null, today);
    },
  };
}
