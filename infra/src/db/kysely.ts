import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type { SqlPool } from './pool.ts';

/**
 * Kysely over a `SqlPool`: the same typed queries on PostgreSQL and PGlite.
 *
 * @example
 * const db = createKysely<Database>(pool);
 * await db.selectFrom('contacts').selectAll().execute();
 */
export function createKysely<Database>(pool: SqlPool): Kysely<Database> {
  const adapter = {
    async connect() {
      const client = await pool.connect();
      return {
        query: (sql: string, parameters: readonly unknown[]) => client.query(sql, parameters),
        release: () => client.release(),
      };
    },
    // The pool belongs to whoever opened it: destroying a Kysely does not close it.
    end: async () => undefined,
  } as unknown as PostgresPool;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: adapter }) });
}
