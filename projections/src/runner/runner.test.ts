import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKysely, createLocalNotices, createPGliteEventStore, createPGlitePool, createSqlEventStore, migrateDatabase, type NoticeFigures, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { databaseKinds } from '@plouf/infra/testing';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsProjector } from '../contacts/projector.ts';
import type { Database } from '../database.ts';
import { rebuildReadModel } from './rebuild.ts';
import type { Projector } from './projector.ts';
import { applyBatch, readCheckpoint, startProjectionRunner } from './runner.ts';
import { countedRows, countingProjector, createCountedTable } from './testing.ts';

async function prepare(pool: SqlPool) {
  const store = pool.kind === 'pglite' ? createPGliteEventStore(pool) : createSqlEventStore(pool, { name: 'postgres', pollMs: 100 });
  await migrateDatabase(pool);
  const db = createKysely<Database>(pool);
  await createCountedTable(db);
  return { store, db };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const counted = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'Counted', data: { i } }));

for (const kind of databaseKinds()) {
  describe.skipIf(Boolean(kind.skipReason))(`projection runner on ${kind.name}`, () => {
    let pool: SqlPool;
    let dispose: () => Promise<void>;
    let url: string | undefined;
    let store: Awaited<ReturnType<typeof prepare>>['store'];
    let db: Kysely<Database>;

    beforeAll(async () => {
      const opened = await kind.open();
      ({ pool, url } = opened);
      dispose = opened.dispose;
      ({ store, db } = await prepare(pool));
    });
    afterAll(async () => dispose?.());

    it('rolls a failed batch back with its checkpoint, then applies every event exactly once', async () => {
      await db.deleteFrom('projection_checkpoints').execute();
      await pool.query('DELETE FROM counted');
      for (let i = 0; i < 6; i++) await store.appendToStream(`fail-${i}`, counted(20));
      let failures = 0;
      const projector = countingProjector((applied) => {
        if (applied === 30 && failures === 0) {
          failures += 1;
          throw new Error('projector failed mid-batch');
        }
      });
      const errors: unknown[] = [];
      const runner = startProjectionRunner({ store, db, notices: createLocalNotices(), projectors: [projector], batchSize: 25, onError: (_, e) => errors.push(e) });
      const head = await store.headPosition();
      await until(async () => (await readCheckpoint(db, 'counting')) === head);
      await runner.stop();
      expect(errors).toHaveLength(1);
      expect(await countedRows(db)).toEqual({ total: 120, over: 0 });
    });

    it("carries a row's figures in the notice only when every change of it in the batch was of its figures", async () => {
      await db.deleteFrom('projection_checkpoints').where('name', '=', 'figuring').execute();
      const projector: Projector = {
        readModel: 'figuring',
        handles: ['Figured'],
        async apply(_trx, event) {
          const { id, figures } = event.data as { id: number; figures?: NoticeFigures };
          return [{ readModel: 'figuring', id, ...(figures && { figures }) }];
        },
        async reset() {},
      };
      // 1: two bookings (the last figures stand); 2: a booking then a change of time; 3: the other way round.
      const changes = [{ id: 1, figures: { placesLeft: 3 } }, { id: 1, figures: { placesLeft: 2 } }, { id: 2, figures: { placesLeft: 5 } }, { id: 2 }, { id: 3 }, { id: 3, figures: { placesLeft: 1 } }];
      const batch = changes.map((data, i) => ({ id: `figured-${i}`, streamId: 'figured', type: 'Figured', data, position: BigInt(i + 1) }) as unknown as RecordedEvent);
      const applied = await applyBatch(db, projector, batch, 0n);
      expect(applied.changes).toEqual([{ readModel: 'figuring', ids: [1, 2, 3], position: '6', figures: { 1: { placesLeft: 2 } } }]);
    });

    it("lays each change's figures over the earlier ones of the row, and the batch's own figures over them once its events are applied", async () => {
      await db.deleteFrom('projection_checkpoints').where('name', '=', 'tallying').execute();
      const finished: number[] = [];
      const projector: Projector = {
        readModel: 'tallying',
        handles: ['Tallied'],
        async apply(_trx, event) {
          const { id, figures } = event.data as { id: number; figures?: NoticeFigures };
          return [{ readModel: 'tallying', id, ...(figures && { figures }) }];
        },
        // Counted once for the batch: only the rows whose every change was of figures take them.
        async finishBatch(_trx, events) {
          finished.push(events.length);
          return [1, 2].map((id) => ({ readModel: 'tallying', id, figures: { total: 10 * id } }));
        },
        async reset() {},
      };
      const changes = [{ id: 1, figures: { opened: 2 } }, { id: 1, figures: { 'left.3': 1 } }, { id: 2 }, { id: 2, figures: {} }];
      const batch = changes.map((data, i) => ({ id: `tallied-${i}`, streamId: 'tallied', type: 'Tallied', data, position: BigInt(i + 1) }) as unknown as RecordedEvent);
      const applied = await applyBatch(db, projector, batch, 0n);
      expect(finished).toEqual([4]);
      expect(applied.changes).toEqual([{ readModel: 'tallying', ids: [1, 2], position: '4', figures: { 1: { opened: 2, 'left.3': 1, total: 10 } } }]);
    });

    it('publishes a change notice after each committed batch, with the changed ids', async () => {
      const notices = createLocalNotices();
      const seen: Array<{ ids: number[]; position: string }> = [];
      notices.subscribe((notice) => notice.readModel === READ_MODELS.contacts && seen.push(notice));
      const runner = startProjectionRunner({ store, db, notices, projectors: [contactsProjector] });
      const at = '2026-11-21T10:00:00.000Z';
      const { position } = await store.appendToStream('contact-5001', [
        { type: 'ContactReceived', data: { contactId: 5001, email: 'n@x.fr', message: 'm', activityIds: [], receivedAt: at } },
      ]);
      await until(async () => seen.some((n) => BigInt(n.position) >= position));
      await runner.stop();
      expect(seen.flatMap((n) => n.ids)).toContain(5001);
      expect(await db.selectFrom('contacts').select('email').where('id', '=', 5001).executeTakeFirst()).toEqual({ email: 'n@x.fr' });
    });

    it('passes over a batch with nothing for its projector without a transaction, tells the waiters, and stores the checkpoint soon after', async () => {
      const notices = createLocalNotices();
      const seen: bigint[] = [];
      notices.subscribe((notice) => notice.readModel === READ_MODELS.contacts && seen.push(BigInt(notice.position)));
      const runner = startProjectionRunner({ store, db, notices, projectors: [contactsProjector], idleFlushMs: 300 });
      await until(async () => (await readCheckpoint(db, READ_MODELS.contacts)) === (await store.headPosition()));
      const before = await readCheckpoint(db, READ_MODELS.contacts);
      // Events the contacts projector does not handle.
      const { position } = await store.appendToStream('other-1', [{ type: 'SomethingElse', data: {} }]);
      await until(async () => seen.some((at) => at >= position));
      // Told at once, stored within the idle flush (not in the batch's own transaction).
      expect(await readCheckpoint(db, READ_MODELS.contacts)).toBe(before);
      await until(async () => (await readCheckpoint(db, READ_MODELS.contacts)) === position, 5000);
      // A handled event after it goes through the checkpoint stored by the flush.
      const received = await store.appendToStream('contact-5101', [{ type: 'ContactReceived', data: { contactId: 5101, email: 'p@x.fr', message: 'm', activityIds: [], receivedAt: '2026-11-21T10:00:00.000Z' } }]);
      await until(async () => (await readCheckpoint(db, READ_MODELS.contacts)) === received.position);
      // Passed over again, then stopped before the flush: the stop stores it.
      const last = await store.appendToStream('other-2', [{ type: 'SomethingElse', data: {} }]);
      await until(async () => seen.some((at) => at >= last.position));
      await runner.stop();
      expect(await readCheckpoint(db, READ_MODELS.contacts)).toBe(last.position);
    });

    it('clears a fault left on an event by a batch it passes over', async () => {
      await until(async () => (await readCheckpoint(db, READ_MODELS.contacts)) === (await store.headPosition()), 5000).catch(() => undefined);
      const { position } = await store.appendToStream('other-3', [{ type: 'SomethingElse', data: {} }]);
      // As a batch failing on a passing trouble leaves it: the event-by-event retry stopped on this one.
      await db.insertInto('projection_faults').values({ read_model: READ_MODELS.contacts, position: position.toString(), event_id: 'x', event_type: 'SomethingElse', stream_id: 'other-3', error: 'connection lost', since: new Date() }).execute();
      const runner = startProjectionRunner({ store, db, notices: createLocalNotices(), projectors: [contactsProjector], idleFlushMs: 100 });
      await until(async () => (await db.selectFrom('projection_faults').select('read_model').where('read_model', '=', READ_MODELS.contacts).execute()).length === 0, 5000);
      await runner.stop();
      expect(await readCheckpoint(db, READ_MODELS.contacts)).toBe(await store.headPosition());
    });

    it('rebuilds a read model from the event store into the same rows as the live projection', async () => {
      const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
      for (let id = 6001; id <= 6030; id++) {
        const events: Array<{ type: string; data: unknown }> = [
          { type: 'ContactReceived', data: { contactId: id, email: `c${id}@x.fr`, message: `m${id}`, activityIds: [id % 3], receivedAt: at(id % 60) } },
        ];
        if (id % 2 === 0) events.push({ type: 'ContactMarkedRead', data: { contactId: id, at: at(59) } });
        if (id % 4 === 0) events.push({ type: 'ContactMarkedUnread', data: { contactId: id, at: at(59) } });
        if (id % 5 === 0) events.push({ type: 'ContactDeleted', data: { contactId: id, at: at(59) } });
        await store.appendToStream(`contact-${id}`, events);
      }
      const runner = startProjectionRunner({ store, db, notices: createLocalNotices(), projectors: [contactsProjector], batchSize: 7 });
      const head = await store.headPosition();
      await until(async () => (await readCheckpoint(db, READ_MODELS.contacts)) === head);
      await runner.stop();
      const snapshot = () => db.selectFrom('contacts').selectAll().orderBy('id').execute();
      const live = await snapshot();
      expect(live.length).toBeGreaterThan(20);
      await db.updateTable('contacts').set({ message: 'tampered' }).execute();
      const { position } = await rebuildReadModel(store, db, contactsProjector, 11);
      expect(position).toBe(head);
      expect(await snapshot()).toEqual(live);
      // Contacts received in a batch are written together, before any later event of the batch touches
      // them: the same rows as one event at a time, and as the events say.
      await rebuildReadModel(store, db, contactsProjector, 1);
      expect(await snapshot()).toEqual(live);
      const expected = Array.from({ length: 30 }, (_, index) => 6001 + index).filter((id) => id % 5 !== 0);
      const mine = live.filter((row) => row.id >= 6001 && row.id <= 6030);
      expect(mine.map((row) => row.id)).toEqual(expected);
      expect(mine.map((row) => [row.read, row.activity_ids])).toEqual(expected.map((id) => [id % 2 === 0 && id % 4 !== 0, [id % 3]]));
    });

    it('survives being killed with SIGKILL in the middle of a batch: nothing applied twice, nothing skipped', async () => {
      await db.deleteFrom('projection_checkpoints').where('name', '=', 'counting').execute();
      await pool.query('DELETE FROM counted');
      await pool.query(`DELETE FROM es_events WHERE type = 'Counted'`);
      for (let i = 0; i < 4; i++) await store.appendToStream(`kill-${i}`, counted(50));

      // PGlite serves one process: hand its folder over to the child, then take it back.
      let target = url;
      let folder: string | undefined;
      if (kind.name === 'pglite') {
        folder = mkdtempSync(join(tmpdir(), 'plouf-kill-'));
        const filePool = await createPGlitePool(folder);
        const prepared = await prepare(filePool);
        for (let i = 0; i < 4; i++) await prepared.store.appendToStream(`kill-${i}`, counted(50));
        await filePool.end();
        target = folder;
      }

      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./crash-child.ts', import.meta.url)), target!, '75'], { stdio: 'inherit' });
      const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_, s) => resolve(s)));
      expect(signal).toBe('SIGKILL');

      const afterPool = folder ? await createPGlitePool(folder) : pool;
      const after = folder ? await prepare(afterPool) : { store, db };
      try {
        // Exactly the events up to the committed checkpoint are applied: the batch cut by the kill left nothing.
        const checkpoint = await readCheckpoint(after.db, 'counting');
        const { rows } = await afterPool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = 'Counted' AND position <= $1`, [String(checkpoint)]);
        expect(rows[0]!.n).toBeGreaterThan(0);
        expect(rows[0]!.n).toBeLessThan(75);
        expect(await countedRows(after.db)).toEqual({ total: rows[0]!.n, over: 0 });
        const runner = startProjectionRunner({ store: after.store, db: after.db, notices: createLocalNotices(), projectors: [countingProjector()], batchSize: 50 });
        const head = await after.store.headPosition();
        await until(async () => (await readCheckpoint(after.db, 'counting')) === head);
        await runner.stop();
        expect(await countedRows(after.db)).toEqual({ total: 200, over: 0 });
      } finally {
        if (folder) {
          await after.db.destroy();
          await afterPool.end();
          rmSync(folder, { recursive: true, force: true });
        }
      }
    }, 90_000);
  });
}
