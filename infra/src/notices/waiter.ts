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
 * The waits on one read model share one poll of its checkpoint (and fault): a thousand commands
 * waiting at once read it once every `pollMs`, with one read in flight at a time (a wait that starts
 * during a read gets one more right after it), rather than two queries each every `pollMs`, which
 * took the connections the projection itself needed (issue 22's registration-night bench).
 *
 * @example
 * const outcome = await waiter.reach('contacts', position); // { reached: false, fault } when stopped
 */
export function createPositionWaiter(
  notices: ChangeNotices,
  readCheckpoint: (readModel: string) => Promise<bigint>,
  { pollMs = 250, readFault = async () => null }: { pollMs?: number; readFault?: (readModel: string) => Promise<ReadModelFault | null> } = {},
) {
  interface Wait {
    position: bigint;
    deadline: number;
    finish(outcome: WaitOutcome): void;
  }
  interface Group {
    waits: Set<Wait>;
    reading: boolean;
    again: boolean;
    poller: ReturnType<typeof setInterval> | undefined;
  }
  const reached = new Map<string, bigint>();
  const groups = new Map<string, Group>();
  const seen = (readModel: string, position: bigint) => {
    if (position > (reached.get(readModel) ?? -1n)) reached.set(readModel, position);
    for (const wait of groups.get(readModel)?.waits ?? []) if (position >= wait.position) wait.finish({ reached: true });
  };
  notices.subscribe((notice) => seen(notice.readModel, BigInt(notice.position)));

  // A notice from another process may be lost: the checkpoint is the truth.
  const check = (readModel: string) => {
    const group = groups.get(readModel);
    if (!group || group.waits.size === 0) return;
    if (group.reading) {
      group.again = true;
      return;
    }
    group.reading = true;
    void Promise.all([readCheckpoint(readModel), readFault(readModel)])
      .then(([checkpoint, fault]) => {
        seen(readModel, checkpoint);
        const now = Date.now();
        for (const wait of group.waits) {
          if (fault && fault.position <= wait.position) wait.finish({ reached: false, fault });
          else if (now >= wait.deadline) wait.finish({ reached: false, fault: null });
        }
      })
      .catch(() => undefined)
      .finally(() => {
        group.reading = false;
        if (group.again) {
          group.again = false;
          check(readModel);
        }
      });
  };

  const reach = async (readModel: string, position: bigint, timeoutMs = 5000): Promise<WaitOutcome> => {
    if ((reached.get(readModel) ?? -1n) >= position) return { reached: true };
    let group = groups.get(readModel);
    if (!group) groups.set(readModel, (group = { waits: new Set(), reading: false, again: false, poller: undefined }));
    const joined = group;
    return new Promise<WaitOutcome>((resolve) => {
      const wait: Wait = {
        position,
        deadline: Date.now() + timeoutMs,
        finish(outcome) {
          if (!joined.waits.delete(wait)) return;
          clearTimeout(timer);
          if (joined.waits.size === 0 && joined.poller) {
            clearInterval(joined.poller);
            joined.poller = undefined;
          }
          resolve(outcome);
        },
      };
      const timer = setTimeout(() => wait.finish({ reached: false, fault: null }), timeoutMs);
      joined.waits.add(wait);
      joined.poller ??= setInterval(() => check(readModel), pollMs);
      check(readModel);
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
