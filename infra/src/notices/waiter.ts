import type { ChangeNotices } from './notices.ts';

/**
 * Read-your-writes: a command waits, bounded, until a read model has reached the position of its
 * own events, so its answer carries the entity as the read model shows it.
 *
 * @example
 * const reached = await waiter.waitFor('contacts', position); // false after the timeout
 */
export function createPositionWaiter(notices: ChangeNotices, readCheckpoint: (readModel: string) => Promise<bigint>, { pollMs = 250 } = {}) {
  const reached = new Map<string, bigint>();
  notices.subscribe((notice) => {
    const position = BigInt(notice.position);
    if (position > (reached.get(notice.readModel) ?? -1n)) reached.set(notice.readModel, position);
  });

  return {
    async waitFor(readModel: string, position: bigint, timeoutMs = 5000): Promise<boolean> {
      if ((reached.get(readModel) ?? -1n) >= position) return true;
      const deadline = Date.now() + timeoutMs;
      return new Promise<boolean>((resolve) => {
        let settled = false;
        const finish = (value: boolean) => {
          if (settled) return;
          settled = true;
          unsubscribe();
          clearInterval(poller);
          clearTimeout(timer);
          resolve(value);
        };
        const unsubscribe = notices.subscribe((notice) => {
          if (notice.readModel === readModel && BigInt(notice.position) >= position) finish(true);
        });
        // A notice from another process may be lost: the checkpoint is the truth.
        const check = () =>
          void readCheckpoint(readModel)
            .then((checkpoint) => {
              if (checkpoint >= position) finish(true);
              else if (Date.now() >= deadline) finish(false);
            })
            .catch(() => undefined);
        const poller = setInterval(check, pollMs);
        const timer = setTimeout(() => finish(false), timeoutMs);
        check();
      });
    },
  };
}

export type PositionWaiter = ReturnType<typeof createPositionWaiter>;
