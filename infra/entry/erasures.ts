import { createHash } from 'node:crypto';
import { erasedIds, erasureOnRecord } from '@plouf/command-api/privacy';
import {
  cancelDue,
  eraseKeys,
  forgetAnswers,
  forgetMailedKeys,
  forgetSignIns,
  mergeErasures,
  reasonOf,
  schedule,
  scrubStorage,
  withTransaction,
  type AddressHasher,
  type ErasureLedger,
  type ErasureReason,
  type ErasureRecord,
  type EventStore,
  type FiredItem,
  type SqlClient,
  type SqlPool,
  type SubjectKeys,
} from '@plouf/infra';
import { forgetMails } from '@plouf/mailer';

/**
 * Erasures, done and done again (docs/adr/0022-personal-data.md, "Erasure, redone"). One way to
 * erase, `forgetEverywhere`, used by the live erasure (a family's, a contact request's or a
 * sign-up's, the desk's or the nightly sweep's) and by every start, which redoes each erasure the
 * database has not settled: after a backup from before it is restored, it finds the keys, the
 * sessions, the mails and the answers it had removed back, and removes them again, and puts the
 * erasure's event back on its stream. Then the files are scrubbed (`SCRUB_DUE`), once every read
 * model has taken the erasure in.
 */

/** The scheduler's kind of the scrub after an erasure; its key is the erasure's id. */
export const SCRUB_DUE = 'personal-scrub';

/** What the scrub's due item carries: the erasure, and whether its event is (or will be) on its stream. */
interface ScrubPayload {
  erasure: Omit<ErasureRecord, 'addresses'>;
  onStream: boolean;
}

export interface ErasuresOptions {
  pool: SqlPool;
  /** The protected store: an erasure's event is appended through it. */
  store: EventStore;
  subjectKeys: SubjectKeys;
  ledger: ErasureLedger;
  /** The keyed hash of addresses under the server's secret, then under the previous secrets (rotation). */
  hashers: readonly AddressHasher[];
  clock: () => Date;
  log?: (line: string) => void;
}

/** What a live erasure knows beyond its subjects. */
export interface ErasureContext {
  reason: ErasureReason;
  /** A sign-up's stream (erased alone). */
  stream?: string;
  /** Addresses the erasure reaches that the read models may not show (a family's every address, from its stream). */
  addresses?: readonly string[];
}

/** An id for the `index`th event that redoes `erasureId`: the same on every node and every start, so it is appended once. */
const redoEventId = (erasureId: string, index: number) => {
  const hex = createHash('sha256').update(`erasure-redo:${erasureId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
};

export function createErasures(options: ErasuresOptions) {
  const { pool, store, subjectKeys, ledger, clock } = options;
  const current = options.hashers[0]!;
  const hashers = new Map(options.hashers.map((hasher) => [hasher.id, hasher]));
  const log = options.log ?? (() => undefined);

  /** Whether an address is one these erasures erased (by their keyed hashes). */
  const addressMatcher = (records: readonly ErasureRecord[]) => {
    const hashes = new Map<string, Set<string>>();
    for (const { addresses } of records) if (addresses) for (const hash of addresses.hashes) hashes.set(addresses.by, (hashes.get(addresses.by) ?? new Set()).add(hash));
    const usable = [...hashes].flatMap(([by, set]) => (hashers.has(by) ? [{ hasher: hashers.get(by)!, set }] : []));
    return (address: string) => usable.some(({ hasher, set }) => set.has(hasher.hash(address)));
  };

  /**
   * The one erasure: in one transaction, the subjects' keys go and their erasure is kept, then every
   * table that held their data forgets it (sign-ins, mailed keys, kept answers, mails), and the
   * scrub of the files after it is due. A backup made meanwhile holds all of it or none of it.
   */
  const forgetEverywhere = async (records: readonly ErasureRecord[], onStream: ReadonlySet<string>, client: SqlClient) => {
    const subjects = [...new Set(records.flatMap((record) => record.subjects))];
    const { famIds, userIds } = erasedIds(subjects);
    const isErasedAddress = addressMatcher(records);
    let changed = await eraseKeys(client, records.flatMap((record) => record.subjects.map((subject) => ({ subject, erasureId: record.erasureId, erasedAt: record.erasedAt }))));
    changed += await forgetSignIns(client, userIds);
    changed += await forgetMailedKeys(client, userIds, famIds);
    changed += await forgetAnswers(client, { userIds, famIds, isErasedAddress });
    changed += await forgetMails(client, subjects, isErasedAddress);
    for (const { addresses: _, ...erasure } of records) {
      const payload: ScrubPayload = { erasure, onStream: onStream.has(erasure.erasureId) };
      await schedule(client, { kind: SCRUB_DUE, key: erasure.erasureId, dueAt: clock(), payload: payload as unknown as Record<string, unknown> });
    }
    return changed;
  };

  /** The addresses the read models and the sign-in tables show for what the subjects name (read before they are erased). */
  const addressesOf = async (subjects: readonly string[]) => {
    const { famIds, userIds, contactIds, subscriberIds } = erasedIds(subjects);
    const { rows } = await pool.query<{ email: string | null }>(
      `SELECT email FROM users WHERE id = ANY($1::int[]) OR fam_id = ANY($2::int[])
       UNION SELECT email FROM auth_email_claims WHERE user_id = ANY($1::int[])
       UNION SELECT email FROM contacts WHERE id = ANY($3::int[])
       UNION SELECT email FROM newsletter_subscribers WHERE id = ANY($4::int[])`,
      [userIds, famIds, contactIds, subscriberIds],
    );
    return rows.flatMap((row) => (row.email ? [row.email] : []));
  };

  return {
    /**
     * Erases subjects now, before the command appends the erasure's event: the ledger first (what
     * the database loses from here on, a restore finds there), then `forgetEverywhere`, then this
     * process forgets their keys. Addresses are kept in the ledger as keyed hashes only.
     */
    async erase(subjects: readonly string[], erasureId: string, context: ErasureContext) {
      const addresses = new Set([...(context.addresses ?? []), ...(await addressesOf(subjects))].map((address) => address.trim().toLowerCase()).filter((address) => address.includes('@')));
      const record: ErasureRecord = {
        erasureId,
        erasedAt: clock().toISOString(),
        subjects: [...subjects],
        reason: context.reason,
        ...(context.stream && { stream: context.stream }),
        addresses: { by: current.id, hashes: [...addresses].map(current.hash) },
      };
      await ledger.record(record);
      const onStream = erasureOnRecord(record) ? new Set([erasureId]) : new Set<string>();
      await withTransaction(pool, (client) => forgetEverywhere([record], onStream, client));
      subjectKeys.markErased([...subjects]);
    },

    /**
     * At every start: the erasures of the ledger (and of the database's own list) not settled here
     * are done again, whatever this database holds of them (a backup from before them restored):
     * `forgetEverywhere`; the ids they named are never handed out again; their events are appended
     * to their streams if the streams lack them. Returns how many erasures were redone.
     */
    async redo(): Promise<number> {
      const { rows } = await pool.query<{ subject: string; erasure_id: string; erased_at: Date | string; settled: boolean }>(
        'SELECT subject, erasure_id, erased_at, settled_at IS NOT NULL AS settled FROM personal_erasures',
      );
      const settled = new Set(rows.filter((row) => row.settled).map((row) => row.subject));
      const known = rows
        .filter((row) => !row.settled)
        .map((row): ErasureRecord => ({ erasureId: row.erasure_id, erasedAt: new Date(row.erased_at).toISOString(), subjects: [row.subject], reason: reasonOf(row.erasure_id, [row.subject]) }));
      const records = mergeErasures([...ledger.read(), ...known]).filter((record) => record.subjects.some((subject) => !settled.has(subject)));
      if (records.length === 0) return 0;
      // What each stream holds of its erasure, read before anything is written.
      const missing: Array<{ erasureId: string; stream: string; events: Array<{ id: string; type: string; data: unknown }> }> = [];
      const onStream = new Set<string>();
      for (const record of records) {
        const onRecord = erasureOnRecord(record);
        if (!onRecord) continue;
        const recorded = await store.readStream(onRecord.stream);
        // A stream this store never had (the backup is older than it): nothing there to erase.
        if (recorded.length === 0) continue;
        onStream.add(record.erasureId);
        if (!onRecord.recordedIn(recorded)) missing.push({ erasureId: record.erasureId, stream: onRecord.stream, events: onRecord.events.map((event, index) => ({ id: redoEventId(record.erasureId, index), ...event })) });
      }
      const changed = await withTransaction(pool, async (client) => {
        const forgotten = await forgetEverywhere(records, onStream, client);
        await keepIdsTaken(client, records);
        return forgotten;
      });
      subjectKeys.markErased(records.flatMap((record) => record.subjects));
      // Keys deleted first, then the events: a reader meeting an erasure has nothing left to open.
      for (const { erasureId, stream, events } of missing) {
        const metadata = { correlationId: `erasure-redo:${erasureId}`, userId: null, timestamp: clock().toISOString() };
        await store.appendToStream(stream, events.map((event) => ({ ...event, metadata })), { expectedRevision: 'any' });
      }
      log(`Erasures done again on this database: ${records.length} (${changed} rows or keys found and removed, ${missing.length} events put back on their streams).`);
      return records.length;
    },
  };
}

export type Erasures = ReturnType<typeof createErasures>;

/** Ids an erasure named stay taken: a restored sequence would hand an erased family's id to a new one, whose data would then read as erased. */
async function keepIdsTaken(client: SqlClient, records: readonly ErasureRecord[]) {
  const { famIds, userIds, contactIds, subscriberIds } = erasedIds(records.flatMap((record) => record.subjects));
  const highest = Object.entries({ family: famIds, user: userIds, contact: contactIds, newsletter: subscriberIds }).flatMap(([name, ids]) => (ids.length > 0 ? [{ name, last: Math.max(...ids) }] : []));
  if (highest.length === 0) return;
  await client.query(
    `INSERT INTO id_sequences (name, last_value) SELECT name, last FROM jsonb_to_recordset($1::jsonb) AS s(name text, last int)
     ON CONFLICT (name) DO UPDATE SET last_value = greatest(id_sequences.last_value, EXCLUDED.last_value)`,
    [JSON.stringify(highest)],
  );
}

/**
 * The scrub after erasures: once an erasure's event is on its stream and every read model has
 * reached the store's head, the database's files are scrubbed (`scrubStorage`) and the erasure is
 * settled, with every other one waiting whose event was in by then. `handler` is the scheduler's
 * (`SCRUB_DUE`): an erasure whose event never comes (its command failed after the keys went) waits,
 * retried, until a start puts the event back. `now` scrubs for every erasure waiting, the read models
 * being known to be at the head (a restore, after its rebuild).
 */
export function createScrub(options: { pool: SqlPool; store: EventStore; caughtUp(): Promise<boolean>; log?: (line: string) => void }) {
  const { pool, store } = options;
  /** The position of the erasure's event, 0n when it has none on a stream; undefined while it is not there yet. */
  const recordedAt = async (payload: ScrubPayload): Promise<bigint | undefined> => {
    const onRecord = payload.onStream ? erasureOnRecord(payload.erasure) : undefined;
    if (!onRecord) return 0n;
    return onRecord.recordedIn(await store.readStream(onRecord.stream))?.position;
  };
  /** Scrubs once every read model has the erasures waiting whose events are in; settles them. */
  const scrub = async (reason: string) => {
    const head = await store.headPosition();
    const { rows } = await pool.query<{ key: string; payload: ScrubPayload | string }>(`SELECT key, payload FROM due_items WHERE kind = $1 AND status = 'waiting'`, [SCRUB_DUE]);
    const covered: string[] = [];
    for (const row of rows) {
      const position = await recordedAt(typeof row.payload === 'string' ? (JSON.parse(row.payload) as ScrubPayload) : row.payload);
      if (position !== undefined && position <= head) covered.push(row.key);
    }
    if (!(await options.caughtUp())) throw new Error(`${reason}: the read models have not all reached it yet`);
    const steps = await scrubStorage(pool);
    const skipped = steps.filter((step) => step.step.includes('(not done:')).map((step) => step.step);
    if (steps.length > 0) options.log?.(`Files scrubbed (${reason}) in ${steps.reduce((sum, step) => sum + step.ms, 0)} ms, ${steps.length} steps; erasures settled: ${covered.length}.${skipped.length > 0 ? ` ${skipped.join('; ')}` : ''}`);
    for (const erasureId of covered) await pool.query('UPDATE personal_erasures SET settled_at = now() WHERE erasure_id = $1 AND settled_at IS NULL', [erasureId]);
    return covered;
  };
  return {
    async handler(item: FiredItem) {
      if ((await recordedAt(item.payload as unknown as ScrubPayload)) === undefined) throw new Error(`erasure ${item.key}: its event is not on its stream yet`);
      const covered = await scrub(`after erasure ${item.key}`);
      // The scheduler marks this item done; the others this scrub covered need no scrub of their own.
      for (const erasureId of covered) if (erasureId !== item.key) await cancelDue(pool, SCRUB_DUE, erasureId);
    },
    async now() {
      for (const erasureId of await scrub('erasures redone')) await cancelDue(pool, SCRUB_DUE, erasureId);
    },
  };
}
