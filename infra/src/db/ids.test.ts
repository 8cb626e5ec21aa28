import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdAllocator } from './ids.ts';
import { createPGlitePool } from './pglite.ts';
import type { SqlPool } from './pool.ts';

/** Ids in blocks the size of the demand (docs/adr/0028): consecutive, never twice, a rush in few statements. */
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
    // Every id once, in order of asking, right after the ones before: nothing kept back.
    expect(rush).toEqual(Array.from({ length: 600 }, (_, index) => index + 3));
    expect(statements).toBeLessThanOrEqual(5);
    expect(await ids.next('contact')).toBe(603);
  });

  it('two processes on one database never hand out the same id', async () => {
    const one = createIdAllocator(pool);
    const two = createIdAllocator(pool);
    const handed = await Promise.all(Array.from({ length: 400 }, (_, index) => (index % 2 === 0 ? one : two).next('family')));
    expect(new Set(handed).size).toBe(400);
    expect(Math.max(...handed)).toBe(400);
  });

  it('a block refused by the database fails the callers waiting for it, and the next ask works', async () => {
    const ids = createIdAllocator(pool);
    await pool.query(`INSERT INTO id_sequences (name, last_value) VALUES ('big', 998)`);
    await pool.query('ALTER TABLE id_sequences ADD CONSTRAINT small CHECK (last_value < 1000)');
    try {
      // The first ask takes 999 alone; the two asking meanwhile share the next block, 1000-1001, refused.
      const settled = await Promise.allSettled([ids.next('big'), ids.next('big'), ids.next('big')]);
      expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      expect((settled[0] as PromiseFulfilledResult<number>).value).toBe(999);
    } finally {
      await pool.query('ALTER TABLE id_sequences DROP CONSTRAINT small');
    }
    expect(await ids.next('big')).toBe(1000);
  });
});
