import { sql, type Kysely } from 'kysely';

/**
 * Issue 25, personal data (docs/adr/0022-personal-data.md): the mailer's outbox forgets an erased
 * person's mails.
 * - `data_subject`: whose address a mail goes to (`family-12`, `user-3`, `contact-5`, `newsletter-7`,
 *   the subject its source event seals the address under); the mails already written get it from
 *   their source event's ids (`es_events`; an EventStoreDB store has none there: they keep none).
 * - status `erased`: a mail not sent when its recipient was erased; it never leaves. A sent mail keeps
 *   its status (a message's progress counts it) and, like an erased one, loses the address, the name,
 *   the subject and the body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN data_subject text`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_status_check`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'erased'))`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_check`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_body_check CHECK (status <> 'pending' OR (html IS NOT NULL AND text IS NOT NULL))`.execute(db);
  await sql`CREATE INDEX mail_outbox_data_subject ON mail_outbox (data_subject) WHERE data_subject IS NOT NULL`.execute(db);
  // As the mailer derives it (mailer/src/erasure.ts): a message's recipient's, the account's, the sign-up's, or the family's.
  await sql`
    UPDATE mail_outbox AS o SET data_subject = CASE
        WHEN e.type = 'MessageSent' THEN CASE
          WHEN e.data->'recipients'->o.seq ? 'subscriberId' THEN 'newsletter-' || (e.data->'recipients'->o.seq->>'subscriberId')
          WHEN e.data->'recipients'->o.seq ? 'famId' THEN 'family-' || (e.data->'recipients'->o.seq->>'famId')
          WHEN e.data->'audience'->>'kind' = 'contact' THEN 'contact-' || (e.data->'audience'->>'contactId')
          ELSE 'message-' || (e.data->>'messageId') END
        WHEN e.type IN ('PasswordResetRequested', 'PasswordSetupRequested', 'PasswordChanged') THEN 'user-' || (e.data->>'userId')
        WHEN e.type = 'MailTestRequested' THEN 'user-' || (e.data->>'by')
        WHEN e.type LIKE 'Newsletter%' THEN 'newsletter-' || (e.data->>'subscriberId')
        WHEN e.data ? 'famId' THEN 'family-' || (e.data->>'famId')
        ELSE NULL END
    FROM es_events AS e
    WHERE e.event_id::text = o.source_event_id AND o.data_subject IS NULL`.execute(db);
}
