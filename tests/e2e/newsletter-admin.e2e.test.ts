import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations, settle } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, loginFormShown, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();

const LIST = '/profil/administration/newsletters';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Sign-ups this test makes, each with a name no other contains (rows are found by their text). */
const ALICE = 'alice.bassin@example.fr';
const BRUNO = 'bruno.plongeon@example.fr';
const CHLOE = 'chloe.crawl@example.fr';
const DAVID = 'david.brasse@example.com';
/** The demo's subscribers (infra/entry/seed.ts): validated, waiting, unsubscribed 20 days ago. */
const SEEDED_VALIDATED = ['sophie.bernard@example.fr', 'marc.dubois@example.fr', 'emma.wilson@example.com'];
const SEEDED_UNSUBSCRIBED = 'nina.roux@example.fr';

/**
 * The back-office's newsletter list: sign-ups arrive on an admin's open list without a reload, the
 * admin validates, disables and deletes (in bulk, with a confirmation for the deletion, or one row
 * at a time), another admin's validation shows live, the export holds exactly the validated
 * addresses; on a phone and a desktop, in French and English, with no axe violation.
 */
describe.skipIf(Boolean(skip))("the back-office's newsletter subscribers in a real browser", () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  let ip = 0;
  /** The footer's call, each from its own address (the sign-up is rate-limited per connection). */
  const signUp = (email: string, language = 'fr') =>
    app.call('POST', '/webapi/Newsletter', { body: { libelle: email }, language, headers: { 'x-forwarded-for': `10.71.0.${++ip}` } });
  const stored = async (email: string) => {
    const page = await app.call('GET', `/webapi/Newsletter?search=${encodeURIComponent(email)}`, { cookie: admin });
    return (page.body.data.items as { id: number; libelle: string; nwlStatus: string }[]).find((item) => item.libelle === email);
  };
  const row = (page: Page, email: string) => page.locator('tbody tr', { hasText: email });
  /** The status tag a person sees (a phone shows it under the address, a desktop in its column). */
  const tag = (page: Page, email: string) => row(page, email).locator('.plouf-newsletter-status:visible');
  const tick = (page: Page, email: string) => row(page, email).locator('label.bp6-checkbox').click();
  const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).waitFor({ timeout: 15_000 });
  const counts = (page: Page) => page.locator('.plouf-newsletter-head .plouf-muted').textContent();
  const validatedCount = async (page: Page) => Number(/(\d+) validée/.exec((await counts(page)) ?? '')?.[1] ?? 0);
  /** The toasts gone (4 s each): the screenshot then shows the page they covered. */
  const noToasts = (page: Page) => expect.poll(() => page.locator('.bp6-toast').count(), { timeout: 15_000 }).toBe(0);
  const marker = (page: Page) => page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded);
  /** Nothing wider than the screen: a phone never scrolls sideways. */
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  async function openList(context: BrowserContext, language?: 'en'): Promise<Page> {
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    // The language chosen is kept in the browser: the next page opens in it.
    if (language) await page.evaluate((lg) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', lg), language);
    await page.goto(`${app.url}${LIST}`);
    await page.getByRole('heading', { name: language === 'en' ? 'Newsletter subscribers' : 'Inscrits à la newsletter' }).waitFor({ timeout: 15_000 });
    await page.locator('.plouf-live-tag', { hasText: language === 'en' ? 'Live' : 'En direct' }).waitFor({ timeout: 15_000 });
    return page;
  }

  /** The whole year of the demo's unsubscription: its row shows beside this month's. */
  async function showWholeYear(page: Page, phone: boolean) {
    const year = new Date(Date.now() - 20 * 86_400_000).getFullYear();
    if (phone) {
      await page.getByRole('combobox', { name: 'Année' }).selectOption(String(year));
      await page.getByRole('combobox', { name: 'Mois' }).selectOption({ label: 'Tous' });
    } else {
      await page.getByRole('button', { name: String(year), exact: true }).click();
      await page.getByRole('button', { name: 'Tous', exact: true }).click();
    }
    await tag(page, SEEDED_UNSUBSCRIBED).waitFor({ timeout: 15_000 });
  }

  it('shows sign-ups arrive live, validates, disables and deletes them, and exports the validated addresses', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openList(context);
    await expect.poll(() => counts(page), { timeout: 15_000 }).toMatch(/inscription/);
    const validatedBefore = await validatedCount(page);
    // Anything that reloads the page would drop this marker.
    await page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));

    for (const [email, language] of [[ALICE, 'fr'], [BRUNO, 'fr'], [CHLOE, 'fr'], [DAVID, 'en']] as const) expect((await signUp(email, language)).body.resultCode).toBe('Ok');
    for (const email of [ALICE, BRUNO, CHLOE, DAVID]) await expect.poll(() => tag(page, email).textContent(), { timeout: 15_000 }).toBe('En attente');
    expect(await row(page, DAVID).textContent()).toContain('Anglais');
    await page.screenshot({ path: screenshot('newsletter-admin-live'), fullPage: true });

    // Two at once, from the selection's bar.
    await tick(page, ALICE);
    await tick(page, BRUNO);
    await page.getByText('2 inscriptions sélectionnées').waitFor();
    await page.locator('.plouf-bulkbar').getByRole('button', { name: 'Valider' }).click();
    await toast(page, '2 adresses validées');
    await expect.poll(() => tag(page, ALICE).textContent(), { timeout: 15_000 }).toBe('Validé');
    expect(await tag(page, BRUNO).textContent()).toBe('Validé');
    expect(await page.locator('.plouf-bulkbar').count()).toBe(0);
    await expect.poll(() => validatedCount(page)).toBe(validatedBefore + 2);

    // One row's switch, on then off.
    const chloeSwitch = page.getByRole('checkbox', { name: `${CHLOE} reçoit la newsletter` });
    expect(await chloeSwitch.isChecked()).toBe(false);
    await row(page, CHLOE).locator('label.bp6-switch').click();
    await toast(page, `${CHLOE} validée`);
    await expect.poll(() => tag(page, CHLOE).textContent(), { timeout: 15_000 }).toBe('Validé');
    expect(await chloeSwitch.isChecked()).toBe(true);
    await row(page, ALICE).locator('label.bp6-switch').click();
    await toast(page, `${ALICE} désactivée`);
    await expect.poll(() => tag(page, ALICE).textContent(), { timeout: 15_000 }).toBe('Désactivé');

    // Another admin validates David: his tag turns on this list without a reload.
    const david = await stored(DAVID);
    expect((await app.call('PUT', `/webapi/Newsletter/${david!.id}`, { cookie: admin, body: { nwlDisabled: false } })).body.resultCode).toBe('Ok');
    await expect.poll(() => tag(page, DAVID).textContent(), { timeout: 15_000 }).toBe('Validé');
    await expect.poll(() => validatedCount(page)).toBe(validatedBefore + 3);

    // A deletion asks first.
    await tick(page, BRUNO);
    await page.locator('.plouf-bulkbar').getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Supprimer définitivement cette inscription ?').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshot('newsletter-admin-confirm-delete') });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, '1 inscription supprimée');
    await expect.poll(() => row(page, BRUNO).count(), { timeout: 15_000 }).toBe(0);
    expect(await stored(BRUNO)).toBeUndefined();
    expect(await marker(page)).toBe(true);

    await showWholeYear(page, false);
    expect(await tag(page, SEEDED_UNSUBSCRIBED).textContent()).toBe('Désinscrit');
    // Who left by their own hand is not validated by the back-office.
    expect(await page.getByRole('checkbox', { name: `${SEEDED_UNSUBSCRIBED} reçoit la newsletter` }).isDisabled()).toBe(true);
    await noToasts(page);
    await page.screenshot({ path: screenshot('newsletter-admin-desktop-fr'), fullPage: true });
    await expectNoAxeViolations(page, 'newsletter list, desktop, French');

    // The export, as the browser downloads it, under the server's file name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter les adresses validées (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const downloaded = await readFile((await download.path())!, 'utf8');
    // And fetched with the admin's own cookies: the same file, a CSV of exactly the validated addresses.
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const response = await fetch(`${app.url}/webapi/Newsletter/export?lang=fr`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    expect(csv.replace(/^\uFEFF/, '')).toBe(downloaded.replace(/^\uFEFF/, ''));
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    // A French screen's file: `;` between fields, French column names.
    expect(lines[0]).toBe('Adresse;Langue;Validée le');
    const exported = lines.slice(1).map((line) => line.split(';') as [string, string, string]);
    expect(exported.map(([email]) => email).sort()).toEqual([CHLOE, DAVID, ...SEEDED_VALIDATED].sort());
    expect(exported.find(([email]) => email === DAVID)![1]).toBe('en');
    for (const [, , validatedAt] of exported) expect(Date.parse(validatedAt)).not.toBeNaN();
    // Nobody else gets it.
    expect((await fetch(`${app.url}/webapi/Newsletter/export`)).status).not.toBe(200);
    await context.close();
  }, 180_000);

  it('fits a phone, in French and in English', async () => {
    const phone = await browser.newContext(PHONE);
    const page = await openList(phone);
    await showWholeYear(page, true);
    await tag(page, CHLOE).waitFor({ timeout: 15_000 });
    expect(await tag(page, CHLOE).textContent()).toBe('Validé');
    await tick(page, CHLOE);
    await page.getByText('1 inscription sélectionnée').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshot('newsletter-admin-phone-fr'), fullPage: true });
    await expectNoAxeViolations(page, 'newsletter list, phone, French');

    await page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: 'Newsletter subscribers' }).waitFor({ timeout: 15_000 });
    // The whole year is kept across the reload, as every list keeps its month.
    await expect.poll(() => tag(page, SEEDED_UNSUBSCRIBED).textContent(), { timeout: 15_000 }).toBe('Unsubscribed');
    expect(await tag(page, CHLOE).textContent()).toBe('Validated');
    expect(await tag(page, 'lucas.moreau@example.fr').textContent()).toBe('Pending');
    expect(await tag(page, ALICE).textContent()).toBe('Disabled');
    await page.getByRole('button', { name: 'Export the validated addresses (CSV)' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshot('newsletter-admin-phone-en'), fullPage: true });
    await expectNoAxeViolations(page, 'newsletter list, phone, English');
    await phone.close();

    const desktop = await browser.newContext(DESKTOP);
    const en = await openList(desktop, 'en');
    await en.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Status' });
    await expect.poll(() => en.locator('tbody tr').first().locator('.plouf-newsletter-status:visible').textContent(), { timeout: 15_000 }).toBe('Validated');
    expect(await en.locator('thead').textContent()).toContain('Signed up');
    await tick(en, CHLOE);
    await en.locator('.plouf-bulkbar').getByRole('button', { name: 'Delete' }).click();
    await en.getByRole('alertdialog').getByText('Delete this subscriber for good?').waitFor();
    await en.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await en.getByRole('alertdialog').waitFor({ state: 'detached' });
    await en.getByText('1 subscriber selected').waitFor();
    await en.screenshot({ path: screenshot('newsletter-admin-desktop-en'), fullPage: true });
    await expectNoAxeViolations(en, 'newsletter list, desktop, English');
    await desktop.close();
  }, 120_000);

  it('keeps the list away from a visitor', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.url}${LIST}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await loginFormShown(page);
    await context.close();
  }, 60_000);
});
