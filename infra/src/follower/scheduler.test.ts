import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand, type Decider } from '../command/decider.ts';
import { createPGlitePool } from '../db/pglite.ts';
import { withTransaction, type SqlPool } from '../db/pool.ts';
import { createPostgresPool } from '../db/postgres.ts';
import { createPGliteEventStore } from '../event-store/pglite.ts';
import { migrateDatabase } from '../db/migrate.ts';
import type { EventStore } from '../event-store/port.ts';
import { createPostgresEventStore } from '../event-store/postgres.ts';
import { createFreshPostgres, postgresKind, type TestDatabase } from '../testing/databases.ts';
import { startProcess } from './process.ts';
import { cancelDue, createScheduler, schedule, type FiredItem } from './scheduler.ts';

/** A stream that takes every `Expire` (nothing of its own stops a second one): only the idempotency key does. */
const expiryDecider: Decider<{ type: 'Expire'; data: { key: string } }, { type: 'Expired'; data: { key: string } }, number> = {
  initialState: () => 0,
  decide: (command) => [{ type: 'Expired', data: command.data }],
  evolve: (count) => count + 1,
};

/** The test's clock: time stands still until the test moves it. */
function testClock(start: string) {
  let now = new Date(start);
  return { clock: () => now, set: (moment: string) => void (now = new Date(moment)) };
}

const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A database that can be closed and opened again, as a restart does: PGlite on disk, or a PostgreSQL database. */
interface Reopenable {
  name: 'pglite' | 'postgres';
  open(): Promise<{ pool: SqlPool; store: EventStore }>;
  dispose(): Promise<void>;
}

function pgliteOnDisk(): Reopenable {
  const dir = mkdtempSync(join(tmpdir(), 'plouf-scheduler-'));
  return {
    name: 'pglite',
    async open() {
      const pool = await createPGlitePool(dir);
      await migrateDatabase(pool);
      return { pool, store: createPGliteEventStore(pool) };
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresDatabase(fresh: TestDatabase): Reopenable {
  return {
    name: 'postgres',
    async open() {
      const pool = createPostgresPool(fresh.url!);
      await migrateDatabase(pool);
      return { pool, store: createPostgresEventStore(pool, fresh.url!) };
    },
    dispose: () => fresh.dispose(),
  };
}

const pg = postgresKind();
const kinds: Array<{ name: string; skipReason?: string; make(): Promise<Reopenable> }> = [
  { name: 'pglite', make: async () => pgliteOnDisk() },
  { name: 'postgres', ...(pg.skipReason && { skipReason: pg.skipReason }), make: async () => postgresDatabase(await createFreshPostgres(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL!)) },
];

for (const kind of kinds) {
  if (kind.skipReason) console.warn(`[skip] scheduler on ${kind.name}: ${kind.skipReason}`);
  describe.skipIf(Boolean(kind.skipReason))(`scheduler: ${kind.name}`, () => {
    let database: Reopenable;
    beforeAll(async () => {
      database = await kind.make();
    }, 60_000);
    afterAll(async () => {
      await database?.dispose();
    });

    /** One "node": the database opened, the store migrated, a scheduler whose expiry handler appends through a command. */
    const node = async (clock: () => Date, { leaseMs = 60_000, hang = false } = {}) => {
      const { pool, store } = await database.open();
      const scheduler = createScheduler({ pool, clock, pollMs: 20, leaseMs });
      const fired: FiredItem[] = [];
      scheduler.onDue('expiry', async (item) => {
        fired.push(item);
        await handleCommand(store, `expiry-${item.key}`, expiryDecider, { type: 'Expire', data: { key: item.key } }, { correlationId: 'test', idempotencyKey: item.idempotencyKey });
        // The process dies here: acted, not yet marked done.
        if (hang) await new Promise(() => undefined);
      });
      await scheduler.start();
      const close = async () => {
        await scheduler.stop();
        await store.close();
        await pool.end();
      };
      return { pool, store, scheduler, fired, close };
    };

    it('fires an item once when the clock passes its time, not before', async () => {
      const time = testClock('2027-03-01T10:00:00Z');
      const n = await node(time.clock);
      await schedule(n.pool, { kind: 'expiry', key: 'on-time', dueAt: new Date('2027-03-01T12:00:00Z'), payload: { orderId: 7 } });
      expect(await n.scheduler.runDue()).toBe(0);
      time.set('2027-03-01T11:59:59.999Z');
      n.scheduler.poke();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(n.fired).toHaveLength(0);
      time.set('2027-03-01T12:00:00Z');
      n.scheduler.poke();
      await eventually(async () => n.fired.length === 1);
      expect(n.fired[0]).toMatchObject({ kind: 'expiry', key: 'on-time', payload: { orderId: 7 }, attempt: 1, idempotencyKey: 'due:expiry:on-time' });
      expect(n.fired[0]!.dueAt.toISOString()).toBe('2027-03-01T12:00:00.000Z');
      time.set('2027-03-02T00:00:00Z');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await n.scheduler.runDue()).toBe(0);
      expect(n.fired).toHaveLength(1);
      // Scheduled again (a replayed process): it stays done.
      expect(await schedule(n.pool, { kind: 'expiry', key: 'on-time', dueAt: new Date('2027-03-01T12:00:00Z') })).toBe(false);
      expect(await n.scheduler.runDue()).toBe(0);
      expect(await n.store.readStream('expiry-on-time')).toHaveLength(1);
      await n.close();
    });

    it('keeps a waiting item across a restart, and fires a cancelled one never', async () => {
      const time = testClock('2027-04-01T10:00:00Z');
      const before = await node(time.clock);
      await withTransaction(before.pool, async (client) => {
        await schedule(client, { kind: 'expiry', key: 'after-restart', dueAt: new Date('2027-04-02T10:00:00Z') });
        await schedule(client, { kind: 'expiry', key: 'cancelled', dueAt: new Date('2027-04-02T10:00:00Z') });
      });
      // Stored in a transaction that rolls back: nothing is due.
      await expect(
        withTransaction(before.pool, async (client) => {
          await schedule(client, { kind: 'expiry', key: 'rolled-back', dueAt: new Date('2027-04-01T10:00:00Z') });
          throw new Error('the writes that made it due failed');
        }),
      ).rejects.toThrow('failed');
      expect(await cancelDue(before.pool, 'expiry', 'cancelled')).toBe(true);
      await before.close();

      time.set('2027-04-03T00:00:00Z');
      const after = await node(time.clock);
      await eventually(async () => after.fired.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(after.fired.map((item) => item.key)).toEqual(['after-restart']);
      const { rows } = await after.pool.query<{ key: string; status: string }>(`SELECT key, status FROM due_items ORDER BY key`);
      expect(rows.filter((row) => row.key !== 'on-time')).toEqual([
        { key: 'after-restart', status: 'done' },
        { key: 'cancelled', status: 'cancelled' },
      ]);
      await after.close();
    });

    it('does not act twice when its process dies between firing and marking it done', async () => {
      const time = testClock('2027-05-01T10:00:00Z');
      const dying = await node(time.clock, { leaseMs: 60_000, hang: true });
      await schedule(dying.pool, { kind: 'expiry', key: 'crash', dueAt: new Date('2027-05-01T10:00:00Z') });
      await eventually(async () => (await dying.store.readStream('expiry-crash')).length === 1);
      // The process is gone: its handler never returns, its connections are closed under it.
      await dying.store.close();
      await dying.pool.end();

      const next = await node(time.clock);
      // Within the lease, nobody fires it again.
      expect(await next.scheduler.runDue()).toBe(0);
      time.set('2027-05-01T10:01:00.001Z');
      next.scheduler.poke();
      await eventually(async () => next.fired.length === 1);
      expect(next.fired[0]).toMatchObject({ key: 'crash', attempt: 2 });
      await eventually(async () => (await next.pool.query<{ status: string }>(`SELECT status FROM due_items WHERE key = 'crash'`)).rows[0]?.status === 'done');
      expect(await next.store.readStream('expiry-crash')).toHaveLength(1);
      await next.close();
    });

    it('fires again after a failing handler, at the clock of its retry', async () => {
      const time = testClock('2027-06-01T10:00:00Z');
      const { pool, store } = await database.open();
      const scheduler = createScheduler({ pool, clock: time.clock, pollMs: 20, retryMs: () => 5000 });
      let calls = 0;
      scheduler.onDue('flaky', async () => {
        calls++;
        if (calls === 1) throw new Error('the database is away');
      });
      await scheduler.start();
      await schedule(pool, { kind: 'flaky', key: 'one', dueAt: new Date('2027-06-01T10:00:00Z') });
      scheduler.poke();
      await eventually(async () => calls === 1);
      await eventually(async () => (await pool.query<{ last_error: string | null }>(`SELECT last_error FROM due_items WHERE kind = 'flaky'`)).rows[0]?.last_error === 'the database is away');
      time.set('2027-06-01T10:00:04Z');
      expect(await scheduler.runDue()).toBe(0);
      time.set('2027-06-01T10:00:05Z');
      await eventually(async () => calls === 2);
      await eventually(async () => (await pool.query<{ status: string }>(`SELECT status FROM due_items WHERE kind = 'flaky'`)).rows[0]?.status === 'done');
      await scheduler.stop();
      await store.close();
      await pool.end();
    });

    it("stores a process's due item with its checkpoint: a replay schedules it once", async () => {
      const time = testClock('2027-07-01T10:00:00Z');
      const n = await node(time.clock);
      const log = { error: () => undefined };
      const act = async (event: { type: string; data: unknown }, effects: { schedule(item: { kind: string; key: string; dueAt: Date }): void }) => {
        if (event.type !== 'Placed') return false;
        const { id } = event.data as { id: string };
        effects.schedule({ kind: 'expiry', key: `placed-${id}`, dueAt: new Date('2027-07-08T10:00:00Z') });
        return true;
      };
      await n.store.appendToStream('placed-a', [{ type: 'Placed', data: { id: 'a' } }]);
      const { position } = await n.store.appendToStream('placed-b', [{ type: 'Placed', data: { id: 'b' } }]);
      const acted: string[] = [];
      const first = await startProcess({ name: 'placing', store: n.store, pool: n.pool, log, act, onActed: (event) => acted.push(event.streamId) });
      await eventually(async () => acted.length === 2);
      await first.stop();
      const stored = async () => (await n.pool.query<{ key: string; status: string }>(`SELECT key, status FROM due_items WHERE key LIKE 'placed-%' ORDER BY key`)).rows;
      expect(await stored()).toEqual([
        { key: 'placed-a', status: 'waiting' },
        { key: 'placed-b', status: 'waiting' },
      ]);
      expect((await n.pool.query<{ position: string }>(`SELECT position::text AS position FROM process_checkpoints WHERE name = 'placing'`)).rows[0]?.position).toBe(String(position));

      time.set('2027-07-08T10:00:00Z');
      await eventually(async () => n.fired.length === 2);
      // Replayed from the start (a checkpoint lost): the items are there and done, nothing fires again.
      await n.pool.query(`UPDATE process_checkpoints SET position = 0 WHERE name = 'placing'`);
      const replay = await startProcess({ name: 'placing', store: n.store, pool: n.pool, log, act, onActed: (event) => acted.push(event.streamId) });
      await eventually(async () => acted.length === 4);
      await replay.stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await stored()).toEqual([
        { key: 'placed-a', status: 'done' },
        { key: 'placed-b', status: 'done' },
      ]);
      expect(n.fired).toHaveLength(2);
      await n.close();
    });
  });
}

if (pg.skipReason) console.warn(`[skip] scheduler, two nodes: ${pg.skipReason}`);
describe.skipIf(Boolean(pg.skipReason))('scheduler: two nodes on PostgreSQL', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await createFreshPostgres(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL!);
  }, 60_000);
  afterAll(async () => {
    await fresh?.dispose();
  });

  it('fires each item once between two schedulers', async () => {
    const time = testClock('2027-08-01T10:00:00Z');
    const pools = [createPostgresPool(fresh.url!), createPostgresPool(fresh.url!)];
    await migrateDatabase(pools[0]!);
    const fired = new Map<string, number[]>();
    const schedulers = pools.map((pool, node) => {
      const scheduler = createScheduler({ pool, clock: time.clock, pollMs: 5 });
      scheduler.onDue('reminder', async (item) => {
        fired.set(item.key, [...(fired.get(item.key) ?? []), node]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return scheduler;
    });
    for (const scheduler of schedulers) await scheduler.start();
    const count = 200;
    await withTransaction(pools[0]!, async (client) => {
      for (let n = 0; n < count; n++) await schedule(client, { kind: 'reminder', key: `r${n}`, dueAt: new Date(Date.parse('2027-08-01T10:00:00Z') + (n % 10) * 1000) });
    });
    time.set('2027-08-01T11:00:00Z');
    await eventually(async () => Number((await pools[0]!.query<{ n: string }>(`SELECT count(*)::text AS n FROM due_items WHERE status = 'done'`)).rows[0]?.n) === count, 30_000);
    for (const scheduler of schedulers) await scheduler.stop();
    expect(fired.size).toBe(count);
    expect([...fired.values()].filter((nodes) => nodes.length !== 1)).toEqual([]);
    const byNode = [0, 1].map((node) => [...fired.values()].filter((nodes) => nodes[0] === node).length);
    console.log(`two schedulers fired ${byNode.join(' + ')} items`);
    await Promise.all(pools.map((pool) => pool.end()));
  });
});
