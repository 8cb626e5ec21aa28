import { sql, type Kysely } from 'kysely';

/**
 * Read models shaped as they are served (issue 8):
 * - `catalogue_views`: every catalogue document and image with its answer already joined (`view`,
 *   JSON text as sent), its sort key, visibility and slug, so a GET is one indexed query;
 *   `catalogue_links` says what each document names, to refresh the views that embed a changed one
 *   and to tell what still uses an activity or an MNS. They replace `catalogue_documents`; `media`
 *   stays for the image route, written by the same projector.
 * - contacts and families gain folded search text and sort keys for paging on the server.
 * Each rebuilt read model loses its checkpoint, so its projector replays the event store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_views')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('visible', 'boolean', (c) => c.notNull())
    .addColumn('published_on', 'text')
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_views_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('catalogue_views_sorted').on('catalogue_views').columns(['model', 'sort_key', 'id']).execute();
  await db.schema.createIndex('catalogue_views_slug').on('catalogue_views').columns(['model', 'slug']).execute();
  await db.schema
    .createTable('catalogue_links')
    .addColumn('from_model', 'text', (c) => c.notNull())
    .addColumn('from_id', 'integer', (c) => c.notNull())
    .addColumn('to_model', 'text', (c) => c.notNull())
    .addColumn('to_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_links_pk', ['from_model', 'from_id', 'to_model', 'to_id'])
    .execute();
  await db.schema.createIndex('catalogue_links_to').on('catalogue_links').columns(['to_model', 'to_id']).execute();
  await db.schema.dropTable('catalogue_documents').ifExists().execute();
  await sql`DELETE FROM media`.execute(db);

  await db.schema.alterTable('contacts').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('contacts').addColumn('email_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`DELETE FROM contacts`.execute(db);
  await db.schema.alterTable('families').addColumn('name_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('families').addColumn('city_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('families').addColumn('members_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('families_name_key').on('families').columns(['name_key', 'id']).execute();
  await sql`CREATE INDEX users_email_lower ON users (lower(email))`.execute(db);
  await sql`DELETE FROM users`.execute(db);
  await sql`DELETE FROM families`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE name IN ('pools', 'activities', 'passes', 'mns', 'pages', 'blog', 'media', 'contacts', 'families')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_links').execute();
  await db.schema.dropTable('catalogue_views').execute();
}
