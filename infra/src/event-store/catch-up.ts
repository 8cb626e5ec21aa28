import type { BatchHandler, ReadAllOptions, RecordedEvent, Subscription, SubscribeOptions } from './port.ts';

/** Something that says "new events may be there": an in-process signal, LISTEN/NOTIFY, a live stream. */
export interface WakeSource {
  /**
   * Resolves at the next wake-up, or after `ms` at the latest (polling is the delivery; wake-ups only
   * hurry it); at once when a wake-up came after the generation `seen`.
   */
  next(ms: number, seen?: number): { promise: Promise<void>; cancel(): void };
  /**
   * How many wake-ups came so far, when the source counts them: a read sent at generation g sees
   * everything a wake-up up to g announced, so a subscriber caught up by it waits only for a later
   * one (none is missed while it applies a batch).
   */
  generation?(): number;
}

/** A wake source fed by `wake()`; every waiter resolves on the next call, and the calls are counted. */
export function createWakeSignal(): WakeSource & { wake(): void; generation(): number } {
  const waiters = new Set<() => void>();
  let generation = 0;
  return {
    wake() {
      generation++;
      for (const resolve of [...waiters]) resolve();
      waiters.clear();
    },
    generation: () => generation,
    next(ms, seen) {
      if (seen !== undefined && generation > seen) return { promise: Promise.resolve(), cancel: () => undefined };
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
 * hand each batch to the handler, and when caught up wait for a wake-up or the poll interval. Where
 * the wake source counts its wake-ups, a batch shorter than asked was the whole of what there was
 * when it was read: the next read waits for a wake-up that came after it (issue 42: a rush's
 * followers read once per wake-up, not twice), and one that came while the batch was applied goes at once.
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
      const seen = wake.generation?.();
      const batch = await readAll({ after, maxCount: batchSize });
      if (stopped) return;
      if (batch.length > 0) {
        await handler(batch);
        after = batch[batch.length - 1]!.position;
        if (seen === undefined || batch.length >= batchSize) continue;
      }
      // Stopped while the batch was applied: no wait for a wake-up that `stop` could not cancel.
      if (stopped) return;
      const waiting = wake.next(pollMs, seen);
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
