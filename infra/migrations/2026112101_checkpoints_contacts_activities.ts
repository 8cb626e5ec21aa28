import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('activity_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('contacts_received_at').on('contacts').column('received_at').execute();
  await db.schema
    .createTable('activities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('enfant', 'boolean', (c) => c.notNull())
    .addColumn('ordre', 'integer', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('infos', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activities').execute();
  await db.schema.dropTable('contacts').execute();
  await db.schema.dropTable('projection_checkpoints').execute();
}
