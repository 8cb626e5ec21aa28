import type { Kysely } from 'kysely';

/**
 * Money in 64-bit integers (an order's total could pass 2^31 cents and stop the orders read model
 * for everyone), and where each read model is stopped, when one of its events cannot be applied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').alterColumn('total', (column) => column.setDataType('bigint')).execute();
  await db.schema
    .createTable('projection_faults')
    .addColumn('read_model', 'text', (c) => c.primaryKey())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projection_faults').execute();
  await db.schema.alterTable('orders').alterColumn('total', (column) => column.setDataType('integer')).execute();
}
