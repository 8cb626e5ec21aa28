import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { newsletterDecider } from '@plouf/command-api';
import { handleCommand } from '@plouf/infra';
import { createFreshPostgres, testServerUrl, type TestDatabase } from '@plouf/infra/testing';
import { parseMail } from '../../mailer/src/testing/parse-mail.ts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { openPlatform } from '../../infra/entry/platform.ts';
import { prepareStore } from '../../infra/entry/seed.ts';
import { buildServer } from '../../infra/entry/server.ts';
import { ADMIN } from '../harness/app.ts';

/**
 * A message to 500 newsletter subscribers, its mailer process killed (SIGKILL) halfway and started
 * again: each subscriber gets the message once. The mails wait in the outbox (written with the
 * mailer's checkpoint, in one transaction), so the second process goes on where the first died; a
 * mail being handed to the SMTP server at the kill may leave again, under the same Message-ID, which
 * a receiving server drops. On PostgreSQL, with real processes: an embedded PGlite cannot be shared.
 */
const serverUrl = testServerUrl();
if (!serverUrl) {
  const reason = '[message-crash] skipped: no PostgreSQL server (TEST_DATABASE_URL or DATABASE_URL)';
  // CI points the tests at its PostgreSQL (.ci/run): there, this suite must run.
  if (process.env.CI) throw new Error(`${reason}; under CI it must run`);
  console.log(reason);
}

const SUBSCRIBERS = 500;
const RATE = 50;

describe.skipIf(!serverUrl)('a message to 500 subscribers, its mailer killed halfway', () => {
  let database: TestDatabase | undefined;
  let peer: SmtpPeer | undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await peer?.close();
    await database?.dispose();
  });

  const mailer = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/harness/mailer-process.ts', database!.url!, peer!.url, String(RATE)], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    return { child, exited: new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal))) };
  };
  // Parsed once each as they come: the SMTP peer answers from this process, which must stay free.
  const parsed: { to: string[]; mail: ReturnType<typeof parseMail> }[] = [];
  const messageMails = () => {
    for (const received of peer!.received.slice(parsed.length)) parsed.push({ to: received.envelopeTo, mail: parseMail(received.raw) });
    return parsed.filter(({ mail }) => mail.subject === 'Stages de Noël');
  };
  const until = async (check: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('mails each subscriber once, at a steady rate, and the back-office sees it through', async () => {
    database = await createFreshPostgres(serverUrl!);
    await database.pool.end();
    peer = await startSmtpPeer();
    const platform = await openPlatform({ databaseUrl: database.url, dataDir: undefined, eventStoreUrl: undefined });
    try {
      await prepareStore(platform, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: false }, { ADMIN_PASSWORD: ADMIN.password });
      // 500 validated subscribers, as the footer and their links make them.
      const meta = { correlationId: 'message-crash', userId: null, timestamp: new Date().toISOString() };
      for (let start = 0; start < SUBSCRIBERS; start += 25) {
        await Promise.all(
          Array.from({ length: Math.min(25, SUBSCRIBERS - start) }, async (_, i) => {
            const email = `abonne-${start + i}@plouf.test`;
            const subscriberId = await platform.ids.next('newsletter');
            const now = new Date().toISOString();
            await handleCommand(platform.store, platform.newsletterStream(email), newsletterDecider, { type: 'Subscribe', data: { subscriberId, email, language: (start + i) % 5 === 0 ? 'en' : 'fr', now } }, meta);
            await handleCommand(platform.store, platform.newsletterStream(email), newsletterDecider, { type: 'Validate', data: { subscriberId, now, by: 'link' } }, meta);
          }),
        );
      }
      // The product without a mailer: the mailer runs apart, as its own process.
      const server = await buildServer(platform, { secureCookies: 'auto' }, { logger: false });
      try {
        await server.app.listen({ port: 0, host: '127.0.0.1' });
        const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
        const call = async (method: string, path: string, cookie?: string, body?: unknown) => {
          const response = await fetch(`${url}${path}`, { method, headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
          return { headers: response.headers, body: (await response.json()) as { resultCode: string; data: any } };
        };
        await platform.caughtUp();
        // The subscribers signed up long ago: their confirmation mails are behind the mailer.
        await platform.pool.query(`UPDATE mailer_checkpoint SET position = $1 WHERE name = 'mailer'`, [String(await platform.store.headPosition())]);
        const login = await call('POST', '/webapi/Authenticate', undefined, { userEmail: ADMIN.email, userPass: ADMIN.password });
        const admin = login.headers.get('set-cookie')!.split(';')[0]!;
        const sent = await call('POST', '/webapi/Message', admin, {
          audience: { kind: 'newsletter' },
          lgs: [
            { lg: 'fr', libelle: 'Stages de Noël', body: '<p>Les inscriptions aux <strong>stages de Noël</strong> sont ouvertes.</p><script>alert(1)</script>' },
            { lg: 'en', libelle: 'Stages de Noël', body: '<p>Christmas courses are open.</p>' },
          ],
        });
        expect(sent.body.resultCode).toBe('Ok');
        expect(sent.body.data.recipients).toBe(SUBSCRIBERS);
        expect(sent.body.data.lgs[0].body).not.toContain('<script');
        const messageId = sent.body.data.id as number;

        // The first mailer, killed once about half the mails have left.
        const first = mailer();
        await until(() => messageMails().length >= 1, 30_000);
        const startedAt = Date.now();
        const atStart = messageMails().length;
        await until(() => messageMails().length >= SUBSCRIBERS / 2, 60_000);
        const rate = ((messageMails().length - atStart) * 1000) / (Date.now() - startedAt);
        first.child.kill('SIGKILL');
        expect(await first.exited).toBe('SIGKILL');
        const beforeRestart = messageMails().length;
        expect(beforeRestart).toBeLessThan(SUBSCRIBERS);
        const halfway = (await call('GET', `/webapi/Message/${messageId}`, admin)).body.data;
        expect(halfway.sent).toBeGreaterThan(0);
        expect(halfway.sent).toBeLessThan(SUBSCRIBERS);

        // Started again: it goes on from the outbox.
        const second = mailer();
        const recipients = () => new Set(messageMails().flatMap(({ to }) => to));
        await until(() => recipients().size >= SUBSCRIBERS, 60_000);
        second.child.kill('SIGTERM');
        await second.exited;

        const byRecipient = new Map<string, Set<string>>();
        for (const { to, mail } of messageMails()) for (const address of to) byRecipient.set(address, (byRecipient.get(address) ?? new Set()).add(mail.header('message-id') ?? ''));
        expect(byRecipient.size).toBe(SUBSCRIBERS);
        expect([...byRecipient.values()].filter((ids) => ids.size !== 1)).toEqual([]);
        // At most the one mail in flight at the kill left twice (same Message-ID).
        expect(messageMails().length).toBeLessThanOrEqual(SUBSCRIBERS + 1);
        expect(messageMails().every(({ mail }) => /^<https:\/\/plouf\.example\/webapi\/Newsletter\/unsubscribe\?key=/.test(mail.header('list-unsubscribe') ?? ''))).toBe(true);
        const english = messageMails().find(({ to }) => to.includes('abonne-5@plouf.test'))!.mail;
        expect(english.text).toContain('Christmas courses are open.');
        expect(english.text).toContain('Unsubscribe: https://plouf.example/?desinscription=');

        const done = (await call('GET', `/webapi/Message/${messageId}`, admin)).body.data;
        expect(done).toMatchObject({ recipients: SUBSCRIBERS, sent: SUBSCRIBERS, retrying: 0 });
        console.log(`[message-crash] ${SUBSCRIBERS} recipients; killed after ${beforeRestart} mails; ${messageMails().length} deliveries in all; measured ${rate.toFixed(1)} mails/s against a set rate of ${RATE}/s`);
      } finally {
        await server.close();
      }
    } finally {
      await platform.close();
    }
  }, 240_000);
});
