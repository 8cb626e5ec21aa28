import pg from 'pg';
import type { QueryResult, SqlPool } from './pool.ts';

/** A `SqlPool` over a real PostgreSQL server. */
export function createPostgresPool(connectionString: string, max = 10): SqlPool & { pg: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <R>(runner: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[], name?: string): Promise<QueryResult<R>> => {
    const result = name ? await runner.query({ name, text: sql, values: params as unknown[] | undefined }) : await runner.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0, command: result.command };
  };
  let ended: Promise<void> | undefined;
  return {
    kind: 'postgres',
    pg: pool,
    query: (sql, params, options) => run(pool, sql, params, options?.name),
    async connect() {
      const client = await pool.connect();
      return { query: (sql, params) => run(client, sql, params), release: () => client.release() };
    },
    end: () => (ended ??= pool.end()),
  };
}
