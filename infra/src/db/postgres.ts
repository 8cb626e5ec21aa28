import { createHash } from 'node:crypto';
import pg from 'pg';
import type { QueryResult, SqlPool } from './pool.ts';

/** Statements whose plan is kept per connection (a named prepared statement): data reads and writes. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
/** Distinct statements prepared by one pool at most; beyond it, new ones are planned each time. */
export const MAX_PREPARED = 1000;
/** PostgreSQL's refusal of a kept plan whose result changed shape (a column added under it). */
const STALE_PLAN = 'cached plan must not change result type';

/**
 * The names under which a pool's statements are prepared (docs/adr/0024-performance.md): the query
 * builder's statements are few and repeated, and planning one (0.1-0.8 ms) costs more than running
 * it. A name is the statement's digest; a statement whose kept plan the server refuses (its table
 * altered by a migration under a running node) gets a new name, so it is prepared again.
 */
function preparedNames(max: number) {
  const names = new Map<string, string>();
  return {
    of(sql: string): string | undefined {
      const known = names.get(sql);
      if (known !== undefined || names.size >= max || !PREPARABLE.test(sql)) return known;
      const name = `plouf_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
      names.set(sql, name);
      return name;
    },
    renew(sql: string): string {
      const name = `${names.get(sql) ?? 'plouf'}_${Date.now().toString(36)}`;
      names.set(sql, name);
      return name;
    },
  };
}

/** A `SqlPool` over a real PostgreSQL server. */
export function createPostgresPool(connectionString: string, max = 10): SqlPool & { pg: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const prepared = preparedNames(MAX_PREPARED);
  const run = async <R>(runner: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[], name?: string): Promise<QueryResult<R>> => {
    const result = name ? await runner.query({ name, text: sql, values: params as unknown[] | undefined }) : await runner.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0, command: result.command };
  };
  /** A statement with parameters, prepared once per connection (the pool's own statements too: a rush's stream reads and keys, issue 42). */
  const runPrepared = async <R>(runner: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[], given?: string): Promise<QueryResult<R>> => {
    if (given) return run<R>(runner, sql, params, given);
    const name = params && params.length > 0 ? prepared.of(sql) : undefined;
    try {
      return await run<R>(runner, sql, params, name);
    } catch (error) {
      if (!name || !(error instanceof Error) || !error.message.includes(STALE_PLAN)) throw error;
      return run<R>(runner, sql, params, prepared.renew(sql));
    }
  };
  let ended: Promise<void> | undefined;
  return {
    kind: 'postgres',
    pg: pool,
    query: (sql, params, options) => runPrepared(pool, sql, params, options?.name),
    async connect() {
      const client = await pool.connect();
      return { query: (sql, params) => runPrepared(client, sql, params), release: () => client.release() };
    },
    end: () => (ended ??= pool.end()),
  };
}
