import type { Kysely } from 'kysely';

/**
 * Issue 24, the books (docs/adr/0021-dashboard-and-books.md): the `books` read model.
 * - `documents`: one row per invoice or credit note, the event's whole data as served (`view`),
 *   found by its number (year + number, unique), its family, its order and its date.
 * - `school_identity`: the one identity document as last saved.
 * The projector starts from the beginning of the store: every order already paid or refunded is
 * documented by the invoices process, whose documents this read model then shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_number').on('documents').columns(['year', 'number']).unique().execute();
  await db.schema.createIndex('documents_family').on('documents').columns(['fam_id', 'issued_at']).execute();
  await db.schema.createIndex('documents_order').on('documents').columns(['order_id', 'year', 'number']).execute();
  await db.schema.createIndex('documents_issued').on('documents').columns(['issued_at']).execute();
  await db.schema
    .createTable('school_identity')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_identity').execute();
  await db.schema.dropTable('documents').execute();
}
