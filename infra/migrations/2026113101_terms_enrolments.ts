import { type Kysely } from 'kysely';

/**
 * Issue 22: terms and the children's weekly places for a term (docs/adr/0019-term-enrolment.md):
 * the terms as defined, each enrolment (or place on a term's waiting list), and the inscriptions
 * that are an enrolment's lessons name it (`enr_id`). New events only: nothing to replay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('terms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .addColumn('psn_id', 'integer')
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('term_enrolments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('tcs_id', 'integer', (c) => c.notNull())
    .addColumn('psn_id', 'integer', (c) => c.notNull())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('usr_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('term_enrolments_slot').on('term_enrolments').columns(['term_id', 'tcs_id', 'status', 'seq']).execute();
  await db.schema.createIndex('term_enrolments_family').on('term_enrolments').columns(['fam_id', 'term_id']).execute();
  await db.schema.alterTable('inscriptions').addColumn('enr_id', 'integer').execute();
  await db.schema.createIndex('inscriptions_enrolment').on('inscriptions').column('enr_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inscriptions_enrolment').execute();
  await db.schema.alterTable('inscriptions').dropColumn('enr_id').execute();
  await db.schema.dropTable('term_enrolments').execute();
  await db.schema.dropTable('terms').execute();
}
