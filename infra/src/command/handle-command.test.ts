import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPGliteEventStore } from '../event-store/pglite.ts';
import { createPostgresEventStore } from '../event-store/postgres.ts';
import type { EventStore } from '../event-store/port.ts';
import { databaseKinds, type TestDatabase } from '../testing/databases.ts';
import { handleCommand, holdTurn, nextArrival, type Decider } from './decider.ts';

type Booked = { type: 'Booked'; data: { place: number; who?: string } };
/** A course's places, booked one after the other: each command appends the next place. */
const places: Decider<{ type: 'Book' }, Booked, number[]> = {
  initialState: () => [],
  evolve: (booked, event) => [...booked, event.data.place],
  decide: (_, booked) => [{ type: 'Booked', data: { place: booked.length } }],
};
const meta = (idempotencyKey?: string) => ({ correlationId: 'test', ...(idempotencyKey ? { idempotencyKey } : {}) });
let streams = 0;
const newStream = () => `course-${Date.now()}-${streams++}`;

for (const kind of databaseKinds()) {
  describe.skipIf(Boolean(kind.skipReason))(`handleCommand: ${kind.name}`, () => {
    let db: TestDatabase;
    let store: EventStore;
    /** A second store over the same database: what another process sees and does. */
    let elsewhere: EventStore;

    beforeAll(async () => {
      db = await kind.open();
      const open = () => (kind.name === 'pglite' ? createPGliteEventStore(db.pool) : createPostgresEventStore(db.pool, db.url!));
      store = open();
      elsewhere = open();
    }, 60_000);
    afterAll(async () => {
      await store?.close();
      await elsewhere?.close();
      await db?.dispose();
    });

    it('carries out 200 commands sent at once on one stream, one after the other', async () => {
      const stream = newStream();
      const results = await Promise.allSettled(Array.from({ length: 200 }, () => handleCommand(store, stream, places, { type: 'Book' }, meta())));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const events = await store.readStream(stream);
      expect(events.map((event) => event.revision)).toEqual(Array.from({ length: 200 }, (_, i) => i));
      expect(events.map((event) => (event.data as Booked['data']).place)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    }, 60_000);

    it('folds in what another process appended since its last command', async () => {
      const stream = newStream();
      await handleCommand(store, stream, places, { type: 'Book' }, meta());
      await handleCommand(elsewhere, stream, places, { type: 'Book' }, meta());
      await elsewhere.appendToStream(stream, [{ type: 'Booked', data: { place: 2 } }], { expectedRevision: 1 });
      const { state } = await handleCommand(store, stream, places, { type: 'Book' }, meta());
      expect(state).toEqual([0, 1, 2, 3]);
    });

    it('starts over when another process appends between its read and its append', async () => {
      const stream = newStream();
      await handleCommand(store, stream, places, { type: 'Book' }, meta());
      let raced = false;
      const racing: EventStore = {
        ...store,
        async readStream(id, options) {
          const events = await store.readStream(id, options);
          if (!raced) {
            raced = true;
            await elsewhere.appendToStream(id, [{ type: 'Booked', data: { place: 1 } }], { expectedRevision: 0 });
          }
          return events;
        },
      };
      const { state } = await handleCommand(racing, stream, places, { type: 'Book' }, meta());
      expect(state).toEqual([0, 1, 2]);
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    });

    it('decides on its own fold without a read: the append\'s expected revision catches a fold that is behind', async () => {
      let reads = 0;
      const from: number[] = [];
      const counting: EventStore = { ...store, readStream: (id, options) => (reads++, from.push(options?.fromRevision ?? 0), store.readStream(id, options)) };
      const stream = newStream();
      await handleCommand(counting, stream, places, { type: 'Book' }, meta());
      await handleCommand(counting, stream, places, { type: 'Book' }, meta());
      // The first read a stream this process had not folded; the second was decided on the fold.
      expect(reads).toBe(1);
      // Another process appends: the fold is behind, its append is refused, and the turn starts over from a read.
      await elsewhere.appendToStream(stream, [{ type: 'Booked', data: { place: 2 } }], { expectedRevision: 1 });
      expect((await handleCommand(counting, stream, places, { type: 'Book' }, meta())).state).toEqual([0, 1, 2, 3]);
      expect(reads).toBe(2);
      // Only what came since its fold is read: the fold was behind, not wrong.
      expect(from).toEqual([0, 2]);
      // A stream another process appended to is read first for a while.
      expect((await handleCommand(counting, stream, places, { type: 'Book' }, meta())).state).toEqual([0, 1, 2, 3, 4]);
      expect(reads).toBe(3);
      // A stream named by a new id is decided as empty without a read…
      const fresh = newStream();
      expect((await handleCommand(counting, fresh, places, { type: 'Book' }, meta(), { newStream: true })).state).toEqual([0]);
      expect(reads).toBe(3);
      // …and a wrong hint costs a refused append, not a wrong decision.
      const existing = newStream();
      await elsewhere.appendToStream(existing, [{ type: 'Booked', data: { place: 0 } }], { expectedRevision: 'no_stream' });
      expect((await handleCommand(counting, existing, places, { type: 'Book' }, meta(), { newStream: true })).state).toEqual([0, 1]);
      expect((await store.readStream(existing)).map((event) => (event.data as Booked['data']).place)).toEqual([0, 1]);
    });

    it('reads first when another decider of this process appended to the stream since its fold: no append is refused', async () => {
      let reads = 0;
      let refused = 0;
      const counting: EventStore = {
        ...store,
        readStream: (id, options) => (reads++, store.readStream(id, options)),
        appendToStream: (id, events, options) => store.appendToStream(id, events, options).catch((error: unknown) => (refused++, Promise.reject(error))),
      };
      // Another decider of the same events, folding them its own way.
      const count: Decider<{ type: 'Book' }, Booked, number> = { initialState: () => 0, evolve: (n) => n + 1, decide: (_, n) => [{ type: 'Booked', data: { place: n } }] };
      const stream = newStream();
      await handleCommand(counting, stream, places, { type: 'Book' }, meta());
      await handleCommand(counting, stream, count, { type: 'Book' }, meta());
      expect((await handleCommand(counting, stream, places, { type: 'Book' }, meta())).state).toEqual([0, 1, 2]);
      // The first read of each decider, and the one after the other's append; nothing refused.
      expect([reads, refused]).toEqual([3, 0]);
    });

    it('refuses only on the stream as stored: a refusal decided on a fold that is behind is decided again after a read', async () => {
      type Seat = { type: 'Booked' | 'Freed'; data: { place: number } };
      // Two places: a third booking is refused until one is freed.
      const two: Decider<{ type: 'Book' }, Seat, number> = {
        initialState: () => 0,
        evolve: (taken, event) => (event.type === 'Booked' ? taken + 1 : taken - 1),
        decide: (_, taken) => {
          if (taken >= 2) throw new Error('full');
          return [{ type: 'Booked', data: { place: taken } }];
        },
      };
      let reads = 0;
      const counting: EventStore = { ...store, readStream: (id, options) => (reads++, store.readStream(id, options)) };
      const stream = newStream();
      await handleCommand(counting, stream, two, { type: 'Book' }, meta());
      await handleCommand(counting, stream, two, { type: 'Book' }, meta());
      // Another process frees a place: this process's fold still says full.
      await elsewhere.appendToStream(stream, [{ type: 'Freed', data: { place: 0 } }], { expectedRevision: 1 });
      expect((await handleCommand(counting, stream, two, { type: 'Book' }, meta())).state).toBe(2);
      expect(reads).toBe(2);
      // Full as stored: the refusal stands after its read.
      await expect(handleCommand(counting, stream, two, { type: 'Book' }, meta())).rejects.toThrow('full');
      expect(reads).toBe(3);
      expect(await store.readStream(stream)).toHaveLength(4);
    });

    it('appends nothing for a command whose idempotency key the stream already carries, from any process', async () => {
      const stream = newStream();
      const first = await handleCommand(store, stream, places, { type: 'Book' }, meta('request-1#0'));
      const again = await handleCommand(store, stream, places, { type: 'Book' }, meta('request-1#0'));
      expect(again).toMatchObject({ events: [], position: first.position, state: [0] });
      const byOther = await handleCommand(elsewhere, stream, places, { type: 'Book' }, meta('request-2#0'));
      const repeatedHere = await handleCommand(store, stream, places, { type: 'Book' }, meta('request-2#0'));
      expect(repeatedHere).toMatchObject({ events: [], position: byOther.position, state: [0, 1] });
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('tells a command that changed nothing where the stream it decided on stands', async () => {
      const stream = newStream();
      const idle: Decider<{ type: 'Look' }, Booked, number[]> = { ...places, decide: () => [] };
      const empty = await handleCommand(store, stream, idle, { type: 'Look' }, meta());
      expect(empty).toMatchObject({ events: [], position: undefined, seen: undefined });
      const booked = await handleCommand(store, stream, places, { type: 'Book' }, meta());
      expect(booked.seen).toBe(booked.position);
      // Appended by another process, then looked at here: the look answers the other's position.
      const other = await elsewhere.appendToStream(stream, [{ type: 'Booked', data: { place: 1 } }], { expectedRevision: 0 });
      const looked = await handleCommand(store, stream, idle, { type: 'Look' }, meta());
      expect(looked).toMatchObject({ events: [], position: undefined, seen: other.position, state: [0, 1] });
    });
    it('decides held commands in the order their requests arrived, not the order they came ready', async () => {
      const stream = newStream();
      const named: Decider<{ type: 'Book'; who: string }, Booked, string[]> = {
        initialState: () => [],
        evolve: (booked, event) => [...booked, event.data.who ?? ''],
        decide: (command, booked) => [{ type: 'Booked', data: { place: booked.length, who: command.who } }],
      };
      // Five requests arrive in order; their checks take different times; one is refused before deciding.
      const arrived = ['a', 'b', 'c', 'd', 'e'].map((who) => ({ who, held: holdTurn(store, stream, nextArrival()) }));
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const done = await Promise.all(
        arrived.map(async ({ who, held }, index) => {
          await pause([60, 10, 40, 0, 20][index]!);
          if (who === 'c') return void held.release();
          return held.handle(named, { type: 'Book', who }, meta());
        }),
      );
      expect(done[3]!.state).toEqual(['a', 'b', 'd']);
      expect((await store.readStream(stream)).map((event) => (event.data as Booked['data']).who)).toEqual(['a', 'b', 'd', 'e']);
      // A command that arrived after the held ones waits behind them; one sent before a hold went first.
      const before = handleCommand(store, stream, named, { type: 'Book', who: 'f' }, meta());
      const held = holdTurn(store, stream, nextArrival());
      const after = handleCommand(store, stream, named, { type: 'Book', who: 'h' }, meta());
      await pause(20);
      await held.handle(named, { type: 'Book', who: 'g' }, meta());
      await Promise.all([before, after]);
      expect((await store.readStream(stream)).map((event) => (event.data as Booked['data']).who)).toEqual(['a', 'b', 'd', 'e', 'f', 'g', 'h']);
    });
  });
}
