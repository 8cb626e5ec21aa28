import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Transaction } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { FAMILY_ROLES } from '@plouf/command-api';
import { mailerConfigFromEnv } from '@plouf/mailer';
import { allProjectors, type Database as ReadModels } from '@plouf/projections';
import { READ_MODEL_TABLES, REBUILT_TABLES } from '../../infra/entry/backup-kit.ts';
import { openPlatform, type Platform } from '../../infra/entry/platform.ts';
import { createAccountDirect, DEMO_FAMILY, prepareStore } from '../../infra/entry/seed.ts';
import { buildServer, type Server } from '../../infra/entry/server.ts';
import { ADMIN } from '../harness/app.ts';
import { BACKENDS, storeCommand as command, type StoreUnderTest, type Where } from '../harness/backups.ts';
import { eventually } from '../harness/wait.ts';

/**
 * `npm run backup` and `npm run restore` (docs/adr/0025-operations.md, "Backup and restore"), run as
 * an operator runs them, on PGlite and on PostgreSQL: the product seeded as `npm start` seeds it, an
 * order placed and paid, every read answered; then the backup, the database dropped, the restore into
 * an empty one, and a server started on it answers every list, the order's history and the cards as
 * before, with the same sessions, and goes on from there (new ids and positions, no mail sent twice).
 */
const scratch = mkdtempSync(join(tmpdir(), 'plouf-backup-'));
/** Undone last first, whatever a test left running. */
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
});

/** The products' one clock: the time, or a moment it stands at while the reads are compared (an answer may name its moment: inactive since…). */
const clock = { frozenAt: undefined as number | undefined };

/** The whole product as `npm start` composes it (seeded on a first start, a mailer writing files), on a free port. */
async function startProduct(where: Where, mailDir: string) {
  const platform: Platform = await openPlatform({ ...where, eventStoreUrl: undefined, clock: () => new Date(clock.frozenAt ?? Date.now()) });
  let server: Server | undefined;
  const stop = async () => {
    await server?.close();
    await platform.close();
  };
  let stopped: Promise<void> | undefined;
  cleanups.push(() => (stopped ??= stop()));
  await prepareStore(platform, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: true, demoTerm: true, demoMonths: false }, {});
  server = await buildServer(platform, { secureCookies: 'auto' }, { logger: process.env.TEST_LOG_LEVEL ?? 'error', mailer: mailerConfigFromEnv({}, mailDir) });
  await platform.caughtUp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const running = server;
  return { url: `http://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`, platform, server: running, stop: () => (stopped ??= stop()) };
}
type Product = Awaited<ReturnType<typeof startProduct>>;

async function call(url: string, method: string, path: string, { body, cookie, key }: { body?: unknown; cookie?: string | undefined; key?: string } = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${url}${path}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { resultCode: string; data: any } };
}

async function login(url: string, email: string, password: string) {
  const answer = await call(url, 'POST', '/webapi/Authenticate', { body: { userEmail: email, userPass: password } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * Until nothing moves: every process at the head (cards, invoices: a process waits a request's grace
 * before it acts, and one stopped before acting acts on the restored store), every read model at the
 * head, every mail sent.
 */
async function settle(product: Product) {
  let head = -1n;
  for (;;) {
    await product.server.mailer!.flush();
    expect(await product.server.settled()).toBe(true);
    const now = await product.platform.store.headPosition();
    if (now === head) return head;
    head = now;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Every read of the OpenAPI document without a path parameter (the lists), and the order's, the family's and a member's own. */
async function reads(url: string, ids: { orderId: number; famId: number; userId: number }) {
  const { paths } = (await (await fetch(`${url}/webapi/openapi.json`)).json()) as { paths: Record<string, { get?: unknown }> };
  const today = new Date().toISOString().slice(0, 10);
  const queries: Record<string, string> = {
    '/webapi/Cours': `?from=${today}`,
    '/webapi/Dashboard': `?from=${new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10)}&to=${today}`,
    '/webapi/Fermeture': '?all=true',
  };
  const lists = Object.keys(paths)
    .filter((path) => paths[path]!.get && !path.includes('{') && !/\/(export|unsubscribe|autolog)$/.test(path))
    .map((path) => path + (queries[path] ?? (path.endsWith('/filter') ? '?from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z' : '')));
  expect(lists.length).toBeGreaterThan(30);
  return [
    ...lists,
    `/webapi/Commande/${ids.orderId}`,
    `/webapi/Commande/${ids.orderId}/history`,
    `/webapi/Commande/${ids.orderId}/refund-plan`,
    `/webapi/Family/${ids.famId}`,
    `/webapi/Family/forfaits?famId=${ids.famId}`,
    `/webapi/User/${ids.userId}`,
    '/robots.txt',
    '/sitemap.xml',
  ];
}

/** What each of them answers to each path, the products' clock standing at `at`: status and body. */
async function answers(url: string, who: Record<string, string | undefined>, paths: string[], at: number) {
  const answered: Record<string, { status: number; body: unknown }> = {};
  clock.frozenAt = at;
  try {
    for (const path of paths) {
      for (const [name, cookie] of Object.entries(who)) {
        const response = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
        // The server's own address (a sitemap's links name the host asked) is the one thing that differs between two servers.
        const text = (await response.text()).replaceAll(url, 'http://server');
        answered[`${name} GET ${path}`] = { status: response.status, body: /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text };
      }
    }
  } finally {
    clock.frozenAt = undefined;
  }
  return answered;
}

/** An image as served (resized from the stored bytes): its status and digest. */
async function image(url: string, path: string) {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, sha256: createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex') };
}

/** Every row of every table the backup keeps (all but the rebuilt ones), as JSON, sorted. */
async function keptRows(database: StoreUnderTest) {
  const { pool, close } = await database.open();
  try {
    const tables = (await pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)).rows.map((row) => row.name);
    const rows: Record<string, string[]> = {};
    for (const table of tables.filter((name) => !REBUILT_TABLES.includes(name))) {
      rows[table] = (await pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t`)).rows.map((row) => row.row).sort();
    }
    return rows;
  } finally {
    await close();
  }
}

/** Rows per table, read inside a transaction. */
async function counts(trx: Transaction<ReadModels>, tables: string[]) {
  const statement = tables.map((table) => `SELECT '${table}' AS name, count(*)::int AS n FROM "${table}"`).join(' UNION ALL ');
  const { rows } = await sql.raw<{ name: string; n: number }>(statement).execute(trx);
  return new Map(rows.map((row) => [row.name, row.n]));
}

/**
 * What the backup leaves out is what the rebuild writes again: each projector's reset, in a
 * transaction undone after, empties every table listed for it, and no table it empties is missing
 * from its list.
 */
async function checkRebuiltTables(platform: Platform) {
  expect(Object.keys(READ_MODEL_TABLES).sort()).toEqual(allProjectors.map((projector) => projector.readModel).sort());
  const tables = (await platform.pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`)).rows.map((row) => row.name);
  const undo = new Error('undo');
  for (const projector of allProjectors) {
    const listed: readonly string[] = READ_MODEL_TABLES[projector.readModel as keyof typeof READ_MODEL_TABLES];
    let found: { readModel: string; leftWithRows: string[]; emptiedUnlisted: string[] } | undefined;
    await platform.db
      .transaction()
      .execute(async (trx) => {
        const before = await counts(trx, tables);
        await projector.reset(trx);
        const after = await counts(trx, tables);
        found = {
          readModel: projector.readModel,
          leftWithRows: listed.filter((table) => after.get(table) !== 0),
          emptiedUnlisted: tables.filter((table) => !listed.includes(table) && (before.get(table) ?? 0) > 0 && after.get(table) === 0),
        };
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    expect(found).toEqual({ readModel: projector.readModel, leftWithRows: [], emptiedUnlisted: [] });
  }
}

describe.each(BACKENDS)('npm run backup and npm run restore on $name', (backend) => {
  it.skipIf(backend.skip !== undefined)(
    'restores into an empty database a store whose every list, order history and card answers as before',
    async () => {
      const dir = mkdtempSync(join(scratch, `${backend.name}-`));
      const original = await backend.empty(join(dir, 'original'));
      cleanups.push(original.drop);
      const before = await startProduct(original.where, join(dir, 'mails-before'));

      // The demo's families and the administrator, and a new family that buys a card and pays for it.
      const admin = await login(before.url, ADMIN.email, ADMIN.password);
      const martin = await login(before.url, DEMO_FAMILY.email, DEMO_FAMILY.password);
      const account = await createAccountDirect(before.platform, { email: 'durand@plouf.test', password: 'durand-plouf-2026', nom: 'Durand', prenom: 'Anne', roles: FAMILY_ROLES });
      if (account.position !== undefined) await before.platform.waiter.waitFor('families', account.position);
      const durand = await login(before.url, 'durand@plouf.test', 'durand-plouf-2026');
      const passes = (await call(before.url, 'GET', '/webapi/Forfait')).body.data as Array<{ id: number; libelle: string }>;
      const adults = passes.find((candidate) => candidate.libelle === 'Carte 10 séances adultes')!;
      const cart = { items: [{ item: { id: adults.id }, qty: 1 }], address: { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' } };
      const placed = (await call(before.url, 'POST', '/webapi/Commande/checkout', { cookie: durand, key: 'backup-test-checkout', body: cart })).body.data;
      const paid = await call(before.url, 'POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie: durand, key: 'backup-test-payment', body: { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' } });
      expect(paid.body.data.cmdStatus).toBe(2);
      const cards = await eventually(async () => (await call(before.url, 'GET', '/webapi/Family/forfaits', { cookie: durand })).body.data as Array<{ cmdId: number }>, (list) => list.length === 1);
      expect(cards.map((card) => card.cmdId)).toEqual([placed.orderId]);
      // A visitor's question, sent with a key: its answer is kept for a repeat.
      const question = { ctcMail: 'visiteur@example.fr', ctcMessage: 'Bonjour, avez-vous des cours le dimanche ?', acyIds: [] };
      const asked = await call(before.url, 'POST', '/webapi/Contact', { key: 'backup-test-contact', body: question });
      expect(asked.body.resultCode).toBe('Ok');

      const head = await settle(before);
      const who = { admin, martin, durand, visitor: undefined };
      const paths = await reads(before.url, { orderId: placed.orderId, famId: account.famId, userId: account.userId });
      // Read once first: reading a member's data outside their family is logged, and the log is a list too.
      const readAt = Date.now();
      await answers(before.url, who, paths, readAt);
      const expected = await answers(before.url, who, paths, readAt);
      expect(expected[`admin GET /webapi/Commande/${placed.orderId}/history`]!.body).toMatchObject({ resultCode: 'Ok', data: expect.arrayContaining([expect.objectContaining({ type: 'OrderPlaced' })]) });
      const picture = /\/images\/[^"\\\s,]+/.exec(JSON.stringify(expected))![0];
      const pictured = await image(before.url, picture);
      expect(pictured.status).toBe(200);

      // While the server runs: PGlite's folder is its alone; PostgreSQL is read from one snapshot.
      const whileRunning = await command('backup', [join(dir, `while-running${backend.extension}`)], original.where);
      if (backend.name === 'PGlite') {
        expect(whileRunning.code).toBe(1);
        expect(whileRunning.stderr).toContain(`is already open in process ${process.pid}; stop it first`);
        expect(readdirSync(dir).filter((name) => name.startsWith('while-running'))).toEqual([]);
      } else {
        expect(whileRunning.code, whileRunning.stderr).toBe(0);
      }

      await before.stop();
      expect(readdirSync(join(dir, 'mails-before', 'mail-outbox')).length).toBeGreaterThan(0);
      const kept = await keptRows(original);
      for (const table of ['es_events', 'id_sequences', 'app_secrets', 'auth_credentials', 'auth_sessions', 'auth_email_claims', 'command_idempotency', 'media_blobs', 'mail_outbox', 'personal_keys', 'process_checkpoints', 'due_items', 'read_model_migrations']) {
        expect([table, (kept[table]?.length ?? 0) > 0]).toEqual([table, true]);
      }

      const file = join(dir, `plouf${backend.extension}`);
      const backup = await command('backup', [file], original.where);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backed up to ${file}`);
      if (backend.name === 'PostgreSQL') {
        // The rows of every kept table, and of no rebuilt one.
        const listing = await new Promise<string>((done, fail) => execFile('pg_restore', ['--list', file], (error, stdout) => (error ? fail(error) : done(stdout))));
        const withRows = [...listing.matchAll(/ TABLE DATA \S+ (\S+) /g)].map((match) => match[1]!).sort();
        expect(withRows).toEqual(Object.keys(kept).sort());
      }

      // Never over data: the database backed up is not empty.
      const overData = await command('restore', [file], original.where);
      expect(overData.code).toBe(1);
      expect(overData.stderr).toContain('is not empty');

      await original.drop();
      const restored = await backend.empty(join(dir, 'restored'));
      cleanups.push(restored.drop);
      const restore = await command('restore', [file], restored.where);
      expect(restore.code, `${restore.stdout}\n${restore.stderr}`).toBe(0);
      for (const projector of allProjectors) expect(restore.stdout).toContain(`  ${projector.readModel}: replayed`);
      expect(await keptRows(restored)).toEqual(kept);

      const after = await startProduct(restored.where, join(dir, 'mails-after'));
      const settled = await settle(after);
      // Whatever the restored product wrote on its own, named if it wrote any.
      const since = settled === head ? [] : (await after.platform.store.readAll({ after: head, maxCount: 100 })).map((event) => `${event.streamId} ${event.type}`);
      expect(since).toEqual([]);
      expect(settled).toBe(head);
      // The same sessions, the same answers.
      expect(await answers(after.url, who, paths, readAt)).toEqual(expected);
      expect(await image(after.url, picture)).toEqual(pictured);
      // The mails sent before are not sent again.
      expect(existsSync(join(dir, 'mails-after', 'mail-outbox')) ? readdirSync(join(dir, 'mails-after', 'mail-outbox')) : []).toEqual([]);

      // It goes on: a repeat gets its kept answer, a new question the next id and the next positions.
      const repeated = await call(after.url, 'POST', '/webapi/Contact', { key: 'backup-test-contact', body: question });
      expect(repeated.headers.get('idempotent-replayed')).toBe('true');
      expect(repeated.body).toEqual(asked.body);
      const next = await call(after.url, 'POST', '/webapi/Contact', { key: 'backup-test-contact-after', body: { ...question, ctcMessage: 'Et le samedi matin ?' } });
      expect(next.body.resultCode).toBe('Ok');
      const known = ((expected['admin GET /webapi/Contact']!.body as { data: { items: Array<{ id: number }> } }).data.items).map((contact) => contact.id);
      expect(next.body.data.id).toBeGreaterThan(Math.max(...known));
      expect(await after.platform.store.headPosition()).toBeGreaterThan(head);

      await checkRebuiltTables(after.platform);
      await after.stop();
    },
    300_000,
  );
});
