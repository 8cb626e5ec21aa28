import { sql, type Kysely } from 'kysely';

/**
 * Issue 26, levels and progress (docs/adr/0023-levels-and-progress.md): one new read model.
 * - `progress_levels`: each activity's levels and skills as served (`view`, a LevelsView).
 * - `progress_scale`: the school's rating scale (one row).
 * - `report_cards`: one row per child and activity evaluated, what happened (levels passed, last
 *   rating of each skill, history) as JSON; the query puts it beside the activity's levels as they
 *   stand. `report_cards_family` serves a family's cards.
 * - `member_care`: each member's care details (medical notes, allergies, emergency contact, photo
 *   consent), written by the families projector; deleted with the member or the family's erasure.
 * Courses gain an optional level in their view: no replay (no course had one before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('progress_levels').addColumn('acy_id', 'integer', (c) => c.primaryKey()).addColumn('view', 'text', (c) => c.notNull()).execute();
  await db.schema.createTable('progress_scale').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('view', 'text', (c) => c.notNull()).execute();
  await db.schema
    .createTable('report_cards')
    .addColumn('usr_id', 'integer', (c) => c.notNull())
    .addColumn('acy_id', 'integer', (c) => c.notNull())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_cards_pk', ['usr_id', 'acy_id'])
    .execute();
  await sql`CREATE INDEX report_cards_family ON report_cards (fam_id)`.execute(db);
  await db.schema.createTable('member_care').addColumn('usr_id', 'integer', (c) => c.primaryKey()).addColumn('fam_id', 'integer', (c) => c.notNull()).addColumn('care', 'text', (c) => c.notNull()).execute();
  await sql`CREATE INDEX member_care_family ON member_care (fam_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_care').execute();
  await db.schema.dropTable('report_cards').execute();
  await db.schema.dropTable('progress_scale').execute();
  await db.schema.dropTable('progress_levels').execute();
}
