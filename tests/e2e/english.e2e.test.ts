import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { EXTRA_RULES, settle } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** What `<html lang>` says. */
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** axe's violations: the page's language rules, or every rule within `scope`. */
async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  await settle(page);
  const builder = scope ? new AxeBuilder({ page }).include(scope).options({ rules: EXTRA_RULES }) : new AxeBuilder({ page }).withRules(['html-has-lang', 'html-lang-valid', 'valid-lang']);
  return (await builder.analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Issue 11 "English for real" (docs/adr/0012-catalogue-translations.md): the back-office writes a
 * pool's English beside its French; a visitor reading in English sees it live, and the French of
 * a pool that has no English.
 */
describe.skipIf(Boolean(skip))('the catalogue in English, in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let canalId: number;

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    const cookie = await app.login();
    canalId = (await app.call('GET', '/webapi/Piscine/slug/bassin-du-canal', { cookie })).body.data.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('an admin writes a pool’s English title and body; an English visitor sees them live, and French where there is no English', async () => {
    const visitorContext = await browser.newContext({ viewport: PHONE, isMobile: true });
    const visitor = await visitorContext.newPage();
    // The demo's Bassin du Canal has no English yet: the English page shows its French texts.
    await visitor.goto(`${app.url}/piscines/bassin-du-canal?lang=en`);
    await visitor.getByRole('heading', { name: 'Bassin du Canal', level: 1 }).waitFor();
    await visitor.getByText('Un petit bassin calme').waitFor();
    expect(await htmlLang(visitor)).toBe('en');

    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await logIn(admin, app.url, ADMIN.email, ADMIN.password);
    await admin.goto(`${app.url}/profil/administration/piscines/${canalId}`);
    await admin.getByRole('heading', { name: 'Version anglaise' }).waitFor();
    await admin.getByText('Un champ laissé vide affiche le texte français.').waitFor();
    await admin.locator('#pool-en-libelle').fill('Canal pool');
    await admin.locator('#pool-en-content-pctTitle').fill('The Canal pool');
    await admin.getByRole('textbox', { name: 'Texte de la page (anglais)' }).click();
    await admin.keyboard.type('A quiet little pool, ideal for regaining confidence in the water.');
    await admin.locator('.plouf-english-fields').screenshot({ path: screenshot('admin-pool-english') });
    expect(await axeViolations(admin, '.plouf-english-fields')).toEqual([]);
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Piscine enregistrée').waitFor({ timeout: 15_000 });

    // Live: the open page turns English without a reload.
    await visitor.getByRole('heading', { name: 'The Canal pool', level: 1 }).waitFor({ timeout: 15_000 });
    await visitor.getByText('A quiet little pool, ideal for regaining confidence in the water.').waitFor();
    expect(await visitor.getByText('Un petit bassin calme').count()).toBe(0);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: screenshot('english-pool-phone'), fullPage: true });

    // The choice is remembered (cookie): the list, without ?lang=, is in English, French names where no English.
    await visitor.goto(`${app.url}/piscines`);
    await visitor.getByText('Canal pool').first().waitFor();
    await visitor.getByText('Les Tilleuls pool').first().waitFor();
    expect(await htmlLang(visitor)).toBe('en');
    expect((await visitorContext.cookies()).find((cookie) => cookie.name === 'plouf.locale')?.value).toBe('en');

    // A French visitor still reads the French.
    const french = await browser.newPage({ viewport: DESKTOP });
    await french.goto(`${app.url}/piscines/bassin-du-canal`);
    await french.getByRole('heading', { name: 'Bassin du Canal', level: 1 }).waitFor();
    expect(await htmlLang(french)).toBe('fr');
    await french.screenshot({ path: screenshot('french-pool-desktop'), fullPage: true });
    await french.close();

    await adminContext.close();
    await visitorContext.close();
  }, 120_000);

  it('shows the demo’s English on the home, activity and pass pages at phone and desktop widths', async () => {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const context = await browser.newContext({ viewport, isMobile: name === 'phone' });
      const page = await context.newPage();
      await page.goto(`${app.url}/?lang=en`);
      await page.getByRole('heading', { name: 'Plouf, the swimming school' }).waitFor();
      await page.getByText('Baby swimming').first().waitFor();
      expect(await htmlLang(page)).toBe('en');
      await page.screenshot({ path: screenshot(`english-home-${name}`), fullPage: true });
      await page.goto(`${app.url}/activites-enfants/bebes-nageurs`);
      await page.getByRole('heading', { name: 'Baby swimming', level: 1 }).waitFor();
      await page.getByText('Half an hour of play in warm water').first().waitFor();
      await page.goto(`${app.url}/piscines/piscine-des-tilleuls?lang=en`);
      await page.getByRole('heading', { name: 'Les Tilleuls pool', level: 1 }).waitFor();
      await page.getByText('Trial session').first().waitFor({ timeout: 15_000 });
      await page.screenshot({ path: screenshot(`english-tilleuls-${name}`), fullPage: true });
      await page.goto(`${app.url}/?lang=fr`);
      await page.getByRole('heading', { name: 'Plouf, l’école de natation' }).waitFor();
      expect(await htmlLang(page)).toBe('fr');
      await page.screenshot({ path: screenshot(`french-home-${name}`), fullPage: true });
      await context.close();
    }
  }, 120_000);

  it('keeps ?lang=en for the next page even when it is followed before the page’s script has run', async () => {
    // The script waits for the first screen (issue 11): the server remembers the choice itself.
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/?lang=en`);
    await page.getByRole('heading', { name: 'Plouf, the swimming school' }).waitFor();
    await page.goto(`${app.url}/activites-enfants/bebes-nageurs`);
    await page.getByRole('heading', { name: 'Baby swimming', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  }, 60_000);
});
