import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { ADMIN } from '../harness/app.ts';

const skip = browserSkipReason();

/**
 * Issue 25, a family erased, in a real browser, end to end on the real server: the family downloads
 * its data, asks for its erasure from /profil; the desk confirms it on its personal-data page with
 * the family's name typed; the family's open page loses its session and its login is refused; the
 * desk's lists show the deleted family. French on a desktop, English on a phone, axe on each screen.
 */
describe.skipIf(Boolean(skip))('a family’s erasure in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const cases = [
    { language: 'fr', viewport: { width: 1280, height: 900 }, surname: 'Vasseur-Lemoine', email: 'famille.vasseur@plouf.test' },
    { language: 'en', viewport: { width: 390, height: 844 }, surname: 'Beauregard', email: 'famille.beauregard@plouf.test' },
  ] as const;

  for (const { language, viewport, surname, email } of cases) {
    it(`${language}, ${viewport.width}px: download, ask, confirmed by the desk, logged out for good, shown as deleted`, async () => {
      const fr = language === 'fr';
      const password = 'effacement-2026';
      const { famId } = await app.createAccount({ email, password, roles: ['Client', 'Famille'], nom: surname, prenom: 'Maëlle' });
      const phone = viewport.width < 500;
      const family = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, acceptDownloads: true });
      const page = await family.newPage();
      await logIn(page, app.url, email, password);
      if (!fr) await inEnglish(page);
      await page.goto(`${app.url}/profil`);
      const section = page.getByRole('region', { name: fr ? 'Mes données personnelles' : 'My personal data' });
      await section.waitFor();
      // The data first, as a file.
      await section.getByRole('link', { name: fr ? 'Voir mes données' : 'See my data' }).click();
      await page.getByRole('heading', { name: fr ? 'Mes données' : 'My data', level: 1 }).waitFor();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: fr ? 'Télécharger (JSON)' : 'Download (JSON)' }).click()]);
      const { readFile } = await import('node:fs/promises');
      expect(JSON.parse(await readFile((await file.path())!, 'utf8'))).toMatchObject({ family: { id: famId, name: surname } });
      // Then the request.
      await page.goto(`${app.url}/profil`);
      await section.getByRole('button', { name: fr ? 'Demander l’effacement de mes données' : 'Ask for my data to be erased' }).click();
      const dialog = page.getByRole('dialog', { name: fr ? 'Demander l’effacement ?' : 'Ask for erasure?' });
      await dialog.getByRole('button', { name: fr ? 'Demander l’effacement' : 'Ask for erasure', exact: true }).click();
      await section.getByText(fr ? /^Effacement demandé le/ : /^Erasure asked for on/).waitFor();
      await expectNoAxeViolations(page, `erasure asked (${language})`);
      await page.screenshot({ path: screenshot(`erasure-asked-${language}`), fullPage: true });

      // The desk sees it on its personal-data page and confirms with the family's name.
      const desk = await browser.newContext({ viewport });
      const admin = await desk.newPage();
      await logIn(admin, app.url, ADMIN.email, ADMIN.password);
      if (!fr) await inEnglish(admin);
      await admin.goto(`${app.url}/profil/administration/donnees-personnelles`);
      await admin.getByRole('heading', { name: fr ? 'Données personnelles' : 'Personal data', level: 1 }).waitFor();
      const row = admin.getByRole('row', { name: new RegExp(surname) });
      await row.waitFor();
      await expectNoAxeViolations(admin, `personal-data page with a request (${language})`);
      await admin.screenshot({ path: screenshot(`erasure-desk-request-${language}`), fullPage: true });
      await row.getByRole('button', { name: fr ? 'Confirmer l’effacement' : 'Confirm the erasure' }).click();
      const confirm = admin.getByRole('dialog', { name: fr ? `Effacer la famille ${surname}` : `Erase the family ${surname}` });
      await confirm.getByLabel(fr ? 'Tapez le nom de la famille pour confirmer' : 'Type the family’s name to confirm').fill(surname);
      await expectNoAxeViolations(admin, `erasure confirmation (${language})`);
      await admin.screenshot({ path: screenshot(`erasure-desk-confirm-${language}`) });
      await confirm.getByRole('button', { name: fr ? 'Confirmer l’effacement' : 'Confirm the erasure' }).click();
      await confirm.waitFor({ state: 'detached' });
      await admin.getByRole('row', { name: new RegExp(surname) }).waitFor({ state: 'detached' });

      // The family's open page has lost its session: reloaded, /profil asks for a login, which is refused.
      await page.reload();
      await page.waitForURL((url) => url.pathname.startsWith('/login'), { timeout: 15_000 });
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(password);
      await page.locator('form', { has: page.locator('#login-password') }).getByRole('button', { name: fr ? 'Se connecter' : 'Log in' }).click();
      await page.getByText(fr ? "Erreur d'identification" : 'Identification error').first().waitFor();
      await page.screenshot({ path: screenshot(`erasure-login-refused-${language}`), fullPage: true });
      expect(new URL(page.url()).pathname).toBe('/login');

      // The desk's family page and families list show the deleted family, in the desk's language.
      const deleted = fr ? 'Famille supprimée' : 'Deleted family';
      await admin.goto(`${app.url}/profil/administration/familles/${famId}`);
      await admin.getByText(deleted).first().waitFor();
      await expectNoAxeViolations(admin, `erased family's page (${language})`);
      await admin.screenshot({ path: screenshot(`erasure-desk-family-${language}`), fullPage: true });
      expect(await admin.content()).not.toContain(surname);
      await admin.goto(`${app.url}/profil/administration/familles`);
      await admin.getByRole('cell', { name: deleted }).first().waitFor();
      await admin.screenshot({ path: screenshot(`erasure-desk-families-${language}`), fullPage: true });
      expect(await admin.content()).not.toContain(surname);
      await desk.close();
      await family.close();
    }, 180_000);
  }
});
