import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { READ_MODELS, type ReadModelName } from '@plouf/command-api/read-models';

/**
 * What `npm run backup` writes and `npm run restore` reads (docs/adr/0025-operations.md, "Backup and
 * restore"): the event store and every table a rebuild cannot make again, in the platform's own
 * format (pg_dump's, or PGlite's data folder).
 */

/**
 * The tables each read model's projector writes (its `reset` empties them): made again from the
 * events by the restore, so a PostgreSQL backup holds their definitions and not their rows. Every
 * other table keeps its rows: the events, the ids handed out, the app secret, credentials, sessions,
 * mailed keys, idempotent answers, media bytes, the outbox, the processes', the mailer's and the
 * scheduler's places, personal-data keys and erasures, the log of personal reads, the migrations
 * done. A table added later is backed up with its rows until it is listed here, and
 * tests/integration/backup.test.ts checks that each one listed is emptied by its projector's reset.
 */
export const READ_MODEL_TABLES = {
  [READ_MODELS.contacts]: ['contacts'],
  [READ_MODELS.newsletter]: ['newsletter_subscribers'],
  [READ_MODELS.families]: ['families', 'users', 'member_care'],
  [READ_MODELS.catalogue]: ['catalogue_views', 'catalogue_links', 'media'],
  [READ_MODELS.courses]: ['courses', 'inscriptions', 'calendar_feeds', 'course_slots', 'course_cancel_notices'],
  [READ_MODELS.orders]: ['orders', 'cards', 'ledger_entries'],
  [READ_MODELS.mail]: ['mail_documents'],
  [READ_MODELS.messages]: ['messages'],
  [READ_MODELS.terms]: ['terms', 'term_enrolments'],
  [READ_MODELS.credits]: ['credits', 'credit_courses', 'credit_lessons'],
  [READ_MODELS.closures]: ['closures'],
  [READ_MODELS.schoolRules]: ['school_rules'],
  [READ_MODELS.books]: ['documents', 'school_identity'],
  [READ_MODELS.dashboard]: ['dashboard_money', 'dashboard_passes', 'dashboard_orders', 'dashboard_lessons', 'dashboard_places', 'dashboard_families', 'dashboard_cards'],
  [READ_MODELS.privacy]: ['erasure_requests'],
  [READ_MODELS.progress]: ['progress_levels', 'progress_scale', 'report_cards'],
} as const satisfies Record<ReadModelName, readonly string[]>;

/** The read models' tables and the projection runner's own (each read model's checkpoint and fault), which the rebuild writes again. */
export const REBUILT_TABLES: readonly string[] = [...Object.values(READ_MODEL_TABLES).flat(), 'projection_checkpoints', 'projection_faults'];

/** The two kinds of backup: pg_dump's custom format (PostgreSQL), or PGlite's data folder as a gzipped tarball. */
export type BackupKind = 'postgres' | 'pglite';

/** Which kind of backup a file holds, from its first bytes (`PGDMP`, or gzip's 1f 8b); undefined when neither. */
export async function backupKind(file: string): Promise<BackupKind | undefined> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return undefined;
  } finally {
    await handle.close();
  }
}

/** Why neither command serves a store whose events are in EventStoreDB. */
export const EVENTSTOREDB_REFUSAL =
  'The events are kept in EventStoreDB (EVENTSTORE_URL): back it up with its own tools, and the read models\' PostgreSQL database apart. npm run backup and npm run restore serve a store kept in PostgreSQL or PGlite.';

/**
 * How pg_dump and pg_restore reach a database: its URL without the password, which a process list
 * would show, and the password in `PGPASSWORD`.
 *
 * @example
 * libpqTarget('postgres://plouf:s3cret@db:5432/plouf') // { dbname: 'postgres://plouf@db:5432/plouf', env: { …, PGPASSWORD: 's3cret' } }
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** The major version of a PostgreSQL client tool (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15). */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const printed = await runTool(tool, ['--version'], process.env);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(printed)?.[1];
  if (!major) throw new Error(`${tool} --version printed no PostgreSQL version: ${printed.trim()}`);
  return Number(major);
}

/** Runs a PostgreSQL client tool; answers what it printed, or fails with what it said. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`))));
  });
}
