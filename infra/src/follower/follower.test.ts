import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPGlitePool } from '../db/pglite.ts';
import type { SqlPool } from '../db/pool.ts';
import { createPGliteEventStore } from '../event-store/pglite.ts';
import type { EventStore, RecordedEvent } from '../event-store/port.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { CheckpointMoved, startFollower } from './follower.ts';

const eventually = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('follower', () => {
  let pool: SqlPool;
  let store: EventStore;
  beforeAll(async () => {
    pool = await createPGlitePool();
    await migrateDatabase(pool);
    store = createPGliteEventStore(pool);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  it('catches up from its checkpoint, goes live, and replays from the stored checkpoint what a failure left', async () => {
    const stream = `follow-${Date.now()}`;
    const first = await store.appendToStream(stream, [1, 2, 3].map((n) => ({ type: 'Counted', data: { n } })));
    // The checkpoint as a database row would keep it: moved only by a batch that went through.
    let stored = first.position - 2n;
    const seen: number[] = [];
    const failures: number[] = [];
    let failOnce = true;
    let moveOnce = true;
    let starts = 0;
    const follower = startFollower({
      name: 'test',
      store,
      batchSize: 1,
      async start() {
        starts++;
        return stored;
      },
      async handle(batch: RecordedEvent[]) {
        const event = batch[0]!;
        if (event.streamId !== stream) return void (stored = event.position);
        const n = (event.data as { n: number }).n;
        if (n === 3 && moveOnce) {
          moveOnce = false;
          throw new CheckpointMoved('test');
        }
        if (n === 4 && failOnce) {
          failOnce = false;
          throw new Error('the database is away');
        }
        seen.push(n);
        stored = event.position;
      },
      failed(_error, count) {
        failures.push(count);
        return 10;
      },
    });
    await eventually(() => seen.length === 2);
    await store.appendToStream(stream, [4, 5].map((n) => ({ type: 'Counted', data: { n } })));
    await eventually(() => seen.length === 4);
    await follower.stop();
    // Event 1 is before the checkpoint; 3 and 4 are followed again after their failures, once each.
    expect(seen).toEqual([2, 3, 4, 5]);
    expect(failures).toEqual([1]);
    expect(starts).toBe(3);
  });

  it('stops at once while it pauses after a failure', async () => {
    const follower = startFollower({
      name: 'stuck',
      store,
      start: async () => 0n,
      handle: async () => {
        throw new Error('never applies');
      },
      failed: () => 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = Date.now();
    await follower.stop();
    expect(Date.now() - before).toBeLessThan(5000);
  });
});
