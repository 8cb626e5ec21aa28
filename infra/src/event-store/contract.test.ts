import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../testing/databases.ts';
import { createEventStoreDbEventStore } from './eventstoredb.ts';
import { createPGliteEventStore } from './pglite.ts';
import { createPostgresEventStore } from './postgres.ts';
import { WrongExpectedRevision, type EventStore, type RecordedEvent } from './port.ts';

interface Adapter {
  name: string;
  skipReason?: string;
  open(): Promise<{ store: EventStore; dispose(): Promise<void> }>;
}

const sqlAdapters: Adapter[] = databaseKinds().map((kind) => ({
  name: kind.name,
  ...(kind.skipReason ? { skipReason: kind.skipReason } : {}),
  async open() {
    const db: TestDatabase = await kind.open();
    const store = kind.name === 'pglite' ? createPGliteEventStore(db.pool) : createPostgresEventStore(db.pool, db.url!);
    return {
      store,
      async dispose() {
        await store.close();
        await db.dispose();
      },
    };
  },
}));

const eventStoreDbUrl = process.env.EVENTSTORE_URL;
const eventStoreDb: Adapter = {
  name: 'eventstoredb',
  ...(eventStoreDbUrl ? {} : { skipReason: 'EventStoreDB contract suite skipped: EVENTSTORE_URL is not set and no EventStoreDB is reachable here' }),
  async open() {
    const store = createEventStoreDbEventStore(eventStoreDbUrl!);
    return { store, dispose: () => store.close() };
  },
};
if (eventStoreDb.skipReason) console.warn(`[skip] ${eventStoreDb.skipReason}`);

const adapters = [...sqlAdapters, eventStoreDb];
const event = (n: number, id?: string) => ({ ...(id ? { id } : {}), type: 'Counted', data: { n }, metadata: { correlationId: 'c' } });

for (const adapter of adapters) {
  describe.skipIf(Boolean(adapter.skipReason))(`event store contract: ${adapter.name}`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;
    // EventStoreDB keeps streams between runs: every stream name is new per run.
    const stream = (name: string) => `${name}-${randomUUID()}`;

    beforeAll(async () => {
      ({ store, dispose } = await adapter.open());
    }, 60_000);
    afterAll(async () => dispose?.());

    it('appends to a new stream and reads it back in revision order', async () => {
      const id = stream('read');
      const result = await store.appendToStream(id, [event(1), event(2), event(3)], { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(2);
      const events = await store.readStream(id);
      expect(events.map((e) => [e.revision, (e.data as { n: number }).n])).toEqual([[0, 1], [1, 2], [2, 3]]);
      expect(events[0]!.metadata.correlationId).toBe('c');
      expect(await store.readStream(id, { fromRevision: 2 })).toHaveLength(1);
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('refuses an append whose expected revision is not the stream\'s', async () => {
      const id = stream('conflict');
      await store.appendToStream(id, [event(1)], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(id, [event(2)], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(store.appendToStream(id, [event(2)], { expectedRevision: 5 })).rejects.toMatchObject({ actual: 0, expected: 5 });
      await expect(store.appendToStream(stream('absent'), [event(1)], { expectedRevision: 0 })).rejects.toMatchObject({ actual: 'no_stream' });
      const ok = await store.appendToStream(id, [event(2)], { expectedRevision: 0 });
      expect(ok.nextRevision).toBe(1);
      const any = await store.appendToStream(id, [event(3)], { expectedRevision: 'any' });
      expect(any.nextRevision).toBe(2);
      expect(await store.readStream(id)).toHaveLength(3);
    });

    it('names the streams whose id starts with a prefix, each once, and no other', async () => {
      const kind = `kind${randomUUID().slice(0, 8)}`;
      for (const id of [`${kind}-7-2`, `${kind}-7-10`, `${kind}-7-2`, `${kind}-77-1`, `${kind}-8-1`]) await store.appendToStream(id, [event(1)]);
      expect(await store.streamsStartingWith(`${kind}-7-`)).toEqual([`${kind}-7-10`, `${kind}-7-2`]);
      expect(await store.streamsStartingWith(`${kind}-9-`)).toEqual([]);
    });

    it('stores an append retried with the same event ids only once', async () => {
      const id = stream('idem');
      const ids = [randomUUID(), randomUUID()];
      const first = await store.appendToStream(id, [event(1, ids[0]), event(2, ids[1])], { expectedRevision: 'no_stream' });
      const retry = await store.appendToStream(id, [event(1, ids[0]), event(2, ids[1])], { expectedRevision: 'no_stream' });
      expect(retry.nextRevision).toBe(first.nextRevision);
      expect(retry.position).toBe(first.position);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('reads $all in position order, after a position', async () => {
      const start = await store.headPosition();
      const a = stream('all-a');
      const b = stream('all-b');
      await store.appendToStream(a, [event(1)]);
      await store.appendToStream(b, [event(2)]);
      await store.appendToStream(a, [event(3)]);
      const events = await store.readAll({ after: start, maxCount: 100 });
      const ours = events.filter((e) => e.streamId === a || e.streamId === b);
      expect(ours.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      const positions = events.map((e) => e.position);
      expect([...positions].sort((x, y) => (x < y ? -1 : 1))).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);
      const limited = await store.readAll({ after: start, maxCount: 2 });
      expect(limited).toHaveLength(2);
    });

    it('catches up from a checkpoint, then delivers live events', async () => {
      const start = await store.headPosition();
      const id = stream('live');
      await store.appendToStream(id, [event(1), event(2)]);
      const seen: number[] = [];
      let resolveAll!: () => void;
      const all = new Promise<void>((resolve) => (resolveAll = resolve));
      const subscription = store.subscribeToAll({ after: start, batchSize: 10 }, async (batch) => {
        for (const e of batch) if (e.streamId === id) seen.push((e.data as { n: number }).n);
        if (seen.length === 4) resolveAll();
      });
      await waitFor(() => seen.length === 2);
      await store.appendToStream(id, [event(3)]);
      await store.appendToStream(id, [event(4)]);
      await all;
      await subscription.stop();
      expect(seen).toEqual([1, 2, 3, 4]);
    });

    it('lets a subscriber see every event exactly once, in order, while writers race', async () => {
      const start = await store.headPosition();
      const writers = 8;
      const perWriter = 25;
      const prefix = randomUUID();
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ after: start, batchSize: 7 }, async (batch) => {
        for (const e of batch) if (e.streamId.startsWith(prefix)) seen.push(e);
      });
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < perWriter; i++) {
            // Half the writers share one stream, so their appends also race on revisions.
            const streamId = w % 2 === 0 ? `${prefix}-shared` : `${prefix}-${w}`;
            await store.appendToStream(streamId, [event(w * 1000 + i), event(w * 1000 + i + 500)]);
          }
        }),
      );
      await waitFor(() => seen.length >= writers * perWriter * 2, 20_000);
      await subscription.stop();
      expect(seen).toHaveLength(writers * perWriter * 2);
      expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
      const positions = seen.map((e) => e.position);
      for (let i = 1; i < positions.length; i++) expect(positions[i]! > positions[i - 1]!).toBe(true);
      const stored = (await store.readAll({ after: start, maxCount: 10_000 })).filter((e) => e.streamId.startsWith(prefix));
      expect(seen.map((e) => e.id)).toEqual(stored.map((e) => e.id));
      const shared = await store.readStream(`${prefix}-shared`);
      expect(shared.map((e) => e.revision)).toEqual(shared.map((_, i) => i));
    }, 60_000);
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
