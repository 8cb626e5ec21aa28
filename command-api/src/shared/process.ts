import type { EventStore, RecordedEvent, SqlPool } from '@plouf/infra';

export interface ProcessOptions {
  /** The checkpoint's name. */
  name: string;
  store: EventStore;
  pool: SqlPool;
  log: { error(object: object, message: string): void };
  /** Acts on one event; true when it did something (the checkpoint then moves past it at once). */
  act(event: RecordedEvent): Promise<boolean>;
  /** Called after each event it acted on (tests wait on it). */
  onActed?(event: RecordedEvent): void;
}

/**
 * A background process that follows `$all` from its checkpoint and acts on events. It acts at
 * least once: a crash before the checkpoint moved replays the event, so `act` must be idempotent
 * (the deciders it appends through answer nothing the second time). A failure retries from the
 * checkpoint after a pause.
 */
export async function startProcess(options: ProcessOptions) {
  const { name, store, pool, log } = options;
  let stopped = false;
  let subscription: ReturnType<EventStore['subscribeToAll']> | undefined;

  const readCheckpoint = async () => {
    const { rows } = await pool.query<{ position: string }>(`SELECT position::text AS position FROM process_checkpoints WHERE name = $1`, [name]);
    return BigInt(rows[0]?.position ?? 0);
  };
  const saveCheckpoint = (position: bigint) =>
    pool.query(`INSERT INTO process_checkpoints (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now()`, [name, position.toString()]);

  const follow = async () => {
    while (!stopped) {
      let checkpoint: bigint;
      try {
        checkpoint = await readCheckpoint();
      } catch (error) {
        log.error({ err: error }, `cannot read the ${name} process checkpoint; retrying`);
        await pause(1000);
        continue;
      }
      let savedAt = 0;
      subscription = store.subscribeToAll({ after: checkpoint, batchSize: 100 }, async (batch) => {
        let acted = false;
        for (const event of batch) {
          if (!(await options.act(event))) continue;
          await saveCheckpoint(event.position);
          savedAt = Date.now();
          acted = true;
          options.onActed?.(event);
        }
        // Past events it had nothing to do with, the checkpoint moves at most once a second: a
        // restart reads those again and does nothing with them.
        if (acted || Date.now() - savedAt >= 1000) {
          await saveCheckpoint(batch[batch.length - 1]!.position);
          savedAt = Date.now();
        }
      });
      if (stopped) await subscription.stop();
      try {
        await subscription.done;
      } catch (error) {
        log.error({ err: error }, `${name} process failed; retrying`);
        await pause(1000);
      }
    }
  };
  const loop = follow();

  return {
    async stop() {
      stopped = true;
      await subscription?.stop();
      await loop;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
