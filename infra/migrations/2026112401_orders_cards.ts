import type { Kysely } from 'kysely';

/**
 * Orders and the families' cards (issue 9), shaped as served: `view` is the answer as JSON text;
 * the columns beside it are what the lists filter, search and sort on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('family_key', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_placed_at').on('orders').columns(['placed_at', 'id']).execute();
  await db.schema.createIndex('orders_fam_id').on('orders').columns(['fam_id', 'placed_at']).execute();
  await db.schema
    .createTable('cards')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('record', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cards_fam_id').on('cards').columns(['fam_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cards').execute();
  await db.schema.dropTable('orders').execute();
}
