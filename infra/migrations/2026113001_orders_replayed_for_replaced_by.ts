import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: an order cancelled by the family's next checkout now says which order replaced it
 * (`replacedBy`, docs/adr/0018-replacing-a-waiting-order.md). Orders cancelled before this release
 * carry it only in their event's reason, which the projector reads when it applies the event: the
 * orders read model (orders and cards) is emptied and its checkpoint set back to the start, so the
 * projections replay it once at the next start. No event changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM cards`.execute(db);
  await sql`DELETE FROM orders`.execute(db);
  await sql`UPDATE projection_checkpoints SET position = 0, updated_at = now() WHERE name = 'orders'`.execute(db);
}

/** Nothing to undo: the replay writes what the read model held, and `replacedBy` besides. */
export async function down(): Promise<void> {}
