import { sql, type Kysely } from 'kysely';

/**
 * Issue 26, levels and progress (docs/adr/0023-levels-and-progress.md): a mail may carry files (a
 * level's certificate, as a PDF). `attachments` holds them until the mail leaves, as JSON
 * (`[{ filename, contentType, content }]`, the bytes in base64); a sent or erased mail loses them
 * with its body. Null for every mail written before, and for most after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN attachments`.execute(db);
}
