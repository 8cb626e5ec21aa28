import { sql, type Kysely } from 'kysely';

/**
 * Issue 25, a family takes its data away (GET /Family/{id}/donnees): what the school holds under its
 * members' addresses rather than its id is found through these, not by reading whole tables:
 * contact requests (by the folded address), newsletter sign-ups and the mailer's outbox (by the
 * address in lower case).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX contacts_email_key ON contacts (email_key)`.execute(db);
  await sql`CREATE INDEX newsletter_subscribers_email_lower ON newsletter_subscribers (lower(email))`.execute(db);
  await sql`CREATE INDEX mail_outbox_recipient_lower ON mail_outbox (lower(recipient))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS mail_outbox_recipient_lower`.execute(db);
  await sql`DROP INDEX IF EXISTS newsletter_subscribers_email_lower`.execute(db);
  await sql`DROP INDEX IF EXISTS contacts_email_key`.execute(db);
}
