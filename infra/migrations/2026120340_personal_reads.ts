import { sql, type Kysely } from 'kysely';

/**
 * Issue 25, who read what: each read of a member's sensitive data (a birth date, an age shown on a
 * roster; medical notes later) by someone outside the member's family. Ids only (the reader, the
 * family, the member, the course): the names are read from the users read model when shown, so an
 * erased family's log shows it as erased. Rows older than the kept period are pruned by the writer
 * itself (query-api/src/reads/log.ts), a few at a time.
 * - `personal_reads_family`: the desk's log of a family, newest first.
 * - `personal_reads_member`: the writer's "already logged within the hour" check.
 * - `personal_reads_at`: the prune of the oldest rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE personal_reads (
      id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at          timestamptz NOT NULL,
      reader_id   integer NOT NULL,
      reader_role text NOT NULL,
      fam_id      integer NOT NULL,
      usr_id      integer NOT NULL,
      what        text NOT NULL,
      route       text NOT NULL,
      crs_id      integer
    )`.execute(db);
  await sql`CREATE INDEX personal_reads_family ON personal_reads (fam_id, at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX personal_reads_member ON personal_reads (usr_id, reader_id, at)`.execute(db);
  await sql`CREATE INDEX personal_reads_at ON personal_reads (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE personal_reads`.execute(db);
}
