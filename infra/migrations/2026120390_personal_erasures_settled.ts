import { sql, type Kysely } from 'kysely';

/**
 * Issue 41 (docs/adr/0022-personal-data.md, "Erasure, redone"): an erasure is settled once it has
 * reached every table, its event is on its stream and the files were cleaned after it. Until then
 * every start redoes it; the erasures recorded before this are redone once, at the first start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE personal_erasures ADD COLUMN settled_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE personal_erasures DROP COLUMN settled_at`.execute(db);
}
