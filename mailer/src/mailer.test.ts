import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyStore, createPGliteEventStore, createSqlEventStore, type EventStore, type KeyStore, type SqlPool } from '@plouf/infra';
import { databaseKinds } from '@plouf/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailerConfig } from './config.ts';
import type { MailerLog } from './log.ts';
import { startMailer, type Mailer } from './mailer.ts';
import { claimDueMail, readMailerCheckpoint } from './outbox.ts';
import { startMailSubscriber } from './subscriber.ts';
import { decodeEntities, parseMail } from './testing/parse-mail.ts';
import { closedPort, startSmtpPeer, type SmtpPeer } from './testing/smtp-peer.ts';

const PUBLIC_URL = 'https://plouf.example';
const fast = { pollMs: 200, retryFirstMs: 100, retryMaxMs: 400 };

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const quiet = () => {
  const warnings: string[] = [];
  const log: MailerLog = { info: () => undefined, warn: (_, message) => warnings.push(message), error: (_, message) => warnings.push(message) };
  return { log, warnings };
};

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@x.fr`;

const resetRequested = (email: string, language: 'fr' | 'en' = 'fr') => {
  const requestId = randomUUID();
  const event = {
    type: 'PasswordResetRequested',
    data: { userId: 7, email, name: 'Léa Martin', requestId, language, requestedAt: '2026-11-21T13:30:00.000Z', expiresAt: '2026-11-22T13:30:00.000Z' },
  };
  return { requestId, event };
};

/** What the peer received for one real recipient: addressed to them, or naming them in a test-mode subject. */
const mailsFor = (peer: SmtpPeer, email: string) =>
  peer.received.filter((mail) => mail.envelopeTo.includes(email) || parseMail(mail.raw).subject.includes(email)).map((mail) => ({ ...mail, ...parseMail(mail.raw) }));

for (const kind of databaseKinds()) {
  describe.skipIf(Boolean(kind.skipReason))(`mailer on ${kind.name}, with a real SMTP peer`, () => {
    let pool: SqlPool;
    let dispose: () => Promise<void>;
    let store: EventStore;
    let keys: KeyStore;
    let peer: SmtpPeer;
    const running = new Set<Mailer>();

    const config = (overrides: Partial<MailerConfig> = {}): MailerConfig => ({
      from: 'Plouf <no-reply@plouf.local>',
      testMode: false,
      testRecipient: 'test@plouf.local',
      bcc: undefined,
      publicUrl: PUBLIC_URL,
      timeZone: 'Europe/Paris',
      transport: { kind: 'smtp', url: peer.url },
      ...overrides,
    });
    const start = (overrides: Partial<MailerConfig> = {}, log: MailerLog = quiet().log) => {
      const mailer = startMailer({ store, pool, keys, config: config(overrides), log, timing: fast });
      running.add(mailer);
      return mailer;
    };
    const stop = async (mailer: Mailer) => {
      running.delete(mailer);
      await mailer.stop();
    };
    const outboxRows = async (email: string) =>
      (
        await pool.query<{ kind: number; status: string; attempts: number; html: string | null; last_error: string | null }>(
          'SELECT kind, status, attempts, html, last_error FROM mail_outbox WHERE recipient = $1 ORDER BY id',
          [email],
        )
      ).rows;

    beforeAll(async () => {
      const opened = await kind.open();
      pool = opened.pool;
      dispose = opened.dispose;
      store = pool.kind === 'pglite' ? createPGliteEventStore(pool) : createSqlEventStore(pool, { name: 'postgres', pollMs: 100 });
      keys = createKeyStore(pool, 'a-test-secret-of-at-least-32-characters!');
      peer = await startSmtpPeer();
    });
    afterAll(async () => {
      await Promise.all([...running].map((mailer) => mailer.stop()));
      await peer?.close();
      await dispose?.();
    });

    it.each(['fr', 'en'] as const)('mails a password reset once, to the member, in %s, with the one-time key of the request', async (language) => {
      const email = address(`reset-${language}`);
      const { requestId, event } = resetRequested(email, language);
      await store.appendToStream('account-7', [event]);
      const mailer = start();
      await mailer.flush();
      await stop(mailer);

      const mails = mailsFor(peer, email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      // An English mail's link opens the site in English (`lang=en`).
      const link = `${PUBLIC_URL}/create-password?key=${keys.keyFor('reset', requestId)}${language === 'en' ? '&lang=en' : ''}`;
      expect(mail!.envelopeTo).toEqual([email]);
      expect(mail!.header('to')).toBe(`Léa Martin <${email}>`);
      expect(mail!.header('from')).toBe('Plouf <no-reply@plouf.local>');
      expect(mail!.subject).toBe(language === 'fr' ? 'Réinitialisation de votre mot de passe Plouf' : 'Reset your Plouf password');
      expect(mail!.text).toContain(link);
      expect(decodeEntities(mail!.html)).toContain(`href="${link}"`);
      expect(mail!.html).toContain(`<html lang="${language}">`);
      expect(mail!.text).toContain(language === 'fr' ? 'Bonjour Léa Martin,' : 'Hello Léa Martin,');
      // Sent: the one-time key no longer sits in the database.
      expect(await outboxRows(email)).toEqual([{ kind: 5, status: 'sent', attempts: 1, html: null, last_error: null }]);
    });

    it('mails a welcome, a family invitation and a password-change notice, and passes over other events', async () => {
      const email = address('family');
      const base = { userId: 8, email, name: 'Noé', language: 'fr', requestedAt: '2026-11-21T13:30:00.000Z', expiresAt: '2026-11-28T13:30:00.000Z' };
      const signup = randomUUID();
      const invited = randomUUID();
      await store.appendToStream('account-8', [
        { type: 'PasswordSetupRequested', data: { ...base, requestId: signup, reason: 'signup' } },
        { type: 'PasswordSetupRequested', data: { ...base, requestId: invited, reason: 'invited' } },
        { type: 'PasswordChanged', data: { userId: 8, email, name: 'Noé', via: 'change', language: 'fr', at: '2026-11-21T14:00:00.000Z' } },
      ]);
      await store.appendToStream(`contact-${randomUUID()}`, [{ type: 'ContactReceived', data: { contactId: 1, email, message: 'm', activityIds: [], receivedAt: '2026-11-21T14:00:00.000Z' } }]);
      const mailer = start();
      await mailer.flush();
      await stop(mailer);

      expect((await outboxRows(email)).map((row) => row.kind)).toEqual([1, 2, 6]);
      expect(await readMailerCheckpoint(pool)).toBe(await store.headPosition());
      const bySubject = new Map(mailsFor(peer, email).map((mail) => [mail.subject, mail]));
      expect([...bySubject.keys()].sort()).toEqual(['Bienvenue chez Plouf\u202f! Créez votre mot de passe', 'Un compte Plouf a été créé pour vous', 'Votre mot de passe Plouf a été modifié']);
      expect(bySubject.get('Bienvenue chez Plouf\u202f! Créez votre mot de passe')!.text).toContain(`${PUBLIC_URL}/create-password?key=${keys.keyFor('setup', signup)}`);
      expect(bySubject.get('Un compte Plouf a été créé pour vous')!.text).toContain(`${PUBLIC_URL}/create-password?key=${keys.keyFor('setup', invited)}`);
      expect(bySubject.get('Votre mot de passe Plouf a été modifié')!.text).toContain('le 21 novembre 2026 à 15:00');
    });

    it('in test mode, sends every mail to the test recipient, names the real one in the subject, and adds the bcc', async () => {
      const email = address('test-mode');
      await store.appendToStream('account-9', [resetRequested(email).event]);
      const mailer = start({ testMode: true, bcc: 'archive@plouf.local' });
      await mailer.flush();
      await stop(mailer);

      const mails = mailsFor(peer, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.envelopeTo).toEqual(['test@plouf.local', 'archive@plouf.local']);
      expect(mails[0]!.header('to')).toBe('test@plouf.local');
      expect(mails[0]!.header('bcc')).toBeUndefined();
      expect(mails[0]!.subject).toBe(`[TEST → ${email}] Réinitialisation de votre mot de passe Plouf`);
    });

    it('mails an event once, though it is replayed from checkpoint 0 or followed by two mailers at once', async () => {
      const email = address('once');
      await store.appendToStream('account-10', [resetRequested(email).event]);
      const first = start();
      await first.flush();
      await stop(first);
      expect(mailsFor(peer, email)).toHaveLength(1);

      await pool.query(`UPDATE mailer_checkpoint SET position = 0 WHERE name = 'mailer'`);
      const replay = start();
      await replay.flush();
      await stop(replay);
      expect(await readMailerCheckpoint(pool)).toBe(await store.headPosition());

      const twin = address('twin');
      const [a, b] = [start(), start()];
      await store.appendToStream('account-11', [resetRequested(twin).event]);
      await Promise.all([a.flush(), b.flush()]);
      await Promise.all([stop(a), stop(b)]);

      expect(mailsFor(peer, email)).toHaveLength(1);
      expect(mailsFor(peer, twin)).toHaveLength(1);
      expect(await outboxRows(email)).toHaveLength(1);
    });

    it('loses nothing while the SMTP server is down: the mail waits, then goes once the server answers', async () => {
      const port = await closedPort();
      const email = address('down');
      const { log, warnings } = quiet();
      const mailer = start({ transport: { kind: 'smtp', url: `smtp://127.0.0.1:${port}` } }, log);
      await store.appendToStream('account-12', [resetRequested(email).event]);
      await mailer.flush();
      const [waiting] = await outboxRows(email);
      expect(waiting).toMatchObject({ status: 'pending', kind: 5 });
      expect(waiting!.attempts).toBeGreaterThanOrEqual(1);
      expect(waiting!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(warnings).toContain('mail not sent yet; will retry');

      const late = await startSmtpPeer(port);
      try {
        await until(() => mailsFor(late, email).length > 0);
        await mailer.flush();
        await stop(mailer);
        expect(mailsFor(late, email)).toHaveLength(1);
        expect((await outboxRows(email))[0]).toMatchObject({ status: 'sent', last_error: null });
      } finally {
        await late.close();
      }
    });

    it('delivers once after a crash between writing a mail and sending it, and after a crash mid-send', async () => {
      // The first half of a mailer, whose process then dies: its mails are written, never sent.
      const writeOnly = async () => {
        const head = await store.headPosition();
        const context = { publicUrl: PUBLIC_URL, keys, timeZone: 'Europe/Paris' };
        const writer = startMailSubscriber({ store, pool, log: quiet().log, batchSize: 50, context, onMail: () => undefined });
        await until(async () => (await readMailerCheckpoint(pool)) >= head);
        await writer.stop();
      };

      const email = address('crash');
      await store.appendToStream('account-13', [resetRequested(email).event]);
      await writeOnly();
      expect(await outboxRows(email)).toMatchObject([{ status: 'pending', attempts: 0 }]);
      expect(mailsFor(peer, email)).toHaveLength(0);
      const next = start();
      await next.flush();
      await stop(next);
      expect(mailsFor(peer, email)).toHaveLength(1);

      // A sender takes a mail, then dies before it is sent: the mail goes when the lease ends.
      const other = address('mid-send');
      await store.appendToStream('account-14', [resetRequested(other).event]);
      await writeOnly();
      expect((await claimDueMail(pool, 300))?.recipient).toBe(other);
      const after = start();
      await until(() => mailsFor(peer, other).length > 0);
      await after.flush();
      await stop(after);
      expect(mailsFor(peer, other)).toHaveLength(1);
      expect(await outboxRows(other)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    });

    it('writes each mail as an .eml file in the file outbox', async () => {
      const directory = mkdtempSync(join(tmpdir(), 'plouf-outbox-'));
      try {
        const email = address('file');
        const { requestId, event } = resetRequested(email);
        await store.appendToStream('account-15', [event]);
        const mailer = start({ transport: { kind: 'file', directory } });
        await mailer.flush();
        await stop(mailer);

        const files = readdirSync(directory);
        expect(files).toHaveLength(1);
        expect(files[0]).toMatch(/^\d{8}-\d{6}-ForgotPassword-[0-9a-f-]{36}\.eml$/);
        const mail = parseMail(readFileSync(join(directory, files[0]!), 'utf8'));
        expect(mail.header('to')).toBe(`Léa Martin <${email}>`);
        expect(mail.subject).toBe('Réinitialisation de votre mot de passe Plouf');
        expect(mail.text).toContain(`${PUBLIC_URL}/create-password?key=${keys.keyFor('reset', requestId)}`);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    });
  });
}
