/**
 * The end of the books' retention (docs/adr/0026-invoices-law-and-retention.md): the buyers' names
 * and addresses of a year's invoices and credit notes, and the names billed on that year's payments,
 * are sealed under the year's books key (`books-2026`). The school keeps them ten years past the
 * year (Code de commerce, art. L123-22); on the 1 January after, at night, one due item of the
 * scheduler deletes that key (the erasure kept in the ledger, as every erasure) and appends
 * `BooksRetentionEnded`: the documents then read their buyer as erased. Each year's item schedules
 * the next; the first is scheduled at start.
 */
import { parisMoment } from '@plouf/infra/days';
import { eraseFirst, handleCommand, schedule, type Decider, type EventStore, type FiredItem, type SqlPool } from '@plouf/infra';
import { parisYear } from './documents.ts';
import { BOOKS_RETENTION_STREAM, BOOKS_RETENTION_YEARS, booksSubject, type BooksRetentionEnded } from './events.ts';

/** The scheduler's kind; its key is the last year whose retention ends with it. */
export const BOOKS_RETENTION_DUE = 'books-retention';
const HOUR = 3;
const MINUTE = 30;

export type BooksRetentionCommand = { type: 'EndRetention'; data: { year: number; erasureId: string; subjects: string[]; now: string } };

/** The first moment a year's buyers may go: 1 January, ten years after the year's end, at night (Paris). */
export const retentionEndsAt = (year: number) => new Date(parisMoment(`${year + BOOKS_RETENTION_YEARS + 1}-01-01`, HOUR, MINUTE));

/**
 * The years whose retention ended (stream `books-retention`): each once, and never before its time,
 * whatever the clock of a handler that fires early or twice.
 *
 * @example
 * booksRetentionDecider.decide({ type: 'EndRetention', data: { year: 2026, erasureId, subjects: ['books-2026'], now: '2037-01-01T02:30:00.000Z' } }, { ended: [] });
 * // [{ type: 'BooksRetentionEnded', data: { year: 2026, erasureId, subjects: ['books-2026'], at: '2037-01-01T02:30:00.000Z' } }]
 */
export const booksRetentionDecider: Decider<BooksRetentionCommand, BooksRetentionEnded, { ended: number[] }> = {
  initialState: () => ({ ended: [] }),
  decide(command, state) {
    const { year, erasureId, subjects, now } = command.data;
    if (state.ended.includes(year) || Date.parse(now) < retentionEndsAt(year).getTime()) return [];
    return [{ type: 'BooksRetentionEnded', data: { year, erasureId, subjects, at: now } }];
  },
  evolve(state, event) {
    return { ended: [...state.ended, event.data.year] };
  },
};

/** The item that ends the retention of `year` (and of any older one still kept). */
const itemFor = (year: number) => ({ kind: BOOKS_RETENTION_DUE, key: String(year), dueAt: retentionEndsAt(year) });

/**
 * Schedules, at start, the end of the retention of the last year whose time has come (at once when
 * it has not been done) and of the year after (next 1 January). Scheduling an item stored already
 * (waiting or done) changes nothing.
 */
export async function scheduleBooksRetention(pool: SqlPool, clock: () => Date) {
  const last = parisYear(clock().toISOString()) - BOOKS_RETENTION_YEARS - 1;
  await schedule(pool, itemFor(last));
  await schedule(pool, itemFor(last + 1));
}

export interface BooksRetentionOptions {
  store: EventStore;
  pool: SqlPool;
  clock: () => Date;
  /** Deletes the subjects' keys and keeps the erasure in the list outside the database (the platform's one erase). */
  erase(subjects: string[], erasureId: string): Promise<void>;
}

/**
 * The yearly handler (`scheduler.onDue(BOOKS_RETENTION_DUE, …)`): for the item's year and every
 * older one whose books key is still kept (a server stopped over a new year), decided on the stream
 * first, then the key deleted, then `BooksRetentionEnded` appended with a key of its own: a second
 * firing ends nothing twice.
 */
export function booksRetentionHandler(options: BooksRetentionOptions) {
  const { store, pool, clock } = options;
  return async (item: FiredItem) => {
    const year = Number(item.key);
    await schedule(pool, itemFor(year + 1));
    const { rows } = await pool.query<{ subject: string }>(`SELECT subject FROM personal_keys WHERE subject LIKE 'books-%'`);
    const kept = rows.map((row) => Number(row.subject.slice('books-'.length))).filter((kept) => Number.isInteger(kept) && kept <= year);
    const now = clock().toISOString();
    // A year with no key sealed nothing: nothing to end.
    for (const ended of kept.sort((a, b) => a - b)) {
      const subjects = [booksSubject(ended)];
      const erasureId = `books-retention:${ended}`;
      const command: BooksRetentionCommand = { type: 'EndRetention', data: { year: ended, erasureId, subjects, now } };
      const metadata = { correlationId: item.idempotencyKey, userId: null, timestamp: now, idempotencyKey: `${item.idempotencyKey}#${ended}` };
      await eraseFirst(store, BOOKS_RETENTION_STREAM, booksRetentionDecider, command, {
        erase: () => options.erase(subjects, erasureId),
        append: () => handleCommand(store, BOOKS_RETENTION_STREAM, booksRetentionDecider, command, metadata),
      });
    }
  };
}
