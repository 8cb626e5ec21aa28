import type { PersonalReadPage, PersonalReadView, PersonalReadsQuery } from '@plouf/command-api/contracts';
import type { Database } from '@plouf/projections';
import { sql, type Kysely } from 'kysely';

interface ReadRow {
  id: string;
  at: Date;
  reader_id: number;
  reader_role: PersonalReadView['readerRole'];
  reader_name: string | null;
  usr_id: number;
  member_name: string | null;
  what: PersonalReadView['what'];
  route: PersonalReadView['where'];
  crs_id: number | null;
}

/** The log of a family's members' data read (query-api/src/reads/log.ts writes it), named from the users read model. */
export function personalReadQueries(db: Kysely<Database>) {
  return {
    /** A page of the reads of a family's members, newest first, with how many there are. */
    async ofFamily(famId: number, page: PersonalReadsQuery): Promise<PersonalReadPage> {
      const name = (alias: string) => sql.raw(`NULLIF(concat_ws(' ', NULLIF(${alias}.prenom, ''), NULLIF(${alias}.nom, '')), '')`);
      const [rows, count] = await Promise.all([
        sql<ReadRow>`
          SELECT r.id, r.at, r.reader_id, r.reader_role, ${name('reader')} AS reader_name, r.usr_id, ${name('member')} AS member_name, r.what, r.route, r.crs_id
          FROM personal_reads r
          LEFT JOIN users reader ON reader.id = r.reader_id
          LEFT JOIN users member ON member.id = r.usr_id AND member.fam_id = r.fam_id
          WHERE r.fam_id = ${famId}
          ORDER BY r.at DESC, r.id DESC
          OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db),
        sql<{ total: number }>`SELECT count(*)::int AS total FROM personal_reads WHERE fam_id = ${famId}`.execute(db),
      ]);
      return {
        items: rows.rows.map((row) => ({
          id: Number(row.id),
          at: new Date(row.at).toISOString(),
          readerId: row.reader_id,
          readerName: row.reader_name,
          readerRole: row.reader_role,
          usrId: row.usr_id,
          memberName: row.member_name,
          what: row.what,
          where: row.route,
          crsId: row.crs_id,
        })),
        total: count.rows[0]?.total ?? 0,
        offset: page.offset,
        limit: page.limit,
      };
    },
  };
}

export type PersonalReadQueries = ReturnType<typeof personalReadQueries>;
