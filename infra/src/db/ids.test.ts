import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdAllocator } from './ids.ts';
import { createPGlitePool } from './pglite.ts';
import type { SqlPool } from './pool.ts';

/** Ids in blocks the size of the demand (docs/adr/0028): in order, never twice, a rush in few statements, a quiet school without gaps. */
describe('id allocator', () => {
  let pool: Awaited<ReturnType<typeof createPGlitePool>>;
  let statements = 0;
  let counted: SqlPool;
  beforeAll(async () => {
    pool = await createPGlitePool(undefined, { maintainMs: 3_600_000 });
    await pool.query('CREATE TABLE id_sequences (name text PRIMARY KEY, last_value integer NOT NULL)');
    counted = {
      ...pool,
      query: ((text: string, values?: unknown[]) => {
        statements++;
        return pool.query(text, values);
      }) as SqlPool['query'],
    };
  });
  afterAll(async () => pool?.end());

  it('hands out one id per statement when asked one at a time, and a rush its ids in a few blocks', async () => {
    const ids = createIdAllocator(counted);
    expect([await ids.next('contact'), await ids.next('contact'), await ids.next('order')]).toEqual([1, 2, 1]);
    expect(statements).toBe(3);
    statements = 0;
    const rush = await Promise.all(Array.from({ length: 600 }, () => ids.next('contact')));
    // Every id once, in order of asking, right after the ones before (the one kept from the block of two first).
    expect(rush).toEqual(Array.from({ length: 600 }, (_, index) => index + 3));
    expect(statements).toBeLessThanOrEqual(5);
    expect(await ids.next('contact')).toBe(603);
  });

  it('two processes on one database never hand out the same id', async () => {
    const one = createIdAllocator(pool);
    const two = createIdAllocator(pool);
    const handed = await Promise.all(Array.from({ length: 400 }, (_, index) => (index % 2 === 0 ? one : two).next('family')));
    expect(new Set(handed).size).toBe(400);
    // Each hands its own in order of asking.
    const ofOne = handed.filter((_, index) => index % 2 === 0);
    expect(ofOne).toEqual([...ofOne].sort((a, b) => a - b));
  });

  it('keeps the rest of a block for the asks that follow a rush, and gives it up after a while; a quiet school leaves no gaps', async () => {
    let now = 1_000_000;
    const ids = createIdAllocator(counted, () => now);
    statements = 0;
    // Asked one at a time, seconds apart: one id per statement, none kept, no gap.
    const quiet: number[] = [];
    for (let index = 0; index < 3; index++) {
      quiet.push(await ids.next('quiet'));
      now += 2_000;
    }
    expect(quiet).toEqual([1, 2, 3]);
    expect(statements).toBe(3);
    // A second of a rush: 50 asks, one after the other. The blocks grow with the asks of the last
    // second, and what they hold serves the asks after them without a statement.
    statements = 0;
    const rush: number[] = [];
    for (let index = 0; index < 50; index++) {
      rush.push(await ids.next('rush'));
      now += 10;
    }
    expect(rush).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(statements).toBeLessThanOrEqual(8);
    const { rows } = await pool.query<{ last_value: number }>(`SELECT last_value FROM id_sequences WHERE name = 'rush'`);
    const kept = rows[0]!.last_value - 50;
    expect(kept).toBeGreaterThan(0);
    // Asked again within the hold: the next one kept, no statement.
    statements = 0;
    expect(await ids.next('rush')).toBe(51);
    expect(statements).toBe(0);
    // Long after: what was kept is given up (a gap), and the next block comes from the sequence.
    now += 60_000;
    expect(await ids.next('rush')).toBe(rows[0]!.last_value + 1);
    expect(statements).toBe(1);
  });

  it('a block refused by the database fails the callers waiting for it, and the next ask works', async () => {
    const ids = createIdAllocator(pool);
    await pool.query(`INSERT INTO id_sequences (name, last_value) VALUES ('big', 998)`);
    await pool.query('ALTER TABLE id_sequences ADD CONSTRAINT small CHECK (last_value < 1000)');
    try {
      // The first ask takes 999 alone; the two asking meanwhile share the next block, from 1000, refused.
      const settled = await Promise.allSettled([ids.next('big'), ids.next('big'), ids.next('big')]);
      expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      expect((settled[0] as PromiseFulfilledResult<number>).value).toBe(999);
    } finally {
      await pool.query('ALTER TABLE id_sequences DROP CONSTRAINT small');
    }
    expect(await ids.next('big')).toBe(1000);
  });
});
