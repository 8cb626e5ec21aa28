import { withTransaction, type SqlClient, type SqlPool } from '../db/pool.ts';
import type { EventStore, RecordedEvent } from '../event-store/port.ts';
import { startFollower, type Follower } from './follower.ts';
import { scheduleAll, type DueItem } from './scheduler.ts';

/** What a process's `act` may leave for later: items stored with its checkpoint, in one transaction. */
export interface ProcessEffects {
  /** A due item (see `startScheduler`), stored in the transaction that moves the checkpoint past this event. */
  schedule(item: DueItem): void;
}

export interface ProcessOptions {
  /** The checkpoint's name. */
  name: string;
  store: EventStore;
  pool: SqlPool;
  log: { error(object: object, message: string): void };
  /**
   * Acts on one event; true when it did something (the checkpoint moves past it at the end of its
   * batch: a restart before may act on it again, so it must be idempotent). What it schedules is
   * stored with that checkpoint, in one transaction: never scheduled twice.
   */
  act(event: RecordedEvent, effects: ProcessEffects): Promise<boolean>;
  /** Called for each event it acted on, once what it scheduled is stored (tests wait on it). */
  onActed?(event: RecordedEvent): void;
}

/** A process's stored checkpoint; 0n before its first event. */
export async function readProcessCheckpoint(pool: SqlPool | SqlClient, name: string): Promise<bigint> {
  const { rows } = await pool.query<{ position: string }>(`SELECT position::text AS position FROM process_checkpoints WHERE name = $1`, [name]);
  return BigInt(rows[0]?.position ?? 0);
}

async function saveProcessCheckpoint(client: SqlPool | SqlClient, name: string, position: bigint) {
  await client.query(`INSERT INTO process_checkpoints (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now()`, [name, position.toString()]);
}

/**
 * A background process that follows `$all` from its checkpoint and acts on events. It acts at
 * least once: a crash before the checkpoint moved replays the event, so `act` must be idempotent
 * (the deciders it appends through answer nothing the second time, given an idempotency key). A
 * failure retries from the checkpoint after a pause.
 *
 * @example
 * const process = await startProcess({ name: 'order-cards', store, pool, log, act: async (event, { schedule }) => { ... } });
 */
export async function startProcess(options: ProcessOptions): Promise<Follower> {
  const { name, store, pool, log } = options;
  let savedAt = 0;
  return startFollower({
    name: `${name} process`,
    store,
    batchSize: 100,
    log,
    start: () => readProcessCheckpoint(pool, name),
    async handle(batch) {
      // What its acts schedule over the batch, stored in one statement with the checkpoint past them.
      const due: DueItem[] = [];
      const acted: RecordedEvent[] = [];
      for (const event of batch) {
        const scheduled = due.length;
        const did = await options.act(event, { schedule: (item) => void due.push(item) });
        if (did || due.length > scheduled) acted.push(event);
      }
      // What it appends is idempotent: a restart acting again on the events since the stored
      // checkpoint appends nothing twice, so the checkpoint moves once per batch it acted in, and at
      // most once a second past events it had nothing to do with (issue 42: not a statement per
      // event). What it schedules is stored in the transaction that moves the checkpoint past its
      // events: a crash before leaves both, and the replay schedules it once.
      const position = batch[batch.length - 1]!.position;
      if (due.length > 0) {
        await withTransaction(pool, async (client) => {
          await scheduleAll(client, due);
          await saveProcessCheckpoint(client, name, position);
        });
        savedAt = Date.now();
      } else if (acted.length > 0 || Date.now() - savedAt >= 1000) {
        await saveProcessCheckpoint(pool, name, position);
        savedAt = Date.now();
      }
      for (const event of acted) options.onActed?.(event);
    },
    failed(error) {
      log.error({ err: error }, `${name} process failed; retrying`);
      return 1000;
    },
  });
}
