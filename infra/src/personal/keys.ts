import type { SqlPool } from '../db/pool.ts';
import type { NewSubjectKey } from '../event-store/port.ts';
import { newDataKey, unwrapKey, wrapKey, wrappingKeyFrom, type WrappingKey } from './cipher.ts';

/** What a subject's key is to a reader or a writer now: open with it, or erased (nothing to open with). */
export type KeyState = { key: Buffer } | { erased: true };

/**
 * The subjects' data keys (table `personal_keys`, docs/adr/0022-personal-data.md), unwrapped once per
 * process and kept in memory; erasures (`personal_erasures`) are remembered as such. A key is made
 * when a subject first has a value sealed (`candidate`), and stored by that append
 * (`es_append_keyed`), or here first (`storeNew`) for an event store that cannot (EventStoreDB).
 *
 * A subject erased by another process is forgotten here when its erasure event is read
 * (`forget`, by the protected store): what this process sealed meanwhile under the key it still held
 * cannot be opened by anyone either, so nothing leaks.
 */
export function createSubjectKeys(pool: SqlPool, secret: string, options: { previousSecrets?: string[] } = {}) {
  const wrapping = wrappingKeyFrom(secret);
  const older = new Map<string, WrappingKey>((options.previousSecrets ?? []).map((previous) => wrappingKeyFrom(previous)).map((key) => [key.id, key]));
  const known = new Map<string, KeyState>();
  /** Keys made for new subjects, not stored yet: concurrent appends for the same new subject share one. */
  const pending = new Map<string, { key: Buffer; stored: NewSubjectKey }>();
  const unwrap = (subject: string, wrapped: string, wrappedBy: string) => {
    const by = wrappedBy === wrapping.id ? wrapping : older.get(wrappedBy);
    if (!by) throw new Error(`The key of ${subject} is wrapped by a secret this server does not have (${wrappedBy}): set APP_SECRET, or PREVIOUS_APP_SECRETS while rotating`);
    return unwrapKey(by, subject, wrapped);
  };

  /**
   * Loads the subjects not known yet: their key, their erasure, or nothing (no key made yet).
   * `sealedSeen`: the subjects have sealed values in the store, so a key was stored with the first of
   * them; none found means it was deleted (erased), remembered as such.
   */
  const load = async (subjects: Iterable<string>, options: { sealedSeen?: boolean } = {}) => {
    const missing = [...new Set(subjects)].filter((subject) => !known.has(subject));
    if (missing.length === 0) return;
    const { rows } = await pool.query<{ subject: string; wrapped: string | null; wrapped_by: string | null }>(
      `SELECT subject, wrapped, wrapped_by FROM personal_keys WHERE subject = ANY($1::text[])
       UNION ALL SELECT subject, NULL, NULL FROM personal_erasures WHERE subject = ANY($1::text[])`,
      [missing],
    );
    for (const row of rows) {
      if (row.wrapped === null) known.set(row.subject, { erased: true });
      else if (!known.has(row.subject)) known.set(row.subject, { key: unwrap(row.subject, row.wrapped, row.wrapped_by!) });
    }
    if (options.sealedSeen) for (const subject of missing) if (!known.has(subject)) known.set(subject, { erased: true });
  };

  return {
    wrappingId: wrapping.id,
    load,
    /** The state of a subject loaded before (undefined: it has no key yet). */
    peek: (subject: string) => known.get(subject),
    /** A new key for a subject that has none: kept here once its append is stored (`adopt`). */
    candidate(subject: string): { key: Buffer; stored: NewSubjectKey } {
      const made = pending.get(subject);
      if (made) return made;
      const key = newDataKey();
      const candidate = { key, stored: { subject, wrapped: wrapKey(wrapping, subject, key), wrappedBy: wrapping.id } };
      pending.set(subject, candidate);
      return candidate;
    },
    adopt(subject: string, key: Buffer) {
      if (!known.has(subject)) known.set(subject, { key });
      if (pending.get(subject)?.key === key) pending.delete(subject);
    },
    /** Keys stored by another writer first: theirs are the subjects' keys. */
    adoptStored(stored: Array<{ subject: string; wrapped: string }>) {
      for (const { subject, wrapped } of stored) {
        known.set(subject, { key: unwrapKey(wrapping, subject, wrapped) });
        pending.delete(subject);
      }
    },
    markErased(subjects: string[]) {
      for (const subject of subjects) {
        known.set(subject, { erased: true });
        pending.delete(subject);
      }
    },
    /** Takes rows read by the caller (its own transaction) for the subjects they name. */
    prime(rows: Array<{ subject: string; wrapped: string | null; wrapped_by: string | null }>) {
      for (const row of rows) {
        if (row.wrapped === null) known.set(row.subject, { erased: true });
        else if (!known.has(row.subject)) known.set(row.subject, { key: unwrap(row.subject, row.wrapped, row.wrapped_by!) });
      }
    },
    /** The keys made meanwhile were stored by the caller (its own transaction, committed): they are the subjects' keys. */
    adoptMade() {
      for (const [subject, made] of pending) if (!known.has(subject)) known.set(subject, { key: made.key });
      pending.clear();
    },
    dropMade() {
      pending.clear();
    },
    /** Forgets what is held of these subjects (erased elsewhere): the next use reads the tables. */
    forget(subjects: string[]) {
      for (const subject of subjects) known.delete(subject);
    },
    async storeNew(keys: NewSubjectKey[]) {
      if (keys.length === 0) return;
      await pool.query(
        `INSERT INTO personal_keys (subject, wrapped, wrapped_by) SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(subject text, wrapped text, "wrappedBy" text)
         WHERE NOT EXISTS (SELECT 1 FROM personal_erasures e WHERE e.subject = k.subject) ON CONFLICT (subject) DO NOTHING`,
        [JSON.stringify(keys)],
      );
      const { rows } = await pool.query<{ subject: string; wrapped: string }>('SELECT subject, wrapped FROM personal_keys WHERE subject = ANY($1::text[])', [keys.map((key) => key.subject)]);
      return rows;
    },
    /**
     * Erases subjects, their keys only (`eraseKeys`): what was sealed under them is unreadable from
     * then on, in every copy of the events. The platform's erasure (infra/entry/personal-data.ts)
     * does this and the rest in one transaction, and tells this process with `markErased`.
     */
    async erase(subjects: string[], erasureId: string) {
      await eraseKeys(pool, subjects.map((subject) => ({ subject, erasureId, erasedAt: new Date().toISOString() })));
      for (const subject of subjects) known.set(subject, { erased: true });
    },
    /** Wraps every key again under the current secret (after a rotation: `PREVIOUS_APP_SECRETS` holds the old one). */
    async rewrap() {
      const { rows } = await pool.query<{ subject: string; wrapped: string; wrapped_by: string }>('SELECT subject, wrapped, wrapped_by FROM personal_keys WHERE wrapped_by <> $1', [wrapping.id]);
      for (const row of rows) {
        const key = unwrap(row.subject, row.wrapped, row.wrapped_by);
        await pool.query('UPDATE personal_keys SET wrapped = $2, wrapped_by = $3 WHERE subject = $1 AND wrapped_by = $4', [row.subject, wrapKey(wrapping, row.subject, key), wrapping.id, row.wrapped_by]);
      }
      return rows.length;
    },
  };
}

export type SubjectKeys = ReturnType<typeof createSubjectKeys>;

/**
 * Deletes the subjects' keys and keeps their erasure (`personal_erasures`), in the caller's
 * transaction: what a backup made before holds of them opens nothing once this runs again on it
 * (docs/adr/0022-personal-data.md). A subject erased before keeps its first erasure. How many keys
 * were still there.
 */
export async function eraseKeys(client: Pick<SqlPool, 'query'>, erased: ReadonlyArray<{ subject: string; erasureId: string; erasedAt: string }>): Promise<number> {
  if (erased.length === 0) return 0;
  const { rows } = await client.query<{ n: string }>(
    `WITH listed AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS e(subject text, "erasureId" text, "erasedAt" timestamptz)),
          kept AS (INSERT INTO personal_erasures (subject, erasure_id, erased_at) SELECT DISTINCT ON (subject) subject, "erasureId", "erasedAt" FROM listed ON CONFLICT (subject) DO NOTHING),
          gone AS (DELETE FROM personal_keys WHERE subject IN (SELECT subject FROM listed) RETURNING 1)
     SELECT count(*)::text AS n FROM gone`,
    [JSON.stringify(erased)],
  );
  return Number(rows[0]!.n);
}
