import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SqlPool } from '../db/pool.ts';
import { withTransaction } from '../db/pool.ts';
import { catchUpSubscription, createWakeSignal, type WakeSource } from './catch-up.ts';
import {
  DuplicateEventId,
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
} from './port.ts';

/**
 * Appends are serialized by one transaction-scoped advisory lock: a position is handed out and
 * committed before the next writer gets one, so a reader of `position > checkpoint` can never see
 * a later position commit before an earlier one (docs/adr/0002-event-store-ordering.md).
 */
const APPEND_LOCK = 73_170_001;
const NOTIFY_CHANNEL = 'plouf_events';

export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS es_events (
  position   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id   uuid NOT NULL,
  stream_id  text NOT NULL,
  revision   integer NOT NULL,
  type       text NOT NULL,
  data       jsonb NOT NULL,
  metadata   jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS es_events_event_id ON es_events (event_id);
CREATE UNIQUE INDEX IF NOT EXISTS es_events_stream ON es_events (stream_id, revision);
`;

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
}

/** The SQL event store shared by the PostgreSQL and PGlite adapters. Call `migrate()` once first. */
export function createSqlEventStore(pool: SqlPool, options: SqlEventStoreOptions): EventStore & { migrate(): Promise<void> } {
  const local = createWakeSignal();
  const unsubscribeRemote = options.remoteWake?.subscribe(() => local.wake());

  const readAll = async ({ after, maxCount = 500 }: ReadAllOptions = {}) => {
    const { rows } = await pool.query<Row>(
      `SELECT position, event_id, stream_id, revision, type, data, metadata FROM es_events
       WHERE position > $1 ORDER BY position LIMIT $2`,
      [String(after ?? 0n), maxCount],
    );
    return rows.map(toRecorded);
  };

  const append = async (streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> => {
    if (events.length === 0) throw new Error('Nothing to append');
    const ids = events.map((event) => event.id ?? randomUUID());
    const attempt = () =>
      withTransaction(pool, async (client): Promise<AppendResult> => {
        // The idempotency read needs no lock: a duplicate that slips past it hits the unique index.
        const { rows: existing } = await client.query<Row>(
          'SELECT position, event_id, stream_id, revision FROM es_events WHERE event_id = ANY($1::uuid[]) ORDER BY position',
          [ids],
        );
        if (existing.length > 0) return idempotentReplay(streamId, ids, existing);

        // From here to COMMIT, appends are one at a time: keep it to three round trips.
        await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
        const { rows: head } = await client.query<{ revision: number | null }>(
          'SELECT max(revision) AS revision FROM es_events WHERE stream_id = $1',
          [streamId],
        );
        const current = head[0]?.revision ?? null;
        const actual = current === null ? 'no_stream' : current;
        if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevision(streamId, expected, actual);

        const start = current === null ? 0 : current + 1;
        const params: unknown[] = [NOTIFY_CHANNEL];
        const values = events.map((event, index) => {
          const base = params.length;
          params.push(ids[index], streamId, start + index, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata ?? {}));
          return `($${base + 1}::uuid, $${base + 2}, $${base + 3}::int, $${base + 4}, $${base + 5}::jsonb, $${base + 6}::jsonb)`;
        });
        const { rows } = await client.query<{ position: string | bigint }>(
          `WITH inserted AS (
             INSERT INTO es_events (event_id, stream_id, revision, type, data, metadata) VALUES ${values.join(', ')} RETURNING position
           ), last AS (SELECT max(position) AS position FROM inserted)
           SELECT position, pg_notify($1, position::text) FROM last`,
          params,
        );
        return { nextRevision: start + events.length - 1, position: BigInt(rows[0]!.position) };
      });
    let result: AppendResult;
    try {
      result = await attempt();
    } catch (error) {
      // A concurrent append stored these ids first: answer as that append did (or refuse).
      if ((error as { code?: string }).code !== '23505') throw error;
      result = await attempt();
    }
    local.wake();
    return result;
  };

  return {
    name: options.name,
    async migrate() {
      await pool.query(EVENT_STORE_SCHEMA);
    },
    appendToStream: (streamId, events, appendOptions) => append(streamId, events, appendOptions?.expectedRevision ?? 'any'),
    async readStream(streamId, readOptions) {
      const { rows } = await pool.query<Row>(
        `SELECT position, event_id, stream_id, revision, type, data, metadata FROM es_events
         WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
        [streamId, readOptions?.fromRevision ?? 0],
      );
      return rows.map(toRecorded);
    },
    readAll,
    subscribeToAll: (subscribeOptions, handler) =>
      catchUpSubscription(readAll, local, { ...subscribeOptions, pollMs: options.pollMs ?? 1000 }, handler),
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

/** The same ids appended again to the same stream: answer as the first append did, store nothing. */
function idempotentReplay(streamId: string, ids: string[], existing: Row[]): AppendResult {
  const sameAppend =
    existing.length === ids.length &&
    existing.every((row, index) => row.stream_id === streamId && row.event_id === ids[index] && (index === 0 || row.revision === existing[index - 1]!.revision + 1));
  if (!sameAppend) throw new DuplicateEventId(existing[0]!.event_id);
  const last = existing[existing.length - 1]!;
  return { nextRevision: last.revision, position: BigInt(last.position) };
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
export function createPostgresEventStore(pool: SqlPool, connectionString: string) {
  const listener = createPostgresListener(connectionString);
  const store = createSqlEventStore(pool, {
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
