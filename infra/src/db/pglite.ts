import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryResult, SqlClient, SqlPool } from './pool.ts';
import { openPGlite, type PGliteStart } from './pglite-open.ts';
import type { WorkerAnswer, WorkerRequest } from './pglite-worker.ts';

/** A table statement that writes rows: `insert into "orders"`, `UPDATE es_streams`, `delete from x`. */
const WRITES = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?/i;
/** How often the written tables are looked at (docs/adr/0024-performance.md). */
export const MAINTAIN_MS = 10_000;
/**
 * PGlite's own start, with the write-ahead log's old segments removed rather than renamed for reuse
 * (`wal_recycle`): a recycled segment keeps the bytes of what was written in it, an erased family's
 * values included, until it is written over (docs/adr/0022-personal-data.md, "Erased values in files").
 */
export const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'];

/**
 * A `SqlPool` over an embedded PGlite. PGlite serves one connection: `connect()` hands it out to one
 * caller at a time, so a transaction is never interleaved with another caller's statements.
 * Never hold one client while asking for another: that waits forever.
 *
 * PGlite runs no autovacuum and keeps no table statistics: a read model rewritten in place (an
 * order's status, a course's places) filled its table with dead rows and the planner, knowing no
 * row count, scanned the whole heap where an index gives a page (the admin's order list: 83 blocks
 * read instead of 9). So the pool counts the rows each table is written (not the append-only event
 * table), and every `maintainMs`
 * vacuums and analyzes, one table at a time between other callers' statements, those written more
 * than autovacuum's analyze threshold would let pass (50 rows and a tenth of the table).
 */
export async function createPGlitePool(
  dataDir?: string,
  {
    maintainMs = MAINTAIN_MS,
    image,
    thread = process.env.PGLITE_THREAD === 'main' ? 'main' : 'worker',
  }: {
    maintainMs?: number;
    /** In memory, from another PGlite's `dumpDataDir()`. */
    image?: Blob | undefined;
    /** Where the database runs: a thread of its own (the default), or this one (`PGLITE_THREAD=main`). */
    thread?: 'worker' | 'main';
  } = {},
): Promise<SqlPool & { pglite: Pick<PGlite, 'dumpDataDir'>; dataDir: string | undefined; maintain(): Promise<string[]> }> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let db: EmbeddedDatabase;
  try {
    const start = { ...(dataDir && { dataDir: join(dataDir, 'pglite'), startParams: PGLITE_START }), ...(image && { image }) };
    db = thread === 'worker' ? await openOnThread(start) : await openHere(start);
  } catch (error) {
    release();
    throw error;
  }

  /** Rows written per table since its last vacuum. */
  const written = new Map<string, number>();
  const run = async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    const command = (/^\s*(\w+)/.exec(sql)?.[1] ?? '').toUpperCase();
    // Without parameters, the simple protocol: it takes several statements (migrations) at once.
    const result = params && params.length > 0 ? await db.query<R>(sql, [...params]) : await db.exec(sql);
    const rows = (result?.rows ?? []) as R[];
    // Appends go through `SELECT es_append…`: the event table only grows (no dead rows), and a
    // vacuum of it would hold the one connection for as long as it reads the new pages.
    const table = command === 'SELECT' ? undefined : WRITES.exec(sql)?.[1]?.toLowerCase();
    if (table && table !== 'es_events') written.set(table, (written.get(table) ?? 0) + Math.max(1, result?.affectedRows ?? 0));
    return { rows, rowCount: result?.affectedRows ?? rows.length, command };
  };

  // The one connection's turns (docs/adr/0028, decision 30). A transaction's client holds the
  // connection from its grant to its release. On PGlite's thread, a statement on its own goes before
  // the transactions waiting, is sent at once and gives the turn up once sent, not once answered: the
  // thread runs what it is sent in order, so the statements asked meanwhile queue there without
  // waiting for this thread to read each answer. In a rush, the commands' statements (appends, keys,
  // ids) thus wait for the transaction running (a projection's batch), not for every one queued; each
  // release lets the statements waiting go, then the next transaction, so neither side starves. On
  // the event loop (`PGLITE_THREAD=main`) nothing would be gained, and a statement going first while
  // holding the turn until answered could keep a transaction waiting for as long as statements come:
  // there, every statement queues with the transactions, as before.
  let held = false;
  let inFlight = 0;
  const statements: Array<() => void> = [];
  const clients: Array<() => void> = [];
  const whenIdle: Array<() => void> = [];
  const next = () => {
    while (!held && statements.length > 0) statements.shift()!();
    if (!held && clients.length > 0) {
      held = true;
      clients.shift()!();
    }
    if (!held && inFlight === 0 && statements.length === 0 && clients.length === 0) for (const resolve of whenIdle.splice(0)) resolve();
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      whenIdle.push(resolve);
      next();
    });

  const connect = (): Promise<SqlClient> =>
    new Promise<SqlClient>((grant) => {
      clients.push(() => {
        let released = false;
        grant({
          query: (sql, params) => run(sql, params),
          release: () => {
            if (released) return;
            released = true;
            held = false;
            next();
          },
        });
      });
      next();
    });

  const query = <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    if (thread === 'main') return alone<R>(sql, params);
    return new Promise<QueryResult<R>>((resolve, reject) => {
      statements.push(() => {
        inFlight++;
        // Called now: the statement is posted to the thread before the next one is.
        run<R>(sql, params)
          .then(resolve, reject)
          .finally(() => {
            inFlight--;
            next();
          });
      });
      next();
    });
  };

  /** On the event loop, a statement takes its turn in the one queue, as a transaction of one. */
  const alone = async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    const client = await connect();
    try {
      return await client.query<R>(sql, params);
    } finally {
      client.release();
    }
  };

  let closed = false;
  /** Vacuums and analyzes the tables written past the threshold; returns their names. */
  const maintain = async (): Promise<string[]> => {
    if (written.size === 0 || closed) return [];
    const names = [...written.keys()];
    const sizes = await query<{ relname: string; reltuples: number }>(`SELECT relname, reltuples::float8 AS reltuples FROM pg_class WHERE relkind = 'r' AND relname = ANY($1)`, [names]);
    const done: string[] = [];
    for (const { relname, reltuples } of sizes.rows) {
      const count = written.get(relname) ?? 0;
      if (count < 50 + 0.1 * Math.max(0, reltuples) || closed) continue;
      await query(`VACUUM (ANALYZE) "${relname}"`);
      // What was written while it ran counts towards the next one.
      const since = (written.get(relname) ?? count) - count;
      if (since > 0) written.set(relname, since);
      else written.delete(relname);
      done.push(relname);
    }
    // A name that is no table of ours (a temporary one, a typo in a raw statement) is not counted on.
    for (const name of names) if (!sizes.rows.some((row) => row.relname === name)) written.delete(name);
    return done;
  };
  let maintaining: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    maintaining = maintain().catch(() => undefined);
  }, maintainMs);
  timer.unref();

  return {
    kind: 'pglite',
    pglite: { dumpDataDir: (compression) => db.dumpDataDir(compression) },
    dataDir,
    connect,
    query,
    maintain,
    async end() {
      closed = true;
      clearInterval(timer);
      await maintaining;
      await idle();
      await db.close();
      release();
    },
  };
}

/** What the pool asks of the embedded database, wherever it runs. */
interface EmbeddedDatabase {
  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  exec(sql: string): Promise<{ rows: unknown[]; affectedRows?: number } | undefined>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob>;
  close(): Promise<void>;
}

type Start = PGliteStart;

/** PGlite on this thread: its statements run on the event loop (`PGLITE_THREAD=main`). */
async function openHere(start: Start): Promise<EmbeddedDatabase> {
  const db = await openPGlite(start);
  return {
    query: (sql, params) => db.query(sql, params),
    exec: async (sql) => (await db.exec(sql)).at(-1),
    dumpDataDir: (compression) => db.dumpDataDir(compression),
    close: () => db.close(),
  };
}

/** tsx's loader API (its ES module build), where this module resolves it. */
function tsxApi(): string {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  if (typeof resolve === 'function') return resolve('tsx/esm/api');
  // Where import.meta.resolve is not given (a test runner's own module loader): the package's folder.
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  return pathToFileURL(join(dirname(manifest), 'dist/esm/api/index.mjs')).href;
}

/**
 * PGlite on a thread of its own (infra/src/db/pglite-worker.ts): the event loop sends it a statement
 * and goes on answering other requests while it runs (issue 42: in a rush, about 60 % of the
 * process's CPU was PGlite's, all of it on the event loop; the machine's second core stood by). The
 * rows come back as the structured clone of what PGlite parsed; an error with its fields (code,
 * detail, constraint). The thread keeps the process alive only while a statement is out.
 */
async function openOnThread(start: Start): Promise<EmbeddedDatabase> {
  // The thread loads the TypeScript worker through tsx's loader, registered in it first (a thread
  // does not inherit the loader hooks of the process that starts it).
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = tsxApi();
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: { dataDir: start.dataDir, startParams: start.startParams, image: start.image ? await start.image.arrayBuffer() : undefined },
  });
  const waiting = new Map<number, { resolve(answer: Extract<WorkerAnswer, { ok: true }>): void; reject(error: unknown): void }>();
  let next = 1;
  let failed: Error | undefined;
  const settleAll = (error: Error) => {
    failed = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (answer: WorkerAnswer) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if (answer.ok) pending.resolve(answer);
    else pending.reject(Object.assign(new Error(String(answer.error.message ?? 'PGlite error')), answer.error));
  });
  worker.on('error', (error) => settleAll(error));
  worker.on('exit', (code) => settleAll(new Error(`the PGlite thread stopped (exit code ${code})`)));
  const ask = (request: WorkerRequest extends infer One ? (One extends WorkerRequest ? Omit<One, 'id'> : never) : never, transfer?: ArrayBuffer[]) =>
    new Promise<Extract<WorkerAnswer, { ok: true }>>((resolve, reject) => {
      if (failed) return reject(failed);
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id }, transfer ?? []);
    });
  await ready;
  worker.unref();
  return {
    query: async <R>(sql: string, params: unknown[]) => {
      const answer = await ask({ op: 'query', sql, params });
      return { rows: (answer.rows ?? []) as R[], affectedRows: answer.affectedRows ?? 0 };
    },
    exec: async (sql) => {
      const answer = await ask({ op: 'exec', sql });
      return { rows: answer.rows ?? [], affectedRows: answer.affectedRows ?? 0 };
    },
    dumpDataDir: async (compression = 'auto') => {
      const answer = await ask({ op: 'dump', compression });
      return new Blob([answer.bytes!], { type: answer.type ?? '' });
    },
    close: async () => {
      if (failed) return;
      await ask({ op: 'close' });
      await worker.terminate();
    },
  };
}

/**
 * PGlite keeps no lock of its own on its folder, and two processes opening it corrupt it: a pid file
 * refuses a second one while the first is alive.
 */
export function lockDataDir(dataDir: string): () => void {
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
