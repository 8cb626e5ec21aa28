import type { Kysely } from 'kysely';

/**
 * Issue 25, retention: the desk's list of families inactive for years (GET /Admin/familles-inactives)
 * starts from the families created before the limit; their last order and last lesson are read
 * through `orders_fam_id` and `inscriptions_family`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('families_created_at').on('families').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('families_created_at').ifExists().execute();
}
