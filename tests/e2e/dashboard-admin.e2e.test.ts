import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { DashboardView } from '@plouf/command-api/contracts';
import { addDays, parisDay, weekday } from '@plouf/infra/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();

interface Course {
  id: number;
  crsDatdebut: string;
  cancelled: boolean;
  activite: { libelle: string };
}

const FAMILY = { email: 'famille.tableau@plouf.test', password: 'tableau-plouf-2026' };
const ADULT_ACTIVITIES = ['Aquagym', 'Natation adultes', 'Aquaphobie'];
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Issue 24's proof, the owner's part: the dashboard in French and English, on a desktop and a
 * phone, against the real GET /Dashboard; a desk payment, a family's booking and a contact made
 * meanwhile through the API move the figures on the open page without a reload. Axe on each.
 */
describe.skipIf(Boolean(skip))('the owner’s dashboard in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let family: string;
  let famId: number;
  let memberId: number;
  /** Two weeks from today: the lesson the family books is in it, and so is today's payment. */
  const period = { from: '', to: '' };
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `dashboard-e2e-${Date.now()}-${keyCount++}` });
  const dashboardUrl = () => `${app.url}/profil/administration/dashboard?periode=dates&du=${period.from}&au=${period.to}`;
  const read = async () => (await app.call('GET', `/webapi/Dashboard?from=${period.from}&to=${period.to}`, { cookie: admin })).body.data as DashboardView;
  const figure = (page: Page, id: string) => page.locator(`[data-figure="adminDashboard.${id}"] .plouf-dash-figure-value`);
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  const marker = (page: Page) => page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded);
  const count = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
  /** Spec §9: euros with no decimals when whole, two otherwise. */
  const formatPrice = (cents: number, locale: string) => {
    const whole = Number.isInteger(cents / 100);
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
  };

  async function open(options: BrowserContextOptions, language: 'fr' | 'en'): Promise<Page> {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    if (language === 'en') await page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));
    await page.goto(dashboardUrl());
    await page.locator('.plouf-dash-body').waitFor({ timeout: 20_000 });
    await page.locator('.plouf-live-tag', { hasText: language === 'fr' ? 'En direct' : 'Live' }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));
    return page;
  }

  beforeAll(async () => {
    app = await startTestApp({ seed: true, demoTerm: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    const account = await app.createAccount({ email: FAMILY.email, password: FAMILY.password, roles: ['Client', 'Famille'], nom: 'Tableau', prenom: 'Inès' });
    famId = account.famId;
    memberId = account.userId;
    family = await app.login(FAMILY.email, FAMILY.password);
    period.from = parisDay(new Date());
    period.to = addDays(period.from, 13);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('in French on a desktop: a desk payment and a booking move the figures without a reload', async () => {
    const page = await open(DESKTOP, 'fr');
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    for (const section of ['Argent', 'Cours', 'Familles', 'Messagerie']) await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    const before = await read();
    expect(await figure(page, 'money.paid').textContent()).toBe(formatPrice(before.current.money.paid, 'fr'));
    expect(await figure(page, 'lessons.booked').textContent()).toBe(count(before.current.lessons.booked, 'fr'));
    await expectNoAxeViolations(page, 'dashboard (fr, desktop)');
    await page.screenshot({ path: screenshot('dashboard-fr-desktop-before'), fullPage: true });

    // The family orders an adults' card; the desk records its cheque.
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string; fftTarif: number }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances adultes')!;
    const address = { adrNumberWay: '3 rue des Bains', adrPostalCode: '75003', libelle: 'Paris' };
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 1 }], address } });
    expect(checkout.body.resultCode).toBe('Ok');
    const orderId = checkout.body.data.orderId as number;
    const cheque = await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', method: 1, reference: 'Chèque 7654321', reason: 'Payé au guichet' } });
    expect(cheque.body.resultCode).toBe('Ok');
    await expect.poll(() => figure(page, 'money.paid').textContent(), { timeout: 20_000 }).toBe(formatPrice(before.current.money.paid + pass.fftTarif, 'fr'));
    await page.locator('[data-method="cheque"]').waitFor();
    expect(await marker(page)).toBe(true);

    // The family books its adult on a lesson of the period with the new card.
    const cards = (await app.call('GET', `/webapi/Family/forfaits?famId=${famId}`, { cookie: admin })).body.data as { id: number }[];
    expect(cards.length).toBeGreaterThan(0);
    const courses = (await app.call('POST', '/webapi/Cours/filter', { cookie: admin, headers: key(), body: { from: addDays(period.from, 1), to: period.to, includeCancelled: false, offset: 0, limit: 200 } })).body.data as { items: Course[] };
    const lesson = courses.items.find((course) => ADULT_ACTIVITIES.includes(course.activite.libelle) && !course.cancelled)!;
    expect(lesson).toBeDefined();
    const booking = await app.call('POST', `/webapi/Family/inscription?crsId=${lesson.id}&usrId=${memberId}&cardId=${cards[0]!.id}&waitingList=true`, { cookie: family, headers: key(), body: {} });
    expect(booking.body.resultCode).toBe('Ok');
    // A place taken, or a place on the waiting list if the lesson was full.
    const placesOf = (view: DashboardView) => view.current.lessons.booked + view.current.lessons.waitlisted;
    await expect.poll(async () => placesOf(await read()), { timeout: 20_000 }).toBe(placesOf(before) + 1);
    const after = await read();
    await expect.poll(() => figure(page, 'lessons.booked').textContent(), { timeout: 20_000 }).toBe(count(after.current.lessons.booked, 'fr'));
    await expect.poll(() => figure(page, 'lessons.waitlisted').textContent(), { timeout: 20_000 }).toBe(count(after.current.lessons.waitlisted, 'fr'));
    expect(await marker(page)).toBe(true);

    // The chart's CSV: what the screen shows, for a French spreadsheet.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter « Encaissé et remboursé par jour » en CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFJour;Encaissé;Remboursé\r\n')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 14);
    expect(download.suggestedFilename()).toBe(`tableau-de-bord-encaisse-et-rembourse-par-jour-${period.from}-${period.to}.csv`);

    await expectNoAxeViolations(page, 'dashboard moved (fr, desktop)');
    await page.screenshot({ path: screenshot('dashboard-fr-desktop-after'), fullPage: true });
    await page.context().close();
  }, 180_000);

  it('in English on a phone: readable, and a contact arriving moves the inbox without a reload', async () => {
    const page = await open(PHONE, 'en');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const section of ['Money', 'Lessons', 'Families', 'Inbox']) await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    const before = await read();
    expect(await figure(page, 'money.paid').textContent()).toBe(formatPrice(before.current.money.paid, 'en'));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'dashboard (en, phone)');
    await page.screenshot({ path: screenshot('dashboard-en-phone'), fullPage: true });

    const sent = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'parent.curieux@example.fr', ctcMessage: 'Reste-t-il de la place le mercredi ?', acyIds: [] } });
    expect(sent.status).toBeLessThan(300);
    await expect.poll(() => figure(page, 'inbox.contactsUnread').textContent(), { timeout: 20_000 }).toBe(count(before.inbox.contactsUnread + 1, 'en'));
    expect(await marker(page)).toBe(true);
    await page.context().close();
  }, 120_000);

  it('in French on a phone and in English on a desktop, the presets: this week, this month, a term, two dates', async () => {
    const phone = await open(PHONE, 'fr');
    const monday = addDays(period.from, 1 - weekday(period.from));
    await phone.locator('#dash-period').selectOption('week');
    await phone.locator(`.plouf-dash-period-text[data-from="${monday}"][data-to="${addDays(monday, 6)}"]`).waitFor();
    // The demo's term, listed as the back-office lists it.
    const term = (await app.call('GET', '/webapi/Trimestre', { cookie: admin })).body.data[0] as { id: number; firstDay: string; lastDay: string };
    await phone.locator('#dash-period').selectOption(`term:${term.id}`);
    await phone.locator(`.plouf-dash-period-text[data-from="${term.firstDay}"][data-to="${term.lastDay}"]`).waitFor();
    await phone.locator('#dash-period').selectOption('month');
    await phone.locator(`.plouf-dash-period-text[data-from="${period.from.slice(0, 7)}-01"]`).waitFor();
    await phone.locator('.plouf-dash-body').waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone, 'dashboard this month (fr, phone)');
    await phone.screenshot({ path: screenshot('dashboard-fr-phone'), fullPage: true });
    await phone.context().close();

    const desktop = await open(DESKTOP, 'en');
    await desktop.locator('#dash-period').selectOption('custom');
    await desktop.locator('#dash-from').fill(period.to);
    await desktop.locator('#dash-to').fill(period.from);
    await desktop.getByText('The first date must come before the second.').waitFor();
    await desktop.locator('#dash-from').fill(period.from);
    await desktop.locator('.plouf-dash-period-text').getByText(/compared with/).waitFor();
    await expectNoAxeViolations(desktop, 'dashboard custom dates (en, desktop)');
    await desktop.screenshot({ path: screenshot('dashboard-en-desktop'), fullPage: true });
    await desktop.context().close();
  }, 120_000);
});
