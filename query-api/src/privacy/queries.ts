import { UNPAID_STATUSES } from '@plouf/command-api/order-status';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import type { ErasureBlocker, ErasureRequestView, ErasureView } from '@plouf/command-api/contracts';
import type { Database } from '@plouf/projections';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ErasureRequestsTable } from '@plouf/projections';

const view = (famId: number, row: Selectable<ErasureRequestsTable> | undefined, blockers: ErasureBlocker[]): ErasureView => ({
  famId,
  status: row?.status === 'requested' ? 'requested' : row?.status === 'erased' ? 'erased' : 'none',
  requestedAt: row?.status === 'requested' || row?.status === 'erased' ? (row.requested_at?.toISOString() ?? null) : null,
  via: row?.status === 'requested' ? row.via : null,
  withdrawnAt: row?.withdrawn_at?.toISOString() ?? null,
  withdrawnReason: row?.withdrawn_reason ?? null,
  erasedAt: row?.erased_at?.toISOString() ?? null,
  blockers,
});

/**
 * Families' erasures (issue 25): a family's, with what stops it now (money owed, lessons to come,
 * term enrolments standing: indexed counts by family), and the requests waiting for the desk.
 */
export function privacyQueries(db: Kysely<Database>, clock: () => Date) {
  const blockers = async (famId: number): Promise<ErasureBlocker[]> => {
    const [orders, lessons, terms] = await Promise.all([
      db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n')).where('fam_id', '=', famId).where('status', 'in', UNPAID_STATUSES).where('total', '>', 0).executeTakeFirstOrThrow(),
      db
        .selectFrom('inscriptions as i')
        .innerJoin('courses as c', 'c.id', 'i.crs_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('i.fam_id', '=', famId)
        .where('i.start', '>', clock())
        .where('c.cancelled', '=', false)
        .where('i.status', 'in', [ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.listeAttente])
        .executeTakeFirstOrThrow(),
      db.selectFrom('term_enrolments').select(sql<number>`count(*)::int`.as('n')).where('fam_id', '=', famId).where('status', 'in', ['enrolled', 'held', 'waiting']).executeTakeFirstOrThrow(),
    ]);
    const counted: ErasureBlocker[] = [
      { kind: 'unpaidOrders', count: Number(orders.n) },
      { kind: 'lessonsToCome', count: Number(lessons.n) },
      { kind: 'termEnrolments', count: Number(terms.n) },
    ];
    return counted.filter((blocker) => blocker.count > 0);
  };

  return {
    blockers,
    /** Null when the family does not exist. */
    async erasure(famId: number): Promise<ErasureView | null> {
      const family = await db.selectFrom('families').select('id').where('id', '=', famId).executeTakeFirst();
      if (!family) return null;
      const row = await db.selectFrom('erasure_requests').selectAll().where('fam_id', '=', famId).executeTakeFirst();
      return view(famId, row, row?.status === 'erased' ? [] : await blockers(famId));
    },
    /** The requests waiting for the desk, oldest first, each with what stops it now. */
    async pending(): Promise<ErasureRequestView[]> {
      const rows = await db
        .selectFrom('erasure_requests as e')
        .innerJoin('families as f', 'f.id', 'e.fam_id')
        .selectAll('e')
        .select('f.name as fam_name')
        .where('e.status', '=', 'requested')
        .orderBy('e.requested_at')
        .limit(500)
        .execute();
      return Promise.all(rows.map(async ({ fam_name, ...row }) => ({ ...view(row.fam_id, row, await blockers(row.fam_id)), famName: fam_name })));
    },
    /** The contact requests and sign-ups made from these addresses. */
    async reach(emails: string[]): Promise<{ contactIds: number[]; subscriberIds: number[] }> {
      const lowered = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
      if (lowered.length === 0) return { contactIds: [], subscriberIds: [] };
      const [contacts, subscribers] = await Promise.all([
        db.selectFrom('contacts').select('id').where(sql<string>`lower(email)`, 'in', lowered).execute(),
        db.selectFrom('newsletter_subscribers').select('id').where(sql<string>`lower(email)`, 'in', lowered).execute(),
      ]);
      return { contactIds: contacts.map((row) => row.id), subscriberIds: subscribers.map((row) => row.id) };
    },
  };
}

export type PrivacyQueries = ReturnType<typeof privacyQueries>;
