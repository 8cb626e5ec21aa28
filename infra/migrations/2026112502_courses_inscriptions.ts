import type { Kysely } from 'kysely';

/**
 * Courses, their inscriptions and the families' calendar feeds (issue 10), shaped as served: `view`
 * is the answer as JSON text; the columns beside it are what the lists filter and sort on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('psn_id', 'integer', (c) => c.notNull())
    .addColumn('acy_id', 'integer', (c) => c.notNull())
    .addColumn('acy_id_cplt', 'integer')
    .addColumn('usr_id', 'integer', (c) => c.notNull())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled', 'boolean', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courses_start').on('courses').columns(['start', 'id']).execute();
  await db.schema.createIndex('courses_pool_start').on('courses').columns(['psn_id', 'start']).execute();
  await db.schema.createIndex('courses_mns_start').on('courses').columns(['usr_id', 'start']).execute();
  await db.schema
    .createTable('inscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('crs_id', 'integer', (c) => c.notNull())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inscriptions_course').on('inscriptions').columns(['crs_id', 'seq']).execute();
  await db.schema.createIndex('inscriptions_family').on('inscriptions').columns(['fam_id', 'start']).execute();
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('fam_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('inscriptions').execute();
  await db.schema.dropTable('courses').execute();
}
