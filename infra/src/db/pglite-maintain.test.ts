import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPGlitePool } from './pglite.ts';

/** PGlite has no autovacuum: the pool vacuums and analyzes the tables it saw written enough. */
describe('PGlite pool maintenance', () => {
  let pool: Awaited<ReturnType<typeof createPGlitePool>>;
  beforeAll(async () => {
    pool = await createPGlitePool(undefined, { maintainMs: 3_600_000 });
    await pool.query('CREATE TABLE listed (id integer PRIMARY KEY, at timestamptz NOT NULL, view text NOT NULL)');
    await pool.query('CREATE INDEX listed_at ON listed (at, id)');
    await pool.query('CREATE TABLE quiet (id integer PRIMARY KEY)');
  });
  afterAll(async () => pool?.end());

  const plan = async () => (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT view FROM listed WHERE at >= '2026-01-01' AND at < '2027-01-01' ORDER BY at DESC, id DESC LIMIT 50`)).rows.map((row) => row['QUERY PLAN']).join('\n');

  it('vacuums and analyzes a table rewritten in place, after which a page is read through its index', async () => {
    for (let i = 0; i < 400; i++) await pool.query('INSERT INTO listed (id, at, view) VALUES ($1, $2, $3)', [i, new Date(Date.UTC(2026, 0, 1) + i * 60_000), 'x'.repeat(700)]);
    // Each row rewritten twice, as a read model does when an order moves on.
    for (let round = 0; round < 2; round++) await pool.query(`UPDATE listed SET view = $1`, ['y'.repeat(700)]);
    await pool.query('INSERT INTO quiet (id) VALUES (1)');
    expect(await plan()).not.toMatch(/Index Scan Backward using listed_at/);
    expect(await pool.maintain()).toEqual(['listed']);
    const [sizes] = (await pool.query<{ reltuples: number }>(`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'listed'`)).rows;
    expect(sizes!.reltuples).toBe(400);
    expect(await plan()).toMatch(/Index Scan Backward using listed_at/);
    // Nothing written since: nothing to do; the quiet table stays under its threshold.
    expect(await pool.maintain()).toEqual([]);
  });
});
