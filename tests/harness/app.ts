import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createFreshPostgres, testServerUrl } from '@plouf/infra/testing';
import { openPlatform, type Platform } from '../../infra/entry/platform.ts';
import { createAccountDirect, prepareStore } from '../../infra/entry/seed.ts';
import type { Role } from '@plouf/infra';
import type { MailerConfig } from '@plouf/mailer';
import { buildServer, type Server } from '../../infra/entry/server.ts';
import { IMAGES_DIR_VARIABLE, imagesKept, pgliteImage, postgresImage } from './images.ts';
import type { StripeSettings } from '@plouf/command-api';

export const ADMIN = { email: 'admin@plouf.test', password: 'admin-password-123' };

/** The product's mailer sending to a test SMTP server (`peer.url`), for real (test mode off), links from https://plouf.example. */
export const smtpMailer = (smtpUrl: string): MailerConfig => ({
  from: 'Plouf <no-reply@plouf.test>',
  testMode: false,
  testRecipient: 'test@plouf.test',
  bcc: undefined,
  publicUrl: 'https://plouf.example',
  timeZone: 'Europe/Paris',
  transport: { kind: 'smtp', url: smtpUrl },
});

/**
 * The product's one clock, moved by a test: time goes on from the moment set, or stands still at it
 * with `{ frozen: true }` (a test that checks a boundary to the second must not depend on how long a
 * loaded machine takes to answer).
 */
export interface TestClock {
  set(moment: string, options?: { frozen?: boolean }): void;
  reset(): void;
}

export interface TestApp {
  url: string;
  platform: Platform;
  clock: TestClock;
  server: Server;
  /** The app runs on `DATABASE_URL`'s server when set (a fresh database), else on an in-memory PGlite; or on the `store` given. */
  database: 'postgres' | 'pglite';
  /** An account with a password, in a new family or `famId`'s, visible to logins once this resolves. */
  createAccount(account: { email: string; password: string; roles: Role[]; famId?: number; nom?: string; prenom?: string }): Promise<{ userId: number; famId: number }>;
  /** Stops the server (its processes, scheduler and mailer) and starts it again on the same data and address, as after a restart. */
  restart(): Promise<void>;
  /**
   * Logs in and returns the session cookie header. With `language`, the person signs in on the site
   * in that language, and the account keeps it as the front end's sign-in does (PUT
   * /webapi/Authenticate/langue): their mails follow it.
   */
  login(email?: string, password?: string, language?: 'fr' | 'en'): Promise<string>;
  call(method: string, path: string, options?: { body?: unknown; cookie?: string; language?: string; headers?: Record<string, string> }): Promise<{ status: number; body: { resultCode: string; data: any }; headers: Headers }>;
  /** POST /webapi/Media/upload as the back-office's image card sends it (multipart `data`, `name`). */
  upload(cookie: string | undefined, file: { bytes: Uint8Array; fileName: string; type?: string }, name?: string): Promise<{ status: number; body: { resultCode: string; data: any } }>;
  close(): Promise<void>;
}

/**
 * The whole product in this process, listening on a free port, the way `npm start` composes it.
 *
 * @example
 * const app = await startTestApp({ seed: true });
 * const cookie = await app.login();
 */
export async function startTestApp(
  options: {
    seed?: boolean;
    /** With the seed, the demo's coming term too (as `npm start` has it). */
    demoTerm?: boolean;
    /** With the seed, the demo's four months of history too (as `npm start` has it: families, orders, lessons). */
    demoMonths?: boolean;
    frontendDir?: string;
    postgresServer?: string | null;
    mailer?: MailerConfig;
    readModelWaitMs?: number;
    /** false: no projection runs, so read models never catch up (what a command answers then). */
    projections?: boolean;
    /** Stripe's settings (the tests' Stripe-compatible server); the offline test payments otherwise. */
    stripe?: StripeSettings;
    /** The erasures kept outside the database (a file), as `npm start` keeps them in its data folder. */
    erasureLedger?: string;
    /** `METRICS_TOKEN`: `/metrics` answers with it (infra/entry/metrics.ts); no metrics without. */
    metricsToken?: string;
    /**
     * Data that outlives the app, as `npm start` keeps it: a PGlite folder under `dataDir` (or the
     * PostgreSQL database named), the erasure ledger in `dataDir`. `close()` leaves it all there.
     */
    store?: { dataDir: string; databaseUrl?: string | undefined };
  } = {},
): Promise<TestApp> {
  // `postgresServer: null` forces PGlite; a URL forces that server; by default DATABASE_URL decides.
  const serverUrl = options.store ? undefined : options.postgresServer !== undefined ? (options.postgresServer ?? undefined) : process.env.DATABASE_URL ? testServerUrl() : undefined;
  const prepared = { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: options.seed ?? false, demoTerm: options.demoTerm ?? false, demoMonths: options.demoMonths ?? process.env.PLOUF_TEST_DEMO_MONTHS === 'true' };
  // The run's seeded store for these options, made once and copied (tests/harness/images.ts): not
  // for a store that outlives the app, nor one whose read models must stay behind.
  const imageKey = imagesKept() && !options.store && options.projections !== false ? `seed-${prepared.seedDemo}-term-${prepared.demoTerm}-months-${prepared.demoMonths}` : undefined;
  /** Makes the seeded store on a new platform as a test app's start does, stopped as a restart stops it. */
  const makeImage = async (databaseUrl: string | undefined) => {
    const platform = await openPlatform({ databaseUrl, dataDir: undefined, eventStoreUrl: undefined });
    await prepareStore(platform, prepared, { ADMIN_PASSWORD: ADMIN.password });
    const server = await buildServer(platform, { secureCookies: 'auto' }, { logger: process.env.TEST_LOG_LEVEL ?? 'error', projections: true });
    if (!(await platform.caughtUp())) throw new Error('the seeded image’s read models did not catch up');
    await server.close();
    return platform;
  };
  const template = serverUrl && imageKey ? await postgresImage(serverUrl, imageKey, async (url) => void (await (await makeImage(url)).close())) : undefined;
  const image =
    !serverUrl && imageKey
      ? await pgliteImage(imageKey, async () => {
          const platform = await makeImage(undefined);
          const files = await (platform.pool as unknown as { pglite: { dumpDataDir(compression: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
          await platform.close();
          return files;
        })
      : undefined;
  const fresh = serverUrl ? await createFreshPostgres(serverUrl, { template }) : undefined;
  // The fresh database's pool is not needed: the platform opens its own on the same URL.
  await fresh?.pool.end();
  let offset = 0;
  let frozenAt: number | null = null;
  // Moving the clock wakes the scheduler, so what fell due fires now rather than at its next poll.
  let poke = () => {};
  const clock: TestClock = {
    set: (moment, { frozen = false } = {}) => {
      const at = new Date(moment).getTime();
      frozenAt = frozen ? at : null;
      offset = at - Date.now();
      poke();
    },
    reset: () => void ((offset = 0), (frozenAt = null), poke()),
  };
  const where = options.store ?? { databaseUrl: fresh?.url, dataDir: undefined };
  const platform = await openPlatform({ databaseUrl: where.databaseUrl, dataDir: where.dataDir, pgliteImage: image, eventStoreUrl: undefined, erasureLedger: options.erasureLedger, clock: () => new Date(frozenAt ?? Date.now() + offset) });
  // The demo's term (ADR 0019) only when asked: a term makes its slots' lessons term-only, which the booking tests do not expect.
  // Its months of history only when asked (or PLOUF_TEST_DEMO_MONTHS=true): tests count the demo's few orders and contacts.
  await prepareStore(platform, prepared, { ADMIN_PASSWORD: ADMIN.password });
  // The browser project's products share the run's folder of resized images (their names are the
  // content's, and the seeded images are the same in every product): each is resized once a run.
  const imageCacheDir = process.env.PLOUF_TEST_SHARED_IMAGE_CACHE === 'true' && process.env[IMAGES_DIR_VARIABLE] ? join(process.env[IMAGES_DIR_VARIABLE], 'image-cache') : undefined;
  const build = () => buildServer(platform, { secureCookies: 'auto', metricsToken: options.metricsToken, ...(imageCacheDir && { imageCacheDir }) }, {
    frontendDir: options.frontendDir,
    mailer: options.mailer,
    // Server errors are printed with their stack: a test that meets one shows why.
    logger: process.env.TEST_LOG_LEVEL ?? 'error',
    projections: options.projections ?? true,
    stripe: options.stripe,
    ...(options.readModelWaitMs !== undefined && { readModelWaitMs: options.readModelWaitMs }),
  });
  let server = await build();
  poke = () => server.scheduler?.poke();
  if (options.projections !== false) await platform.caughtUp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  // As a browser's page does (frontend/src/api/client.ts): the position of the latest change its
  // commands stored is sent back with its next calls, which then read their own writes (issue 42).
  // A test is one actor checking what it did, whoever it signs in as: one position for all its calls.
  let written = 0n;
  const call: TestApp['call'] = async (method, path, { body, cookie, language, headers: extra } = {}) => {
    const headers: Record<string, string> = { ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    if (language) headers['accept-language'] = language;
    if (written > 0n && !Object.keys(headers).some((name) => name.toLowerCase() === 'plouf-after')) headers['plouf-after'] = written.toString();
    const response = await fetch(`${url}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const position = response.headers.get('plouf-position');
    // A product started without its projections (what a crash leaves) has no read model to wait for.
    if (options.projections !== false && position && /^\d{1,18}$/.test(position) && BigInt(position) > written) written = BigInt(position);
    // A file (the newsletter's CSV export) is not the envelope: its text is given as the data.
    if (response.ok && !/json/.test(response.headers.get('content-type') ?? '')) return { status: response.status, body: { resultCode: 'Ok', data: await response.text() }, headers: response.headers };
    return { status: response.status, body: (await response.json()) as { resultCode: string; data: any }, headers: response.headers };
  };

  const upload: TestApp['upload'] = async (cookie, file, name) => {
    const form = new FormData();
    if (name !== undefined) form.append('name', name);
    form.append('data', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.fileName);
    const response = await fetch(`${url}/webapi/Media/upload`, { method: 'POST', headers: cookie ? { cookie } : {}, body: form });
    return { status: response.status, body: (await response.json()) as { resultCode: string; data: any } };
  };

  return {
    url,
    platform,
    clock,
    get server() {
      return server;
    },
    async restart() {
      await server.close();
      server = await build();
      await server.app.listen({ port, host: '127.0.0.1' });
    },
    database: where.databaseUrl ? 'postgres' : 'pglite',
    call,
    upload,
    async createAccount(account) {
      const { userId, famId, position } = await createAccountDirect(platform, { nom: 'Test', prenom: account.email.split('@')[0]!, ...account });
      if (position !== undefined) await platform.waiter.waitFor('families', position);
      return { userId, famId };
    },
    async login(email = ADMIN.email, password = ADMIN.password, language) {
      const response = await call('POST', '/webapi/Authenticate', { language, body: { userEmail: email, userPass: password } });
      if (response.body.resultCode !== 'Ok') throw new Error(`login failed: ${JSON.stringify(response.body)}`);
      const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
      if (language) {
        const kept = await call('PUT', '/webapi/Authenticate/langue', { cookie, language, headers: { 'idempotency-key': randomUUID() }, body: { language } });
        if (kept.body.resultCode !== 'Ok') throw new Error(`language not kept: ${JSON.stringify(kept.body)}`);
      }
      return cookie;
    },
    async close() {
      await server.close();
      await platform.close();
      await fresh?.dispose();
    },
  };
}
