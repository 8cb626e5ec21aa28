import type { SqlPool } from './pool.ts';

/**
 * The spec's entities have integer ids. They are handed out here, before the command runs, and
 * travel inside the events: a replay or a rebuild never asks for them again.
 *
 * @example
 * const contactId = await ids.next('contact');
 */
export function createIdAllocator(pool: SqlPool) {
  return {
    async next(name: string): Promise<number> {
      const { rows } = await pool.query<{ last_value: number }>(nextIdStatement('$1'), [name]);
      return rows[0]!.last_value;
    },
  };
}

/**
 * The statement that hands out the next id of the sequence named by `parameter` (`$1`…), returning
 * `last_value`: also run inside another statement, as the idempotency store does to record the id
 * it hands out in the same commit.
 */
export function nextIdStatement(parameter: string): string {
  return `INSERT INTO id_sequences (name, last_value) VALUES (${parameter}, 1)
         ON CONFLICT (name) DO UPDATE SET last_value = id_sequences.last_value + 1 RETURNING last_value`;
}

export type IdAllocator = ReturnType<typeof createIdAllocator>;
