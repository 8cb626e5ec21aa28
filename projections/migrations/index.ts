import { Migrator, type Kysely, type Migration } from 'kysely';
import * as m2026112101 from './2026112101_checkpoints_contacts_activities.ts';
import * as m2026112102 from './2026112102_families_users.ts';
import * as m2026112201 from './2026112201_catalogue_media.ts';
import * as m2026112301 from './2026112301_served_read_models.ts';
import * as m2026112401 from './2026112401_orders_cards.ts';
import * as m2026112501 from './2026112501_members_optional_email.ts';
import * as m2026112502 from './2026112502_courses_inscriptions.ts';
import * as m2026112601 from './2026112601_catalogue_translations.ts';
import * as m2026112701 from './2026112701_newsletter.ts';
import * as m2026112702 from './2026112702_mail_documents.ts';
import * as m2026112703 from './2026112703_messages.ts';
import * as m2026112801 from './2026112801_course_slots_notices.ts';
import * as m2026112802 from './2026112802_money_bigint_projection_faults.ts';

/** In order; a new migration is a new file and a new line here, never an edit of an old one. */
const MIGRATIONS: Record<string, Migration> = {
  '2026112101_checkpoints_contacts_activities': m2026112101,
  '2026112102_families_users': m2026112102,
  '2026112201_catalogue_media': m2026112201,
  '2026112301_served_read_models': m2026112301,
  '2026112401_orders_cards': m2026112401,
  '2026112501_members_optional_email': m2026112501,
  '2026112502_courses_inscriptions': m2026112502,
  '2026112601_catalogue_translations': m2026112601,
  '2026112701_newsletter': m2026112701,
  '2026112702_mail_documents': m2026112702,
  '2026112703_messages': m2026112703,
  '2026112801_course_slots_notices': m2026112801,
  '2026112802_money_bigint_projection_faults': m2026112802,
};

/** Brings the read-model tables up to date. */
export async function migrateReadModels(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'read_model_migrations',
    migrationLockTableName: 'read_model_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Read-model migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
