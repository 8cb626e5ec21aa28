import type { InscriptionView } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS, isSeated } from '@plouf/command-api/enrolment';
import { UNPAID_STATUSES } from '@plouf/command-api/order-status';
import type { Database } from '@plouf/projections';
import { sql, type Kysely } from 'kysely';

/** The places that count as lessons taken: booked, or marked present (an absence or a cancellation does not). */
const TAKEN = [ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.present];

type Flags = NonNullable<InscriptionView['flags']>;

/**
 * A staff roster's flags (issue 26): what the instructor and the desk watch for at the poolside,
 * for each seated member, from the read models as they stand. Three queries whatever the roster's
 * size (one per flag, each over every seat at once), none when nobody is seated.
 *
 * @example
 * const roster = await rosterFlags(db)(inscriptions); // each seated one with `flags`, the others as they were
 */
export function rosterFlags(db: Kysely<Database>) {
  /**
   * The seats that are not their member's first lesson of the course's activity: the member kept a
   * place (booked or present) on a course of that activity that starts earlier. A member's places
   * are all under the family's id, so the family's index finds them.
   */
  const notFirst = async (insIds: number[]) => {
    const rows = await db
      .selectFrom('inscriptions as i')
      .innerJoin('courses as c', 'c.id', 'i.crs_id')
      .select('i.id')
      .where('i.id', 'in', insIds)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('inscriptions as j')
            .innerJoin('courses as d', 'd.id', 'j.crs_id')
            .select(sql<number>`1`.as('one'))
            .whereRef('j.fam_id', '=', 'i.fam_id')
            .whereRef('d.start', '<', 'c.start')
            .whereRef('d.acy_id', '=', 'c.acy_id')
            .where('j.status', 'in', TAKEN)
            .where(sql<boolean>`(j.view::jsonb ->> 'usrId') = (i.view::jsonb ->> 'usrId')`),
        ),
      )
      .execute();
    return new Set(rows.map((row) => row.id));
  };

  /** The families with an order whose payment is still to come (nothing to pay on a free one). */
  const owing = async (famIds: number[]) => {
    const rows = await db.selectFrom('orders').select('fam_id').distinct().where('fam_id', 'in', famIds).where('status', 'in', UNPAID_STATUSES).where('total', '>', 0).execute();
    return new Set(rows.map((row) => row.fam_id));
  };

  /** The cards with no entry left: every entry spent (a subscription has none to run out of). */
  const empty = async (cardIds: number[]) => {
    if (cardIds.length === 0) return new Set<number>();
    const rows = await db
      .selectFrom('cards')
      .select('id')
      .where('id', 'in', cardIds)
      .where(sql<boolean>`NOT coalesce((record::jsonb ->> 'fftIsAbo')::boolean, false)`)
      .where(sql<boolean>`(record::jsonb ->> 'entries')::int <= coalesce((record::jsonb ->> 'used')::int, 0)`)
      .execute();
    return new Set(rows.map((row) => row.id));
  };

  return async function flagged(roster: InscriptionView[]): Promise<InscriptionView[]> {
    const seated = roster.filter((inscription) => isSeated(inscription.insStatus));
    if (seated.length === 0) return roster;
    const unique = (ids: number[]) => [...new Set(ids)];
    const [notFirstSeats, owingFamilies, emptyCards] = await Promise.all([
      notFirst(unique(seated.map((inscription) => inscription.id))),
      owing(unique(seated.map((inscription) => inscription.famId))),
      // A make-up's `cardId` is its credit's: a credit is not a card with entries.
      empty(unique(seated.filter((inscription) => !inscription.makeup).map((inscription) => inscription.cardId))),
    ]);
    return roster.map((inscription) => {
      if (!isSeated(inscription.insStatus)) return inscription;
      const flags: Flags = { firstLesson: !notFirstSeats.has(inscription.id), unpaidOrder: owingFamilies.has(inscription.famId), cardEmpty: !inscription.makeup && emptyCards.has(inscription.cardId) };
      return { ...inscription, flags };
    });
  };
}
