import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addColumn('validated_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('email_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newsletter_subscribers_added_at').on('newsletter_subscribers').column('added_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
}
