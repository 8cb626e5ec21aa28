import type { SqlPool } from '../db/pool.ts';

/** Tables an erasure writes itself (the read models' are the projectors'): vacuumed on PostgreSQL after it. */
const ERASURE_TABLES = ['personal_keys', 'personal_erasures', 'auth_sessions', 'auth_email_claims', 'auth_credentials', 'auth_keys', 'command_idempotency', 'mail_outbox'];

/**
 * Makes the database's files hold no value that its rows no longer hold (docs/adr/0022-personal-data.md,
 * "Erased values in files"), after an erasure has reached every table. What it takes, per engine:
 * - PGlite on disk: an updated or deleted row stays in its page (a plain VACUUM frees its place, not
 *   its bytes), in the indexes, in the statistics ANALYZE sampled, and in the write-ahead log. So every
 *   table is rewritten (`VACUUM (FULL, ANALYZE)`: new files, the old ones truncated), the statistics'
 *   own table too, then the log moves to a new segment and a checkpoint removes the old ones (the
 *   pool starts PGlite with `wal_recycle=off`, so they are deleted, not kept for reuse). The event
 *   table is left out unless `events` (its rows are never updated or deleted, and sealed); one
 *   statement at a time, so requests pass between tables. An in-memory PGlite has no files: nothing.
 * - PostgreSQL: a logical dump (`pg_dump`, our backup) holds live rows only, clean once the tables
 *   are. Dead rows in the server's own files, its log and its archives are the server's: a plain
 *   `VACUUM` of the tables the erasure wrote makes their rows unreachable at once (rather than when
 *   autovacuum passes), and `personal_keys`, whose dead rows would open the sealed events again
 *   with the server's secret, is rewritten (`VACUUM FULL`: a short exclusive lock on a small table).
 * Returns what it did, timed.
 *
 * @example
 * await scrubStorage(pool); // [{ step: 'VACUUM (FULL, ANALYZE) "users"', ms: 31 }, …]
 */
export async function scrubStorage(pool: SqlPool, options: { events?: boolean } = {}): Promise<Array<{ step: string; ms: number }>> {
  const steps: Array<{ step: string; ms: number }> = [];
  const run = async (step: string) => {
    const started = Date.now();
    await pool.query(step);
    steps.push({ step, ms: Date.now() - started });
  };
  if (pool.kind === 'postgres') {
    // The server's own files are its operator's (a role that may not vacuum, a policy of its own): said, not fatal.
    for (const step of ['VACUUM (FULL) personal_keys', `VACUUM ${ERASURE_TABLES.filter((table) => table !== 'personal_keys').join(', ')}`]) {
      await run(step).catch((error: Error) => steps.push({ step: `${step} (not done: ${error.message})`, ms: 0 }));
    }
    return steps;
  }
  if (!('dataDir' in pool) || !pool.dataDir) return steps;
  const { rows } = await pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
  for (const { name } of rows) if (name !== 'es_events' || options.events) await run(`VACUUM (FULL, ANALYZE) "${name.replaceAll('"', '""')}"`);
  await run('VACUUM (FULL) pg_catalog.pg_statistic');
  await run('SELECT pg_switch_wal()');
  await run('CHECKPOINT');
  return steps;
}
