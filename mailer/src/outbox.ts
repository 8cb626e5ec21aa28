import { CheckpointMoved, withTransaction, type SqlPool } from '@plouf/infra';
import type { Language } from './kinds.ts';
import type { MailFile } from './transport.ts';

/*
 * The outbox: every mail the events ask for, rendered, written in the same transaction as the
 * mailer's checkpoint, then sent by a loop of its own. One row per (event, kind, recipient number): an
 * event replayed after a crash, or delivered to two mailers, is mailed once. A sent mail keeps its envelope, not
 * its body nor its files: bodies carry one-time keys, which the key store itself only keeps hashed. Its tables
 * (`mail_outbox`, `mailer_checkpoint`) come from the migrations (`migrateDatabase`).
 */

/** Another mailer moved the checkpoint under us: infra's follower starts again from where it is. */
export { CheckpointMoved };

/** The position in `$all` up to which every event has been turned into mail; 0n at first. */
export async function readMailerCheckpoint(pool: SqlPool): Promise<bigint> {
  const { rows } = await pool.query<{ position: string | number | bigint }>(`SELECT position FROM mailer_checkpoint WHERE name = 'mailer'`);
  return BigInt(rows[0]?.position ?? 0);
}

export interface NewOutboxMail {
  sourceEventId: string;
  sourcePosition: bigint;
  kind: number;
  language: Language;
  recipient: { address: string; name: string };
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe address of a newsletter mail (sent as `List-Unsubscribe`). */
  unsubscribeUrl?: string;
  /** Which of an event's mails this is (a message has one per recipient); 0 for the others. */
  seq?: number;
  /** Its links carry this autolog request's key (see `MailRequest.autolog`). */
  autolog?: { requestId: string; famId: number };
  /** Whose address it goes to (`family-12`, `user-3`…: `recipientSubject`): forgotten with them. */
  dataSubject?: string | null;
  /** Files it carries (a level's certificate): kept, like the body, until it leaves. */
  attachments?: MailFile[];
}

/** Files as the outbox keeps them: JSON, the bytes in base64. */
const storedFiles = (files: readonly MailFile[] | undefined) =>
  files?.length ? JSON.stringify(files.map(({ filename, contentType, content }) => ({ filename, contentType, content: content.toString('base64') }))) : null;

type StoredFile = Omit<MailFile, 'content'> & { content: string };
const filesOf = (stored: StoredFile[] | string | null | undefined): MailFile[] | undefined => {
  const files = typeof stored === 'string' ? (JSON.parse(stored) as StoredFile[]) : stored;
  return files?.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') }));
};

/**
 * Stores a batch's mails and moves the checkpoint to `position`, in one transaction. The checkpoint
 * row is locked and compared with `expected`, as the projection runner does: two mailers never
 * both commit a batch. The mails of the subjects the batch erased (`erased`) are forgotten in it
 * (`forgetMails`). Returns how many mails are new.
 */
export async function commitMails(pool: SqlPool, mails: readonly NewOutboxMail[], expected: bigint, position: bigint, erased: readonly string[] = []): Promise<number> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ position: string | number | bigint }>(`SELECT position FROM mailer_checkpoint WHERE name = 'mailer' FOR UPDATE`);
    if (BigInt(rows[0]?.position ?? 0) !== expected) throw new CheckpointMoved('mailer');
    let added = 0;
    for (const mail of mails) {
      const { rowCount } = await client.query(
        `INSERT INTO mail_outbox (source_event_id, source_position, kind, language, recipient, recipient_name, subject, html, text, unsubscribe_url, seq, autolog_request, autolog_fam, data_subject, attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb) ON CONFLICT (source_event_id, kind, seq) DO NOTHING`,
        [
          mail.sourceEventId,
          String(mail.sourcePosition),
          mail.kind,
          mail.language,
          mail.recipient.address,
          mail.recipient.name,
          mail.subject,
          mail.html,
          mail.text,
          mail.unsubscribeUrl ?? null,
          mail.seq ?? 0,
          mail.autolog?.requestId ?? null,
          mail.autolog?.famId ?? null,
          mail.dataSubject ?? null,
          storedFiles(mail.attachments),
        ],
      );
      added += rowCount;
    }
    if (erased.length > 0) await forgetMails(client, erased);
    await client.query(`UPDATE mailer_checkpoint SET position = $1, updated_at = now() WHERE name = 'mailer'`, [String(position)]);
    return added;
  });
}

/** What a forgotten mail keeps: its place in its message's progress, no address, name, subject, body or file. */
const FORGET = `UPDATE mail_outbox SET status = CASE WHEN status = 'sent' THEN 'sent' ELSE 'erased' END, recipient = '', recipient_name = '', subject = '', html = NULL, text = NULL, attachments = NULL,
       unsubscribe_url = NULL, sent_to = NULL, last_error = NULL, autolog_request = NULL`;

/**
 * The mails to erased subjects (issue 25) lose their address, name, subject, body and files (and what an
 * error or an autolog key could still tell); those not sent yet are `erased` and never leave (the
 * sender marks only a pending mail sent or failed). A sent mail stays counted as sent. Mails that name
 * no subject (written before mails did) are found by their address (`isErasedAddress`). A file
 * transport's copies go with them (`forgottenFiles`).
 */
export async function forgetMails(client: Pick<SqlPool, 'query'>, subjects: readonly string[], isErasedAddress?: (address: string) => boolean): Promise<number> {
  let { rowCount } = await client.query(`${FORGET} WHERE data_subject = ANY($1::text[]) AND (recipient <> '' OR subject <> '' OR status = 'pending')`, [subjects]);
  if (isErasedAddress) {
    const { rows } = await client.query<{ id: string; recipient: string; sent_to: string | null }>(`SELECT id::text AS id, recipient, sent_to FROM mail_outbox WHERE data_subject IS NULL AND recipient <> ''`);
    const ids = rows.filter((row) => isErasedAddress(row.recipient) || (row.sent_to !== null && isErasedAddress(row.sent_to))).map((row) => row.id);
    if (ids.length > 0) rowCount += (await client.query(`${FORGET} WHERE id = ANY($1::bigint[])`, [ids])).rowCount;
  }
  return rowCount;
}

/**
 * Of these mails (by their source event and number), those forgotten: a file transport deletes its
 * copies of them (docs/adr/0022-personal-data.md).
 */
export async function forgottenMails(pool: Pick<SqlPool, 'query'>, mails: ReadonlyArray<{ sourceEventId: string; seq: number }>): Promise<Array<{ sourceEventId: string; seq: number }>> {
  if (mails.length === 0) return [];
  const { rows } = await pool.query<{ source_event_id: string; seq: number }>(
    `SELECT DISTINCT source_event_id, seq FROM mail_outbox WHERE source_event_id = ANY($1::text[]) AND recipient = '' AND subject = ''`,
    [[...new Set(mails.map((mail) => mail.sourceEventId))]],
  );
  const forgotten = new Set(rows.map((row) => `${row.source_event_id}/${row.seq}`));
  return mails.filter((mail) => forgotten.has(`${mail.sourceEventId}/${mail.seq}`));
}

export interface OutboxMail {
  id: string;
  sourceEventId: string;
  kind: number;
  language: Language;
  recipient: string;
  recipientName: string;
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl?: string | null;
  /** Which of its event's mails (a message's recipient number); 0 for the others. */
  seq?: number;
  /** The autolog request whose key its links carry, and the family it opens; null for most mails. */
  autologRequest?: string | null;
  autologFam?: number | null;
  attachments?: MailFile[];
  /** Attempts started, this one included. */
  attempts: number;
  /** `YYYYMMDD-HHMMSS` (UTC) of the mail's creation. */
  createdStamp: string;
}

/**
 * Takes the oldest due mail for `leaseMs`: nobody else takes it meanwhile, and if this process dies
 * while sending, it is due again when the lease ends. `SKIP LOCKED` lets senders on other processes
 * take other mails.
 */
export async function claimDueMail(pool: SqlPool, leaseMs: number): Promise<OutboxMail | undefined> {
  const { rows } = await pool.query<Omit<OutboxMail, 'attachments'> & { attachments: StoredFile[] | string | null }>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + $1::float8 * interval '1 millisecond'
     WHERE id = (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, source_event_id AS "sourceEventId", kind, language, recipient, recipient_name AS "recipientName", subject, html, text, unsubscribe_url AS "unsubscribeUrl", seq, autolog_request AS "autologRequest", autolog_fam AS "autologFam", attachments, attempts,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYYMMDD-HH24MISS') AS "createdStamp"`,
    [leaseMs],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { attachments, ...mail } = row;
  const files = filesOf(attachments);
  return { ...mail, ...(files && { attachments: files }) };
}

/** False when the mail was no longer pending: erased while it was being sent. */
export async function markSent(pool: SqlPool, id: string, sentTo: string, messageId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    // A mail erased while it was being sent stays erased: its address is not written back.
    `UPDATE mail_outbox SET status = 'sent', sent_at = now(), sent_to = $2, message_id = $3, html = NULL, text = NULL, attachments = NULL, unsubscribe_url = NULL, last_error = NULL WHERE id = $1 AND status = 'pending'`,
    [id, sentTo, messageId],
  );
  return rowCount > 0;
}

/** Keeps the mail for another attempt in `delayMs`, with the reason this one failed. */
export async function markFailed(pool: SqlPool, id: string, delayMs: number, error: string): Promise<void> {
  await pool.query(`UPDATE mail_outbox SET next_attempt_at = now() + $2::float8 * interval '1 millisecond', last_error = $3 WHERE id = $1 AND status = 'pending'`, [
    id,
    delayMs,
    error.slice(0, 2000),
  ]);
}

/** Milliseconds until the next pending mail is due (0 if one is due now), or undefined when none waits. */
export async function untilNextDue(pool: SqlPool): Promise<number | undefined> {
  const { rows } = await pool.query<{ ms: number | string | null }>(
    `SELECT (EXTRACT(EPOCH FROM (min(next_attempt_at) - now())) * 1000)::float8 AS ms FROM mail_outbox WHERE status = 'pending'`,
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Math.max(0, Number(ms));
}
