import type { CreditView } from '@plouf/command-api/contracts';
import type { Database } from '@plouf/projections';
import type { Kysely } from 'kysely';

/**
 * A credit as of `now`: one still open past its last valid moment is shown expired, as a card is
 * (its `CreditExpired` comes when the scheduler fires it; it books nothing meanwhile either).
 */
const asOf = (view: CreditView, now: Date): CreditView => (view.status === 'open' && new Date(view.validUntil).getTime() < now.getTime() ? { ...view, status: 'expired' } : view);

/** Make-up credits as the projector wrote them (issue 23); a family's reads are filtered by its id here. */
export function creditQueries(db: Kysely<Database>) {
  return {
    /** A family's credits, newest first. */
    async ofFamily(famId: number, now: Date): Promise<CreditView[]> {
      const rows = await db.selectFrom('credits').select('view').where('fam_id', '=', famId).orderBy('given_at', 'desc').orderBy('id', 'desc').limit(1000).execute();
      return rows.map((row) => asOf(JSON.parse(row.view) as CreditView, now));
    },
    /** One credit (the desk's command answers with it). */
    async byId(creditId: number, now: Date): Promise<CreditView | null> {
      const row = await db.selectFrom('credits').select('view').where('id', '=', creditId).executeTakeFirst();
      return row ? asOf(JSON.parse(row.view) as CreditView, now) : null;
    },
  };
}

export type CreditQueries = ReturnType<typeof creditQueries>;
