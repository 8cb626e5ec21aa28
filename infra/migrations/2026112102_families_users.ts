import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('families')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fam_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('civilite', 'text')
    .addColumn('tel', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('internal_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_fam_id').on('users').column('fam_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('families').execute();
}
