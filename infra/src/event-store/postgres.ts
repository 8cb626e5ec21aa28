import pg from 'pg';
import { batchStatements, inFlightFor } from '../db/batch.ts';
import type { SqlPool } from '../db/pool.ts';
import { catchUpSubscription, createWakeSignal, type WakeSource } from './catch-up.ts';
import { createSqlAppender } from './sql-append.ts';
import { createEventTail } from './tail.ts';
import {
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  WrongExpectedRevision,
} from './port.ts';

const NOTIFY_CHANNEL = 'plouf_events';

interface Row {
  position: string | bigint;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

const toRecorded = (row: Row): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  revision: row.revision,
  position: BigInt(row.position),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
});

export interface SqlEventStoreOptions {
  name: string;
  /** Wake-ups from other processes (PostgreSQL LISTEN); the in-process signal is always there. */
  remoteWake?: { subscribe(wake: () => void): () => void };
  pollMs?: number;
  /**
   * Where `$all` is read (the followers': projections, processes, the mailer), when not on the pool
   * the commands use: a rush of requests then does not hold the read models back (issue 42).
   */
  readAllPool?: SqlPool;
  /**
   * Every append to the database goes through this process (PGlite: the database is the process's
   * own): a stream read from past the last revision this process stored or read is answered with no
   * statement ({@link createStreamHeads}).
   */
  soleWriter?: boolean;
}

/**
 * The SQL event store shared by the PostgreSQL and PGlite adapters. Its table and `es_append` come
 * from the migrations (`migrateDatabase`, infra/migrations/2026112901_platform_tables.ts).
 */
export function createSqlEventStore(pool: SqlPool, options: SqlEventStoreOptions): EventStore {
  const local = createWakeSignal();
  const unsubscribeRemote = options.remoteWake?.subscribe(() => local.wake());

  const readFrom = async (after: bigint, maxCount: number) => {
    const { rows } = await (options.readAllPool ?? pool).query<Row>(
      `SELECT position, event_id, stream_id, revision, type, data, metadata FROM es_events
       WHERE position > $1 ORDER BY position LIMIT $2`,
      [String(after), maxCount],
    );
    return rows.map(toRecorded);
  };
  // The subscriptions of a process (projectors, processes, the mailer) wake together and mostly
  // stand at the same position: one read in flight from a position serves every caller asking
  // from it meanwhile, as long as no wake-up came since it was sent (it would not see what that one
  // announced); each gets at most what it asked for, and recorded events are not changed.
  const inFlight = new Map<string, { maxCount: number; generation: number; rows: Promise<RecordedEvent[]> }>();
  // A sole writer holds what it appended since its first append: followers read it from memory.
  const tail = options.soleWriter ? tailOf(pool) : undefined;
  const readAll = async ({ after = 0n, maxCount = 500 }: ReadAllOptions = {}) => {
    const held = tail?.after(after, maxCount);
    if (held) return held;
    const key = String(after);
    const shared = inFlight.get(key);
    if (shared && shared.maxCount >= maxCount && shared.generation === local.generation()) return (await shared.rows).slice(0, maxCount);
    const rows = readFrom(after, Math.max(maxCount, 500));
    inFlight.set(key, { maxCount: Math.max(maxCount, 500), generation: local.generation(), rows });
    try {
      return (await rows).slice(0, maxCount);
    } finally {
      if (inFlight.get(key)?.rows === rows) inFlight.delete(key);
    }
  };

  const heads = options.soleWriter ? streamHeadsOf(pool) : undefined;
  const readStream = heads ? heads.reader(createStreamReader(pool)) : createStreamReader(pool);
  const appendBatched = createSqlAppender(pool, NOTIFY_CHANNEL, heads?.heard, tail?.stored.bind(tail));
  const append = async (streamId: string, events: NewEvent[], expected: ExpectedRevision, keyed?: Pick<AppendOptions, 'newKeys' | 'subjects'>): Promise<AppendResult> => {
    const result = await (heads ? heads.appending(streamId, () => appendBatched(streamId, events, expected, keyed)) : appendBatched(streamId, events, expected, keyed));
    local.wake();
    return result;
  };

  return {
    name: options.name,
    storesKeys: true,
    appendToStream: (streamId, events, appendOptions) => append(streamId, events, appendOptions?.expectedRevision ?? 'any', appendOptions),
    readStream: (streamId, readOptions) => readStream(streamId, readOptions?.fromRevision ?? 0),
    readAll,
    subscribeToAll: (subscribeOptions, handler) =>
      catchUpSubscription(readAll, local, { ...subscribeOptions, pollMs: options.pollMs ?? 1000 }, handler),
    async streamsStartingWith(prefix) {
      if (prefix === '') throw new Error('streamsStartingWith needs a prefix');
      // The range of names that start with the prefix, byte by byte (index es_events_stream_starts).
      const last = prefix.charCodeAt(prefix.length - 1);
      const { rows } = await pool.query<{ stream_id: string }>(
        'SELECT stream_id FROM es_events WHERE revision = 0 AND stream_id ~>=~ $1 AND stream_id ~<~ $2',
        [prefix, prefix.slice(0, -1) + String.fromCharCode(last + 1)],
      );
      return rows.map((row) => row.stream_id).sort();
    },
    async headPosition() {
      const { rows } = await pool.query<{ position: string | bigint | null }>('SELECT max(position) AS position FROM es_events');
      return BigInt(rows[0]?.position ?? 0);
    },
    async close() {
      local.wake();
      unsubscribeRemote?.();
    },
  };
}

/** Streams whose last revision a sole writer keeps at most (the least recently heard go first; forgotten is only read again). */
const MAX_HEADS = 50_000;

/**
 * The last revision of each stream, as a process that makes every append to its database knows it
 * (issue 42: on PGlite most of a command's stream reads are "anything since the revision I folded?",
 * each a statement on the one connection, answered "no"). The database told it: each append it
 * stored (or refused as the stream stood), each read. What is kept is never below a stream's last
 * stored revision: a read starting past it is empty without a statement, any other goes to the
 * database, and so does every read of a stream while an append to it is in flight (its answer not
 * heard yet). An append that fails otherwise forgets the stream. Kept per pool: the stores opened on
 * one database share it.
 *
 * @example
 * const heads = createStreamHeads();
 * const read = heads.reader(createStreamReader(pool));
 * const append = createSqlAppender(pool, channel, heads.heard);
 */
export function createStreamHeads(max = MAX_HEADS) {
  const known = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const heard = (streamId: string, revision: number) => {
    const before = known.get(streamId);
    known.delete(streamId);
    known.set(streamId, before === undefined ? revision : Math.max(before, revision));
    if (known.size > max) known.delete(known.keys().next().value!);
  };
  return {
    heard,
    /** Everything heard is forgotten (the table was written past the store: a start's renaming of streams). */
    forget: () => known.clear(),
    reader: (read: (streamId: string, from: number) => Promise<RecordedEvent[]>) => async (streamId: string, from: number) => {
      const head = inFlight.has(streamId) ? undefined : known.get(streamId);
      if (head !== undefined && from > head) return [];
      const events = await read(streamId, from);
      // Empty from `from`: the stream ended before it (an upper bound is enough to answer later reads past it).
      heard(streamId, events.length > 0 ? events[events.length - 1]!.revision : from - 1);
      return events;
    },
    async appending<T>(streamId: string, append: () => Promise<T>): Promise<T> {
      inFlight.set(streamId, (inFlight.get(streamId) ?? 0) + 1);
      try {
        return await append();
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision)) known.delete(streamId);
        throw error;
      } finally {
        const left = inFlight.get(streamId)! - 1;
        if (left === 0) inFlight.delete(streamId);
        else inFlight.set(streamId, left);
      }
    },
  };
}

const streamHeads = new WeakMap<SqlPool, ReturnType<typeof createStreamHeads>>();

/**
 * For a statement that writes the event table past the store (a start's sealing or renaming of
 * streams, a restore): what the sole writer knew of its streams' ends and held of `$all`'s end is
 * forgotten, so the next reads ask.
 */
export const forgetStreamHeads = (pool: SqlPool) => {
  streamHeads.get(pool)?.forget();
  tails.get(pool)?.forget();
};
const tails = new WeakMap<SqlPool, ReturnType<typeof createEventTail>>();
const tailOf = (pool: SqlPool) => {
  let tail = tails.get(pool);
  if (!tail) tails.set(pool, (tail = createEventTail()));
  return tail;
};
const streamHeadsOf = (pool: SqlPool) => {
  let heads = streamHeads.get(pool);
  if (!heads) streamHeads.set(pool, (heads = createStreamHeads()));
  return heads;
};

/** Stream reads sent together at most (one statement). */
const MAX_READS = 200;
/** Statements of stream reads in flight at once; reads asked meanwhile wait and go together. */
const READS_IN_FLIGHT = 2;

/**
 * Stream reads in few statements (issue 42, `batchStatements`): a rush of a thousand requests
 * reading the same term, pool and closures makes a few statements, not a thousand each. Every read
 * is sent after it was asked, so it sees every event stored before: the same answer as a statement
 * of its own.
 *
 * @example
 * const read = createStreamReader(pool);
 * const events = await read('contact-12', 0);
 */
export function createStreamReader(pool: SqlPool) {
  const read = batchStatements(
    async (batch: Array<{ streamId: string; from: number }>) => {
      // One row set per stream, from the lowest revision any of its readers asked for.
      const lowest = new Map<string, number>();
      for (const wanted of batch) lowest.set(wanted.streamId, Math.min(wanted.from, lowest.get(wanted.streamId) ?? wanted.from));
      const [only] = lowest;
      const { rows } =
        lowest.size === 1
          ? await pool.query<Row>(
              `SELECT position, event_id, stream_id, revision, type, data, metadata FROM es_events
               WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
              [only![0], only![1]],
            )
          : await pool.query<Row>(
              `SELECT e.position, e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata
               FROM unnest($1::text[], $2::int[]) AS wanted(stream_id, revision)
               JOIN es_events e ON e.stream_id = wanted.stream_id AND e.revision >= wanted.revision
               ORDER BY e.stream_id, e.revision`,
              [[...lowest.keys()], [...lowest.values()]],
            );
      const byStream = new Map<string, RecordedEvent[]>();
      for (const row of rows) {
        const events = byStream.get(row.stream_id) ?? [];
        events.push(toRecorded(row));
        byStream.set(row.stream_id, events);
      }
      // Each reader gets its own array; the recorded events in it are shared between readers of the
      // same stream, as a stream's events are never changed (a caller that opens sealed values copies).
      return batch.map((wanted) => (byStream.get(wanted.streamId) ?? []).filter((event) => event.revision >= wanted.from));
    },
    { inFlight: inFlightFor(pool, READS_IN_FLIGHT), max: MAX_READS },
  );
  return (streamId: string, from: number) => read({ streamId, from });
}

/**
 * Wake-ups across processes: one LISTEN connection per process. A notice lost while nobody listens
 * costs at most one poll interval, never an event: polling is the delivery.
 */
export function createPostgresListener(connectionString: string, channel = NOTIFY_CHANNEL) {
  const listeners = new Set<(payload: string) => void>();
  let client: pg.Client | undefined;
  let closed = false;
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      for (const listener of listeners) listener(message.payload ?? '');
    });
    next.on('error', () => {
      client = undefined;
      setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const ready = connect().catch(() => undefined);
  return {
    ready,
    subscribe(listener: (payload: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The PostgreSQL adapter: the SQL store with LISTEN/NOTIFY wake-ups across processes. */
export function createPostgresEventStore(pool: SqlPool, connectionString: string, options: Pick<SqlEventStoreOptions, 'readAllPool'> = {}) {
  const listener = createPostgresListener(connectionString);
  const store = createSqlEventStore(pool, {
    ...options,
    name: 'postgres',
    remoteWake: { subscribe: (wake) => listener.subscribe(() => wake()) },
  });
  return {
    ...store,
    async close() {
      await store.close();
      await listener.close();
    },
  };
}

export type { WakeSource };
