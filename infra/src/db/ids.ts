import type { SqlPool } from './pool.ts';

/** The most ids one block takes from a sequence (a rush of a thousand requests: a few blocks). */
const MAX_BLOCK = 256;

interface Sequence {
  /** Callers waiting for the next block. */
  waiting: Array<{ resolve(id: number): void; reject(error: unknown): void }>;
  taking: boolean;
}

/**
 * The spec's entities have integer ids. They are handed out here, before the command runs, and
 * travel inside the events: a replay or a rebuild never asks for them again.
 *
 * Each process takes ids from the database in blocks the size of its demand (docs/adr/0028):
 * one at a time when requests come one at a time, and when requests arrive while a block is being
 * taken, the next block is exactly as large as the queue (at most {@link MAX_BLOCK}), so that a
 * rush waits on the sequence's row a few times rather than once per request. Every id of a block
 * is handed out as it arrives: a process keeps none in hand, so a stop leaves no gap and a
 * database restored under a running process cannot be handed an id twice.
 *
 * @example
 * const contactId = await ids.next('contact');
 */
export function createIdAllocator(pool: SqlPool) {
  const sequences = new Map<string, Sequence>();

  const take = async (name: string, sequence: Sequence) => {
    sequence.taking = true;
    try {
      while (sequence.waiting.length > 0) {
        const wanted = Math.min(MAX_BLOCK, sequence.waiting.length);
        const callers = sequence.waiting.splice(0, wanted);
        try {
          const { rows } = await pool.query<{ last_value: number }>(nextBlockStatement('$1', '$2'), [name, wanted]);
          const first = rows[0]!.last_value - wanted + 1;
          // In order of asking.
          callers.forEach((caller, index) => caller.resolve(first + index));
        } catch (error) {
          for (const caller of callers) caller.reject(error);
        }
      }
    } finally {
      sequence.taking = false;
    }
  };

  return {
    next(name: string): Promise<number> {
      let sequence = sequences.get(name);
      if (!sequence) sequences.set(name, (sequence = { waiting: [], taking: false }));
      const found = sequence;
      return new Promise<number>((resolve, reject) => {
        found.waiting.push({ resolve, reject });
        if (!found.taking) void take(name, found);
      });
    },
  };
}

/**
 * The statement that takes `size` ids (parameter `size`, `$2`…) of the sequence named by `name`
 * (`$1`…), returning `last_value`, the last of them: the block is `last_value - size + 1` to
 * `last_value`.
 */
export function nextBlockStatement(name: string, size: string): string {
  return `INSERT INTO id_sequences (name, last_value) VALUES (${name}, ${size})
         ON CONFLICT (name) DO UPDATE SET last_value = id_sequences.last_value + ${size} RETURNING last_value`;
}

export type IdAllocator = ReturnType<typeof createIdAllocator>;
