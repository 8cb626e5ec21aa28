import { addDays, parisDay, weekday } from '@plouf/infra/days';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { assertNoFindings, axeFindings, type AxeFinding } from '../harness/axe.ts';
import { bookingCatalogue, bookingFamily, inDays, type BookingCatalogue, type BookingFamily } from '../harness/booking.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot } from '../harness/browser.ts';
import { termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * Running a term as families live it (issue 23), in a real Chromium: a family declares its child
 * absent from a lesson paid by a subscription, sees the make-up credit it got in /profil and books
 * a make-up with it; with the pool's waiting list in offer mode, the first family waiting lets the
 * offer lapse (the test moves the product's clock) and the second accepts the place. French and
 * English, phone and desktop, axe on every state, screenshots of each.
 */
const skip = browserSkipReason();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
type Language = 'fr' | 'en';

describe.skipIf(Boolean(skip))('families declare absences, use make-up credits and answer waiting-list offers in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let term: TermCatalogue;
  let catalogue: BookingCatalogue;
  let keys = 0;
  const findings: AxeFinding[] = [];

  const send = async (method: string, path: string, cookie: string, body: unknown = {}) => {
    const answer = await app.call(method, path, { cookie, body, headers: { 'idempotency-key': `family-e2e-${Date.now()}-${keys++}` } });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    return answer.body.data;
  };

  /** A course made by the desk, `days` ahead at `hour`:00 UTC. */
  const course = async (psnId: number, acyId: number, days: number, hour: number, capacity: number): Promise<number> =>
    (await send('POST', '/webapi/Cours', admin, { psnId, acyId, usrId: catalogue.mns, crsDatdebut: inDays(days, hour), crsDureeMin: 45, crsCapaciteMax: capacity })).id;

  const open = async (options: object, language: Language, cookie: string): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ ...options, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    await context.addInitScript((chosen) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', chosen), language);
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: app.url }]);
    return { context, page: await context.newPage() };
  };

  const check = async (page: Page, label: string) => {
    findings.push(...(await axeFindings(page, label)));
    await page.screenshot({ path: screenshot(`family-${label}`), fullPage: true });
  };

  const lesson = (page: Page, insId: number) => page.locator(`[data-booking="${insId}"]`);
  const bookingsOf = async (cookie: string) => (await app.call('GET', '/webapi/Family/inscriptions?when=all', { cookie })).body.data as Array<{ id: number; crsId: number; insStatus: number; position: number | null; offeredUntil: string | null; releaseReason: string | null; makeup: boolean; credited: boolean }>;
  const creditsOf = async (cookie: string) => (await app.call('GET', '/webapi/Family/credits', { cookie })).body.data as Array<{ id: number; status: string; usedBy: { crsId: number } | null }>;

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    term = await termCatalogue(app);
    catalogue = await bookingCatalogue(app);
  }, 180_000);

  afterAll(async () => {
    app?.clock.reset();
    await browser?.close();
    await app?.close();
  });

  it('declares an absence on a subscription’s lesson, gets a make-up credit and books a make-up with it', async () => {
    // A family whose child swims with a yearly subscription; two lessons of the children's activity next weeks.
    const family: TermFamily = await termFamily(app, 1, { fftId: term.subscription.id, libelle: term.subscription.libelle, subscription: true });
    const missed = await course(term.pool, term.slot.acyId, 5, 15, 8);
    const makeup = await course(term.pool, term.slot.acyId, 12, 15, 8);
    const booked = await send('POST', `/webapi/Family/inscription?crsId=${missed}&usrId=${family.childId}&cardId=${family.cardId}`, family.cookie);

    // French, desktop: the coming lesson offers "Déclarer une absence"; the dialog says a credit comes back.
    const fr = await open(DESKTOP, 'fr', family.cookie);
    await fr.page.goto(`${app.url}/profil/my-booking`);
    const line = lesson(fr.page, booked.id);
    await line.getByText('Inscrit', { exact: true }).waitFor({ timeout: 20_000 });
    await line.getByRole('button', { name: 'Déclarer une absence' }).click();
    const dialog = fr.page.getByRole('dialog', { name: /ne viendra pas au cours du/ });
    await dialog.getByText(/la semaine de l’abonnement n’est pas perdue, Enfant1 Famille1 reçoit un crédit de rattrapage/).waitFor();
    await dialog.getByText('La place est libérée pour une autre famille (la liste d’attente d’abord).').waitFor();
    await check(fr.page, 'fr-desktop-absence-dialog');
    await dialog.getByRole('button', { name: 'Déclarer l’absence' }).click();
    await line.getByText('Absence déclarée', { exact: true }).waitFor({ timeout: 20_000 });
    await line.getByText('Absence déclarée à temps : un crédit de rattrapage a été donné').waitFor();
    expect(await line.getByRole('button', { name: 'Déclarer une absence' }).count()).toBe(0);
    await check(fr.page, 'fr-desktop-absence-declared');
    const released = (await bookingsOf(family.cookie)).find((entry) => entry.id === booked.id)!;
    expect([released.insStatus, released.releaseReason, released.credited]).toEqual([4, 'absence', true]);

    // /profil: the child's credit, open, with its end and why.
    await fr.page.goto(`${app.url}/profil`);
    const ledger = fr.page.locator('.credits-section');
    await ledger.getByRole('heading', { name: 'Crédits de rattrapage' }).waitFor({ timeout: 20_000 });
    const member = ledger.locator(`[data-member="${family.childId}"]`);
    await member.getByText('Ouvert', { exact: true }).waitFor({ timeout: 20_000 });
    await member.getByText(/^Valable jusqu’au \d\d\/\d\d\/\d{4}$/).waitFor();
    await member.getByText(/^Absence déclarée au cours du \d\d\/\d\d\/\d{4} \(Apprentissage de la natation · /).waitFor();
    await fr.page.getByRole('switch', { name: 'Recevoir un mail de rappel avant chaque cours' }).waitFor();
    expect(await fr.page.getByRole('switch', { name: 'Recevoir un mail de rappel avant chaque cours' }).isChecked()).toBe(true);
    await check(fr.page, 'fr-desktop-profile-credit-open');
    await ledger.screenshot({ path: screenshot('family-fr-desktop-credits-open') });
    // The family turns lesson reminders off: its view says so.
    await fr.page.getByText('Recevoir un mail de rappel avant chaque cours').click();
    await fr.page.getByText('Rappels désactivés').waitFor({ timeout: 20_000 });
    expect((await app.call('GET', `/webapi/Family/${family.famId}`, { cookie: family.cookie })).body.data.reminders).toBe(false);
    expect(await fr.page.getByRole('switch', { name: 'Recevoir un mail de rappel avant chaque cours' }).isChecked()).toBe(false);
    await fr.context.close();

    // English, phone: the booking dialog of the next week's lesson offers the credit beside the subscription.
    const [credit] = await creditsOf(family.cookie);
    expect(credit?.status).toBe('open');
    const en = await open(PHONE, 'en', family.cookie);
    const start = inDays(12, 15);
    const monday = addDays(parisDay(new Date(start)), 1 - weekday(parisDay(new Date(start))));
    await en.page.goto(`${app.url}/reserver?psnId=${term.pool}&week=${monday}&crsId=${makeup}`);
    const booking = en.page.getByRole('dialog');
    await booking.getByText('With which card or credit?').waitFor({ timeout: 20_000 });
    const creditRadio = booking.getByRole('radio', { name: /Make-up credit · valid until \d\d\/\d\d\/\d{4}/ });
    await creditRadio.waitFor();
    expect(await creditRadio.isDisabled()).toBe(false);
    // The card is chosen first (as before credits existed); the family picks its credit.
    await booking.getByText('Make-up credit', { exact: true }).click();
    await expect.poll(() => creditRadio.isChecked()).toBe(true);
    await booking.getByText('A make-up takes a free place on the lesson (or a place kept for make-ups), never the waiting list.').waitFor();
    await check(en.page, 'en-phone-booking-dialog-credit');
    await booking.getByRole('button', { name: 'Book the make-up' }).click();
    await booking.getByText(/is booked as a make-up on the lesson of/).first().waitFor({ timeout: 20_000 });
    await check(en.page, 'en-phone-makeup-booked');
    const made = (await bookingsOf(family.cookie)).find((entry) => entry.crsId === makeup)!;
    expect([made.insStatus, made.makeup]).toEqual([1, true]);

    // The make-up shows as one on /profil/my-booking, and the credit as used for it on /profil.
    await en.page.goto(`${app.url}/profil/my-booking`);
    await lesson(en.page, made.id).getByText('Make-up', { exact: true }).waitFor({ timeout: 20_000 });
    await lesson(en.page, booked.id).getByText('Absence declared', { exact: true }).waitFor();
    await check(en.page, 'en-phone-my-booking-makeup');
    await en.page.goto(`${app.url}/profil`);
    const used = en.page.locator(`.credits-section [data-credit="${credit!.id}"]`);
    await used.getByText('Used', { exact: true }).waitFor({ timeout: 20_000 });
    await used.getByText(/^Used for the lesson of \d\d\/\d\d\/\d{4} \(/).waitFor();
    await check(en.page, 'en-phone-profile-credit-used');
    await en.page.locator('.credits-section').screenshot({ path: screenshot('family-en-phone-credits-used') });
    expect((await creditsOf(family.cookie)).find((entry) => entry.id === credit!.id)?.usedBy?.crsId).toBe(makeup);
    await en.context.close();
    assertNoFindings(findings.splice(0));
  }, 240_000);

  it('in offer mode, the first family waiting lets the offer lapse and the second accepts the place', async () => {
    // The pool offers freed places for 12 hours (the school's other rules as they are).
    const rules = (await app.call('GET', '/webapi/Ecole/regles', { cookie: admin })).body.data as { school: object };
    await send('PUT', '/webapi/Ecole/regles', admin, { school: rules.school, pools: [{ psnId: catalogue.pool, waitlistMode: 'offer', offerWindowHours: 12 }] });
    const crsId = await course(catalogue.pool, catalogue.aquagym, 4, 9, 1);
    const seated: BookingFamily = await bookingFamily(app, catalogue, 101);
    const first: BookingFamily = await bookingFamily(app, catalogue, 102);
    const second: BookingFamily = await bookingFamily(app, catalogue, 103);
    const book = (who: BookingFamily) => send('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${who.userId}&cardId=${who.cardId}&waitingList=true`, who.cookie);
    const place = await book(seated);
    const firstWait = await book(first);
    const secondWait = await book(second);
    expect([firstWait.insStatus, firstWait.position, secondWait.position]).toEqual([5, 1, 2]);

    // Both waiting families follow their bookings: the first in French on a desktop, the second in English on a phone.
    const a = await open(DESKTOP, 'fr', first.cookie);
    await a.page.goto(`${app.url}/profil/my-booking`);
    await lesson(a.page, firstWait.id).getByText('Liste d’attente n° 1', { exact: true }).waitFor({ timeout: 20_000 });
    const b = await open(PHONE, 'en', second.cookie);
    await b.page.goto(`${app.url}/profil/my-booking`);
    await lesson(b.page, secondWait.id).getByText('Waiting list no. 2', { exact: true }).waitFor({ timeout: 20_000 });
    await check(b.page, 'en-phone-waiting-2');

    // The seated family cancels: the place is offered to the first, whose page shows it without a reload.
    await send('PUT', `/webapi/Family/annule/${place.id}`, seated.cookie);
    const offer = lesson(a.page, firstWait.id);
    await offer.getByRole('heading', { name: /Une place s’est libérée pour / }).waitFor({ timeout: 30_000 });
    await offer.getByText(/^Elle vous est réservée jusqu’au \d\d\/\d\d à \d\d:\d\d\./).waitFor();
    await offer.getByText('Place proposée', { exact: true }).waitFor();
    await check(a.page, 'fr-desktop-offer-open');
    const offered = (await bookingsOf(first.cookie)).find((entry) => entry.id === firstWait.id)!;
    expect(offered.offeredUntil).not.toBeNull();
    // The second still waits, second in line.
    await lesson(b.page, secondWait.id).getByText('Waiting list no. 2', { exact: true }).waitFor();

    // Nobody answers: the product's clock passes the offer's end, the first leaves the list, the place goes to the second.
    app.clock.set(new Date(new Date(offered.offeredUntil!).getTime() + 60_000).toISOString());
    await offer.getByText('Offre expirée', { exact: true }).waitFor({ timeout: 30_000 });
    await offer.getByText(/La place proposée n’a pas été acceptée à temps : .+ a quitté la liste d’attente/).waitFor();
    await check(a.page, 'fr-desktop-offer-expired');
    const taken = lesson(b.page, secondWait.id);
    await taken.getByRole('heading', { name: /A place has freed up for / }).waitFor({ timeout: 30_000 });
    await taken.getByText(/^It is held for you until \d\d\/\d\d at \d\d:\d\d\./).waitFor();
    await check(b.page, 'en-phone-offer-open');

    // The second accepts, paying with its card.
    await taken.getByRole('button', { name: 'Accept the place' }).click();
    const dialog = b.page.getByRole('dialog', { name: /^Accept .+’s place$/ });
    await expect.poll(() => dialog.getByRole('radio', { name: /10-session card, adults/ }).isChecked(), { timeout: 20_000 }).toBe(true);
    await check(b.page, 'en-phone-offer-accept-dialog');
    await dialog.getByRole('button', { name: 'Take the place' }).click();
    await taken.getByText('Booked', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await taken.getByRole('button', { name: 'Accept the place' }).count()).toBe(0);
    await check(b.page, 'en-phone-offer-accepted');
    expect((await bookingsOf(second.cookie)).find((entry) => entry.id === secondWait.id)?.insStatus).toBe(1);
    expect((await bookingsOf(first.cookie)).find((entry) => entry.id === firstWait.id)?.releaseReason).toBe('offerExpired');
    await a.context.close();
    await b.context.close();
    assertNoFindings(findings.splice(0));
  }, 240_000);

  it('shows a pool’s closure to visitors on its page and on /reserver, in their language', async () => {
    const from = addDays(parisDay(new Date()), 20);
    const to = addDays(from, 6);
    await send('POST', '/webapi/Fermeture', admin, { psnId: catalogue.pool, acyId: null, from, to, reason: 'Vidange annuelle du bassin', englishReason: 'Yearly draining of the pool', compensation: 'credit' });
    const slug = ((await app.call('GET', `/webapi/Piscine/${catalogue.pool}`)).body.data as { content: { slug: string } }).content.slug;
    const visitor = async (options: object, language: Language) => {
      const context = await browser.newContext({ ...options, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
      await context.addInitScript((chosen) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', chosen), language);
      return { context, page: await context.newPage() };
    };
    const day = (value: string) => `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;

    const en = await visitor(PHONE, 'en');
    await en.page.goto(`${app.url}/piscines/${slug}`);
    const notice = en.page.getByRole('region', { name: 'Planned closure' });
    await notice.getByText(`From ${day(from)} to ${day(to)}`).waitFor({ timeout: 20_000 });
    await notice.getByText(/Yearly draining of the pool/).waitFor();
    await check(en.page, 'en-phone-pool-closure');
    await notice.screenshot({ path: screenshot('family-en-phone-pool-closure-notice') });

    const fr = await visitor(DESKTOP, 'fr');
    await fr.page.goto(`${app.url}/reserver?psnId=${catalogue.pool}`);
    const avis = fr.page.getByRole('region', { name: 'Fermeture prévue' });
    await avis.getByText(`Du ${day(from)} au ${day(to)}`).waitFor({ timeout: 20_000 });
    await avis.getByText(/Vidange annuelle du bassin/).waitFor();
    await check(fr.page, 'fr-desktop-reserver-closure');
    await en.context.close();
    await fr.context.close();
    assertNoFindings(findings.splice(0));
  }, 120_000);
});
