import { sql, type Kysely } from 'kysely';

/**
 * Catalogue views carry `translations` (issue 11, docs/adr/0012-catalogue-translations.md). Views
 * are written as served (ADR 0008), so the rows made before lack the field: the catalogue read
 * model is emptied and loses its checkpoint, and its projector replays the event store, writing
 * every view again in its new shape. No event changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM catalogue_links`.execute(db);
  await sql`DELETE FROM catalogue_views`.execute(db);
  await sql`DELETE FROM media`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE name = 'catalogue'`.execute(db);
}

/** Views with `translations` are still valid views for the code before: nothing to undo. */
export async function down(): Promise<void> {}
