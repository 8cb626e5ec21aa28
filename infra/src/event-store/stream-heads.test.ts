import { describe, expect, it } from 'vitest';
import { catchUpSubscription, createWakeSignal } from './catch-up.ts';
import { WrongExpectedRevision, type RecordedEvent } from './port.ts';
import { createStreamHeads } from './postgres.ts';

const recorded = (streamId: string, revision: number): RecordedEvent => ({ id: `${streamId}-${revision}`, streamId, revision, position: BigInt(revision + 1), type: 'Counted', data: {}, metadata: {} });

/** A database of one writer, and the reads it is asked. */
function fakeDatabase() {
  const streams = new Map<string, number>();
  const asked: Array<[string, number]> = [];
  return {
    asked,
    store(streamId: string) {
      const revision = (streams.get(streamId) ?? -1) + 1;
      streams.set(streamId, revision);
      return revision;
    },
    async read(streamId: string, from: number) {
      asked.push([streamId, from]);
      const head = streams.get(streamId) ?? -1;
      return Array.from({ length: Math.max(0, head - from + 1) }, (_, index) => recorded(streamId, from + index));
    },
  };
}

describe('stream heads of a sole writer', () => {
  it('answers a read past the last revision it heard without asking, and asks for any other', async () => {
    const database = fakeDatabase();
    const heads = createStreamHeads();
    const read = heads.reader(database.read);
    database.store('s');
    database.store('s');
    expect(await read('s', 0)).toHaveLength(2);
    expect(await read('s', 2)).toEqual([]);
    expect(await read('s', 1)).toHaveLength(1);
    expect(database.asked).toEqual([
      ['s', 0],
      ['s', 1],
    ]);
  });

  it('learns a new revision from the append that stored it, and reads while an append is in flight', async () => {
    const database = fakeDatabase();
    const heads = createStreamHeads();
    const read = heads.reader(database.read);
    expect(await read('s', 0)).toEqual([]);
    let stored!: () => void;
    const appending = heads.appending('s', () => new Promise<void>((resolve) => (stored = resolve)));
    // Stored in the database, its answer not heard yet: a read goes there and sees it.
    heads.heard('s', database.store('s'));
    expect(await read('s', 0)).toHaveLength(1);
    stored();
    await appending;
    expect(await read('s', 1)).toEqual([]);
    heads.heard('s', database.store('s'));
    expect(await read('s', 1)).toHaveLength(1);
    expect(database.asked.map(([, from]) => from)).toEqual([0, 0, 1]);
  });

  it('forgets a stream whose append failed for any other reason than its revision', async () => {
    const database = fakeDatabase();
    const heads = createStreamHeads();
    const read = heads.reader(database.read);
    await read('s', 0);
    await expect(heads.appending('s', () => Promise.reject(new WrongExpectedRevision('s', 3, -1)))).rejects.toBeInstanceOf(WrongExpectedRevision);
    expect(await read('s', 0)).toEqual([]);
    expect(database.asked).toHaveLength(1);
    await expect(heads.appending('s', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    await read('s', 0);
    expect(database.asked).toHaveLength(2);
  });

  it('asks again for every stream once told the table was written past the store (a start renaming streams)', async () => {
    const database = fakeDatabase();
    const heads = createStreamHeads();
    const read = heads.reader(database.read);
    expect(await read('renamed', 0)).toEqual([]);
    // Events moved under this name by a statement of their own, not an append of the store.
    database.store('renamed');
    heads.forget();
    expect(await read('renamed', 0)).toHaveLength(1);
    expect(database.asked).toHaveLength(2);
  });

  it('keeps at most the streams it was told, the least recently heard forgotten first', async () => {
    const database = fakeDatabase();
    const heads = createStreamHeads(2);
    const read = heads.reader(database.read);
    for (const id of ['a', 'b', 'c']) await read(id, 0);
    await read('b', 0);
    await read('c', 0);
    await read('a', 0);
    expect(database.asked.map(([id]) => id)).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('catch-up with counted wake-ups', () => {
  it('reads once per wake-up, and at once for a wake-up that came while a batch was applied', async () => {
    const wake = createWakeSignal();
    const events: RecordedEvent[] = [recorded('s', 0)];
    const reads: bigint[] = [];
    const readAll = async ({ after = 0n }: { after?: bigint }) => {
      reads.push(after);
      return events.filter((event) => event.position > after);
    };
    const applied: number[] = [];
    let second!: () => void;
    const secondApplied = new Promise<void>((resolve) => (second = resolve));
    const subscription = catchUpSubscription(readAll, wake, { pollMs: 60_000, batchSize: 10 }, async (batch) => {
      applied.push(...batch.map((event) => event.revision));
      // Stored and announced while the first batch is applied: not missed, not waited for.
      if (applied.length === 1) {
        events.push(recorded('s', 1));
        wake.wake();
      }
      if (applied.length === 2) second();
    });
    await secondApplied;
    await subscription.stop();
    expect(applied).toEqual([0, 1]);
    // Two short batches, no read between them for nothing.
    expect(reads).toEqual([0n, 1n]);
  });
});
