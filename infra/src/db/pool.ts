/**
 * One small SQL pool shape over both PostgreSQL (`pg.Pool`) and the embedded PGlite, so the event
 * store, the projections and kysely run the same SQL on either.
 *
 * @example
 * const pool = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: './data' });
 * const { rows } = await pool.query<{ n: number }>('select 1 as n');
 */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
  /** The SQL command word (`INSERT`, `UPDATE`…), which kysely reads to count affected rows. */
  command: string;
}

export interface SqlClient {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  release(): void;
}

/** `name`: a prepared statement, parsed and planned once per connection (PostgreSQL); for the hottest reads. */
export interface QueryOptions {
  name?: string;
}

export interface SqlPool {
  readonly kind: 'postgres' | 'pglite';
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<R>>;
  /** A connection of its own, for a transaction. PGlite has one: the next `connect` waits for `release`. */
  connect(): Promise<SqlClient>;
  end(): Promise<void>;
}

/** Runs `work` inside BEGIN/COMMIT on one connection, rolling back when it throws. */
export async function withTransaction<T>(pool: SqlPool, work: (client: SqlClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
