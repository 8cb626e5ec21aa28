import { addDays, parisDay, weekday } from '@plouf/infra/days';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, signedIn } from '../harness/browser.ts';

const skip = browserSkipReason();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

type Language = 'fr' | 'en';
const WORDS = {
  fr: {
    login: 'Se connecter',
    book: 'Réserver',
    join: 'Rejoindre la liste d’attente',
    places: (count: number) => (count === 1 ? '1 place' : `${count} places`),
    full: (waiting: number) => (waiting === 0 ? 'Complet — liste d’attente ouverte' : `Complet — ${waiting} en liste d’attente`),
    booked: /est inscrit au cours du/,
    waiting: 'liste d’attente, n° 1',
    cancel: 'Annuler',
    cancelYes: 'Annuler la réservation',
    cancelFree: 'Vous êtes dans le délai : l’entrée revient sur votre carte.',
    seated: 'Inscrit',
    tooYoung: 'Trop jeune pour ce cours (dès 16 ans)',
    rule: 'Annulation gratuite jusqu’à 24 h avant le cours',
    live: 'En direct',
    adultsCard: /Carte 10 séances adultes/,
  },
  en: {
    login: 'Log in',
    book: 'Book',
    join: 'Join the waiting list',
    places: (count: number) => (count === 1 ? '1 place left' : `${count} places left`),
    full: (waiting: number) => (waiting === 0 ? 'Full — waiting list open' : `Full — ${waiting} on the waiting list`),
    booked: /is booked on the lesson of/,
    waiting: 'waiting list, no. 1',
    cancel: 'Cancel',
    cancelYes: 'Cancel the booking',
    cancelFree: 'You are in time: the entry goes back to your card.',
    seated: 'Booked',
    tooYoung: 'Too young for this lesson (from 16 years)',
    rule: 'Free cancellation up to 24 hours before the lesson',
    live: 'Live',
    // The card named as the catalogue names its pass in English (ADR 0017).
    adultsCard: /10-session card, adults/,
  },
} as const;

interface Family {
  email: string;
  password: string;
  famId: number;
  userId: number;
}

describe.skipIf(Boolean(skip))('families book lessons in a real browser, places live', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let keys = 0;
  let psnId: number;
  let acyId: number;
  let passId: number;

  const send = async (method: string, path: string, cookie: string, body: unknown = {}) => {
    const answer = await app.call(method, path, { cookie, body, headers: { 'idempotency-key': `booking-e2e-${Date.now()}-${keys++}` } });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    return answer.body.data;
  };

  /** A family with one adult member and a card of ten adult sessions, given at the desk. */
  const family = async (name: string): Promise<Family> => {
    const email = `${name.toLowerCase()}@plouf.test`;
    const password = `famille-${name.toLowerCase()}-2026`;
    const { famId, userId } = await app.createAccount({ email, password, roles: ['Client', 'Famille'], nom: name, prenom: `Parent ${name}` });
    await send('POST', `/webapi/Family/carte/${famId}`, admin, { fftId: passId, note: 'e2e' });
    return { email, password, famId, userId };
  };

  /** Adults' lessons the admin generated from the pool's templates (first test), one per week. */
  let generated: { id: number; crsDatdebut: string }[] = [];

  /** One of the generated lessons, down to 2 places by the desk, one of them already taken by another family. */
  const course = async (filler: Family, index: number) => {
    const lesson = generated[index]!;
    await send('PUT', `/webapi/Cours/${lesson.id}`, admin, { crsCapaciteMax: 2 });
    const cookie = await app.login(filler.email, filler.password);
    const [ticket] = (await app.call('GET', '/webapi/Family/tickets', { cookie })).body.data as { id: number }[];
    await send('POST', `/webapi/Family/inscription?crsId=${lesson.id}&usrId=${filler.userId}&cardId=${ticket!.id}&waitingList=true`, cookie);
    const day = parisDay(new Date(lesson.crsDatdebut));
    return { id: lesson.id, week: addDays(day, 1 - weekday(day)) };
  };

  const open = async (options: object, language: Language): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ ...options, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    await context.addInitScript((chosen) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', chosen), language);
    return { context, page: await context.newPage() };
  };

  const logIn = async (page: Page, who: Family, language: Language) => {
    await page.locator('#login-email').fill(who.email);
    await page.locator('#login-password').fill(who.password);
    await page.getByRole('main').getByRole('button', { name: WORDS[language].login }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await signedIn(page);
  };

  const courseCard = (page: Page, id: number) => page.locator(`[data-course="${id}"]`);

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as { id: number; libelle: string; acyIds: number[] }[];
    const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
    psnId = pools.find((pool) => pool.libelle === 'Piscine des Tilleuls')!.id;
    acyId = activities.find((activity) => activity.libelle === 'Aquagym')!.id;
    passId = passes.find((pass) => pass.libelle === 'Carte 10 séances adultes')!.id;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('begins with the admin generating a month of lessons from the pool’s templates', async () => {
    const { context, page } = await open(DESKTOP, 'fr');
    await page.goto(`${app.url}/login`);
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.getByRole('main').getByRole('button', { name: WORDS.fr.login }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${app.url}/profil/administration/cours`);
    // The demo has the next four weeks of lessons: the month after them.
    const today = parisDay(new Date());
    const from = addDays(addDays(today, 1 - weekday(today)), 35);
    const to = addDays(from, 27);
    await page.getByRole('button', { name: 'Générer depuis les modèles' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#generate-pool').selectOption({ label: 'Piscine des Tilleuls' });
    await dialog.locator('#generate-from').fill(from);
    await dialog.locator('#generate-to').fill(to);
    await dialog.locator('.plouf-course-generate-table tbody tr').first().waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: /^Créer \d+ cours$/ }).click();
    await dialog.getByText(/^\d+ cours créés$/).waitFor({ timeout: 15_000 });
    const found = (await app.call('POST', '/webapi/Cours/filter', { cookie: admin, body: { psnId, acyId, from, to, offset: 0, limit: 50 } })).body.data as { items: { id: number; crsDatdebut: string }[] };
    generated = found.items;
    expect(generated).toHaveLength(4);
    await context.close();
  }, 90_000);

  it.each([
    ['fr', DESKTOP, PHONE, 'desktop', 'phone'],
    ['en', PHONE, DESKTOP, 'phone', 'desktop'],
  ] as const)('in %s: a visitor sees places, logs in to book the last one; the other family sees it full live, waits, and is promoted', async (language, deviceA, deviceB, nameA, nameB) => {
    const words = WORDS[language];
    const [a, b, filler] = [await family(`A${language}`), await family(`B${language}`), await family(`C${language}`)];
    // A child of A's family, too young for an adult activity.
    await send('PUT', `/webapi/User/membre/${a.famId}`, admin, { userEmail: '', userNom: `A${language}`, userPrenom: 'Petit', usrDatbirth: addDays(parisDay(new Date()), -800), userPass: 'x', userNewPass: '' });
    const lesson = await course(filler, language === 'fr' ? 0 : 1);
    const address = `${app.url}/reserver?psnId=${psnId}&week=${lesson.week}`;

    // B, logged in, and A, a visitor, have the same pool and week open: one place left, live.
    const sideB = await open(deviceB, language);
    await sideB.page.goto(`${app.url}/login`);
    await logIn(sideB.page, b, language);
    await sideB.page.goto(address);
    const sideA = await open(deviceA, language);
    await sideA.page.goto(address);
    for (const page of [sideA.page, sideB.page]) {
      await courseCard(page, lesson.id).getByText(words.places(1), { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText(words.live, { exact: true }).waitFor({ timeout: 15_000 });
    }
    await sideA.page.getByText(words.rule).waitFor();
    await sideA.page.screenshot({ path: screenshot(`booking-${language}-${nameA}-visitor`), fullPage: true });

    // The visitor books: the login page first, then back to the same course, its dialog open.
    await courseCard(sideA.page, lesson.id).getByRole('button', { name: words.book, exact: true }).click();
    await sideA.page.waitForURL('**/login');
    await logIn(sideA.page, a, language);
    await sideA.page.waitForURL((url) => url.pathname === '/reserver' && url.searchParams.get('crsId') === String(lesson.id));
    const dialog = sideA.page.getByRole('dialog');
    await dialog.getByText(words.tooYoung).waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('radio', { name: /Petit/ }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: new RegExp(`Parent A${language}`) }).check();
    await dialog.getByRole('radio', { name: words.adultsCard }).waitFor();
    await sideA.page.screenshot({ path: screenshot(`booking-${language}-${nameA}-dialog`), fullPage: true });
    await dialog.getByRole('button', { name: words.book, exact: true }).click();
    await dialog.getByText(words.booked).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: language === 'fr' ? 'Fermer' : 'Close', exact: true }).last().click();

    // B's page shows the course full, with its waiting list, without a reload.
    await courseCard(sideB.page, lesson.id).getByText(words.full(0)).waitFor({ timeout: 15_000 });
    await sideB.page.screenshot({ path: screenshot(`booking-${language}-${nameB}-full-live`), fullPage: true });
    await courseCard(sideB.page, lesson.id).getByRole('button', { name: words.join }).click();
    const dialogB = sideB.page.getByRole('dialog');
    await dialogB.getByRole('radio', { name: words.adultsCard }).waitFor({ timeout: 15_000 });
    await dialogB.getByRole('button', { name: words.join }).click();
    await dialogB.getByText(words.waiting, { exact: false }).first().waitFor({ timeout: 15_000 });
    await sideB.page.screenshot({ path: screenshot(`booking-${language}-${nameB}-waiting`), fullPage: true });
    await dialogB.getByRole('button', { name: language === 'fr' ? 'Fermer' : 'Close', exact: true }).last().click();
    await courseCard(sideA.page, lesson.id).getByText(words.full(1)).waitFor({ timeout: 15_000 });

    // B follows its bookings; A cancels in time (the entry comes back); B is promoted, live.
    await sideB.page.goto(`${app.url}/profil/my-booking`);
    await sideB.page.getByText(language === 'fr' ? 'Liste d’attente n° 1' : 'Waiting list no. 1').waitFor({ timeout: 15_000 });
    await sideB.page.getByText(words.live, { exact: true }).waitFor({ timeout: 15_000 });
    await sideA.page.goto(`${app.url}/profil/my-booking`);
    const mine = sideA.page.locator('.bookings-item', { hasText: `Parent A${language}` });
    await mine.getByText(words.seated, { exact: true }).waitFor({ timeout: 15_000 });
    await sideA.page.screenshot({ path: screenshot(`booking-${language}-${nameA}-my-booking`), fullPage: true });
    await mine.getByRole('button', { name: words.cancel, exact: true }).click();
    await sideA.page.getByText(words.cancelFree).waitFor();
    await sideA.page.getByRole('button', { name: words.cancelYes }).click();
    await mine.getByText(language === 'fr' ? 'Annulé' : 'Cancelled', { exact: true }).waitFor({ timeout: 15_000 });

    await sideB.page.locator('.bookings-item').getByText(words.seated, { exact: true }).waitFor({ timeout: 15_000 });
    await sideB.page.screenshot({ path: screenshot(`booking-${language}-${nameB}-promoted`), fullPage: true });
    await sideA.context.close();
    await sideB.context.close();
  }, 180_000);

  it('makes the family’s private calendar address, shows past lessons, and is reached from a pool’s page', async () => {
    const who = await family('Agenda');
    const { page, context } = await open(DESKTOP, 'fr');
    await page.goto(`${app.url}/login`);
    await logIn(page, who, 'fr');
    await page.goto(`${app.url}/profil/my-booking`);
    await page.getByRole('button', { name: 'Créer mon adresse d’agenda' }).click();
    const field = page.locator('#calendar-address');
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/\/webapi\/Calendar\/[A-Za-z0-9_-]+\.ics$/);
    const first = await field.inputValue();
    expect((await fetch(first)).status).toBe(200);
    expect(await page.getByRole('link', { name: 'Ouvrir dans mon agenda' }).getAttribute('href')).toBe(first.replace(/^http:/, 'webcal:'));
    await page.screenshot({ path: screenshot('booking-fr-desktop-calendar'), fullPage: true });
    await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
    await page.getByRole('alertdialog', { name: 'Remplacer l’adresse d’agenda ?' }).getByRole('button', { name: 'Nouvelle adresse' }).click();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).not.toBe(first);
    await page.getByRole('button', { name: 'Supprimer l’adresse' }).click();
    await page.getByRole('alertdialog', { name: 'Supprimer l’adresse d’agenda ?' }).getByRole('button', { name: 'Supprimer l’adresse' }).click();
    await page.getByRole('button', { name: 'Créer mon adresse d’agenda' }).waitFor({ timeout: 15_000 });

    await page.goto(`${app.url}/profil/session-history`);
    await page.getByText('Aucun cours passé.').waitFor({ timeout: 15_000 });

    // A pool's page leads to its booking, the pool chosen.
    await page.goto(`${app.url}/piscines/piscine-des-tilleuls`);
    await page.getByRole('link', { name: 'Réserver un cours' }).click();
    await page.waitForURL((url) => url.pathname === '/reserver' && url.searchParams.get('psnId') === String(psnId));
    await expect.poll(() => page.locator('#booking-pool').inputValue()).toBe(String(psnId));
    await context.close();
  }, 120_000);
});
