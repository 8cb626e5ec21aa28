import type { RecordedEvent } from './port.ts';

/** Events a sole writer keeps of `$all`'s end at most; past it, the oldest half goes (and is read from the database). */
const MAX_KEPT = 20_000;

/**
 * A value as the database gives it back from a `jsonb` column: what JSON would write of it, its
 * objects' keys in jsonb's order (shorter first, then by their bytes). An event served from memory
 * is then the same object, keys in the same order, as the one a read of the table gives.
 */
export function asStored(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (typeof value !== 'object') return undefined;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return asStored(withJson.toJSON());
  if (Array.isArray(value)) return value.map((item) => asStored(item) ?? null);
  const entries: Array<[string, unknown]> = [];
  for (const [key, item] of Object.entries(value)) {
    const stored = asStored(item);
    if (stored !== undefined) entries.push([key, stored]);
  }
  entries.sort(([a], [b]) => jsonbKeyOrder(a, b));
  return Object.fromEntries(entries);
}

/** jsonb's order of an object's keys: by length in bytes, then byte by byte. */
function jsonbKeyOrder(a: string, b: string): number {
  const ascii = /^[\x00-\x7f]*$/;
  if (ascii.test(a) && ascii.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length - right.length || Buffer.compare(left, right);
}

/**
 * The end of `$all` as a sole writer stores it (issue 42: on PGlite, every follower of the process,
 * twenty and more, read the events each append had just stored, a statement each on the one
 * connection). The appender hands over what each append stored, in the order of their positions;
 * from the first one on, every event stored is here, so a read of `$all` from at or after that
 * point is answered from memory, the same events a statement would give. A read from before it, or
 * once the oldest were let go, goes to the database. Kept per pool, like the streams' heads.
 *
 * @example
 * const tail = createEventTail();
 * tail.stored('contact-12', events, 0, 41n);
 * tail.after(40n, 500); // [the event at 41], or undefined when 40 is before what it holds
 */
export function createEventTail(max = MAX_KEPT) {
  let events: RecordedEvent[] = [];
  /** Every event past this position is held; undefined until the first append. */
  let from: bigint | undefined;
  return {
    /** An append stored: its events, the stream's revision and the `$all` position of its last event (its events' positions follow each other: es_append under its lock). */
    stored(streamId: string, appended: ReadonlyArray<{ id: string; type: string; data: unknown; metadata: unknown }>, lastRevision: number, lastPosition: bigint) {
      const firstPosition = lastPosition - BigInt(appended.length - 1);
      if (from === undefined) from = firstPosition - 1n;
      // A position not after the last held would mean another writer: everything is let go.
      const last = events[events.length - 1];
      if (last && last.position >= firstPosition) {
        this.forget();
        return;
      }
      appended.forEach((event, index) =>
        events.push({
          id: event.id,
          streamId,
          revision: lastRevision - (appended.length - 1) + index,
          position: firstPosition + BigInt(index),
          type: event.type,
          data: asStored(event.data),
          metadata: asStored(event.metadata ?? {}) as RecordedEvent['metadata'],
        }),
      );
      if (events.length > max) {
        const dropped = events.length - Math.floor(max / 2);
        from = events[dropped - 1]!.position;
        events = events.slice(dropped);
      }
    },
    /** The events after `after`, at most `maxCount`; undefined when what is held does not reach back to it. */
    after(after: bigint, maxCount: number): RecordedEvent[] | undefined {
      if (from === undefined || after < from) return undefined;
      // The first held event past `after` (binary search: positions only grow).
      let low = 0;
      let high = events.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (events[middle]!.position <= after) low = middle + 1;
        else high = middle;
      }
      return events.slice(low, low + maxCount);
    },
    /** The table was written past the store (a start's sealing or renaming): nothing held is trusted. */
    forget() {
      events = [];
      from = undefined;
    },
  };
}

export type EventTail = ReturnType<typeof createEventTail>;
