import type { Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely } from './kysely.ts';
import { createPGlitePool } from './pglite.ts';

/**
 * PGlite's one connection, shared by turns (docs/adr/0028, decision 30): a transaction holds it from
 * its grant to its release; a statement on its own, on PGlite's thread, goes before the transactions
 * waiting, in the order asked, and never inside another's transaction.
 */
describe.each(['worker', 'main'] as const)('PGlite turns (%s thread)', (thread) => {
  let pool: Awaited<ReturnType<typeof createPGlitePool>>;
  beforeAll(async () => {
    pool = await createPGlitePool(undefined, { thread, maintainMs: 3_600_000 });
    await pool.query('CREATE TABLE turns (seq serial PRIMARY KEY, who text NOT NULL UNIQUE)');
  });
  afterAll(async () => pool?.end());
  const order = async () => (await pool.query<{ who: string }>('SELECT who FROM turns ORDER BY seq')).rows.map((row) => row.who);

  it('runs statements asked at once in the order asked, each failing alone', async () => {
    await pool.query('TRUNCATE turns');
    const asked = Array.from({ length: 40 }, (_, i) => pool.query('INSERT INTO turns (who) VALUES ($1)', [i === 20 ? 's0' : `s${i}`]));
    const settled = await Promise.allSettled(asked);
    expect(settled.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason.code)).toEqual(['23505']);
    expect(await order()).toEqual(Array.from({ length: 40 }, (_, i) => `s${i}`).filter((who) => who !== 's20'));
  });

  it('lets a statement on its own go before the transactions waiting, not inside the running one', async () => {
    await pool.query('TRUNCATE turns');
    const first = await pool.connect();
    await first.query('BEGIN');
    await first.query('INSERT INTO turns (who) VALUES ($1)', ['first']);
    const second = pool.connect().then(async (client) => {
      await client.query('INSERT INTO turns (who) VALUES ($1)', ['second']);
      client.release();
    });
    const alone = pool.query('INSERT INTO turns (who) VALUES ($1)', ['alone']);
    // The statement waits for the running transaction: a rollback takes nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.query('ROLLBACK');
    first.release();
    await Promise.all([second, alone]);
    // On the event loop, the statement keeps its place in the one queue (it cannot go first there
    // without a transaction waiting as long as statements come).
    expect(await order()).toEqual(thread === 'worker' ? ['alone', 'second'] : ['second', 'alone']);
  });

  it('shows a transaction what was asked before it was granted', async () => {
    await pool.query('TRUNCATE turns');
    const written = pool.query('INSERT INTO turns (who) VALUES ($1)', ['before']);
    const client = await pool.connect();
    try {
      expect((await client.query<{ who: string }>('SELECT who FROM turns')).rows).toEqual([{ who: 'before' }]);
    } finally {
      client.release();
    }
    await written;
  });

  it("answers Kysely's query on its own without waiting for the transactions queued", async () => {
    await pool.query('TRUNCATE turns');
    const db = createKysely<{ turns: { seq: Generated<number>; who: string } }>(pool);
    const running = await pool.connect();
    await running.query('BEGIN');
    const steps: string[] = [];
    const queued = db.transaction().execute(async (trx) => {
      steps.push('queued transaction');
      await trx.insertInto('turns').values({ who: 'queued' }).execute();
    });
    const read = db.selectFrom('turns').select('who').execute().then((rows) => steps.push(`read ${rows.length}`));
    await running.query('INSERT INTO turns (who) VALUES ($1)', ['running']);
    await running.query('COMMIT');
    running.release();
    await Promise.all([queued, read]);
    expect(steps).toEqual(thread === 'worker' ? ['read 1', 'queued transaction'] : ['queued transaction', 'read 2']);
    expect(await order()).toEqual(['running', 'queued']);
  });
});
