import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPGlitePool, type SqlPool } from '@plouf/infra';
import { createFreshPostgres, postgresSkipReason, testServerUrl } from '@plouf/infra/testing';

/**
 * The stores `npm run backup` and `npm run restore` work on, and the commands themselves run as an
 * operator runs them (docs/adr/0025-operations.md, "Backup and restore").
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the product keeps its data: a PostgreSQL database, or a PGlite data folder; the data folder holds the erasure ledger and the mail files either way. */
export interface Where {
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface StoreUnderTest {
  where: Where;
  /** A pool on it for the test's own reads (closed by `close`). */
  open(): Promise<{ pool: SqlPool; close(): Promise<void> }>;
  /** Removes it (the PGlite folder, or the PostgreSQL database); a second call does nothing. */
  drop(): Promise<void>;
}

const postgresSkip = postgresSkipReason();
if (postgresSkip) console.warn(`[skip] ${postgresSkip}`);

/** PGlite always; PostgreSQL on `DATABASE_URL`'s server (skipped without one): an empty store of each, made on demand. */
export const BACKENDS: Array<{ name: 'PGlite' | 'PostgreSQL'; skip: string | undefined; extension: string; empty(dataDir: string): Promise<StoreUnderTest> }> = [
  {
    name: 'PGlite',
    skip: undefined,
    extension: '.tar.gz',
    async empty(dataDir) {
      return {
        where: { databaseUrl: undefined, dataDir },
        async open() {
          const pool = await createPGlitePool(dataDir);
          return { pool, close: () => pool.end() };
        },
        async drop() {
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresSkip,
    extension: '.pgdump',
    async empty(dataDir) {
      const fresh = await createFreshPostgres(testServerUrl()!);
      let dropped = false;
      return {
        where: { databaseUrl: fresh.url, dataDir },
        open: async () => ({ pool: fresh.pool, close: async () => undefined }),
        async drop() {
          if (dropped) return;
          dropped = true;
          await fresh.dispose();
        },
      };
    },
  },
];

/** `npm run backup` / `npm run restore` as a person runs them, on the data named, with none of the environment's stores. */
export function storeCommand(script: 'backup' | 'restore', args: string[], where: Where): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: where.dataDir };
  for (const name of ['DATABASE_URL', 'EVENTSTORE_URL', 'APP_SECRET', 'PREVIOUS_APP_SECRETS', 'ERASURE_LEDGER']) delete env[name];
  if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl;
  return new Promise((done) => {
    execFile(process.execPath, ['--import', 'tsx', `infra/entry/${script}.ts`, ...args], { cwd: root, env, timeout: 180_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}
