import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, logIn } from '../harness/browser.ts';

const skip = browserSkipReason();

/** The set-password link of the newest mail of a kind in the file outbox (quoted-printable undone). */
async function mailedLink(outbox: string, kind: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const file = readdirSync(outbox).filter((name) => name.includes(`-${kind}-`)).sort().at(-1);
    if (file) {
      const raw = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/[^\s"<>]*\/create-password\?key=[A-Za-z0-9_-]+/.exec(raw)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail in ${outbox}`);
}

describe.skipIf(Boolean(skip))('a new family in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let outbox: string;

  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'plouf-outbox-'));
    app = await startTestApp({
      seed: true,
      frontendDir: FRONTEND_DIR,
      mailer: { from: 'Plouf <no-reply@plouf.test>', testMode: true, testRecipient: 'test@plouf.test', bcc: undefined, publicUrl: 'http://placeholder', timeZone: 'Europe/Paris', transport: { kind: 'file', directory: outbox } },
    });
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('signs up, sets its password from the mail, adds a member, changes its password, logs out, and stays out of the back-office', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${app.url}/login?form=create`);
    await page.locator('#account-email').fill('nina.nouveau@example.fr');
    await page.locator('#account-last-name').fill('Nouveau');
    await page.locator('#account-first-name').fill('Nina');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Vérifiez votre boîte mail').waitFor();
    await page.screenshot({ path: screenshot('signup-check-mailbox') });

    const link = new URL(await mailedLink(outbox, 'CompteAjoute'));
    await page.goto(`${app.url}${link.pathname}${link.search}`);
    await page.getByLabel('Nouveau mot de passe').fill('nina-nage-2026');
    await page.getByLabel('Confirmez le mot de passe').fill('nina-nage-2026');
    await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/profil');

    await page.locator('#member-email').fill('leo.nouveau@example.fr');
    await page.locator('#member-last-name').fill('Nouveau');
    await page.locator('#member-first-name').fill('Léo');
    await page.getByRole('button', { name: 'Ajouter le membre' }).click();
    await page.getByText('leo.nouveau@example.fr').first().waitFor();
    await page.screenshot({ path: screenshot('profile-family-with-member'), fullPage: true });
    await mailedLink(outbox, 'MembreFamilleAjoute');

    await page.goto(`${app.url}/profil/password`);
    await page.getByLabel('Mot de passe actuel').fill('nina-nage-2026');
    // Labels in page order: current, new, confirmation of the new one.
    await page.getByLabel('Nouveau mot de passe').first().fill('nina-nage-2027');
    await page.getByLabel('Confirmation du nouveau mot de passe').fill('nina-nage-2027');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await page.getByText('Mot de passe modifié avec succès.').waitFor();

    await page.getByRole('button', { name: 'Nina Nouveau' }).click();
    await page.getByText('Déconnexion').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Visiteur').first().waitFor();

    await logIn(page, app.url, 'nina.nouveau@example.fr', 'nina-nage-2027');
    await page.goto(`${app.url}/profil/administration/contacts`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByText('claire.martin@example.fr').count()).toBe(0);
    await page.screenshot({ path: screenshot('family-refused-admin'), fullPage: true });
    const answer = (await page.evaluate(async () => (await fetch('/webapi/Contact')).json())) as { resultCode: string };
    expect(answer.resultCode).toBe('AccessForbidden');
  }, 120_000);
});
