import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from '../../migrations/index.ts';
import { createKysely } from './kysely.ts';
import type { SqlPool } from './pool.ts';

/**
 * Where the migrations done are recorded. The name is the one the read models' migrations had
 * before every table came from migrations: a database of an earlier release keeps its records
 * and runs none of them again.
 */
export { MIGRATIONS };
export const MIGRATION_TABLE = 'read_model_migrations';
export const MIGRATION_LOCK_TABLE = 'read_model_migrations_lock';

/**
 * Brings every table up to date: runs, in order and in one transaction, the migrations of
 * `infra/migrations` this database has not run yet. Every entry point calls it once at start,
 * before anything uses a table. Processes starting together on one PostgreSQL take turns (kysely's
 * migrator holds a session advisory lock and reads what is done under it), so each migration runs once.
 *
 * @example
 * const pool = await openDatabase(config);
 * await migrateDatabase(pool);
 */
export async function migrateDatabase(pool: SqlPool): Promise<void> {
  const db = createKysely<unknown>(pool);
  try {
    await migrateWith(db);
  } finally {
    await db.destroy();
  }
}

async function migrateWith(db: Kysely<unknown>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
