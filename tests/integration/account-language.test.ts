import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * A family that switched the site to English gets English mails (issue 41, item 14): the switch,
 * signed in, is kept on the account's stream (`LanguageChosen`), projected to the users read model,
 * and the mailer writes each mail in the recipient account's language, whatever language the
 * request that caused it came in.
 */
let app: TestApp;
let directory: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `account-language-${Date.now()}-${keys++}` });
const EMAIL = 'english.family@plouf.test';

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'plouf-language-'));
  app = await startTestApp({ mailer: { ...smtpMailer('smtp://127.0.0.1:1'), transport: { kind: 'file', directory } } });
  await app.createAccount({ email: EMAIL, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Anna', nom: 'Smith' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(directory, { recursive: true, force: true });
});

const resetMails = () =>
  app.platform.pool.query<{ language: string; subject: string }>('SELECT language, subject FROM mail_outbox WHERE kind = $1 AND recipient = $2 ORDER BY id', [MAIL_KINDS.ForgotPassword, EMAIL]).then((result) => result.rows);
const forgotten = () => app.call('POST', '/webapi/Authenticate/forgotten', { language: 'fr', body: { userEmail: EMAIL, mtpId: MAIL_KINDS.ForgotPassword } });

describe('the account’s language', () => {
  it('is kept when the signed-in person switches the site, and their mails follow it', async () => {
    const cookie = await app.login(EMAIL, 'famille-2026');
    expect((await app.call('PUT', '/webapi/Authenticate/langue', { headers: key(), body: { language: 'en' } })).status).toBe(401);
    const chosen = await app.call('PUT', '/webapi/Authenticate/langue', { cookie, headers: key(), body: { language: 'en' } });
    expect([chosen.status, chosen.body]).toEqual([200, { resultCode: 'Ok', data: { language: 'en' } }]);
    expect((await app.platform.pool.query<{ language: string }>('SELECT language FROM users WHERE email = $1', [EMAIL])).rows).toEqual([{ language: 'en' }]);
    // The same language again records nothing more.
    expect((await app.call('PUT', '/webapi/Authenticate/langue', { cookie, headers: key(), body: { language: 'en' } })).body.data).toEqual({ language: 'en' });

    // A mail asked from a French page still goes out in English: the account's language.
    expect((await forgotten()).body.resultCode).toBe('Ok');
    const [english] = await eventually(resetMails, (rows) => rows.length === 1, 30_000);
    expect(english).toEqual({ language: 'en', subject: 'Reset your Plouf password' });

    // Back to French on the site: the next mail is French.
    expect((await app.call('PUT', '/webapi/Authenticate/langue', { cookie, language: 'en', headers: key(), body: { language: 'fr' } })).body.data).toEqual({ language: 'fr' });
    await app.platform.caughtUp();
    expect((await forgotten()).body.resultCode).toBe('Ok');
    const rows = await eventually(resetMails, (found) => found.length === 2, 30_000);
    expect(rows[1]).toEqual({ language: 'fr', subject: 'Réinitialisation de votre mot de passe Plouf' });
  });

  it('refuses a language the site does not speak', async () => {
    const cookie = await app.login(EMAIL, 'famille-2026');
    const refused = await app.call('PUT', '/webapi/Authenticate/langue', { cookie, headers: key(), body: { language: 'de' } });
    expect([refused.status, refused.body.resultCode]).toEqual([400, 'InvalidModelState']);
  });
});
