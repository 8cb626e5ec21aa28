import { sql, type Kysely } from 'kysely';

/**
 * Issue 42: the back-office's order list reads what it shows of each order (`summary`, written by
 * the projector beside the view), not the whole order. Rows written before it keep null and are
 * summarized from their view when read, until the orders are rebuilt or change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN summary text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN summary`.execute(db);
}
