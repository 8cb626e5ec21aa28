import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { addDays, parisDay } from '@plouf/infra/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SURNAME = 'Lefranc-Anglais';
/** What an English desk must never read where the English exists (issue 41, item 14). */
const PLACEHOLDERS = ['Membre supprimé', 'Famille supprimée'];
const FRENCH = ['Carte 10 séances enfants', 'Piscine des Tilleuls', 'Jardin aquatique', ...PLACEHOLDERS];

/**
 * Issue 41, item 14, the desk's screens in English, in a real browser: the dashboard names passes,
 * pools and activities as the catalogue does in English, on screen and in its CSVs (`,` and
 * decimal points); the credit dialog offers the activities by their English names; an erased
 * family's member and buyer read "Deleted member" / "Deleted family", in aria-labels too. Axe on each
 * (label-in-name on), a desktop and a phone.
 */
describe.skipIf(Boolean(skip))('the desk in English', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let famId: number;
  let orderId: number;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `english-desk-${Date.now()}-${keyCount++}` });
  const from = parisDay(new Date());
  const to = addDays(from, 13);

  async function open(options: BrowserContextOptions, path: string): Promise<Page> {
    const context = await browser.newContext({ ...options, acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));
    await page.goto(`${app.url}${path}`);
    return page;
  }
  /** The page's (or a part's) text and attributes (aria-labels, titles, options) hold none of `french`. */
  async function expectNoFrench(page: Page, french: readonly string[] = FRENCH, part = page.locator('body')): Promise<void> {
    const html = await part.evaluate((element) => (element as unknown as { outerHTML: string }).outerHTML);
    // Each one found, with what surrounds it (an attribute, a cell), so that a failure says where.
    expect(french.flatMap((text) => (html.includes(text) ? [html.slice(Math.max(0, html.indexOf(text) - 120), html.indexOf(text) + text.length + 40)] : []))).toEqual([]);
  }

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    // A family buys the children's card (paid at the desk), is given a make-up credit, then is erased.
    const email = 'famille.lefranc@plouf.test';
    const account = await app.createAccount({ email, password: 'lefranc-2026', roles: ['Client', 'Famille'], nom: SURNAME, prenom: 'Jeanne' });
    famId = account.famId;
    const family = await app.login(email, 'lefranc-2026');
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances enfants')!;
    const address = { adrNumberWay: '3 rue des Bains', adrPostalCode: '75003', libelle: 'Paris' };
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 1 }], address } });
    expect(checkout.body.resultCode).toBe('Ok');
    orderId = checkout.body.data.orderId as number;
    expect((await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', method: 1, reference: 'CHQ-77', reason: '' } })).body.resultCode).toBe('Ok');
    const credit = await app.call('POST', `/webapi/Family/credit/${famId}`, { cookie: admin, headers: key(), body: { usrId: account.userId, acyIds: [], note: 'Séance annulée' } });
    expect(credit.body.resultCode).toBe('Ok');
    expect((await app.call('POST', `/webapi/Family/${famId}/effacement`, { cookie: admin, headers: key(), body: {} })).body.resultCode).toBe('Ok');
    const erased = await app.call('POST', `/webapi/Family/${famId}/effacement/confirmation`, { cookie: admin, headers: key(), body: { famName: SURNAME } });
    expect(erased.body.resultCode).toBe('Ok');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the dashboard names passes and pools in English, on screen and in its CSVs (desktop)', async () => {
    const page = await open(DESKTOP, `/profil/administration/dashboard?periode=dates&du=${from}&au=${to}`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const panel = (title: string) => page.locator('.plouf-dash-panel', { has: page.getByRole('heading', { name: title, exact: true }) });
    await panel('By pass').getByRole('cell', { name: '10-session card, children' }).waitFor({ timeout: 20_000 });
    await panel('Fill rate by').getByRole('cell', { name: /Les Tilleuls pool|Marne aquatic centre/ }).first().waitFor();
    await expectNoFrench(page);
    await expectNoAxeViolations(page, 'dashboard (en, desktop)');
    await page.screenshot({ path: screenshot('english-desk-dashboard-desktop'), fullPage: true });

    // The pass list's CSV, as an English spreadsheet opens it: `,` between fields, decimal points, the English name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export “By pass” as CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe('\uFEFFPass,Sold,Paid,Refunded');
    expect(csv).toContainEqual(expect.stringMatching(/^"10-session card, children",1,\d+\.\d\d,0\.00$/));
    const [fillCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export “Fill rate by” as CSV$/ }).click()]);
    const fillLines = readFileSync((await fillCsv.path())!, 'utf8').split('\r\n');
    expect(fillLines.slice(1).filter(Boolean).every((line) => /,\d+\.\d$/.test(line))).toBe(true);
    expect(fillLines.some((line) => /^(Les Tilleuls pool|Marne aquatic centre),/.test(line))).toBe(true);
    await page.context().close();
  }, 180_000);

  it('the order list names the passes sold by their English names (desktop)', async () => {
    const page = await open(DESKTOP, '/profil/administration/commandes');
    // The order sold "Carte 10 séances enfants": an English desk reads the pass's English today (ADR 0017).
    const passes = page.locator(`[data-order-id="${orderId}"] .plouf-col-passes`);
    await passes.getByText('1 × 10-session card, children').waitFor({ timeout: 20_000 });
    await expectNoFrench(page, FRENCH, passes);
    await page.screenshot({ path: screenshot('english-desk-order-list-desktop'), fullPage: true });
    await page.context().close();
  }, 180_000);

  it('an erased family’s page and its order say it in English (phone)', async () => {
    const page = await open(PHONE, `/profil/administration/familles/${famId}`);
    await page.getByText('Deleted family').first().waitFor({ timeout: 20_000 });
    const credits = page.locator('.bp6-card', { has: page.getByRole('heading', { name: 'Make-up credits' }) });
    await credits.getByText('Deleted member').first().waitFor();
    // Its card names its pass in English too (a card follows the catalogue, ADR 0017).
    await page.getByText('10-session card, children').first().waitFor();
    await expectNoFrench(page);
    await expectNoAxeViolations(page, 'erased family (en, phone)');
    await page.screenshot({ path: screenshot('english-desk-erased-family-phone'), fullPage: true });

    // The order it paid: its history names the buyer as deleted, in English.
    await page.goto(`${app.url}/profil/administration/commandes/${orderId}`);
    await page.getByRole('tab', { name: 'History' }).click();
    // The buyer is a person: its name erased reads "Deleted member".
    await page.getByText(/^Deleted member \(buyer, #\d+\)/).first().waitFor({ timeout: 20_000 });
    await expectNoFrench(page, PLACEHOLDERS);
    await expectNoAxeViolations(page, 'erased family’s order history (en, phone)');
    await page.screenshot({ path: screenshot('english-desk-erased-order-phone'), fullPage: true });
    await page.context().close();
  }, 180_000);

  it('the rules page names its pools in English, and its links by what they show first (label-in-name, desktop)', async () => {
    const page = await open(DESKTOP, '/profil/administration/regles');
    await page.getByRole('heading', { name: 'School rules', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: 'Les Tilleuls pool' }).waitFor({ timeout: 20_000 });
    // Each pool's cut-off link reads "School (24 h)" (or its own), and is named so first, then what it does.
    const link = page.getByRole('row', { name: /Les Tilleuls pool/ }).getByRole('link');
    expect(await link.getAttribute('aria-label')).toBeNull();
    expect(await page.getByRole('link', { name: /^School \(\d+ h\)\s*, Set Les Tilleuls pool’s cancellation delay$/ }).count()).toBe(1);
    // The logo: "Plouf" shown, "Plouf …, Home" named (it was "Home" alone).
    expect(await page.getByRole('link', { name: /^Plouf\s*Swimming school\s*, Home$/ }).count()).toBe(1);
    await expectNoFrench(page);
    await expectNoAxeViolations(page, 'rules (en, desktop)');
    await page.screenshot({ path: screenshot('english-desk-rules-desktop'), fullPage: true });
    await page.context().close();
  }, 120_000);

  for (const [device, options] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`the credit dialog offers the activities by their English names (${device})`, async () => {
      const families = (await app.call('GET', '/webapi/Family?search=Martin&offset=0&limit=10', { cookie: admin })).body.data as { items: { famId: number }[] };
      const page = await open(options, `/profil/administration/familles/${families.items[0]!.famId}`);
      await page.getByRole('button', { name: 'Give a credit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Give a credit' });
      await dialog.getByRole('checkbox', { name: /^Water garden/ }).waitFor({ timeout: 20_000 });
      await dialog.getByRole('checkbox', { name: /^Learn to swim/ }).waitFor();
      await expectNoFrench(page, ['Jardin aquatique', 'Apprentissage', 'Aquagym'], dialog);
      await expectNoAxeViolations(page, `credit dialog (en, ${device})`);
      await page.screenshot({ path: screenshot(`english-desk-credit-dialog-${device}`), fullPage: true });
      await page.context().close();
    }, 120_000);
  }
});
