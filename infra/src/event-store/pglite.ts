import type { SqlPool } from '../db/pool.ts';
import { createSqlEventStore } from './postgres.ts';

/**
 * The PGlite adapter: the same SQL as PostgreSQL, embedded. Writer and subscribers share the
 * process (PGlite serves one), so the in-process wake-up is immediate and polling is a safety net,
 * and every append goes through this process: a read past a stream's known end makes no statement.
 */
export function createPGliteEventStore(pool: SqlPool) {
  if (pool.kind !== 'pglite') throw new Error('createPGliteEventStore needs a PGlite pool');
  return createSqlEventStore(pool, { name: 'pglite', pollMs: 2000, soleWriter: true });
}
