import type { EventStore, RecordedEvent, Subscription } from '../event-store/port.ts';

/** Another follower (or a rebuild) moved the checkpoint under us: follow again from where it is. */
export class CheckpointMoved extends Error {
  constructor(name = 'checkpoint') {
    super(`the ${name} checkpoint moved under this follower`);
    this.name = 'CheckpointMoved';
  }
}

export interface FollowerOptions {
  /** For the logs: which follower this is. */
  name: string;
  store: EventStore;
  batchSize?: number;
  /**
   * Where to follow from: the stored checkpoint (read again after every failure), and the moment
   * to load what the batches need (the mailer's templates). A failure here is logged and retried.
   */
  start(): Promise<bigint>;
  /** One batch, which moves the stored checkpoint (with the handler's writes when it has some). */
  handle(batch: RecordedEvent[]): Promise<void>;
  /**
   * A batch failed (other than `CheckpointMoved`, which follows again at once): what to tell, and how
   * long to pause before following again from the stored checkpoint. `failures` counts the failures
   * since the last batch that went through. Logs and pauses 1 s by default.
   */
  failed?(error: unknown, failures: number): Promise<number> | number;
  log?: { error(object: object, message: string): void };
}

export interface Follower {
  /** Stops following; resolves once the batch in hand (if any) is done. */
  stop(): Promise<void>;
  /** The position of the last event it has handled (its checkpoint once read, before any batch); 0n before. */
  reached(): bigint;
}

/**
 * The one way to follow `$all`: from the stored checkpoint, catch up in batches, then live (the
 * store's subscription: its wake-ups and polling). A failing batch follows again from the stored
 * checkpoint after a pause, so what the handler did not commit is replayed, never skipped; the
 * handler makes a replay harmless (its writes share the checkpoint's transaction, or it acts
 * idempotently). The projection runner, the processes and the mailer follow through this.
 *
 * @example
 * const follower = startFollower({ name: 'mailer', store, start: () => readMailerCheckpoint(pool), handle: async (batch) => { ... } });
 * await follower.stop();
 */
export function startFollower(options: FollowerOptions): Follower {
  const { name, store, log } = options;
  let stopped = false;
  let subscription: Subscription | undefined;
  const pauses = pauseUntilStopped();
  let failures = 0;
  let reached = 0n;

  const failed =
    options.failed ??
    ((error: unknown) => {
      log?.error({ err: error }, `${name} failed; retrying`);
      return 1000;
    });

  const follow = async () => {
    while (!stopped) {
      let checkpoint: bigint;
      try {
        checkpoint = await options.start();
        if (checkpoint > reached) reached = checkpoint;
      } catch (error) {
        log?.error({ err: error }, `cannot read the ${name} checkpoint; retrying`);
        await pauses.pause(1000);
        continue;
      }
      if (stopped) return;
      subscription = store.subscribeToAll({ after: checkpoint, ...(options.batchSize !== undefined && { batchSize: options.batchSize }) }, async (batch) => {
        await options.handle(batch);
        failures = 0;
        const last = batch[batch.length - 1];
        if (last && last.position > reached) reached = last.position;
      });
      if (stopped) await subscription.stop();
      try {
        await subscription.done;
      } catch (error) {
        if (error instanceof CheckpointMoved) continue;
        failures++;
        await pauses.pause(await failed(error, failures));
      }
    }
  };
  const loop = follow();

  return {
    reached: () => reached,
    async stop() {
      stopped = true;
      pauses.stop();
      await subscription?.stop();
      await loop;
    },
  };
}

/** Pauses that end at once when the follower stops. */
function pauseUntilStopped() {
  const pending = new Set<() => void>();
  let stopped = false;
  return {
    pause(ms: number) {
      if (stopped || ms <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pending.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        pending.add(done);
      });
    },
    stop() {
      stopped = true;
      for (const done of [...pending]) done();
    },
  };
}
