import { generateCourses } from '@plouf/command-api/course-generation';
import { parisDay } from '@plouf/infra/days';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const MNS = { email: 'mns@plouf.fr', password: 'mns-plouf-2026' };

/** A day as the British write it, independently of the front end's helper: "Thu 26/11", "Thursday 26 November". */
const british = (day: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: style, day: style === 'short' ? '2-digit' : 'numeric', month: style === 'short' ? '2-digit' : 'long' })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');
/** The US order ("Thu, 11/26", "Thursday, November 26") that English screens must never show. */
const US_DATE = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2}\/\d{1,2}\b|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d/;

/**
 * Issue 21, the screens' fields: images and weekly lessons in English, one date style per language,
 * the calendar address confirmed before it stops working, and unknown addresses answering 404.
 */
describe.skipIf(Boolean(skip))('English fields, dates, calendar confirmation and 404s, in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let keys = 0;
  let tilleuls: { id: number; image: { id: number; libelle: string }; templateCours: { libelle: string }[] };

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    tilleuls = (await app.call('GET', '/webapi/Piscine/slug/piscine-des-tilleuls', { cookie: admin })).body.data;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const open = async (device: typeof PHONE | typeof DESKTOP) => {
    const context = await browser.newContext(device);
    return { context, page: await context.newPage() };
  };

  it('answers an unknown address 404 with the not-found screen rendered on the server, and the application’s screens 200', async () => {
    for (const path of ['/nexiste-pas', '/sante', '/profil/nexiste-pas', '/profil/administration/nexiste-pas', '/piscines/a/b', '/nexiste-pas?lang=en']) {
      const answer = await fetch(`${app.url}${path}`);
      expect(answer.status, path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain(path.endsWith('lang=en') ? 'Page not found' : 'Page introuvable');
      expect(html, path).toMatch(/<div id="root">\s*<[^/]/);
    }
    for (const path of ['/', '/reserver', '/login', '/create-password', '/piscines/piscine-des-tilleuls', '/profil', '/profil/my-booking', '/profil/session-history', '/profil/mes-cours', '/profil/commandes', '/profil/administration', '/profil/administration/cours', `/profil/administration/piscines/${tilleuls.id}`]) {
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(200);
    }
    const api = await fetch(`${app.url}/webapi/NexistePas`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { resultCode: string }).resultCode).toBe('FileNotFound');
  });

  it('shows the not-found screen at an unknown address, in French and English, phone and desktop', async () => {
    for (const [language, device, title] of [['fr', PHONE, 'Page introuvable'], ['en', DESKTOP, 'Page not found']] as const) {
      const { context, page } = await open(device);
      const answer = await page.goto(`${app.url}/nexiste-pas?lang=${language}`);
      expect(answer?.status()).toBe(404);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.title()).toContain(title);
      await expectNoAxeViolations(page, `not-found ${language}`);
      await page.screenshot({ path: screenshot(`fields-not-found-${language}`), fullPage: true });
      await context.close();
    }
  }, 60_000);

  it('an admin writes an image’s English title and a weekly lesson’s English label; English visitors read them, French ones the French', async () => {
    const { context: adminContext, page: desk } = await open(DESKTOP);
    await logIn(desk, app.url, ADMIN.email, ADMIN.password);
    await desk.goto(`${app.url}/profil/administration/medias`);
    await desk.getByRole('button', { name: `Modifier le titre : ${tilleuls.image.libelle}` }).first().click();
    await desk.locator('#image-title-en').fill('The 25 m pool at Les Tilleuls');
    await desk.getByText('Vide : le titre français.', { exact: false }).waitFor();
    await expectNoAxeViolations(desk, 'image drawer');
    await desk.screenshot({ path: screenshot('fields-admin-image-english') });
    await desk.locator('.plouf-drawer-form').getByRole('button', { name: 'Enregistrer' }).click();
    await desk.getByText('Image enregistrée').waitFor({ timeout: 15_000 });

    await desk.goto(`${app.url}/profil/administration/piscines/${tilleuls.id}`);
    const english = desk.locator('#template-0-libelle-en');
    await english.fill('Saturday baby swimming');
    expect(await english.getAttribute('placeholder')).toBe('Bébés nageurs du samedi');
    await desk.locator('.plouf-template').first().screenshot({ path: screenshot('fields-admin-template-english') });
    await desk.getByRole('button', { name: 'Enregistrer' }).click();
    await desk.getByText('Piscine enregistrée').waitFor({ timeout: 15_000 });
    await adminContext.close();

    for (const [language, device] of [['en', PHONE], ['fr', DESKTOP]] as const) {
      const { context, page } = await open(device);
      await page.goto(`${app.url}/piscines/piscine-des-tilleuls?lang=${language}`);
      const alt = language === 'en' ? 'The 25 m pool at Les Tilleuls' : tilleuls.image.libelle;
      const label = language === 'en' ? 'Saturday baby swimming' : 'Bébés nageurs du samedi';
      await page.locator(`img[alt="${alt}"]`).first().waitFor({ state: 'attached' });
      await page.locator('.site-lesson-label', { hasText: label }).waitFor();
      const other = language === 'en' ? 'Bébés nageurs du samedi' : 'Saturday baby swimming';
      expect(await page.getByText(other).count()).toBe(0);
      if (language === 'en') expect(await page.locator(`img[alt="${tilleuls.image.libelle}"]`).count()).toBe(0);
      await expectNoAxeViolations(page, `pool ${language}`);
      await page.screenshot({ path: screenshot(`fields-pool-${language}`), fullPage: true });
      await context.close();
    }

    // Courses generated from the template carry its English label.
    const pool = (await app.call('GET', `/webapi/Piscine/${tilleuls.id}`, { cookie: admin })).body.data;
    const day = parisDay(new Date(Date.now() + 35 * 86_400_000));
    const [course] = generateCourses(pool, { from: day, to: parisDay(new Date(Date.now() + 42 * 86_400_000)) }, new Date()).filter((generated) => generated.libelle === 'Bébés nageurs du samedi');
    const made = await app.call('POST', '/webapi/Cours/addRange', { cookie: admin, body: [course], headers: { 'idempotency-key': `fields-e2e-${keys++}-generate` } });
    expect(made.body.resultCode, JSON.stringify(made.body)).toBe('Ok');
    const view = (await app.call('GET', `/webapi/Cours/${made.body.data.ids[0]}`, { cookie: admin })).body.data;
    expect(view.libelle).toBe('Bébés nageurs du samedi');
    expect(view.translations).toEqual({ en: { libelle: 'Saturday baby swimming' } });
  }, 120_000);

  it('writes the back-office week and the instructor’s lessons day before month in English, as in French', async () => {
    const today = parisDay(new Date());
    const { context, page } = await open(DESKTOP);
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/cours?lang=en`);
    await page.getByRole('heading', { name: british(today, 'short') }).waitFor({ timeout: 15_000 });
    expect(await page.locator('main').innerText()).not.toMatch(US_DATE);
    await page.screenshot({ path: screenshot('fields-admin-week-en'), fullPage: true });
    await page.goto(`${app.url}/profil/administration/cours?lang=fr`);
    const french = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit' }).format(new Date(`${today}T12:00:00Z`));
    await page.getByRole('heading', { name: french }).waitFor({ timeout: 15_000 });
    await context.close();

    const phone = await open(PHONE);
    await logIn(phone.page, app.url, MNS.email, MNS.password);
    await phone.page.goto(`${app.url}/profil/mes-cours?lang=en`);
    await phone.page.getByRole('heading', { name: `Today · ${british(today, 'long')}` }).waitFor({ timeout: 15_000 });
    expect(await phone.page.locator('main').innerText()).not.toMatch(US_DATE);
    await expectNoAxeViolations(phone.page, 'my courses en');
    await phone.page.screenshot({ path: screenshot('fields-my-courses-en'), fullPage: true });
    await phone.context.close();
  }, 120_000);

  it('shows the demo family’s past lessons with the presence marked', async () => {
    for (const [language, device, present, absent] of [['fr', PHONE, 'Présent', 'Absent'], ['en', DESKTOP, 'Present', 'Absent']] as const) {
      const { context, page } = await open(device);
      await logIn(page, app.url, 'famille.martin@plouf.fr', 'famille-plouf-2026');
      await page.goto(`${app.url}/profil/session-history?lang=${language}`);
      await page.getByText('Léo Martin').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('.bookings-item').count()).toBe(3);
      expect(await page.locator('.bookings-item').getByText(present, { exact: true }).count()).toBe(2);
      expect(await page.locator('.bookings-item').getByText(absent, { exact: true }).count()).toBe(1);
      await expectNoAxeViolations(page, `session history ${language}`);
      await page.screenshot({ path: screenshot(`fields-session-history-${language}`), fullPage: true });
      await context.close();
    }
  }, 120_000);

  it('asks before a new calendar address or its deletion stops the old one, in French and English', async () => {
    const cases = [
      { language: 'fr', device: DESKTOP, create: 'Créer mon adresse d’agenda', renew: 'Nouvelle adresse', remove: 'Supprimer l’adresse', keep: 'Garder l’adresse', renewTitle: 'Remplacer l’adresse d’agenda ?', removeTitle: 'Supprimer l’adresse d’agenda ?', stops: 'L’adresse actuelle cessera de fonctionner' },
      { language: 'en', device: PHONE, create: 'Create my calendar address', renew: 'New address', remove: 'Delete the address', keep: 'Keep the address', renewTitle: 'Replace the calendar address?', removeTitle: 'Delete the calendar address?', stops: 'The current address will stop working' },
    ] as const;
    for (const words of cases) {
      const email = `agenda-${words.language}@plouf.test`;
      const password = `agenda-${words.language}-2026`;
      await app.createAccount({ email, password, roles: ['Client', 'Famille'], nom: 'Agenda', prenom: words.language });
      const { context, page } = await open(words.device);
      await logIn(page, app.url, email, password);
      await page.goto(`${app.url}/profil/my-booking?lang=${words.language}`);
      await page.getByRole('button', { name: words.create }).click();
      const field = page.locator('#calendar-address');
      await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/\.ics$/);
      const first = await field.inputValue();

      // Asked first; kept when the family says no.
      await page.getByRole('button', { name: words.renew }).click();
      const renewAlert = page.getByRole('alertdialog', { name: words.renewTitle });
      await renewAlert.getByText(words.stops).waitFor();
      await expectNoAxeViolations(page, `calendar renew ${words.language}`);
      await page.screenshot({ path: screenshot(`fields-calendar-renew-${words.language}`) });
      await renewAlert.getByRole('button', { name: words.keep }).click();
      await renewAlert.waitFor({ state: 'detached' });
      expect(await field.inputValue()).toBe(first);
      expect((await fetch(first)).status).toBe(200);

      // Confirmed: a new address, the old one gone.
      await page.getByRole('button', { name: words.renew }).click();
      await page.getByRole('alertdialog', { name: words.renewTitle }).getByRole('button', { name: words.renew }).click();
      await expect.poll(() => field.inputValue(), { timeout: 15_000 }).not.toBe(first);
      await expect.poll(async () => (await fetch(first)).status, { timeout: 15_000 }).toBe(404);

      await page.getByRole('button', { name: words.remove }).click();
      const removeAlert = page.getByRole('alertdialog', { name: words.removeTitle });
      await removeAlert.getByText(words.stops).waitFor();
      await removeAlert.getByRole('button', { name: words.remove }).click();
      await page.getByRole('button', { name: words.create }).waitFor({ timeout: 15_000 });
      await context.close();
    }
  }, 120_000);
});
