import { sql, type Kysely } from 'kysely';

/**
 * Issue 24, the owner's dashboard (docs/adr/0021-dashboard-and-books.md): daily facts written by
 * the `dashboard` projector, so that GET /Dashboard answers a year in a few indexed queries.
 * - `dashboard_money`: per Paris day and payment method; `dashboard_passes`: per day and pass.
 * - `dashboard_lessons`: one row per course (day, weekday, hour, pool, activity, instructor,
 *   capacity, and what happened to its places), indexed by day.
 * - `dashboard_places`, `dashboard_orders`, `dashboard_families`, `dashboard_cards`: what the
 *   projector needs to keep the facts right (a place's state, an order's lines and payments), and
 *   what the list of families to call reads (last lesson booked, cards ending).
 * And a partial index of the orders awaiting payment. New tables only: the projector replays
 * `$all` from the start at the next launch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_money')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('orders_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dashboard_money_pkey', ['day', 'method'])
    .execute();
  await db.schema
    .createTable('dashboard_passes')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('fft_id', 'integer', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dashboard_passes_pkey', ['day', 'fft_id'])
    .execute();
  await db.schema
    .createTable('dashboard_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('record', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dashboard_lessons')
    .addColumn('crs_id', 'integer', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('psn_id', 'integer', (c) => c.notNull())
    .addColumn('psn_name', 'text', (c) => c.notNull())
    .addColumn('acy_id', 'integer', (c) => c.notNull())
    .addColumn('acy_name', 'text', (c) => c.notNull())
    .addColumn('usr_id', 'integer', (c) => c.notNull())
    .addColumn('mns_name', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('present', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_show', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waiting', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waitlisted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promoted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('offers_expired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_early', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_by_school', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dashboard_lessons_day').on('dashboard_lessons').columns(['day']).execute();
  await db.schema
    .createTable('dashboard_places')
    .addColumn('ins_id', 'integer', (c) => c.primaryKey())
    .addColumn('crs_id', 'integer', (c) => c.notNull())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('promoted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('dashboard_places_course').on('dashboard_places').columns(['crs_id']).execute();
  await db.schema.createIndex('dashboard_places_day_family').on('dashboard_places').columns(['day', 'fam_id']).execute();
  await db.schema.createIndex('dashboard_places_family').on('dashboard_places').columns(['fam_id', 'start']).execute();
  await db.schema
    .createTable('dashboard_families')
    .addColumn('fam_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_day', 'text', (c) => c.notNull())
    .addColumn('last_lesson_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('dashboard_families_created').on('dashboard_families').columns(['created_day']).execute();
  await db.schema.createIndex('dashboard_families_last_lesson').on('dashboard_families').columns(['last_lesson_at']).execute();
  await db.schema
    .createTable('dashboard_cards')
    .addColumn('card_id', 'integer', (c) => c.primaryKey())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_until', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('spent', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema.createIndex('dashboard_cards_valid_until').on('dashboard_cards').columns(['valid_until']).execute();
  // Orders awaiting payment now (placed, asked, failed): the dashboard's `awaiting` reads only these.
  await sql`CREATE INDEX orders_awaiting ON orders (placed_at) WHERE status IN (1, 9, 12)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS orders_awaiting`.execute(db);
  for (const table of ['dashboard_cards', 'dashboard_families', 'dashboard_places', 'dashboard_lessons', 'dashboard_orders', 'dashboard_passes', 'dashboard_money']) await db.schema.dropTable(table).ifExists().execute();
}
