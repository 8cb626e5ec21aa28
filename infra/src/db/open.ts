import type { SqlPool } from './pool.ts';
import { createPostgresPool } from './postgres.ts';
import { createPGlitePool } from './pglite.ts';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; without it (and without a URL), an in-memory PGlite. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite started from another's files (`dumpDataDir()`), without a folder: what the
   * tests start each product from once a seeded store has been made (tests/harness/images.ts).
   */
  pgliteImage?: Blob | undefined;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<SqlPool> {
  if (options.databaseUrl) return createPostgresPool(options.databaseUrl);
  return createPGlitePool(options.dataDir, { image: options.dataDir ? undefined : options.pgliteImage });
}
