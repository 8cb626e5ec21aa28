import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Seeded stores made once and started from many times: most test files start the product on the
 * same seeded store (the administrator, the mail templates, the demo catalogue, maybe its term and
 * months), and making it (the migrations, a few hundred seed commands, the read models, the
 * processes catching up) took 10-20 s of a test file's start on a loaded machine, 30-40 times a run.
 *
 * A test run's setup (`images-setup.ts`) names a folder in `PLOUF_TEST_IMAGES`; the first test
 * file that asks for a seeded store makes it as it always did, stops its server (as a restart
 * would), and keeps it: PGlite's files as a tarball (`dumpDataDir`), a PostgreSQL database as a
 * template (`CREATE DATABASE … TEMPLATE`). The next files start from a copy, as `npm start` starts
 * again on a store it made: the same events, read models and processes' positions.
 *
 * An image is made again once it is `MAX_AGE_MS` old, so the seed's moments (courses in a few
 * hours, a term opening in days) are never older than a test file of their own used to make them.
 * Two files making the same image at once both make it; one is kept. Without the variable (a
 * file run by another runner), every store is made as before.
 */
const MAX_AGE_MS = 5 * 60_000;

export const IMAGES_DIR_VARIABLE = 'PLOUF_TEST_IMAGES';
const folder = () => process.env[IMAGES_DIR_VARIABLE];
/** The prefix of this run's template databases (another run on the same server keeps its own), dropped by its teardown. */
const templatePrefix = () => `plouf_img_${createHash('sha256').update(folder() ?? '').digest('hex').slice(0, 8)}_`;
const fileName = (key: string) => key.replace(/[^a-z0-9]+/gi, '-');
const fresh = (path: string) => existsSync(path) && Date.now() - statSync(path).mtimeMs < MAX_AGE_MS;

/** Whether this run keeps images (its setup named a folder). */
export const imagesKept = () => Boolean(folder());

/** A PGlite store's files for `key`, made by `make` (the tarball of `dumpDataDir`) when there is none young enough. */
export async function pgliteImage(key: string, make: () => Promise<Blob>): Promise<Blob> {
  const dir = folder()!;
  const path = join(dir, `pglite-${fileName(key)}.tar`);
  if (fresh(path)) return new Blob([readFileSync(path)]);
  const image = await make();
  mkdirSync(dir, { recursive: true });
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, path);
  return image;
}

/**
 * A PostgreSQL template database for `key` on `serverUrl`, made by `make` (given a new empty
 * database's URL, it leaves the seeded store there with every connection closed) when there is none
 * young enough. Its name is kept in the run's folder.
 */
export async function postgresImage(serverUrl: string, key: string, make: (url: string) => Promise<void>): Promise<string> {
  const dir = folder()!;
  const path = join(dir, `postgres-${fileName(key)}.name`);
  if (fresh(path)) return readFileSync(path, 'utf8');
  const name = `${templatePrefix()}${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await make(url.toString());
  mkdirSync(dir, { recursive: true });
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, name);
  renameSync(partial, path);
  return name;
}

/** Drops the run's template databases (its teardown). */
export async function dropPostgresImages(serverUrl: string): Promise<void> {
  await admin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${templatePrefix()}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
