/**
 * The embedded PGlite on a thread of its own (infra/src/db/pglite.ts `createPGlitePool`): the
 * database's work (its WebAssembly and its protocol, about 60 % of a rush's CPU) no longer holds the
 * event loop that answers requests, and the machine's second core does it. The pool on the main
 * thread keeps the order of statements and transactions; this thread runs what it is sent, one at a
 * time, and answers each with its rows or its error's fields.
 */
import type { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { openPGlite } from './pglite-open.ts';

export interface WorkerStart {
  /** The data folder's database directory; none: in memory. */
  dataDir?: string;
  startParams?: string[];
  /** An in-memory database's image (another PGlite's `dumpDataDir()`), as bytes. */
  image?: ArrayBuffer;
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

export type WorkerAnswer =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number; bytes?: ArrayBuffer; type?: string }
  | { id: number; ok: false; error: Record<string, unknown> };

/** An error as plain fields (PostgreSQL's code, detail, constraint… included): the main thread makes it an Error again. */
function fieldsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

async function serve() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
  const start = workerData as WorkerStart;
  let db: PGlite;
  try {
    db = await openPGlite({ dataDir: start.dataDir, startParams: start.startParams, image: start.image ? new Blob([start.image]) : undefined });
  } catch (error) {
    port.postMessage({ id: 0, ok: false, error: fieldsOf(error) } satisfies WorkerAnswer);
    return;
  }
  port.postMessage({ id: 0, ok: true } satisfies WorkerAnswer);
  // One at a time, in the order sent (the main thread sends the next once this one is answered, but
  // a close or a dump may come while a statement runs).
  let line: Promise<void> = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    line = line.then(async () => {
      try {
        switch (request.op) {
          case 'query': {
            const result = await db.query(request.sql, request.params);
            port.postMessage({ id: request.id, ok: true, rows: result.rows, affectedRows: result.affectedRows ?? 0 } satisfies WorkerAnswer);
            break;
          }
          case 'exec': {
            const result = (await db.exec(request.sql)).at(-1);
            port.postMessage({ id: request.id, ok: true, rows: result?.rows ?? [], affectedRows: result?.affectedRows ?? 0 } satisfies WorkerAnswer);
            break;
          }
          case 'dump': {
            const dumped = await db.dumpDataDir(request.compression);
            const bytes = await dumped.arrayBuffer();
            port.postMessage({ id: request.id, ok: true, bytes, type: dumped.type } satisfies WorkerAnswer, [bytes]);
            break;
          }
          case 'close': {
            await db.close();
            port.postMessage({ id: request.id, ok: true } satisfies WorkerAnswer);
            port.close();
            break;
          }
        }
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: fieldsOf(error) } satisfies WorkerAnswer);
      }
    });
  });
}

await serve();
