import type { Kysely } from 'kysely';

/**
 * Issue 25 (docs/adr/0022-personal-data.md): the `privacy` read model. One row per family that ever
 * asked for its erasure: the request pending (or withdrawn, with the reason given), and the erasure
 * once done. Families' names are not copied here: the desk's list joins the families read model.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erasure_requests')
    .addColumn('fam_id', 'integer', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz')
    .addColumn('via', 'text')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('withdrawn_reason', 'text')
    .addColumn('erased_at', 'timestamptz')
    .addColumn('erasure_id', 'text')
    .execute();
  await db.schema.createIndex('erasure_requests_pending').on('erasure_requests').columns(['status', 'requested_at']).execute();
}
