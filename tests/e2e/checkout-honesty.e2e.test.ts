import { addDays, parisDay, weekday } from '@plouf/infra/days';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { bookingCatalogue, type BookingCatalogue } from '../harness/booking.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, signedIn } from '../harness/browser.ts';

/**
 * Issue 21, what a family is told (FR and EN, phone and desktop): the waiting order a new checkout
 * would cancel, asked first and then named on the replaced order; a free pass said "Gratuit" /
 * "Free"; a course past its free-cancellation moment said so before booking; the booking dialog's
 * title after booking the last place; a waiting order partly paid at the desk is never offered for
 * replacing, and the checkout says why it is refused (issue 43).
 */
const skip = browserSkipReason();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
type Language = 'fr' | 'en';

const FREE_PASS = 'Séance d’essai offerte';
const WORDS = {
  fr: {
    login: 'Se connecter',
    free: 'Gratuit',
    freeOffered: 'Forfait gratuit proposé',
    addToCart: 'Ajouter au panier',
    numberWay: 'Numéro et voie',
    postalCode: 'Code postal',
    city: 'Ville',
    toPayment: 'Continuer vers le paiement',
    validate: 'Valider la commande',
    done: 'Merci ! Votre commande est validée',
    waitingTitle: (id: number) => `Votre commande n° ${id} attend encore son paiement`,
    replace: (id: number) => `Remplacer la commande n° ${id}`,
    keep: (id: number) => `Garder la commande n° ${id}`,
    replacedBy: (id: number) => `Remplacée par la commande n° ${id}`,
    keptAtDesk: (id: number) => new RegExp(`Votre commande n° ${id} est en partie réglée à l’accueil et attend encore .+ : réglez-la ou faites-la annuler à l’accueil avant une nouvelle commande`),
    notValidated: 'Erreur lors de la validation de la commande',
    myOrders: 'Mes commandes',
    retry: 'Réessayer',
    childrenCard: 'Carte 10 séances enfants',
    book: 'Réserver',
    bookTitle: 'Réserver un cours',
    booked: /est inscrit au cours du/,
    bookedTitle: 'Cours réservé',
    joinTitle: 'Rejoindre la liste d’attente',
    full: 'Complet — liste d’attente ouverte',
    late: 'L’annulation gratuite n’est plus possible',
    lateEntry: 'l’entrée restera décomptée de votre carte',
    freeUntil: 'Annulation gratuite jusqu’au',
  },
  en: {
    login: 'Log in',
    free: 'Free',
    freeOffered: 'Free pass offered',
    addToCart: 'Add to cart',
    numberWay: 'Number and street',
    postalCode: 'Postcode',
    city: 'City',
    toPayment: 'Continue to payment',
    validate: 'Validate the order',
    done: 'Thank you! Your order is confirmed',
    waitingTitle: (id: number) => `Your order no. ${id} is still waiting for its payment`,
    replace: (id: number) => `Replace order no. ${id}`,
    keep: (id: number) => `Keep order no. ${id}`,
    replacedBy: (id: number) => `Replaced by order no. ${id}`,
    keptAtDesk: (id: number) => new RegExp(`Your order no. ${id} is partly paid at the desk and still waits for .+: pay it or have it cancelled at the desk before a new order`),
    notValidated: 'Error while validating the order',
    myOrders: 'My orders',
    retry: 'Try again',
    childrenCard: '10-session card, children',
    book: 'Book',
    bookTitle: 'Book a lesson',
    booked: /is booked on the lesson of/,
    bookedTitle: 'Lesson booked',
    joinTitle: 'Join the waiting list',
    full: 'Full — waiting list open',
    late: 'Free cancellation is no longer possible',
    lateEntry: 'the entry stays spent from your card',
    freeUntil: 'Free cancellation until',
  },
} as const;

describe.skipIf(Boolean(skip))('what a family is told before it pays or books', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let catalogue: BookingCatalogue;
  let passes: { id: number; libelle: string }[];
  let keys = 0;
  let families = 0;

  const send = async (method: string, path: string, cookie: string, body: unknown = {}) => {
    const answer = await app.call(method, path, { cookie, body, headers: { 'idempotency-key': `honesty-e2e-${Date.now()}-${keys++}` } });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    return answer.body.data;
  };

  /** A new family with a password (and an adults' card given at the desk when `card`). */
  const family = async (card = false) => {
    const n = families++;
    const who = { email: `honnete-${n}@plouf.test`, password: `famille-honnete-${n}-2026`, prenom: `Parent${n}` };
    const { famId, userId } = await app.createAccount({ ...who, roles: ['Client', 'Famille'], nom: `Honnete${n}` });
    if (card) await send('POST', `/webapi/Family/carte/${famId}`, admin, { fftId: catalogue.adultPass.id, note: 'e2e' });
    return { ...who, famId, userId };
  };

  const open = async (device: object, language: Language): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ ...device, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    await context.addInitScript((chosen) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', chosen), language);
    return { context, page: await context.newPage() };
  };

  const logIn = async (page: Page, who: { email: string; password: string }, language: Language) => {
    await page.goto(`${app.url}/login`);
    await page.locator('#login-email').fill(who.email);
    await page.locator('#login-password').fill(who.password);
    await page.getByRole('main').getByRole('button', { name: WORDS[language].login }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await signedIn(page);
  };

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    catalogue = await bookingCatalogue(app);
    const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
    const aquagym = activities.find((activity) => activity.libelle === 'Aquagym')!.id;
    await send('POST', '/webapi/Forfait', admin, { libelle: FREE_PASS, fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 1, fftNbEntree: 1, fftTarif: 0, fftInfos: '', acyIds: [aquagym], psnIds: [], tva: 2000 });
    passes = (await app.call('GET', '/webapi/Forfait')).body.data;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it.each([
    ['fr', 'phone', PHONE],
    ['en', 'desktop', DESKTOP],
  ] as const)('in %s on a %s: a free pass is "free" from its page to the order; a waiting order is shown and replaced only once confirmed, then says by which', async (language, name, device) => {
    const words = WORDS[language];
    const who = await family();
    const { context, page } = await open(device, language);
    const shot = (step: string) => page.screenshot({ path: screenshot(`checkout-honesty-${language}-${name}-${step}`), fullPage: true });
    await logIn(page, who, language);

    // The activity's page: its cheapest pass is free, and the pass says so.
    await page.goto(`${app.url}/activites-adultes/aquagym`);
    const pass = page.locator('.site-pass', { has: page.getByRole('heading', { name: FREE_PASS, exact: true }) });
    await pass.locator('.site-pass-price').getByText(words.free, { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText(words.freeOffered, { exact: true }).first().waitFor();
    expect((await page.locator('.site-pass-price').allInnerTexts()).filter((text) => /^(0\s€|€0)$/.test(text.trim()))).toEqual([]);
    await pass.getByRole('button', { name: words.addToCart }).click();
    await expectNoAxeViolations(page, `free pass ${language} ${name}`);
    await shot('1-free-pass');

    // The cart: the line and the total are free, not "0 €".
    await page.goto(`${app.url}/profil/panier`);
    await page.locator('.cart-line-total').getByText(words.free, { exact: true }).waitFor({ timeout: 15_000 });
    await page.locator('.cart-totals-total dd').getByText(words.free, { exact: true }).waitFor();
    await shot('2-free-cart');

    // Billing, then the free order validated; its card in "My orders" says free too.
    await page.goto(`${app.url}/profil/facturation`);
    await page.getByLabel(words.numberWay).fill('8 rue des Brasses');
    await page.getByLabel(words.postalCode).fill('69004');
    await page.getByLabel(words.city).fill('Lyon');
    await page.getByRole('button', { name: words.toPayment }).click();
    await page.waitForURL('**/profil/paiement');
    await page.getByRole('button', { name: words.validate }).click();
    await page.getByText(words.done).waitFor({ timeout: 15_000 });
    await page.goto(`${app.url}/profil/commandes`);
    await page.locator('.orders-card .orders-card-total').getByText(words.free, { exact: true }).waitFor({ timeout: 15_000 });

    // An order placed elsewhere (another device) waits for its payment.
    const cookie = await app.login(who.email, who.password);
    const children = passes.find((candidate) => candidate.libelle === 'Carte 10 séances enfants')!;
    const waiting = (await send('POST', '/webapi/Commande/checkout', cookie, { items: [{ item: { id: children.id }, qty: 1 }], address: { adrNumberWay: '8 rue des Brasses', adrPostalCode: '69004', libelle: 'Lyon' } })).orderId as number;

    // The free pass again: before validating, the cart shows the waiting order and asks.
    await page.goto(`${app.url}/activites-adultes/aquagym`);
    await page.locator('.site-pass', { has: page.getByRole('heading', { name: FREE_PASS, exact: true }) }).getByRole('button', { name: words.addToCart }).click();
    await page.goto(`${app.url}/profil/paiement`);
    await page.getByRole('button', { name: words.validate }).click();
    const asked = page.getByRole('alert').filter({ hasText: words.waitingTitle(waiting) });
    await asked.waitFor({ timeout: 15_000 });
    await asked.getByText(`1 × ${words.childrenCard}`).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: words.keep(waiting) }).waitFor();
    expect((await app.call('GET', `/webapi/Commande/${waiting}`, { cookie })).body.data.cmdStatus).toBe(9);
    await expectNoAxeViolations(page, `replace ${language} ${name}`);
    await shot('3-asked');

    await page.getByRole('button', { name: words.replace(waiting) }).click();
    await page.getByText(words.done).waitFor({ timeout: 15_000 });
    const replacing = Number(/\d+/.exec(await page.locator('.cart-done p').innerText())![0]);
    expect(replacing).not.toBe(waiting);

    // "My orders": the replaced order names the one that replaced it, a link to its card.
    await page.goto(`${app.url}/profil/commandes`);
    const link = page.locator(`#commande-${waiting}`).getByRole('link', { name: words.replacedBy(replacing) });
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page.waitForURL((url) => url.hash === `#commande-${replacing}`);
    await expectNoAxeViolations(page, `replaced ${language} ${name}`);
    await page.locator(`#commande-${waiting}`).scrollIntoViewIfNeeded();
    await shot('4-replaced');

    // Another order placed elsewhere, 10 € of it paid at the desk with a Coupon Sport: the next
    // checkout is refused (the school holds money on it) and nothing offers to replace it (issue 43).
    const kept = (await send('POST', '/webapi/Commande/checkout', cookie, { items: [{ item: { id: children.id }, qty: 1 }], address: { adrNumberWay: '8 rue des Brasses', adrPostalCode: '69004', libelle: 'Lyon' } })).orderId as number;
    await send('PUT', `/webapi/Commande/${kept}`, admin, { move: 'RECORD_PAYMENT', reason: 'Guichet', method: 6, reference: 'CS-2026-41', amount: 1000 });
    await page.goto(`${app.url}/activites-adultes/aquagym`);
    await page.locator('.site-pass', { has: page.getByRole('heading', { name: FREE_PASS, exact: true }) }).getByRole('button', { name: words.addToCart }).click();
    await page.goto(`${app.url}/profil/paiement`);
    await page.getByRole('button', { name: words.validate }).click();
    // Said under the spec's title for a free order not validated, the server's reason in the family's language.
    const refusal = page.getByRole('alert').filter({ hasText: words.keptAtDesk(kept) });
    await refusal.waitFor({ timeout: 15_000 });
    await refusal.getByRole('heading', { name: words.notValidated }).waitFor();
    expect(await page.getByRole('button', { name: words.replace(kept) }).count()).toBe(0);
    // Trying again would be refused again until the desk acts: no "Réessayer", the family's orders instead.
    const orders = page.locator('.cart-aside').getByRole('link', { name: words.myOrders, exact: true });
    await orders.waitFor();
    expect(await orders.getAttribute('href')).toBe('/profil/commandes');
    expect(await page.getByRole('button', { name: words.retry }).count()).toBe(0);
    expect((await app.call('GET', `/webapi/Commande/${kept}`, { cookie: admin })).body.data.cmdStatus).toBe(9);
    await expectNoAxeViolations(page, `kept at the desk ${language} ${name}`);
    await shot('5-kept-at-desk');
    // The link leads to that order, with what is left to pay at the desk.
    await orders.click();
    await page.waitForURL('**/profil/commandes');
    await page.locator(`#commande-${kept}`).waitFor({ timeout: 15_000 });
    await context.close();
  }, 180_000);

  let coursesMade = 0;
  /** A course of the first pool's aquagym, `start` then, `capacity` places; its booking page. */
  const course = async (start: Date, capacity: number) => {
    // Each a minute apart: no two on one slot.
    const crsDatdebut = new Date((Math.ceil(start.getTime() / 60_000) + coursesMade++ * 7) * 60_000).toISOString();
    const made = await send('POST', '/webapi/Cours', admin, { psnId: catalogue.pool, acyId: catalogue.aquagym, usrId: catalogue.mns, crsDatdebut, crsDureeMin: 45, crsCapaciteMax: capacity });
    const day = parisDay(new Date(crsDatdebut));
    return { id: made.id as number, url: `${app.url}/reserver?psnId=${catalogue.pool}&week=${addDays(day, 1 - weekday(day))}&crsId=${made.id}` };
  };

  it.each([
    ['fr', 'desktop', DESKTOP],
    ['en', 'phone', PHONE],
  ] as const)('in %s on a %s: a course past its free cancellation says so before booking; booking the last place keeps the title on what was done', async (language, name, device) => {
    const words = WORDS[language];
    const who = await family(true);
    const { context, page } = await open(device, language);
    const shot = (step: string) => page.screenshot({ path: screenshot(`booking-honesty-${language}-${name}-${step}`), fullPage: true });
    await logIn(page, who, language);

    // Three hours ahead: the pool's 24 hours of free cancellation are already over.
    const soon = await course(new Date(Date.now() + 3 * 3_600_000), 8);
    await page.goto(soon.url);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(words.late).waitFor({ timeout: 15_000 });
    await dialog.getByText(words.lateEntry, { exact: false }).waitFor();
    expect(await dialog.getByText(words.freeUntil).count()).toBe(0);
    await dialog.getByRole('radio', { name: new RegExp(who.prenom) }).check();
    await dialog.getByRole('radio', { name: /Carte 10 séances adultes|10-session card, adults/ }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, `late ${language} ${name}`);
    await shot('1-late');
    await context.close();

    // Ten days ahead, one place: booking it makes the course full, live; the title says it was booked.
    const again = await open(device, language);
    await logIn(again.page, who, language);
    const last = await course(new Date(Date.now() + 10 * 86_400_000), 1);
    await again.page.goto(last.url);
    const booking = again.page.getByRole('dialog');
    await booking.getByRole('heading', { name: words.bookTitle }).waitFor({ timeout: 15_000 });
    await booking.getByText(words.freeUntil).waitFor();
    await booking.getByRole('radio', { name: new RegExp(who.prenom) }).check();
    await booking.getByRole('radio', { name: /Carte 10 séances adultes|10-session card, adults/ }).check();
    await booking.getByRole('button', { name: words.book, exact: true }).click();
    await booking.getByText(words.booked).waitFor({ timeout: 15_000 });
    // The week behind the dialog has the course full (the live update that used to flip the title).
    await again.page.locator(`[data-course="${last.id}"]`).getByText(words.full).waitFor({ timeout: 15_000 });
    await booking.getByRole('heading', { name: words.bookedTitle }).waitFor();
    expect(await booking.getByRole('heading', { name: words.joinTitle }).count()).toBe(0);
    await expectNoAxeViolations(again.page, `booked ${language} ${name}`);
    await again.page.screenshot({ path: screenshot(`booking-honesty-${language}-${name}-2-booked-last`), fullPage: true });
    await again.context.close();
  }, 180_000);
});
