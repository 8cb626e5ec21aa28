import { sql, type Kysely } from 'kysely';

/**
 * Issue 41, item 11: an erased family is nobody to call. The dashboard's families know it
 * (`FamilyErased`); those erased already are found in the privacy read model.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dashboard_families ADD COLUMN erased boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE dashboard_families SET erased = true WHERE fam_id IN (SELECT fam_id FROM erasure_requests WHERE status = 'erased')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dashboard_families DROP COLUMN erased`.execute(db);
}
