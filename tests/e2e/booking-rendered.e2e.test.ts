import { AxeBuilder } from '@axe-core/playwright';
import { addDays, parisDay, weekday } from '@plouf/infra/days';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, bookOn, type BookingCatalogue, type BookingFamily } from '../harness/booking.ts';
import { EXTRA_RULES } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

type Language = 'fr' | 'en';
const WORDS = {
  fr: {
    places: (count: number) => `${count} places`,
    title: 'Réserver un cours',
    live: 'En direct',
    next: 'Semaine suivante',
    loading: 'Chargement des cours de la semaine…',
  },
  en: {
    places: (count: number) => `${count} places left`,
    title: 'Book a lesson',
    live: 'Live',
    next: 'Next week',
    loading: 'Loading the week’s lessons…',
  },
} as const;

interface CourseAnswer {
  id: number;
  crsDatdebut: string;
  placesLeft: number;
  activite: { libelle: string; translations?: { en?: { libelle?: string } } };
  inscriptions: unknown[];
}

/** What the page the server sent holds: its markup inside #root, and the data it was rendered from. */
function renderedParts(html: string) {
  const data = /<script type="application\/json" id="plouf-page-data">([^<]*)<\/script>/.exec(html)?.[1];
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="plouf-page-data">/.exec(html)?.[1] ?? '';
  return { root, data: data ? (JSON.parse(data) as { locale: string; slots: { key: string; value?: unknown }[] }) : undefined };
}

/** The Paris time of a course, as the page writes it. */
const parisClock = (moment: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(moment));

/**
 * /reserver rendered on the server (docs/adr/0011): its week's courses and places left are in the
 * HTML before any script, as a visitor sees them; the browser hydrates that markup without asking
 * for the week again and keeps the places live; what is a family's shows after hydration.
 */
describe.skipIf(Boolean(skip))('the booking page, rendered on the server with its week', () => {
  let app: TestApp;
  let browser: Browser;
  let catalogue: BookingCatalogue;
  let crsId: number;
  let course: CourseAnswer;
  let monday: string;
  let address: string;
  let booker: BookingFamily;
  let places: number;

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    const admin = await app.login();
    // The pool where the demo teaches aquagym, so the page's filters name both.
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as { id: number; libelle: string }[];
    catalogue = { ...(await bookingCatalogue(app)), pool: pools.find((pool) => pool.libelle === 'Piscine des Tilleuls')!.id };
    crsId = await bookingCourse(app, admin, catalogue, 8, 9);
    // A family already booked on it: nothing of theirs may reach a page the server renders.
    booker = await bookingFamily(app, catalogue, 901);
    expect((await bookOn(app, booker, crsId)).body.resultCode).toBe('Ok');
    const day = parisDay(new Date((await app.call('GET', `/webapi/Cours/${crsId}`)).body.data.crsDatdebut as string));
    monday = addDays(day, 1 - weekday(day));
    const week = (await app.call('GET', `/webapi/Cours?psnId=${catalogue.pool}&acyId=${catalogue.aquagym}&from=${monday}&to=${addDays(monday, 6)}`)).body.data as CourseAnswer[];
    course = week.find((one) => one.id === crsId)!;
    places = course.placesLeft;
    expect(places).toBe(7);
    address = `${app.url}/reserver?psnId=${catalogue.pool}&acyId=${catalogue.aquagym}&week=${monday}`;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const courseCard = (page: Page, id: number) => page.locator(`[data-course="${id}"]`);
  const activityName = (language: Language) => (language === 'en' ? (course.activite.translations?.en?.libelle ?? course.activite.libelle) : course.activite.libelle);

  it.each(['fr', 'en'] as const)('in %s, sends the week’s courses with their places left in the HTML, as a visitor’s, even to a family', async (language) => {
    const words = WORDS[language];
    const url = language === 'en' ? `${address}&lang=en` : address;
    for (const cookie of [undefined, booker.cookie]) {
      const response = await fetch(url, { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<title>${words.title} · Plouf</title>`);
      const { root, data } = renderedParts(html);
      const card = new RegExp(`data-course="${crsId}"[\\s\\S]*?</li>`).exec(root)?.[0] ?? '';
      expect(card).toContain(parisClock(course.crsDatdebut));
      expect(card).toContain(activityName(language));
      expect(card).toContain(words.places(places));
      // The week the page was rendered from, for the browser to hydrate without asking again.
      const key = `/Cours?acyId=${catalogue.aquagym}&from=${monday}&psnId=${catalogue.pool}&to=${addDays(monday, 6)}`;
      const week = data?.slots.find((slot) => slot.key === key)?.value as CourseAnswer[] | undefined;
      expect(week?.find((one) => one.id === crsId)?.placesLeft).toBe(places);
      // A visitor's page: no family's names, bookings, cards or session.
      expect(html).not.toContain('Famille901');
      expect(root).not.toContain('booking-course-mine');
      expect(data?.slots.map((slot) => slot.key).filter((slotKey) => !/^\/(Piscine|Activity|Cours)[#?]/.test(slotKey))).toEqual([]);
      for (const one of week ?? []) expect(one.inscriptions).toEqual([]);
    }
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('paints the week, styled, before any script runs (on a %s)', async (name, device) => {
    const context = await browser.newContext({ ...device, locale: 'fr-FR', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address);
    const card = courseCard(page, crsId);
    await card.getByText(WORDS.fr.places(places), { exact: true }).waitFor();
    await card.getByText(parisClock(course.crsDatdebut), { exact: true }).waitFor();
    // booking.css came with the site's styles: the card is laid out as a grid, not as bare text.
    const display = await card.evaluate((node) => (globalThis as unknown as { getComputedStyle(node: unknown): { display: string } }).getComputedStyle(node).display);
    expect(display).toBe('grid');
    await page.screenshot({ path: screenshot(`booking-rendered-fr-${name}-no-script`), fullPage: true });
    await context.close();
  });

  it('renders none of the booking app’s other pages: the account, bookings and cart stay the plain shell', async () => {
    for (const path of ['/profil', '/profil/panier', '/profil/my-booking']) {
      const html = await (await fetch(`${app.url}${path}`, { headers: { cookie: booker.cookie } })).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('plouf-page-data');
    }
  });

  it.each([
    ['fr', 'desktop', DESKTOP],
    ['en', 'phone', PHONE],
  ] as const)('in %s on a %s, hydrates the server’s markup without asking for the week again, and its places move live', async (language, name, device) => {
    const words = WORDS[language];
    const context = await browser.newContext({ ...device, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    // The server's nodes, marked before any script runs: still in the page once hydrated (not redrawn).
    await context.addInitScript(() => {
      const { document } = globalThis as unknown as { document: { addEventListener(type: string, listener: () => void): void; querySelectorAll(selector: string): Iterable<object> } };
      document.addEventListener('DOMContentLoaded', () => {
        for (const node of document.querySelectorAll('[data-course]')) (node as { fromServer?: boolean }).fromServer = true;
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // In order: the reads of the week, and the page joining the courses' room.
    const events: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/webapi/Cours') events.push(`read ${url.search}`);
    });
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (/"subscribe",\{"room":"courses"\}/.test(String(frame.payload))) events.push('joined');
      }),
    );

    await page.goto(language === 'en' ? `${address}&lang=en` : address);
    await courseCard(page, crsId).getByText(words.places(places), { exact: true }).waitFor();
    await page.getByText(words.live, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await courseCard(page, crsId).evaluate((node) => (node as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    // The week came with the page: the first read of it is the one made on joining the live room
    // (what changed between the render and the join), none before.
    await expect.poll(() => events.findIndex((event) => event.startsWith('read'))).toBeGreaterThan(-1);
    expect(events.indexOf('joined')).toBeGreaterThan(-1);
    expect(events.findIndex((event) => event.startsWith('read'))).toBeGreaterThan(events.indexOf('joined'));
    await page.screenshot({ path: screenshot(`booking-rendered-${language}-${name}`), fullPage: true });

    // Another family books on it through the API: the places left go down here, without a reload,
    // and without a read (the notice carried the course's places).
    const other = await bookingFamily(app, catalogue, language === 'fr' ? 902 : 903);
    await expect.poll(() => events.filter((event) => event.startsWith('read')).length).toBe(1);
    expect((await bookOn(app, other, crsId)).body.resultCode).toBe('Ok');
    places -= 1;
    await courseCard(page, crsId).getByText(words.places(places), { exact: true }).waitFor({ timeout: 15_000 });
    expect(events.filter((event) => event.startsWith('read'))).toHaveLength(1);

    // The next week, held on its way: its place says it is loading, and the week before is gone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/webapi/Cours' && url.searchParams.get('from') === addDays(monday, 7),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: words.next }).click();
    const loading = page.getByRole('status').filter({ hasText: words.loading });
    await loading.waitFor();
    expect(await courseCard(page, crsId).count()).toBe(0);
    expect((await new AxeBuilder({ page }).include('.booking-days--loading').options({ rules: EXTRA_RULES }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: screenshot(`booking-rendered-${language}-${name}-loading`), fullPage: true });
    release();
    await loading.waitFor({ state: 'detached', timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('week')).toBe(addDays(monday, 7));

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps the pool a visitor chose before the page’s script ran', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    // The scripts are held back: the visitor chooses in the page as the server drew it (the page
    // waits for its pictures before asking for its code: seconds on a slow line).
    let release!: () => void;
    const scripts = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    // No pool named: the server draws the first one's week.
    await page.goto(`${app.url}/reserver?week=${monday}`, { waitUntil: 'commit' });
    const pool = page.locator('#booking-pool');
    await pool.waitFor();
    expect(await pool.inputValue()).not.toBe(String(catalogue.pool));
    await pool.selectOption(String(catalogue.pool));
    release();
    // Once alive, the page shows the chosen pool's week (it asks for it), and the address names it.
    await courseCard(page, crsId).getByText(WORDS.fr.places(places), { exact: true }).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.searchParams.get('psnId') === String(catalogue.pool), { timeout: 15_000 });
    expect(await pool.inputValue()).toBe(String(catalogue.pool));
    // Still so a moment later: nothing writes the first pool back.
    await page.waitForTimeout(500);
    expect(await pool.inputValue()).toBe(String(catalogue.pool));
    expect(new URL(page.url()).searchParams.get('psnId')).toBe(String(catalogue.pool));
    expect(warnings.filter((text) => /navigate\(\)|hydrat/i.test(text))).toEqual([]);
    await page.screenshot({ path: screenshot('booking-rendered-fr-phone-pool-chosen-early'), fullPage: true });
    await context.close();
  }, 90_000);

  it('shows a signed-in family its own booking and its booking dialog once hydrated, with no hydration error', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'fr-FR' });
    await context.addCookies([{ name: 'plouf_session', value: booker.cookie.split('=')[1]!, url: app.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${address}&crsId=${crsId}`);
    await courseCard(page, crsId).getByText(WORDS.fr.places(places), { exact: true }).waitFor();
    await courseCard(page, crsId).getByText(/Famille901 : inscrit/).waitFor({ timeout: 15_000 });
    await page.getByRole('dialog').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshot('booking-rendered-fr-desktop-family'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
