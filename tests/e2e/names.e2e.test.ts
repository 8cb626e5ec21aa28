import { addDays, parisDay, weekday } from '@plouf/infra/days';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, type ParsedMail } from '../../mailer/src/testing/parse-mail.ts';
import { DEMO_INSTRUCTOR } from '../../infra/entry/demo/courses.ts';
import { DEMO_FAMILY } from '../../infra/entry/seed.ts';
import type { TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, screenshot, signedIn } from '../harness/browser.ts';
import { startMailedSite, type MailedSite } from '../harness/mailedSite.ts';

const skip = browserSkipReason();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** A catalogue document's name, French and English, as the catalogue's own API gives it. */
interface Name {
  id: number;
  fr: string;
  en: string;
}
type Named = { id: number; libelle: string; translations?: { en?: { libelle?: string } } };
type Course = { id: number; psnId: number; acyId: number; crsDatdebut: string; placesLeft: number; cancelled: boolean };

const nameOf = (doc: Named): Name => ({ id: doc.id, fr: doc.libelle, en: doc.translations?.en?.libelle?.trim() ?? '' });

/**
 * Issue 21, "names in the reader's language everywhere" (docs/adr/0017-names-in-the-readers-language.md):
 * with the demo data and English chosen, the booking page, the booking dialog, the family's bookings,
 * orders and cards, the instructor's lessons and the booking mail name pools, activities and passes
 * in English wherever the catalogue has their English. The French names looked for are read from
 * the catalogue's API, not written here.
 */
describe.skipIf(Boolean(skip))('catalogue names in the reader’s language, in a real browser', () => {
  let site: MailedSite;
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let pools: Name[];
  let activities: Name[];
  let passes: Name[];
  let keys = 0;

  /** The French names that have an English one (different from the French): none may show to an English reader. */
  const translated = () => [...pools, ...activities, ...passes].filter((name) => name.en !== '' && name.en !== name.fr);
  const frenchIn = (text: string) => translated().filter((name) => text.includes(name.fr)).map((name) => name.fr);
  const englishIn = (text: string) => translated().filter((name) => text.includes(name.en)).map((name) => name.en);

  /** What the reader sees: the page's main content and any dialog open over it. */
  const seen = async (page: Page) => {
    const parts = [await page.locator('main').innerText()];
    for (const dialog of await page.getByRole('dialog').all()) parts.push(await dialog.innerText());
    return parts.join('\n');
  };

  const open = async (device: object): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ ...device, locale: 'en-GB' });
    await context.addCookies([{ name: 'plouf.locale', value: 'en', url: app.url }]);
    return { context, page: await context.newPage() };
  };

  /** Logs in through the login page, in the language the context chose. */
  const logIn = async (page: Page, who: { email: string; password: string }, button = 'Log in') => {
    await page.goto(`${app.url}/login`);
    await page.locator('#login-email').fill(who.email);
    await page.locator('#login-password').fill(who.password);
    await page.getByRole('main').getByRole('button', { name: button }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await signedIn(page);
  };

  /**
   * A coming course of a pool and activity that both have an English name, with a place left, that
   * one of the demo family's cards may pay (the server says so), and not booked by the walk already.
   */
  const bookable = async (family: string, taken: Set<number>): Promise<Course> => {
    const today = parisDay(new Date());
    const monday = addDays(today, 1 - weekday(today));
    const englishPools = pools.filter((pool) => pool.en !== '' && pool.en !== pool.fr);
    const englishActivities = new Set(activities.filter((activity) => activity.en !== '' && activity.en !== activity.fr).map((activity) => activity.id));
    for (let week = 0; week < 4; week++) {
      for (const pool of englishPools) {
        const from = addDays(monday, 7 * week);
        const courses = (await app.call('GET', `/webapi/Cours?psnId=${pool.id}&from=${from}&to=${addDays(from, 6)}`)).body.data as Course[];
        for (const course of courses) {
          if (course.cancelled || course.placesLeft === 0 || taken.has(course.id) || !englishActivities.has(course.acyId) || Date.parse(course.crsDatdebut) < Date.now() + 48 * 3_600_000) continue;
          const tickets = (await app.call('GET', `/webapi/Family/allowed-tickets?crsId=${course.id}`, { cookie: family })).body.data as { allowed: boolean }[];
          if (tickets.some((ticket) => ticket.allowed)) return course;
        }
      }
    }
    throw new Error('No demo course the demo family may book');
  };

  beforeAll(async () => {
    site = await startMailedSite();
    ({ app, browser } = site);
    admin = await app.login();
    const list = async (path: string) => ((await app.call('GET', path, { cookie: admin })).body.data as Named[]).map(nameOf);
    [pools, activities, passes] = await Promise.all([list('/webapi/Piscine'), list('/webapi/Activity'), list('/webapi/Forfait')]);
    // The demo writes English for most of its catalogue: the walk has something to find.
    expect(translated().length).toBeGreaterThan(5);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  const booked = new Set<number>();

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s in English: /reserver, the booking dialog, my bookings, my orders and cards show English names only', async (device, options) => {
    const family = await app.login(DEMO_FAMILY.email, DEMO_FAMILY.password);
    const course = await bookable(family, booked);
    booked.add(course.id);
    const activity = activities.find((name) => name.id === course.acyId)!;
    const pool = pools.find((name) => name.id === course.psnId)!;
    const day = parisDay(new Date(course.crsDatdebut));
    const { context, page } = await open(options);
    await logIn(page, DEMO_FAMILY);

    // The week's courses.
    await page.goto(`${app.url}/reserver?psnId=${course.psnId}&week=${addDays(day, 1 - weekday(day))}`);
    const card = page.locator(`[data-course="${course.id}"]`);
    await card.getByText(activity.en, { exact: true }).waitFor({ timeout: 15_000 });
    expect(frenchIn(await seen(page))).toEqual([]);
    await expectNoAxeViolations(page, `booking page (en, ${device})`);
    await page.screenshot({ path: screenshot(`names-reserver-${device}`), fullPage: true });

    // The dialog: the course's activity and pool, and the family's cards.
    await card.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${activity.en} · ${pool.en}`).waitFor({ timeout: 15_000 });
    await dialog.getByRole('radio').first().waitFor();
    const members = dialog.getByRole('radiogroup').first().getByRole('radio');
    for (const radio of await members.all()) {
      if (await radio.isEnabled()) {
        await radio.check({ force: true });
        break;
      }
    }
    const cardsGroup = dialog.getByRole('radiogroup').last();
    await cardsGroup.getByRole('radio').first().waitFor({ timeout: 15_000 });
    for (const radio of await cardsGroup.getByRole('radio').all()) {
      if (await radio.isEnabled()) {
        await radio.check({ force: true });
        break;
      }
    }
    const dialogText = await dialog.innerText();
    expect(frenchIn(dialogText)).toEqual([]);
    expect(englishIn(dialogText).length).toBeGreaterThan(1);
    await expectNoAxeViolations(page, `booking dialog (en, ${device})`);
    await page.screenshot({ path: screenshot(`names-dialog-${device}`), fullPage: true });
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.getByText(/is booked on the lesson of/).waitFor({ timeout: 15_000 });
    expect(frenchIn(await seen(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    // The family's coming lessons.
    await page.goto(`${app.url}/profil/my-booking`);
    await page.locator('.bookings-item').getByText(`${activity.en} · ${pool.en}`).first().waitFor({ timeout: 15_000 });
    expect(frenchIn(await seen(page))).toEqual([]);
    await expectNoAxeViolations(page, `my bookings (en, ${device})`);
    await page.screenshot({ path: screenshot(`names-my-booking-${device}`), fullPage: true });

    // The family's orders (lines, and one order's detail) and its cards.
    await page.goto(`${app.url}/profil/commandes`);
    await page.locator('.orders-pass').first().waitFor({ timeout: 15_000 });
    await page.locator('.orders-card-lines li').first().waitFor();
    await page.getByRole('button', { name: 'Show details' }).first().click();
    await page.locator('.orders-detail tbody tr').first().waitFor({ timeout: 15_000 });
    const orders = await seen(page);
    expect(frenchIn(orders)).toEqual([]);
    for (const name of passes.filter((pass) => pass.en !== '' && ['Carte 10 séances enfants', 'Carte 10 séances adultes'].includes(pass.fr))) expect(orders).toContain(name.en);
    await expectNoAxeViolations(page, `my orders (en, ${device})`);
    await page.screenshot({ path: screenshot(`names-orders-${device}`), fullPage: true });
    await context.close();
  }, 180_000);

  it('mails the booking with the English names of its activity and pool', async () => {
    const [first] = booked;
    const course = ((await app.call('GET', `/webapi/Cours/${first}`)).body.data as Course);
    const activity = activities.find((name) => name.id === course.acyId)!;
    const pool = pools.find((name) => name.id === course.psnId)!;
    let mail: ParsedMail | undefined;
    await expect
      .poll(
        () => {
          mail = site.peer.received
            .filter((received) => received.envelopeTo.includes(DEMO_FAMILY.email))
            .map((received) => parseMail(received.raw))
            .find((parsed) => parsed.text.includes(activity.en) || parsed.text.includes(activity.fr));
          return mail !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // Written in the language the family booked in.
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).toContain(activity.en);
    expect(mail!.text).toContain(pool.en);
    expect(frenchIn(mail!.text)).toEqual([]);
    expect(frenchIn(mail!.subject)).toEqual([]);
  });

  it('shows the demo instructor’s lessons with English names, and French ones in French', async () => {
    const { context, page } = await open(PHONE);
    await logIn(page, DEMO_INSTRUCTOR);
    await page.goto(`${app.url}/profil/mes-cours`);
    await page.getByRole('heading', { name: 'My lessons' }).waitFor({ timeout: 15_000 });
    await page.locator('.plouf-my-course').first().waitFor({ timeout: 15_000 });
    const text = await seen(page);
    expect(frenchIn(text)).toEqual([]);
    expect(englishIn(text).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'instructor’s lessons (en)');
    await page.screenshot({ path: screenshot('names-mes-cours-phone-en'), fullPage: true });
    await context.close();

    // French stays French.
    const french = await browser.newContext({ ...DESKTOP, locale: 'fr-FR' });
    await french.addCookies([{ name: 'plouf.locale', value: 'fr', url: app.url }]);
    const fr = await french.newPage();
    await logIn(fr, DEMO_INSTRUCTOR, 'Se connecter');
    await fr.goto(`${app.url}/profil/mes-cours`);
    await fr.locator('.plouf-my-course').first().waitFor({ timeout: 15_000 });
    const frText = await seen(fr);
    expect(translated().some((name) => frText.includes(name.fr))).toBe(true);
    expect(englishIn(frText).filter((name) => !translated().some((other) => other.fr.includes(name)))).toEqual([]);
    await fr.screenshot({ path: screenshot('names-mes-cours-desktop-fr'), fullPage: true });
    await french.close();
  }, 120_000);

  it('follows a pass renamed in English on the family’s open orders page, live', async () => {
    const pass = passes.find((name) => name.fr === 'Carte 10 séances adultes')!;
    const { context, page } = await open(DESKTOP);
    await logIn(page, DEMO_FAMILY);
    await page.goto(`${app.url}/profil/commandes`);
    await page.locator('.orders-pass', { hasText: pass.en }).first().waitFor({ timeout: 15_000 });
    const title = await page.locator('.orders-card', { hasText: pass.en }).first().locator('.orders-card-title').innerText();
    const order = page.locator('.orders-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await order.getByRole('button', { name: 'Show details' }).click();
    await order.locator('.orders-detail td', { hasText: pass.en }).waitFor({ timeout: 15_000 });

    const view = (await app.call('GET', `/webapi/Forfait/${pass.id}`, { cookie: admin })).body.data as Record<string, unknown> & { translations: { en?: Record<string, unknown> } };
    const renamed = 'Ten sessions for grown-ups';
    const saved = await app.call('PUT', `/webapi/Forfait/${pass.id}`, {
      cookie: admin,
      headers: { 'idempotency-key': `names-e2e-${keys++}` },
      body: { ...view, translations: { en: { ...view.translations.en, libelle: renamed } } },
    });
    expect(saved.body.resultCode, JSON.stringify(saved.body)).toBe('Ok');
    await page.locator('.orders-pass', { hasText: renamed }).first().waitFor({ timeout: 15_000 });
    await page.locator('.orders-card-lines li', { hasText: renamed }).first().waitFor({ timeout: 15_000 });
    await order.locator('.orders-detail td', { hasText: renamed }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(pass.en, { exact: false }).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('shows the family’s past lessons in English once the booked ones are over', async () => {
    // The product's clock five weeks on: every lesson the walk booked is past (the last test: nothing runs after it).
    app.clock.set(new Date(Date.now() + 35 * 86_400_000).toISOString());
    try {
      const { context, page } = await open(PHONE);
      await logIn(page, DEMO_FAMILY);
      await page.goto(`${app.url}/profil/session-history`);
      await page.locator('.bookings-item').first().waitFor({ timeout: 15_000 });
      const text = await seen(page);
      expect(frenchIn(text)).toEqual([]);
      for (const crsId of booked) {
        const course = (await app.call('GET', `/webapi/Cours/${crsId}`)).body.data as Course;
        expect(text).toContain(activities.find((name) => name.id === course.acyId)!.en);
      }
      await expectNoAxeViolations(page, 'session history (en)');
      await page.screenshot({ path: screenshot('names-session-history-phone'), fullPage: true });
      await context.close();
    } finally {
      app.clock.reset();
    }
  }, 90_000);
});
