import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type { SqlClient, SqlPool } from './pool.ts';

/** How Kysely opens a transaction (`begin`, or `start transaction` with its settings). */
const TRANSACTION_BEGINS = /^\s*(begin|start\s+transaction)\b/i;

/**
 * Kysely over a `SqlPool`: the same typed queries on PostgreSQL and PGlite.
 *
 * @example
 * const db = createKysely<Database>(pool);
 * await db.selectFrom('contacts').selectAll().execute();
 */
export function createKysely<Database>(pool: SqlPool): Kysely<Database> {
  const adapter = {
    // Kysely takes a connection for each query. One that begins a transaction takes one of the
    // pool's connections for the transaction's length; a query on its own is the pool's statement on
    // its own, which PGlite's one connection sends before the transactions waiting and without
    // holding the connection until answered (infra/src/db/pglite.ts; docs/adr/0028, decision 30).
    async connect() {
      let client: SqlClient | undefined;
      return {
        async query(sql: string, parameters: readonly unknown[]) {
          if (!client && !TRANSACTION_BEGINS.test(sql)) return pool.query(sql, parameters);
          client ??= await pool.connect();
          return client.query(sql, parameters);
        },
        release: () => client?.release(),
      };
    },
    // The pool belongs to whoever opened it: destroying a Kysely does not close it.
    end: async () => undefined,
  } as unknown as PostgresPool;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: adapter }) });
}
