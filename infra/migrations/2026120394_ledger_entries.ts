import { sql, type Kysely } from 'kysely';

/**
 * Issue 43, the family's ledger (ADR 0029 decisions 27-32): one row per entry of a family's ledger,
 * written by the orders projector from `LedgerEntryRecorded`, read in the order recorded
 * (`position`) for the family's statement. The ledger process starts from the event store's first
 * event, so existing orders get their entries once it has run: no replay of a read model.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('method', 'integer')
    .addColumn('part', 'integer')
    .addColumn('parts', 'integer')
    .execute();
  await sql`CREATE INDEX ledger_entries_family ON ledger_entries (fam_id, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
}
