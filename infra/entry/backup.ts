import { existsSync } from 'node:fs';
import { chmod, rename, rm, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ERASURE_EVENT_TYPES } from '@plouf/command-api/privacy';
import { createPGlitePool, createPostgresPool, loadConfig, scrubStorage } from '@plouf/infra';
import { EVENTSTOREDB_REFUSAL, libpqTarget, REBUILT_TABLES, runTool, toolMajor } from './backup-kit.ts';
import { exitUnlessStoreExists } from './existing-store.ts';

/**
 * `npm run backup [-- file]`: the event store and every table a rebuild cannot make again, in one
 * file (docs/adr/0025-operations.md, "Backup and restore"); `npm run restore -- file` loads it into
 * an empty database and rebuilds the read models.
 * - PostgreSQL (`DATABASE_URL`): pg_dump's custom format, every table's definition and the rows of
 *   all but the read models'. The services may keep running: pg_dump reads one snapshot.
 * - PGlite (`DATA_DIR`): the data folder as PGlite dumps it, a gzipped tarball. Stop `npm start`
 *   first: PGlite serves one process, and a folder in use is refused.
 * The file is written beside its name, then renamed: a failed backup leaves no file that looks whole.
 */
const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('Usage: npm run backup [-- file]');
  process.exit(2);
}
const config = loadConfig();
if (config.eventStoreUrl) {
  console.error(EVENTSTOREDB_REFUSAL);
  process.exit(1);
}
await exitUnlessStoreExists(config, 'Backing up the');
const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
// Where the person typed the command: npm runs scripts from the project's root and names their folder in INIT_CWD.
const file = resolve(process.env.INIT_CWD ?? '.', args[0] ?? `plouf-backup-${stamp}${config.databaseUrl ? '.pgdump' : '.tar.gz'}`);
if (existsSync(file)) {
  console.error(`${file} already exists: name another file (a backup never overwrites one).`);
  process.exit(1);
}
const partial = `${file}.partial`;
try {
  // Personal data: the owner alone reads it, from its first byte.
  await writeFile(partial, '', { mode: 0o600 });
  await chmod(partial, 0o600);
  const summary = config.databaseUrl ? await dumpPostgres(config.databaseUrl, partial) : await dumpPGlite(config.dataDir, partial);
  await rename(partial, file);
  console.log(`Backed up to ${file} (${((await stat(file)).size / 1024 ** 2).toFixed(1)} MB): ${summary}`);
  console.log(`Restore it into an empty database with: npm run restore -- ${file}`);
} catch (error) {
  await rm(partial, { force: true });
  console.error(`Nothing backed up: ${(error as Error).message}`);
  process.exit(1);
}

/** pg_dump of the whole schema, without the rows of the tables the restore rebuilds. */
async function dumpPostgres(databaseUrl: string, target: string): Promise<string> {
  const pool = createPostgresPool(databaseUrl, 1);
  let tables: Array<{ schema: string; name: string }>;
  let serverMajor: number;
  let events: string;
  try {
    serverMajor = Math.floor(Number((await pool.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]!.server_version_num) / 10_000);
    // The tables beside the event store's (its schema, whatever the search path names it).
    ({ rows: tables } = await pool.query<{ schema: string; name: string }>(
      `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND c.relnamespace = (SELECT relnamespace FROM pg_class WHERE oid = to_regclass('es_events')) ORDER BY c.relname`,
    ));
    events = (await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n;
  } finally {
    await pool.end();
  }
  const dumpMajor = await toolMajor('pg_dump');
  if (dumpMajor < serverMajor) throw new Error(`pg_dump ${dumpMajor} cannot read a PostgreSQL ${serverMajor} server: install PostgreSQL ${serverMajor}'s client tools (Debian: apt-get install postgresql-client-${serverMajor})`);
  const rebuilt = tables.filter((table) => REBUILT_TABLES.includes(table.name));
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const { dbname, env } = libpqTarget(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${target}`, ...rebuilt.map((table) => `--exclude-table-data=${quoted(table.schema)}.${quoted(table.name)}`), `--dbname=${dbname}`], env);
  return `${events} events when it began and ${tables.length - rebuilt.length} tables with their rows; the ${rebuilt.length} read-model tables without theirs (the restore rebuilds them).`;
}

/**
 * PGlite's own dump of its data folder; opening the folder takes its lock, so a running server makes
 * this refuse. The folder holds the read models and every page's old rows: an erasure not in every
 * read model yet is refused (the server stopped before they had it: start it once), and the files
 * are scrubbed first, as after an erasure (docs/adr/0022-personal-data.md), so that no erased value
 * is in the tarball whether or not the server had scrubbed them before it stopped.
 */
async function dumpPGlite(dataDir: string, target: string): Promise<string> {
  const pool = await createPGlitePool(dataDir);
  try {
    const events = (await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n;
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events WHERE type = ANY($1::text[]) AND position > (SELECT coalesce(min(position), 0) FROM projection_checkpoints)`,
      [ERASURE_EVENT_TYPES],
    );
    if (rows[0]!.n > 0) throw new Error(`an erasure is not in every read model yet (the server stopped just after it, or a read model is stopped): start the server once (npm start) or run npm run rebuild, then back up again`);
    await scrubStorage(pool);
    // Every page on disk first: the tarball is the folder as a clean stop leaves it.
    await pool.query('CHECKPOINT');
    const tarball = await pool.pglite.dumpDataDir('gzip');
    await writeFile(target, new Uint8Array(await tarball.arrayBuffer()));
    return `the whole PGlite folder: ${events} events, the platform's tables, and the read models (rebuilt on restore).`;
  } finally {
    await pool.end();
  }
}
