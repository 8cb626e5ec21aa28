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
      const { rows } = await pool.query<{ last_value: number }>(
        `INSERT INTO id_sequences (name, last_value) VALUES ($1, 1)
         ON CONFLICT (name) DO UPDATE SET last_value = id_sequences.last_value + 1 RETURNING last_value`,
        [name],
      );
      return rows[0]!.last_value;
    },
  };
}

export type IdAllocator = ReturnType<typeof createIdAllocator>;
