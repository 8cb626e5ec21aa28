import type { ChangeNotices } from './notices.ts';

/** A read model stopped on an event its projector cannot apply (projections' `projection_faults`). */
export interface ReadModelFault {
  position: bigint;
  eventType: string;
  eventId: string;
  error: string;
  since: Date;
}

/** How a wait ended: reached, late (the time ran out), or stopped on an event at or before the position. */
export type WaitOutcome = { reached: true } | { reached: false; fault: ReadModelFault | null };

/**
 * Read-your-writes: a command waits, bounded, until a read model has reached the position of its
 * own events, so its answer carries the entity as the read model shows it. A read model stopped on
 * an event before that position will not get there: the wait ends at once and says so.
 *
 * @example
 * const outcome = await waiter.reach('contacts', position); // { reached: false, fault } when stopped
 */
export function createPositionWaiter(
  notices: ChangeNotices,
  readCheckpoint: (readModel: string) => Promise<bigint>,
  { pollMs = 250, readFault = async () => null }: { pollMs?: number; readFault?: (readModel: string) => Promise<ReadModelFault | null> } = {},
) {
  const reached = new Map<string, bigint>();
  notices.subscribe((notice) => {
    const position = BigInt(notice.position);
    if (position > (reached.get(notice.readModel) ?? -1n)) reached.set(notice.readModel, position);
  });

  const reach = async (readModel: string, position: bigint, timeoutMs = 5000): Promise<WaitOutcome> => {
    if ((reached.get(readModel) ?? -1n) >= position) return { reached: true };
    const deadline = Date.now() + timeoutMs;
    return new Promise<WaitOutcome>((resolve) => {
      let settled = false;
      const finish = (value: WaitOutcome) => {
        if (settled) return;
        settled = true;
        unsubscribe();
        clearInterval(poller);
        clearTimeout(timer);
        resolve(value);
      };
      const unsubscribe = notices.subscribe((notice) => {
        if (notice.readModel === readModel && BigInt(notice.position) >= position) finish({ reached: true });
      });
      // A notice from another process may be lost: the checkpoint is the truth.
      const check = () =>
        void Promise.all([readCheckpoint(readModel), readFault(readModel)])
          .then(([checkpoint, fault]) => {
            if (checkpoint >= position) finish({ reached: true });
            else if (fault && fault.position <= position) finish({ reached: false, fault });
            else if (Date.now() >= deadline) finish({ reached: false, fault: null });
          })
          .catch(() => undefined);
      const poller = setInterval(check, pollMs);
      const timer = setTimeout(() => finish({ reached: false, fault: null }), timeoutMs);
      check();
    });
  };

  return {
    reach,
    /** Whether the read model reached the position in time. */
    async waitFor(readModel: string, position: bigint, timeoutMs = 5000): Promise<boolean> {
      return (await reach(readModel, position, timeoutMs)).reached;
    },
  };
}

export type PositionWaiter = ReturnType<typeof createPositionWaiter>;
