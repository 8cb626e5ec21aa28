import { sql, type Kysely } from 'kysely';

/**
 * Issue 23, running a term (docs/adr/0020-running-a-term.md): three new read models and two that
 * grow.
 * - `credits`: one row per make-up credit, its ledger as served (`view`); `credit_courses` keeps
 *   the start, pool and activity of each course from the course events the credits projector reads
 *   itself (a ledger names the lessons it was given for and used on, and is rebuilt alone);
 *   `credit_lessons` says which credits name a course, so a course moved shows in their ledgers.
 * - `closures`: one row per closure; `school_rules`: the one rules document.
 * - `families.reminders`: the lesson reminders switch, on until a family turns it off (no family
 *   turned it off before this release).
 * - The courses read model's inscriptions gain what happened to them (a make-up, an offer, why a
 *   place was released, made whole by a credit, reminded): it is emptied and its checkpoint set
 *   back to the start, so the projections replay it once at the next start and every view carries
 *   the new fields. No event changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credits')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('given_at', 'timestamptz', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credits_family').on('credits').columns(['fam_id', 'given_at']).execute();
  await db.schema
    .createTable('credit_courses')
    .addColumn('crs_id', 'integer', (c) => c.primaryKey())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('psn_id', 'integer', (c) => c.notNull())
    .addColumn('psn_name', 'text', (c) => c.notNull())
    .addColumn('acy_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credit_lessons')
    .addColumn('crs_id', 'integer', (c) => c.notNull())
    .addColumn('credit_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_lessons_pkey', ['crs_id', 'credit_id'])
    .execute();
  await db.schema
    .createTable('closures')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('psn_id', 'integer', (c) => c.notNull())
    .addColumn('from_day', 'text', (c) => c.notNull())
    .addColumn('to_day', 'text', (c) => c.notNull())
    .addColumn('lifted', 'boolean', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('closures_pool_days').on('closures').columns(['psn_id', 'to_day', 'from_day']).execute();
  await db.schema
    .createTable('school_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('view', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('families').addColumn('reminders', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await sql`DELETE FROM inscriptions`.execute(db);
  await sql`DELETE FROM courses`.execute(db);
  await sql`DELETE FROM calendar_feeds`.execute(db);
  await sql`DELETE FROM course_slots`.execute(db);
  await sql`DELETE FROM course_cancel_notices`.execute(db);
  await sql`UPDATE projection_checkpoints SET position = 0, updated_at = now() WHERE name = 'courses'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('families').dropColumn('reminders').execute();
  await db.schema.dropTable('school_rules').execute();
  await db.schema.dropTable('closures').execute();
  await db.schema.dropTable('credit_lessons').execute();
  await db.schema.dropTable('credit_courses').execute();
  await db.schema.dropTable('credits').execute();
}
