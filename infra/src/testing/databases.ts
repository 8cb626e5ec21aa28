import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SqlPool } from '../db/pool.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createPGlitePool } from '../db/pglite.ts';
import { createPostgresPool } from '../db/postgres.ts';

/** A database for one test file: a fresh PGlite in memory, or a fresh database on a PostgreSQL server. */
export interface TestDatabase {
  pool: SqlPool;
  /** Set for PostgreSQL: the fresh database's own URL. */
  url?: string;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** Why this kind does not run here; printed by the suites that skip it. */
  skipReason?: string;
  /** A fresh database with every table (`migrateDatabase`). */
  open(): Promise<TestDatabase>;
}

/** The PostgreSQL server the tests use: `DATABASE_URL`, else `TEST_DATABASE_URL`. */
export function testServerUrl(): string | undefined {
  return process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/**
 * Creates a database of its own on the server at `serverUrl`, so test files never see each other's rows.
 * It is empty: `openPlatform` (or `migrateDatabase`) makes the tables.
 */
export async function createFreshPostgres(serverUrl: string, { template }: { /** A database to copy (no one may be connected to it). */ template?: string } = {}): Promise<TestDatabase> {
  const name = `plouf_t_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z0-9_]+$/.test(template)) throw new Error(`not a template database's name: ${template}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = createPostgresPool(url.toString());
  return {
    pool,
    url: url.toString(),
    async dispose() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export const pgliteKind: TestDatabaseKind = {
  name: 'pglite',
  async open() {
    const pool = await createPGlitePool();
    await migrateDatabase(pool);
    return { pool, dispose: () => pool.end() };
  },
};

/**
 * Why the PostgreSQL suites cannot run here, or undefined when a server is named. Under `CI=true`
 * they must run: a missing server fails the suite instead of skipping it.
 */
export function postgresSkipReason(): string | undefined {
  if (testServerUrl()) return undefined;
  const reason = 'PostgreSQL suites skipped: set DATABASE_URL (or TEST_DATABASE_URL) to a server to run them';
  if (process.env.CI) throw new Error(`${reason} — under CI the PostgreSQL suites must run`);
  return reason;
}

/** PostgreSQL, or the reason it is skipped here, printed (under `CI=true` a missing server fails instead). */
export function postgresKind(): TestDatabaseKind {
  const serverUrl = testServerUrl();
  const skipReason = postgresSkipReason();
  if (skipReason) console.warn(`[skip] ${skipReason}`);
  return {
    name: 'postgres',
    ...(skipReason && { skipReason }),
    async open() {
      const database = await createFreshPostgres(serverUrl!);
      await migrateDatabase(database.pool);
      return database;
    },
  };
}

/** Every kind, with a printed reason for the ones that cannot run here. */
export function databaseKinds(): TestDatabaseKind[] {
  return [pgliteKind, postgresKind()];
}
