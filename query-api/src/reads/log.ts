import type { PersonalReadWhat, PersonalReadWhere } from '@plouf/command-api/contracts';
import type { Role, SessionUser } from '@plouf/infra';
import type { Database } from '@plouf/projections';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';

/** One member's data read: whose (family and member), what, where, and on which course's roster. */
export interface PersonalRead {
  famId: number;
  usrId: number;
  what: PersonalReadWhat;
  where: PersonalReadWhere;
  crsId?: number | null;
}

/** How long a read is kept: two years, then the writer prunes it. */
export const READS_KEPT_DAYS = 730;
/** A reader reading the same member's same data at the same place again within this is not logged again (a live page reads again at each notice). */
export const SAME_READ_WITHIN_MS = 3_600_000;
/** At most this many expired rows go with each write: the prune stays as cheap as the insert. */
const PRUNED_PER_WRITE = 200;

/** The role a reader read as: the strongest they hold. */
const ROLE_ORDER: readonly Role[] = ['AdminPlateforme', 'AdminPiscine', 'ProprietairePiscine', 'MNS', 'Famille', 'Client'];
export const readerRole = (user: SessionUser): Role => ROLE_ORDER.find((role) => user.roles.includes(role)) ?? user.roles[0] ?? 'Client';

/**
 * The log of who read a member's sensitive data (issue 25). A route computes its answer, then calls
 * `record(request, reads)` and answers without waiting: one statement writes every read of the request
 * (a whole week of rosters at once) and prunes a few expired rows, after the answer is made.
 *
 * Fail open, on purpose: when the write fails, the error is logged and the answer still goes. The
 * reads logged are an instructor's roster at the poolside and the desk's own pages; refusing the
 * roster of children in the water because the log's table is unwritable would be worse than a gap
 * in the log, and the error in the server's log tells that a gap exists and when.
 *
 * Not logged: a family reading its own members (the data is theirs), a member without the data
 * (no birth date: nothing was read), and a read repeated by the same reader within the hour.
 *
 * @example
 * const reads = personalReadLog(db, clock);
 * reads.record(request, family.membres.map((member) => ({ famId, usrId: member.id, what: 'birthDate', where: 'family' })));
 */
export function personalReadLog(db: Kysely<Database>, clock: () => Date) {
  const pending = new Set<Promise<void>>();

  async function write(reader: SessionUser, reads: PersonalRead[]): Promise<void> {
    const now = clock();
    const rows = JSON.stringify(reads.map((read) => ({ fam_id: read.famId, usr_id: read.usrId, what: read.what, route: read.where, crs_id: read.crsId ?? null })));
    const expired = new Date(now.getTime() - READS_KEPT_DAYS * 86_400_000);
    const since = new Date(now.getTime() - SAME_READ_WITHIN_MS);
    await sql`
      WITH pruned AS (
        DELETE FROM personal_reads WHERE id IN (SELECT id FROM personal_reads WHERE at < ${expired} ORDER BY at LIMIT ${PRUNED_PER_WRITE})
      )
      INSERT INTO personal_reads (at, reader_id, reader_role, fam_id, usr_id, what, route, crs_id)
      SELECT DISTINCT ${now}::timestamptz, ${reader.id}::int, ${readerRole(reader)}::text, r.fam_id, r.usr_id, r.what, r.route, r.crs_id
      FROM jsonb_to_recordset(${rows}::jsonb) AS r(fam_id int, usr_id int, what text, route text, crs_id int)
      WHERE NOT EXISTS (
        SELECT 1 FROM personal_reads p
        WHERE p.usr_id = r.usr_id AND p.reader_id = ${reader.id} AND p.at > ${since}
          AND p.what = r.what AND p.route = r.route AND p.crs_id IS NOT DISTINCT FROM r.crs_id
      )`.execute(db);
  }

  return {
    /** Logs the reads of a request, not awaited: the answer does not wait for the log. */
    record(request: { user: SessionUser | null; log: FastifyBaseLogger }, reads: PersonalRead[]): void {
      const reader = request.user;
      if (!reader) return;
      const outside = reads.filter((read) => read.famId !== reader.famId);
      if (outside.length === 0) return;
      const done = write(reader, outside).catch((error: unknown) => request.log.error({ err: error, reads: outside.length }, 'personal reads not logged'));
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    /** Waits for the writes under way (at close, before the database goes). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type PersonalReadLog = ReturnType<typeof personalReadLog>;
