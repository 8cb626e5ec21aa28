import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();
const YEAR_MS = 365 * 86_400_000;

/**
 * Issue 25's desk page, in a browser: "Données personnelles" from the back-office's menu, the
 * erasure requests (or, before the erasure's routes are there, that they are not yet), the families
 * inactive for the school's period (the demo's, four years on by the clock) each to its page with
 * its erasure card, and the retention periods saved (out of bounds said on the field). French on a
 * desktop, English on a phone, axe on every screen.
 */
describe.skipIf(Boolean(skip))('the personal data page in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    // Four years on: the demo's families (made today) have been inactive for more than three.
    app.clock.set(new Date(Date.now() + 4 * YEAR_MS).toISOString());
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the desk opens it from the menu, sees the inactive families, opens one, and saves the periods (French, desktop)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/facturation`);
    await page.getByRole('heading', { name: 'Facturation', level: 1 }).waitFor();
    await page.locator('.plouf-admin-menu').getByRole('menuitem', { name: 'Données personnelles' }).click();
    await page.getByRole('heading', { name: 'Données personnelles', level: 1 }).waitFor();

    const requests = page.locator('.plouf-privacy-card', { has: page.getByRole('heading', { name: 'Demandes d’effacement' }) });
    // None asked here; before the erasure's routes are on this server, the card says so.
    await requests.getByText(/^(Aucune demande en attente\.|La liste des demandes n’est pas encore disponible sur ce serveur\.)$/).waitFor({ timeout: 15_000 });

    const inactive = page.locator('.plouf-privacy-card', { has: page.getByRole('heading', { name: 'Familles inactives' }) });
    await inactive.getByText(/Sans commande, séance ni connexion depuis 3 ans/).waitFor({ timeout: 15_000 });
    const martin = inactive.getByRole('link', { name: 'Martin' });
    await martin.waitFor();
    const listed = (await app.call('GET', '/webapi/Admin/familles-inactives', { cookie: admin })).body.data as { families: { famId: number; famName: string }[] };
    expect(listed.families.map((family) => family.famName)).toContain('Martin');
    expect(await inactive.locator('tr[data-fam-id]').count()).toBe(listed.families.length);
    await page.locator('#retention-contactMonths').waitFor();
    await page.getByText('Valeurs par défaut : jamais enregistrées').waitFor();
    await expectNoAxeViolations(page, 'personal data (fr)');
    await page.screenshot({ path: screenshot('privacy-admin-fr'), fullPage: true });

    // A period out of its bounds is said on its field, nothing sent.
    await page.locator('#retention-contactMonths').fill('0');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.bp6-form-group.bp6-intent-danger').getByText('De 1 à 120').waitFor();
    expect((await app.call('GET', '/webapi/Ecole/donnees-personnelles', { cookie: admin })).body.data.savedAt).toBeNull();
    await expectNoAxeViolations(page, 'personal data, a period refused (fr)');

    // Saved: the list follows the new period (a longer one lists no one made four years ago).
    await page.locator('#retention-contactMonths').fill('12');
    await page.locator('#retention-inactiveYears').fill('5');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Durées de conservation enregistrées').waitFor({ timeout: 15_000 });
    await page.getByText(/^Enregistrées le /).waitFor();
    expect((await app.call('GET', '/webapi/Ecole/donnees-personnelles', { cookie: admin })).body.data).toMatchObject({ contactMonths: 12, signUpDays: 30, inactiveYears: 5 });
    await inactive.getByText('Aucune famille inactive.').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshot('privacy-admin-saved-fr'), fullPage: true });

    // Back to three years: the family's page, from the list, with its erasure card.
    await page.locator('#retention-inactiveYears').fill('3');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await martin.click();
    await page.getByRole('heading', { name: 'Effacement des données' }).waitFor();
    await page
      .getByText(/^(Aucune demande d’effacement\.|L’effacement n’est pas encore disponible sur ce serveur\.)$/)
      .waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'family page with its erasure card (fr)');
    await page.locator('.plouf-privacy-card', { has: page.getByRole('heading', { name: 'Effacement des données' }) }).screenshot({ path: screenshot('privacy-family-card-fr') });
    await context.close();
  }, 180_000);

  it('reads in English on a phone, without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await inEnglish(page);
    await page.goto(`${app.url}/profil/administration/donnees-personnelles`);
    await page.getByRole('heading', { name: 'Personal data', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Erasure requests' }).waitFor();
    const inactive = page.locator('.plouf-privacy-card', { has: page.getByRole('heading', { name: 'Inactive families' }) });
    await inactive.getByText(/No order, lesson or login for 3 years/).waitFor({ timeout: 15_000 });
    await inactive.getByRole('link', { name: 'Martin' }).waitFor();
    await page.getByText(/^(Saved on |Default values: never saved)/).waitFor();
    await page.getByLabel(/Contact requests kept for/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'personal data (en, phone)');
    await page.screenshot({ path: screenshot('privacy-admin-en-phone'), fullPage: true });

    await inactive.getByRole('link', { name: 'Martin' }).click();
    await page.getByRole('heading', { name: 'Data erasure' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'family page with its erasure card (en, phone)');
    await page.locator('.plouf-privacy-card', { has: page.getByRole('heading', { name: 'Data erasure' }) }).screenshot({ path: screenshot('privacy-family-card-en-phone') });
    await context.close();
  }, 120_000);
});
