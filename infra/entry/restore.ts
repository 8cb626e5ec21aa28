import { existsSync, openAsBlob, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPGlitePool, createPostgresPool, loadConfig, lockDataDir } from '@plouf/infra';
import { rebuildReadModel } from '@plouf/projections';
import { backupKind, EVENTSTOREDB_REFUSAL, libpqTarget, runTool, toolMajor } from './backup-kit.ts';
import { describeStore } from './existing-store.ts';
import { openPlatform } from './platform.ts';
import { createScrub } from './erasures.ts';

/**
 * `npm run restore -- file`: loads what `npm run backup` wrote into an EMPTY database (a PostgreSQL
 * database made for it, or a `DATA_DIR` without a PGlite database), then opens it as every start
 * does (the migrations newer than the backup, the erasures listed outside the database) and rebuilds
 * every read model from the events. A database that holds anything is refused: a restore never
 * writes over data. With PGlite, nothing else may have the folder open.
 */
const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <file written by npm run backup>');
  process.exit(2);
}
const config = loadConfig();
if (config.eventStoreUrl) {
  console.error(EVENTSTOREDB_REFUSAL);
  process.exit(1);
}
// Named from where the person typed the command (npm runs scripts from the project's root, and names that folder in INIT_CWD).
const file = resolve(process.env.INIT_CWD ?? '.', args[0]!);
if (!existsSync(file)) {
  console.error(`No file ${file}.`);
  process.exit(1);
}
const kind = await backupKind(file);
if (kind === undefined) {
  console.error(`${file} is not a backup of Plouf: npm run backup writes pg_dump's custom format (PostgreSQL) or PGlite's data folder as a .tar.gz.`);
  process.exit(1);
}
if (kind === 'postgres' && !config.databaseUrl) {
  console.error(`${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to an empty PostgreSQL database to restore it into (createdb plouf_restored).`);
  process.exit(1);
}
if (kind === 'pglite' && config.databaseUrl) {
  console.error(`${file} is a PGlite data folder: restore it without DATABASE_URL, with DATA_DIR naming a folder that holds no database.`);
  process.exit(1);
}
const occupied = await whyNotEmpty().catch((error: Error) => `Cannot open the ${describeStore(config)}: ${error.message}`);
if (occupied) {
  console.error(occupied);
  process.exit(1);
}

console.log(`Restoring ${file} into the ${describeStore(config)}`);
try {
  if (config.databaseUrl) await loadPostgres(config.databaseUrl);
  else await loadPGlite(config.dataDir);
} catch (error) {
  console.error(`Nothing restored: ${(error as Error).message}`);
  process.exit(1);
}

// From here the backup is in: whatever stops the rest, `npm run rebuild` (which does the same) finishes it.
const finish = (reason: string): never => {
  console.error(`The backup is loaded but the restore did not finish: ${reason}\nOnce that is put right, \`npm run rebuild\` rebuilds the read models and finishes it.`);
  process.exit(1);
};
const secretMissing = await keysWithoutSecret().catch((error: Error) => `cannot read the loaded database (${error.message})`);
if (secretMissing) finish(secretMissing);
const platform = await openPlatform({ ...config, log: (line: string) => console.log(`  ${line}`) }).catch((error: Error) => finish(error.message));
const head = await platform.store.headPosition();
console.log(`Loaded: events up to position ${head}. Rebuilding every read model:`);
const failed: string[] = [];
for (const projector of platform.projectors) {
  const started = Date.now();
  try {
    const { events, position } = await rebuildReadModel(platform.store, platform.db, projector);
    console.log(`  ${projector.readModel}: replayed ${events} events up to position ${position} in ${Date.now() - started} ms`);
  } catch (error) {
    failed.push(projector.readModel);
    console.error(`  ${projector.readModel}: not rebuilt: ${(error as Error).message}`);
  }
}
// The erasures redone on it are in every read model now: the files hold none of their values once scrubbed.
if (failed.length === 0) await createScrub({ pool: platform.pool, store: platform.store, caughtUp: async () => true, log: (line) => console.log(`  ${line}`) }).now();
await platform.close();
if (failed.length > 0) finish(`${failed.join(', ')} could not be rebuilt (above).`);
console.log(`Restored: the ${describeStore(config)} is ready for npm start.`);

/** Why the database named is not one to restore into (it holds something, or a process has it open); undefined when it is empty. */
async function whyNotEmpty(): Promise<string | undefined> {
  if (config.databaseUrl) {
    const pool = createPostgresPool(config.databaseUrl, 1);
    try {
      const { rows } = await pool.query<{ name: string }>(
        `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
      );
      if (rows.length === 0) return undefined;
      const names = rows.slice(0, 4).map((row) => row.name).join(', ') + (rows.length > 4 ? ` and ${rows.length - 4} more` : '');
      return `The ${describeStore(config)} is not empty (${names}): a restore never writes over data. Restore into a database made for it (createdb plouf_restored, then DATABASE_URL=…/plouf_restored npm run restore -- file).`;
    } finally {
      await pool.end();
    }
  }
  try {
    lockDataDir(config.dataDir)();
  } catch (error) {
    return (error as Error).message;
  }
  const folder = join(config.dataDir, 'pglite');
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    return `The PGlite folder ${folder} is not empty: a restore never writes over data. Move it away, or point DATA_DIR at a folder that holds no database.`;
  }
  return undefined;
}

/** pg_restore in one transaction: a failure leaves the database as empty as it was. */
async function loadPostgres(databaseUrl: string) {
  await toolMajor('pg_restore');
  const { dbname, env } = libpqTarget(databaseUrl);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env);
}

/**
 * PGlite loads its own tarball into the empty folder. The server's lock (a pid file beside the
 * folder, infra/src/db/pglite.ts) is held meanwhile, so a server started then refuses the folder.
 */
async function loadPGlite(dataDir: string) {
  const folder = join(dataDir, 'pglite');
  const release = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(folder, { loadDataDir: await openAsBlob(file, { type: 'application/gzip' }) });
    await db.close();
  } catch (error) {
    // What a failed load left is no database: the folder goes back to holding none.
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

/**
 * Personal-data keys are wrapped under the server's secret: `APP_SECRET`, or the one kept in the
 * database when none is set. Keys with neither would be opened by none, and opening the platform
 * would store a new secret: refused before, with what to set.
 */
async function keysWithoutSecret(): Promise<string | undefined> {
  if (config.appSecret) return undefined;
  const pool = config.databaseUrl ? createPostgresPool(config.databaseUrl, 1) : await createPGlitePool(config.dataDir);
  try {
    const { rows } = await pool.query<{ secret: boolean; keys: boolean }>(`SELECT EXISTS (SELECT 1 FROM app_secrets WHERE name = 'keys') AS secret, EXISTS (SELECT 1 FROM personal_keys) AS keys`);
    if (!rows[0]!.keys || rows[0]!.secret) return undefined;
    return 'its personal-data keys are wrapped under the APP_SECRET its server was given, and none is set: set the same APP_SECRET (and PREVIOUS_APP_SECRETS if it had them).';
  } finally {
    await pool.end();
  }
}

