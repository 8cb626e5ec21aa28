import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueryResult, SqlClient, SqlPool } from './pool.ts';

/**
 * A `SqlPool` over an embedded PGlite. PGlite serves one connection: `connect()` hands it out to one
 * caller at a time, so a transaction is never interleaved with another caller's statements.
 * Never hold one client while asking for another: that waits forever.
 */
export async function createPGlitePool(dataDir?: string): Promise<SqlPool & { pglite: PGlite }> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let db: PGlite;
  try {
    db = dataDir ? await PGlite.create(join(dataDir, 'pglite')) : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  let tail: Promise<void> = Promise.resolve();

  const run = async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    const command = (/^\s*(\w+)/.exec(sql)?.[1] ?? '').toUpperCase();
    // Without parameters, the simple protocol: it takes several statements (migrations) at once.
    const result = params && params.length > 0 ? await db.query<R>(sql, [...params]) : (await db.exec(sql)).at(-1);
    const rows = (result?.rows ?? []) as R[];
    return { rows, rowCount: result?.affectedRows ?? rows.length, command };
  };

  const connect = (): Promise<SqlClient> => {
    let free!: () => void;
    const turn = new Promise<void>((resolve) => (free = resolve));
    const mine = tail.then(() => undefined);
    tail = tail.then(() => turn);
    return mine.then(() => {
      let released = false;
      return {
        query: (sql, params) => run(sql, params),
        release: () => {
          if (!released) {
            released = true;
            free();
          }
        },
      };
    });
  };

  return {
    kind: 'pglite',
    pglite: db,
    connect,
    async query(sql, params) {
      const client = await connect();
      try {
        return await client.query(sql, params);
      } finally {
        client.release();
      }
    },
    async end() {
      await tail;
      await db.close();
      release();
    },
  };
}

/**
 * PGlite keeps no lock of its own on its folder, and two processes opening it corrupt it: a pid file
 * refuses a second one while the first is alive.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pglite.lock');
  try {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The data folder ${dataDir} is already open in process ${holder}; stop it first (PGlite serves one process).`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
