import { PERSONAL_EVENT_TYPES, PERSONAL_SCHEMA } from '@plouf/command-api/privacy';
import { SEALED_FLAG, forgetStreamHeads, withTransaction, type EventStore, type RecordedEvent, type SqlPool, type SubjectKeys } from '@plouf/infra';

const SEAL_MIGRATION = 'seal-stored-events';
const PAGE = 1000;

/**
 * The one-time migration of a store written before personal values were sealed (issue 25): every
 * stored event with personal values gets them sealed under its subjects' keys, in place (same id,
 * position, type and shape), in one transaction under the append lock, then the migration is
 * recorded (`personal_migrations`) and never runs again. Back up first (README, "Upgrading").
 *
 * Messages sent to a course's families before recipients named their family get it here (found by
 * address among the members), so that erasing the family erases them too.
 *
 * EventStoreDB's events cannot be rewritten in place: with it, this refuses (copy the store into a
 * new one through the protected store instead).
 */
export async function sealStoredEvents(pool: SqlPool, store: EventStore & { sealEvents(events: Array<{ type: string; data: unknown; metadata?: Record<string, unknown> }>): Promise<{ events: Array<{ data: unknown; metadata?: Record<string, unknown> }>; newKeys: Array<{ subject: string; wrapped: string; wrappedBy: string }> }> }, keys: SubjectKeys, log: (line: string) => void = () => undefined) {
  const done = await pool.query<{ name: string }>('SELECT name FROM personal_migrations WHERE name = $1', [SEAL_MIGRATION]);
  if (done.rows.length > 0) return 0;
  const types = PERSONAL_EVENT_TYPES;
  const count = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM es_events WHERE type = ANY($1::text[]) AND NOT (metadata ? '${SEALED_FLAG}')`, [types]);
  const total = Number(count.rows[0]!.n);
  if (total > 0) log(`Sealing the personal values of ${total} stored events (once; back up before upgrading)…`);
  const famByEmail = new Map<string, number>();
  if (total > 0) {
    const users = await pool.query<{ email: string; fam_id: number }>(`SELECT lower(email) AS email, fam_id FROM users WHERE email IS NOT NULL`).catch(() => ({ rows: [] as Array<{ email: string; fam_id: number }> }));
    for (const row of users.rows) famByEmail.set(row.email, row.fam_id);
  }
  let sealed = 0;
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(73170001)');
    let after = 0n;
    for (;;) {
      const { rows } = await client.query<{ position: string; type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>(
        `SELECT position::text, type, data, metadata FROM es_events WHERE position > $1 AND type = ANY($2::text[]) AND NOT (metadata ? '${SEALED_FLAG}') ORDER BY position LIMIT ${PAGE}`,
        [String(after), types],
      );
      if (rows.length === 0) break;
      after = BigInt(rows[rows.length - 1]!.position);
      for (const row of rows) if (row.type === 'MessageSent') addRecipientFamilies(row.data, famByEmail);
      // Keys first, on this same connection (PGlite has one): then sealing reads them from memory only.
      const subjects = [...new Set(rows.flatMap((row) => PERSONAL_SCHEMA.fieldsOf(row).map((field) => field.subject)))];
      const stored = await client.query<{ subject: string; wrapped: string | null; wrapped_by: string | null }>(
        'SELECT subject, wrapped, wrapped_by FROM personal_keys WHERE subject = ANY($1::text[]) UNION ALL SELECT subject, NULL, NULL FROM personal_erasures WHERE subject = ANY($1::text[])',
        [subjects],
      );
      keys.prime(stored.rows);
      const result = await store.sealEvents(rows.map((row) => ({ type: row.type, data: row.data, metadata: row.metadata })));
      if (result.newKeys.length > 0) {
        await client.query(`INSERT INTO personal_keys (subject, wrapped, wrapped_by) SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(subject text, wrapped text, "wrappedBy" text)`, [JSON.stringify(result.newKeys)]);
      }
      await client.query(
        `UPDATE es_events e SET data = v.data, metadata = v.metadata FROM jsonb_to_recordset($1::jsonb) AS v(position bigint, data jsonb, metadata jsonb) WHERE e.position = v.position`,
        [JSON.stringify(rows.map((row, index) => ({ position: row.position, data: result.events[index]!.data, metadata: result.events[index]!.metadata ?? row.metadata })))],
      );
      keys.adoptMade();
      sealed += result.events.filter((event) => event.metadata?.[SEALED_FLAG] !== undefined).length;
    }
    await client.query('INSERT INTO personal_migrations (name, events) VALUES ($1, $2)', [SEAL_MIGRATION, sealed]);
  }).catch((error: unknown) => {
    keys.dropMade();
    throw error;
  });
  // Events rewritten past the store: what a sole writer held of them is read again.
  if (sealed > 0) forgetStreamHeads(pool);
  if (sealed > 0) log(`Sealed ${sealed} events.`);
  return sealed;
}

function addRecipientFamilies(data: Record<string, unknown>, famByEmail: Map<string, number>) {
  const recipients = Array.isArray(data.recipients) ? (data.recipients as Array<Record<string, unknown>>) : [];
  for (const recipient of recipients) {
    if (typeof recipient.subscriberId === 'number' || typeof recipient.famId === 'number' || typeof recipient.email !== 'string') continue;
    const famId = famByEmail.get(recipient.email.toLowerCase());
    if (famId !== undefined) recipient.famId = famId;
  }
}

const NEWSLETTER_MIGRATION = 'newsletter-streams-keyed';

/**
 * The one-time renaming of the newsletter's streams (issue 25, docs/adr/0022-personal-data.md). They
 * were named by an unkeyed SHA-256 of the address, which anyone knowing an address could compute and
 * find among the streams after its erasure; they are named now by a keyed hash (`newsletterStream`).
 * Each stream's address is read from its events, opened; a stream whose sign-ups were all erased has
 * no address left and is named after its first position (`newsletter-erased-{position}`). In place
 * (same events, ids, positions and revisions), in one transaction under the append lock, then recorded
 * (`personal_migrations`) and never run again. EventStoreDB's streams cannot be renamed: not with it.
 */
export async function keyNewsletterStreams(
  pool: SqlPool,
  store: { openEvents(events: RecordedEvent[]): Promise<RecordedEvent[]> },
  newsletterStream: (email: string) => string,
  log: (line: string) => void = () => undefined,
) {
  const done = await pool.query<{ name: string }>('SELECT name FROM personal_migrations WHERE name = $1', [NEWSLETTER_MIGRATION]);
  if (done.rows.length > 0) return 0;
  // Read and opened first, through the pool (opening may read keys: PGlite has one connection, which
  // the transaction below holds); renamed in the transaction, which checks it renames what was read.
  const legacy = `SELECT DISTINCT stream_id FROM es_events WHERE stream_id ~ '^newsletter-[0-9a-f]{40}$' ORDER BY stream_id`;
  const { rows } = await pool.query<{ position: string; event_id: string; stream_id: string; revision: number; type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>(
    `SELECT position::text, event_id::text, stream_id, revision, type, data, metadata FROM es_events WHERE stream_id ~ '^newsletter-[0-9a-f]{40}$' ORDER BY position`,
  );
  const opened = await store.openEvents(rows.map((row) => ({ id: row.event_id, streamId: row.stream_id, revision: row.revision, position: BigInt(row.position), type: row.type, data: row.data, metadata: row.metadata })));
  const renamed = new Map<string, string>();
  for (const event of opened) {
    const email = (event.data as { email?: unknown }).email;
    if (typeof email === 'string' && email.trim() !== '') renamed.set(event.streamId, newsletterStream(email));
    else if (!renamed.has(event.streamId)) renamed.set(event.streamId, `newsletter-erased-${event.position}`);
  }
  // Written past the store: what PGlite's store knew of the streams' ends no longer holds once it commits.
  const count = await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(73170001)');
    // Another process starting at the same time may have done it while this one waited for the lock.
    if ((await client.query('SELECT name FROM personal_migrations WHERE name = $1', [NEWSLETTER_MIGRATION])).rows.length > 0) return 0;
    const now = (await client.query<{ stream_id: string }>(legacy)).rows.map((row) => row.stream_id);
    const unread = now.filter((stream) => !renamed.has(stream));
    if (unread.length > 0) throw new Error(`Newsletter streams appeared while they were being renamed (${unread.length}): start again`);
    for (const [from, to] of renamed) await client.query('UPDATE es_events SET stream_id = $2 WHERE stream_id = $1', [from, to]);
    await client.query('INSERT INTO personal_migrations (name, events) VALUES ($1, $2)', [NEWSLETTER_MIGRATION, rows.length]);
    if (renamed.size > 0) log(`Renamed ${renamed.size} newsletter streams after a keyed hash of their address.`);
    return renamed.size;
  });
  forgetStreamHeads(pool);
  return count;
}
