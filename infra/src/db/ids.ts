import type { SqlPool } from './pool.ts';

/** The most ids one block takes from a sequence (a rush of a thousand requests: a few blocks). */
const MAX_BLOCK = 256;
/** The window the demand is measured over: a block holds about this long's worth of asks. */
const DEMAND_WINDOW_MS = 1_000;
/** Ids of a block not handed out within this long are given up (a gap), never handed later. */
const HOLD_MS = 10_000;

interface Sequence {
  /** Callers waiting for the next block. */
  waiting: Array<{ resolve(id: number): void; reject(error: unknown): void }>;
  taking: boolean;
  /** Ids taken and not yet handed out: `next` to `last`, taken at `takenAt`. */
  held: { next: number; last: number; takenAt: number } | null;
  /** When the latest asks came (within the demand window). */
  asks: number[];
}

/**
 * The spec's entities have integer ids. They are handed out here, before the command runs, and
 * travel inside the events: a replay or a rebuild never asks for them again.
 *
 * Each process takes ids from the database in blocks the size of its demand (docs/adr/0028,
 * decision 7, redone in decision 20): the block is as large as the asks of the last second (at least
 * the callers waiting, at most {@link MAX_BLOCK}), and the ids not handed out at once are kept for
 * the asks that follow, so that a rush asks the sequence's row about once a second per name instead
 * of once per request. One ask at a time takes blocks of one: a quiet school's ids leave no gaps.
 * Within a process the ids are handed out in order of asking; ids kept longer than {@link HOLD_MS},
 * and those held at a stop, are given up (a gap, as a PostgreSQL sequence's cache leaves). Two
 * processes each hand out their own blocks: never the same id, not in one order.
 *
 * @example
 * const contactId = await ids.next('contact');
 */
export function createIdAllocator(pool: SqlPool, clock: () => number = Date.now) {
  const sequences = new Map<string, Sequence>();

  /** Hands the held ids to the callers waiting, in order of asking; true when none is left waiting. */
  const handHeld = (sequence: Sequence) => {
    const { held } = sequence;
    if (held && clock() - held.takenAt >= HOLD_MS) sequence.held = null;
    while (sequence.held && sequence.waiting.length > 0) {
      const caller = sequence.waiting.shift()!;
      const id = sequence.held.next++;
      if (sequence.held.next > sequence.held.last) sequence.held = null;
      caller.resolve(id);
    }
    return sequence.waiting.length === 0;
  };

  const take = async (name: string, sequence: Sequence) => {
    sequence.taking = true;
    try {
      while (!handHeld(sequence)) {
        const now = clock();
        while (sequence.asks.length > 0 && now - sequence.asks[0]! > DEMAND_WINDOW_MS) sequence.asks.shift();
        const asking = sequence.waiting.length;
        const wanted = Math.min(MAX_BLOCK, Math.max(asking, sequence.asks.length));
        try {
          const { rows } = await pool.query<{ last_value: number }>(nextBlockStatement('$1', '$2'), [name, wanted]);
          const last = rows[0]!.last_value;
          sequence.held = { next: last - wanted + 1, last, takenAt: clock() };
        } catch (error) {
          // The callers this block was for fail; those arriving meanwhile ask again.
          for (const caller of sequence.waiting.splice(0, Math.min(asking, MAX_BLOCK))) caller.reject(error);
        }
      }
    } finally {
      sequence.taking = false;
    }
  };

  return {
    next(name: string): Promise<number> {
      let sequence = sequences.get(name);
      if (!sequence) sequences.set(name, (sequence = { waiting: [], taking: false, held: null, asks: [] }));
      const found = sequence;
      found.asks.push(clock());
      if (found.asks.length > MAX_BLOCK) found.asks.shift();
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
