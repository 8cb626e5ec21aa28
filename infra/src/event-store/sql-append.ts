import { randomUUID } from 'node:crypto';
import type { SqlPool } from '../db/pool.ts';
import { DuplicateEventId, SubjectErased, SubjectKeyTaken, WrongExpectedRevision, type AppendOptions, type AppendResult, type ExpectedRevision, type NewEvent } from './port.ts';

/**
 * Appends are serialized by one transaction-scoped advisory lock (73170001): a position is handed out
 * and committed before the next writer gets one, so a reader of `position > checkpoint` can never see
 * a later position commit before an earlier one (docs/adr/0002-event-store-ordering.md).
 *
 * `es_append(appends, channel)`, made by the migrations (infra/migrations/2026112901_platform_tables.ts;
 * a change is a new migration): the appends of a batch, in order, in the caller's one statement
 * (so its own transaction), under the lock. Each append is answered on its own, so one refused
 * append leaves the others of its batch stored:
 * `{ existing: [{ id, stream, revision, position }] }` when some of its event ids are stored already,
 * `{ actual: revision | 'no_stream' }` when its expected revision is not the stream's,
 * `{ revision, position }` when stored. Positions are text: a bigint outgrows a JSON number.
 * The idempotency lookup is under the lock too, so no other append can store the same ids between it
 * and the insert.
 */

interface StoredEvent {
  id: string;
  stream: string;
  revision: number;
  position: string;
}
type Answer =
  | { existing: StoredEvent[] }
  | { actual: number | 'no_stream' }
  | { revision: number; position: string }
  | { keyTaken: Array<{ subject: string; wrapped: string }> }
  | { erased: string[] };

interface Pending {
  streamId: string;
  expected: ExpectedRevision;
  events: Array<{ id: string; type: string; data: unknown; metadata: unknown }>;
  keys: AppendOptions['newKeys'];
  subjects: string[] | undefined;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** At most this many appends share one transaction: a bound on the statement's size and lock hold. */
const MAX_BATCH = 100;

/**
 * Appends in one round trip each, and while one is at the server the appends that arrive meanwhile
 * wait and then go together, in one statement and one commit: with the lock held through the commit,
 * sharing it is what lets concurrent appends go faster than one commit each.
 *
 * @example
 * const append = createSqlAppender(pool, 'plouf_events');
 * const { nextRevision, position } = await append('contact-12', [{ type: 'ContactReceived', data }], 'no_stream');
 */
/** What the database said of a stream's last revision: an append stored there, or refused as it stood there. */
export type HeadHeard = (streamId: string, revision: number) => void;

/** What an append stored, as it was stored: its stream, its events, the stream's last revision and the position of its last event. */
export type AppendStored = (streamId: string, events: ReadonlyArray<{ id: string; type: string; data: unknown; metadata: unknown }>, revision: number, position: bigint) => void;

export function createSqlAppender(pool: SqlPool, channel: string, heard?: HeadHeard, stored?: AppendStored) {
  const queue: Pending[] = [];
  let running = false;

  const send = async (batch: Pending[]) => {
    // One row per subject: appends of a batch sealing for the same new subject share its candidate key.
    const keys = [...new Map(batch.flatMap((pending) => pending.keys ?? []).map((key) => [key.subject, key])).values()];
    // New subjects' keys go with the appends that seal under them (es_append_keyed, migration 2026120301).
    const appends = batch.map(({ streamId, expected, events, subjects }) => (keys.length > 0 ? { stream: streamId, expected, events, subjects: subjects ?? [] } : { stream: streamId, expected, events }));
    const { rows } =
      keys.length > 0
        ? await pool.query<{ answers: Answer[] }>('SELECT es_append_keyed($1::jsonb, $2::jsonb, $3) AS answers', [JSON.stringify(appends), JSON.stringify(keys), channel], { name: 'es_append_keyed' })
        : await pool.query<{ answers: Answer[] }>('SELECT es_append($1::jsonb, $2) AS answers', [JSON.stringify(appends), channel], { name: 'es_append' });
    batch.forEach((pending, index) => settle(pending, rows[0]!.answers[index]!, heard, stored));
  };

  const drain = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        await send(batch);
      } catch (error) {
        // One append the database refuses (a bad value) fails its batch: alone, each gets its own answer.
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const pending of batch) await send([pending]).catch(pending.reject);
      }
    }
    running = false;
  };

  return (streamId: string, events: NewEvent[], expected: ExpectedRevision, keyed?: Pick<AppendOptions, 'newKeys' | 'subjects'>) =>
    new Promise<AppendResult>((resolve, reject) => {
      if (events.length === 0) throw new Error('Nothing to append');
      const stamped = events.map((event) => ({ id: event.id ?? randomUUID(), type: event.type, data: event.data, metadata: event.metadata ?? {} }));
      queue.push({ streamId, expected, events: stamped, keys: keyed?.newKeys, subjects: keyed?.subjects, resolve, reject });
      if (!running) void drain();
    });
}

function settle(pending: Pending, answer: Answer, heard: HeadHeard | undefined, stored: AppendStored | undefined) {
  if ('existing' in answer) {
    try {
      pending.resolve(idempotentReplay(pending.streamId, pending.events.map((event) => event.id), answer.existing));
    } catch (error) {
      pending.reject(error);
    }
  } else if ('keyTaken' in answer) {
    pending.reject(new SubjectKeyTaken(answer.keyTaken));
  } else if ('erased' in answer) {
    pending.reject(new SubjectErased(answer.erased));
  } else if ('actual' in answer) {
    heard?.(pending.streamId, answer.actual === 'no_stream' ? -1 : answer.actual);
    pending.reject(new WrongExpectedRevision(pending.streamId, pending.expected, answer.actual));
  } else {
    heard?.(pending.streamId, answer.revision);
    const position = BigInt(answer.position);
    stored?.(pending.streamId, pending.events, answer.revision, position);
    pending.resolve({ nextRevision: answer.revision, position });
  }
}

/** The same ids appended again to the same stream: answer as the first append did, store nothing. */
function idempotentReplay(streamId: string, ids: string[], existing: StoredEvent[]): AppendResult {
  const sameAppend =
    existing.length === ids.length &&
    existing.every((row, index) => row.stream === streamId && row.id === ids[index] && (index === 0 || row.revision === existing[index - 1]!.revision + 1));
  if (!sameAppend) throw new DuplicateEventId(existing[0]!.id);
  const last = existing[existing.length - 1]!;
  return { nextRevision: last.revision, position: BigInt(last.position) };
}
