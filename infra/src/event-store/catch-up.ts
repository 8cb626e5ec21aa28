import type { BatchHandler, ReadAllOptions, RecordedEvent, Subscription, SubscribeOptions } from './port.ts';

/** Something that says "new events may be there": an in-process signal, LISTEN/NOTIFY, a live stream. */
export interface WakeSource {
  /** Resolves at the next wake-up, or after `ms` at the latest (polling is the delivery; wake-ups only hurry it). */
  next(ms: number): { promise: Promise<void>; cancel(): void };
}

/** A wake source fed by `wake()`; every waiter resolves on the next call. */
export function createWakeSignal(): WakeSource & { wake(): void } {
  const waiters = new Set<() => void>();
  return {
    wake() {
      for (const resolve of [...waiters]) resolve();
      waiters.clear();
    },
    next(ms) {
      let resolveFn!: () => void;
      let timer: NodeJS.Timeout | undefined;
      const promise = new Promise<void>((resolve) => {
        resolveFn = resolve;
        timer = setTimeout(resolve, ms);
        waiters.add(resolve);
      }).finally(() => {
        clearTimeout(timer);
        waiters.delete(resolveFn);
      });
      return { promise, cancel: () => resolveFn() };
    },
  };
}

/**
 * Catch-up then live, the same way for every adapter: read `$all` in batches after the checkpoint,
 * hand each batch to the handler, and when caught up wait for a wake-up or the poll interval.
 */
export function catchUpSubscription(
  readAll: (options: ReadAllOptions) => Promise<RecordedEvent[]>,
  wake: WakeSource,
  options: SubscribeOptions & { pollMs?: number },
  handler: BatchHandler,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let pending: { cancel(): void } | undefined;

  const loop = async () => {
    let after = options.after;
    while (!stopped) {
      const batch = await readAll({ after, maxCount: batchSize });
      if (stopped) return;
      if (batch.length > 0) {
        await handler(batch);
        after = batch[batch.length - 1]!.position;
        continue;
      }
      const waiting = wake.next(pollMs);
      pending = waiting;
      await waiting.promise;
      pending = undefined;
    }
  };

  const done = loop();
  done.catch(() => undefined);
  return {
    done,
    async stop() {
      stopped = true;
      pending?.cancel();
      await done.catch(() => undefined);
    },
  };
}
