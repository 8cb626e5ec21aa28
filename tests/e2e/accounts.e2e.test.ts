import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, logIn, logInThroughForm, loginFormShown } from '../harness/browser.ts';

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
    // Its title is the level below the page's h1, not Blueprint's h4 (axe's heading-order, issue 41).
    await page.getByRole('heading', { name: 'Vérifiez votre boîte mail', level: 2 }).waitFor();
    await expectNoAxeViolations(page, 'sign-up sent (fr, desktop)');
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

    await logInThroughForm(page, app.url, 'nina.nouveau@example.fr', 'nina-nage-2027');
    await page.goto(`${app.url}/profil/administration/contacts`);
    await page.waitForURL((url) => url.pathname === '/login');
    await loginFormShown(page);
    expect(await page.getByText('claire.martin@example.fr').count()).toBe(0);
    await page.screenshot({ path: screenshot('family-refused-admin'), fullPage: true });
    const answer = (await page.evaluate(async () => (await fetch('/webapi/Contact')).json())) as { resultCode: string };
    expect(answer.resultCode).toBe('AccessForbidden');
  }, 120_000);

  it('adds a child with a birth date and no email, who is listed with their age and gets no mail; the back-office adds one too', async () => {
    const { famId } = await app.createAccount({ email: 'parent.roux@example.fr', password: 'famille-roux-2026', roles: ['Client', 'Famille'], nom: 'Roux', prenom: 'Paul' });
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const page = await desktop.newPage();
    await logIn(page, app.url, 'parent.roux@example.fr', 'famille-roux-2026');
    await page.goto(`${app.url}/profil`);

    // Born 7 years and 2 months ago, and 8 months ago: told in years, then in months (spec §9).
    const ago = (years: number, months: number) => {
      const day = new Date();
      day.setDate(1);
      day.setFullYear(day.getFullYear() - years, day.getMonth() - months);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-01`;
    };
    await page.getByRole('button', { name: 'Ajouter le membre' }).click();
    await page.getByText('Obligatoire pour un membre sans email').waitFor();
    for (const [prenom, birthDate] of [['Zoé', ago(7, 2)], ['Léon', ago(0, 8)]] as const) {
      await page.locator('#member-first-name').fill(prenom);
      await page.locator('#member-birth-date').fill(birthDate);
      await page.getByRole('button', { name: 'Ajouter le membre' }).click();
      await page.getByText(`${prenom} Roux fait partie de la famille.`).waitFor();
    }
    const members = page.locator('.plouf-member-list li');
    await expect.poll(() => members.count()).toBe(3);
    const listed = (await members.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    // Each member has their health and emergency details (issue 26) one click away.
    expect(listed).toEqual(['Paul Roux vous parent.roux@example.fr Santé et urgence', 'Zoé Roux 7 ans · Pas de connexion Santé et urgence', 'Léon Roux 8 mois · Pas de connexion Santé et urgence']);
    await page.locator('.plouf-account-family').screenshot({ path: screenshot('members-children-desktop') });

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', storageState: await desktop.storageState() })).newPage();
    await phone.goto(`${app.url}/profil`);
    await phone.getByText('Léon Roux').waitFor();
    expect(await phone.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
    // The page as it lies (a sticky header would cover an element scrolled to): the family section of it.
    const section = (await phone.locator('.plouf-account-family').boundingBox())!;
    await phone.screenshot({ path: screenshot('members-children-phone'), fullPage: true, clip: section });

    // Neither child has credentials or an account event (what the mailer writes from).
    const family = await app.call('GET', `/webapi/Family/${famId}`, { cookie: await app.login() });
    const children = (family.body.data.membres as { id: number; usrEmail: string | null }[]).filter((member) => member.usrEmail === null);
    expect(children).toHaveLength(2);
    for (const child of children) expect(await app.platform.store.readStream(`account-${child.id}`)).toEqual([]);

    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' })).newPage();
    await logIn(admin, app.url, ADMIN.email, ADMIN.password);
    await admin.goto(`${app.url}/profil/administration/familles/${famId}`);
    await admin.locator('#member-first-name').fill('Lou');
    await admin.locator('#member-birth-date').fill(ago(3, 0));
    await admin.getByRole('button', { name: 'Ajouter le membre' }).click();
    await admin.getByText(/3\s+ans · Pas de connexion/).waitFor();
    expect(await admin.getByText('Pas de connexion').count()).toBe(3);
    await admin.screenshot({ path: screenshot('admin-family-children'), fullPage: true });
  }, 120_000);
});
