import { describe, expect, it } from 'vitest';
import { createLocalNotices } from './notices.ts';
import { createPositionWaiter, type ReadModelFault } from './waiter.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waiting for a read model', () => {
  it('ends each wait when a notice or the checkpoint reaches its position; a thousand waits share one read at a time', async () => {
    const notices = createLocalNotices();
    let checkpoint = 0n;
    let reads = 0;
    let inFlight = 0;
    let most = 0;
    const waiter = createPositionWaiter(
      notices,
      async () => {
        reads++;
        most = Math.max(most, ++inFlight);
        await pause(5);
        inFlight--;
        return checkpoint;
      },
      { pollMs: 20 },
    );
    const waits = Array.from({ length: 1000 }, (_, n) => waiter.reach('contacts', BigInt(n + 1), 2000));
    await pause(60);
    checkpoint = 500n;
    await pause(60);
    await notices.publish({ readModel: 'contacts', ids: [], position: '1000' });
    const outcomes = await Promise.all(waits);
    expect(outcomes.every((outcome) => outcome.reached)).toBe(true);
    expect(most).toBe(1);
    // About one read per poll while anyone waits (plus one when waits join during a read), never one per wait.
    expect(reads).toBeLessThan(100);
    // Reached positions are remembered: a wait for one already seen ends without a read.
    const before = reads;
    expect(await waiter.reach('contacts', 700n)).toEqual({ reached: true });
    expect(reads).toBe(before);
    await notices.close();
  });

  it('ends at once on a fault at or before its position, and late when the time runs out', async () => {
    const notices = createLocalNotices();
    const fault: ReadModelFault = { position: 5n, eventType: 'X', eventId: 'e', error: 'boom', since: new Date() };
    const waiter = createPositionWaiter(notices, async () => 2n, { pollMs: 10, readFault: async (readModel) => (readModel === 'orders' ? fault : null) });
    expect(await waiter.reach('orders', 7n, 1000)).toEqual({ reached: false, fault });
    expect(await waiter.reach('orders', 2n, 1000)).toEqual({ reached: true });
    expect(await waiter.reach('contacts', 9n, 80)).toEqual({ reached: false, fault: null });
    await notices.close();
  });
});
