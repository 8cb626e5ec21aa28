import { sql, type Kysely } from 'kysely';

/**
 * The appending functions never scan `es_events` (or the keys tables) sequentially, whatever the size
 * the tables had when a connection first called them. A PL/pgSQL function keeps its statements' plans
 * for the life of the connection; a connection opened on a new, small store (a fresh install, a test, a
 * benchmark) planned the idempotency lookup as a sequential scan, which was cheapest then, and kept it:
 * every append then read the whole store, and appends slowed down as it grew (PostgreSQL, measured
 * once: 1.1 ms to 4.4 ms per append over 12,000 events in one minute). Every lookup these functions
 * make has its index; with sequential scans off in them, the plan is the index's from the first call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER FUNCTION es_append(jsonb, text) SET enable_seqscan = off`.execute(db);
  await sql`ALTER FUNCTION es_append_keyed(jsonb, jsonb, text) SET enable_seqscan = off`.execute(db);
}
