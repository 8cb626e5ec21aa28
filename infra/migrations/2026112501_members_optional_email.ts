import { sql, type Kysely } from 'kysely';

/** A family member may have no email (a child, who never logs in). Nothing to replay. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').alterColumn('email', (column) => column.dropNotNull()).execute();
}

/** The older shape has no place for members without an email: the families read model is rebuilt. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM users`.execute(db);
  await sql`DELETE FROM families`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE name = 'families'`.execute(db);
  await db.schema.alterTable('users').alterColumn('email', (column) => column.setNotNull()).execute();
}
