import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the slots each pool's schedule has claimed (so that generation previews what already
 * exists) and the families told of a course's cancellation (the course page says how many). The
 * course view gains `cancelledAt` and `familiesTold`: the courses read model is emptied and its
 * checkpoint dropped, so its projector replays the event store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_slots')
    .addColumn('psn_id', 'integer', (c) => c.notNull())
    .addColumn('slot_key', 'text', (c) => c.notNull())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('crs_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_slots_pk', ['psn_id', 'slot_key'])
    .execute();
  await db.schema.createIndex('course_slots_pool_start').on('course_slots').columns(['psn_id', 'start']).execute();
  await db.schema
    .createTable('course_cancel_notices')
    .addColumn('crs_id', 'integer', (c) => c.notNull())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_cancel_notices_pk', ['crs_id', 'fam_id'])
    .execute();
  await sql`DELETE FROM inscriptions`.execute(db);
  await sql`DELETE FROM courses`.execute(db);
  await sql`DELETE FROM calendar_feeds`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE name = 'courses'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_cancel_notices').execute();
  await db.schema.dropTable('course_slots').execute();
}
