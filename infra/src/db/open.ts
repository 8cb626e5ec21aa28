import type { SqlPool } from './pool.ts';
import { createPostgresPool } from './postgres.ts';
import { createPGlitePool } from './pglite.ts';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; without it (and without a URL), an in-memory PGlite. */
  dataDir?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<SqlPool> {
  if (options.databaseUrl) return createPostgresPool(options.databaseUrl);
  return createPGlitePool(options.dataDir);
}
