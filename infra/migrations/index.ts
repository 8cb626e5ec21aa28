import type { Migration } from 'kysely';
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
import * as m2026112901 from './2026112901_platform_tables.ts';
import * as m2026112902 from './2026112902_due_items.ts';
import * as m2026113001 from './2026113001_orders_replayed_for_replaced_by.ts';
import * as m2026113101 from './2026113101_terms_enrolments.ts';
import * as m2026113102 from './2026113102_credits_closures_rules.ts';
import * as m2026120101 from './2026120101_books.ts';
import * as m2026120102 from './2026120102_dashboard.ts';
import * as m2026120301 from './2026120301_personal_keys.ts';
import * as m2026120302 from './2026120302_privacy.ts';
import * as m2026120310 from './2026120310_family_export_lookups.ts';
import * as m2026120320 from './2026120320_mail_outbox_erased.ts';
import * as m2026120330 from './2026120330_inactive_families.ts';
import * as m2026120340 from './2026120340_personal_reads.ts';
import * as m2026120350 from './2026120350_es_append_by_index.ts';
import * as m2026120360 from './2026120360_es_append_plans.ts';
import * as m2026120370 from './2026120370_progress.ts';
import * as m2026120380 from './2026120380_mail_outbox_attachments.ts';
import * as m2026120390 from './2026120390_personal_erasures_settled.ts';
import * as m2026120391 from './2026120391_dashboard_families_erased.ts';
import * as m2026120392 from './2026120392_es_streams_by_prefix.ts';
import * as m2026120393 from './2026120393_orders_summary.ts';
import * as m2026120394 from './2026120394_ledger_entries.ts';

/**
 * Every table of the database, in order: read models, the event store and the platform's tables
 * (docs/adr/0016-one-migration-path.md). A new migration is a new file and a new line at the end
 * here, named after its day (`YYYYMMDDnn_what`, sorting after the last one), never an edit of an old one.
 */
export const MIGRATIONS: Record<string, Migration> = {
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
  '2026112901_platform_tables': m2026112901,
  '2026112902_due_items': m2026112902,
  '2026113001_orders_replayed_for_replaced_by': m2026113001,
  '2026113101_terms_enrolments': m2026113101,
  '2026113102_credits_closures_rules': m2026113102,
  '2026120101_books': m2026120101,
  '2026120102_dashboard': m2026120102,
  '2026120301_personal_keys': m2026120301,
  '2026120302_privacy': m2026120302,
  '2026120310_family_export_lookups': m2026120310,
  '2026120320_mail_outbox_erased': m2026120320,
  '2026120330_inactive_families': m2026120330,
  '2026120340_personal_reads': m2026120340,
  '2026120350_es_append_by_index': m2026120350,
  '2026120360_es_append_plans': m2026120360,
  '2026120370_progress': m2026120370,
  '2026120380_mail_outbox_attachments': m2026120380,
  '2026120390_personal_erasures_settled': m2026120390,
  '2026120391_dashboard_families_erased': m2026120391,
  '2026120392_es_streams_by_prefix': m2026120392,
  '2026120393_orders_summary': m2026120393,
  '2026120394_ledger_entries': m2026120394,
};
