import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's documents (pools, activities, passes, MNS, pages, blog posts) in one table keyed
 * by read model, and the media. Activities move here from their own table: its checkpoint is
 * dropped with it, so the activities projector replays them from the event store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_documents')
    .addColumn('read_model', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_documents_pk', ['read_model', 'id'])
    .execute();
  await db.schema.createIndex('catalogue_documents_slug').on('catalogue_documents').columns(['read_model', 'slug']).execute();
  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('copyright', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_slug').on('media').column('slug').execute();
  await db.schema.dropTable('activities').ifExists().execute();
  await sql`DELETE FROM projection_checkpoints WHERE name = 'activities'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
  await db.schema.dropTable('catalogue_documents').execute();
}
