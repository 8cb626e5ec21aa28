import type { Browser, Page } from 'playwright-core';
import { parisMoment } from '@plouf/infra/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { dayIn, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

const skip = browserSkipReason();

interface Term {
  id: number;
  libelle: string;
  firstDay: string;
  lastDay: string;
  psnId: number | null;
  priorityOpensAt: string | null;
  opensAt: string;
  phase: string;
  tariff: unknown;
}
interface Slot {
  tcsId: number;
  acyAge: number;
  day: number;
  hour: number;
  minute: number;
  placesLeft: number;
  piscine: { id: number };
}
interface Enrolment {
  id: number;
  tcsId: number;
  usrId: number;
  status: string;
  via: string;
  weeks: { state: string }[];
}

describe.skipIf(Boolean(skip))('the desk’s terms in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let catalogue: TermCatalogue;
  let family: TermFamily;
  /** Six weeks from today: the demo has courses for the first four, the desk generates the rest. */
  const firstDay = dayIn(0);
  const lastDay = dayIn(41);
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  const inLanguage = (page: Page, language: 'fr' | 'en') =>
    page.evaluate((lang) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', lang), language);
  const terms = async () => (await app.call('GET', '/webapi/Trimestre')).body.data as Term[];
  const enrolments = async () => (await app.call('GET', `/webapi/Family/enrolments?famId=${family.famId}`, { cookie: admin })).body.data as Enrolment[];

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    catalogue = await termCatalogue(app);
    family = await termFamily(app, 7201, { fftId: catalogue.childPass.id, libelle: catalogue.childPass.libelle, entries: 30 });
    // A card that cannot pay the children's slot (the adults' activities), listed before the other by its nearer end (issue 41).
    const adults = ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[]).find((pass) => pass.libelle === 'Carte 10 séances adultes')!;
    const given = await app.call('POST', `/webapi/Family/carte/${family.famId}`, { cookie: admin, body: { fftId: adults.id, note: '' }, headers: { 'idempotency-key': `terms-admin-adults-${Date.now()}` } });
    expect(given.body.resultCode, JSON.stringify(given.body)).toBe('Ok');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('defines a term and its opening, enrols a child for a family, moves it, and generates the term’s lessons (desktop, French)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/dashboard`);
    await page.getByRole('menuitem', { name: 'Trimestres' }).first().click();
    await page.getByRole('heading', { name: 'Trimestres', exact: true }).waitFor();
    await page.getByText('Aucun trimestre défini').waitFor({ timeout: 15_000 });

    // The form asks for what is missing, then shows the server's refusal in its words.
    await page.getByRole('button', { name: 'Nouveau trimestre' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Créer le trimestre' }).click();
    expect(await dialog.getByText('Ce champ est requis').count()).toBe(4);
    await dialog.locator('#term-name').fill('Trimestre d’essai');
    await dialog.locator('#term-english').fill('Trial term');
    await dialog.locator('#term-first').fill(firstDay);
    await dialog.locator('#term-last').fill(lastDay);
    await dialog.locator('#term-pool').selectOption({ value: String(catalogue.pool) });
    await dialog.locator('#term-priority-day').fill(dayIn(3));
    await dialog.locator('#term-priority-time').fill('18:00');
    await dialog.locator('#term-opens-day').fill(dayIn(2));
    await dialog.locator('#term-opens-time').fill('09:30');
    await dialog.getByRole('button', { name: 'Créer le trimestre' }).click();
    await dialog.getByRole('alert').getByText('La fenêtre prioritaire doit s’ouvrir avant l’ouverture à tous').waitFor({ timeout: 15_000 });
    expect(await terms()).toHaveLength(0);
    await expectNoAxeViolations(page, 'term form with a refusal (fr)');
    await page.screenshot({ path: screenshot('terms-admin-form-refused-fr') });
    await dialog.locator('#term-opens-day').fill(dayIn(4));
    expect(await dialog.getByRole('alert').count()).toBe(0);
    // The term's prices (issue 43): the slot's activity for the whole term, and this slot its own.
    await dialog.getByText('Aucun prix : les familles paient leurs séances avec leurs cartes.').waitFor();
    await dialog.getByRole('button', { name: 'Ajouter un prix' }).click();
    await dialog.getByRole('button', { name: 'Ajouter un prix' }).click();
    await dialog.locator('#term-price-for-0').selectOption({ value: `activity:${catalogue.slot.acyId}` });
    await dialog.locator('#term-price-amount-0').fill('180');
    await dialog.locator('#term-price-for-1').selectOption({ value: `activity:${catalogue.slot.acyId}` });
    await dialog.getByRole('button', { name: 'Créer le trimestre' }).click();
    await dialog.getByText('Déjà un prix plus haut pour ce choix').waitFor();
    await dialog.locator('#term-price-for-1').selectOption({ value: `slot:${catalogue.pool}:${catalogue.slot.tcsId}` });
    await dialog.locator('#term-price-amount-1').fill('150,50');
    // Its discounts: 10 % for a brother or sister, 25 € for a child's second class, the latter first.
    await dialog.getByLabel('Fratrie (deuxième enfant et suivants)').selectOption('percent');
    await dialog.getByLabel('Réduction fratrie').fill('120');
    await dialog.getByLabel('Deuxième cours d’un enfant').selectOption('amount');
    await dialog.getByLabel('Réduction 2e cours').fill('25');
    await dialog.getByLabel('Quand les deux s’appliquent, d’abord').selectOption('secondClass');
    await dialog.getByRole('button', { name: 'Créer le trimestre' }).click();
    await dialog.getByText('Un pourcentage va de 1 à 100').waitFor();
    await dialog.getByLabel('Réduction fratrie').fill('10');
    await expectNoAxeViolations(page, 'term form with its prices (fr)');
    await page.screenshot({ path: screenshot('terms-admin-form-prices-fr') });
    await dialog.locator('.plouf-term-discounts').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot('terms-admin-form-discounts-fr') });
    await dialog.getByRole('button', { name: 'Créer le trimestre' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    // Stored as the Paris wall times, listed with them.
    const [term] = await terms();
    expect(term).toMatchObject({ libelle: 'Trimestre d’essai', firstDay, lastDay, psnId: catalogue.pool, phase: 'closed' });
    expect(term!.priorityOpensAt).toBe(parisMoment(dayIn(3), 18, 0));
    expect(term!.opensAt).toBe(parisMoment(dayIn(4), 9, 30));
    expect(term!.tariff).toEqual({
      activities: [{ acyId: catalogue.slot.acyId, cents: 18_000 }],
      slots: [{ psnId: catalogue.pool, tcsId: catalogue.slot.tcsId, cents: 15_050 }],
      discounts: { sibling: { kind: 'percent', value: 10 }, secondClass: { kind: 'amount', value: 2_500 }, first: 'secondClass' },
    });
    const row = page.locator(`tr[data-term-id="${term!.id}"]`);
    await row.waitFor({ timeout: 15_000 });
    const rowText = await row.textContent();
    expect(rowText).toContain('Trimestre d’essai');
    expect(rowText).toMatch(/Prioritaire : .+ 18:00/);
    expect(rowText).toMatch(/Tous : .+ 09:30/);
    expect(rowText).toContain('Pas encore ouvert');
    expect(rowText).toContain('0 inscrit · 0 en attente');
    await expectNoAxeViolations(page, 'terms list (fr)');
    await page.screenshot({ path: screenshot('terms-admin-list-fr'), fullPage: true });

    // The term's slots; the children's Wednesday slot opens its roster.
    await row.getByRole('link', { name: 'Trimestre d’essai' }).click();
    await page.getByRole('heading', { name: 'Trimestre d’essai' }).waitFor();
    const slotButton = page.locator(`button.plouf-term-slot[data-tcs-id="${catalogue.slot.tcsId}"]`);
    await slotButton.waitFor({ timeout: 15_000 });
    expect(await slotButton.textContent()).toContain(`0/${catalogue.slot.capacity} inscrits`);
    await slotButton.click();
    const roster = page.locator('.plouf-term-roster-card');
    await roster.getByText('Aucun enfant inscrit pour ce trimestre').waitFor({ timeout: 15_000 });
    await page.locator('.plouf-live-tag', { hasText: 'En direct' }).waitFor({ timeout: 15_000 });

    // The desk enrols the family's child: the family searched, the child and the card picked.
    await roster.getByRole('button', { name: 'Inscrire un enfant' }).click();
    const enrol = page.getByRole('dialog');
    await enrol.locator('#enrol-family-search').fill('Famille7201');
    await enrol.getByRole('menuitem', { name: 'Choisir Famille7201' }).click();
    await enrol.getByText('Famille : Famille7201').waitFor({ timeout: 15_000 });
    expect(await enrol.locator('#enrol-member option:checked').textContent()).toContain('Enfant7201');
    // Only what can pay is chosen (issue 41): the children's card, saying it pays every lesson; the adults' card is shown, not offered.
    expect(await enrol.locator('#enrol-card option:checked').textContent()).toContain(catalogue.childPass.libelle);
    expect(await enrol.locator('#enrol-card option:checked').textContent()).toMatch(/paie les \d+ séances/);
    const adultsOption = enrol.locator('#enrol-card option', { hasText: 'Carte 10 séances adultes' });
    expect(await adultsOption.isDisabled()).toBe(true);
    expect(await adultsOption.textContent()).toContain('Cette carte ne couvre pas cette activité');
    await expectNoAxeViolations(page, 'desk enrolment dialog (fr)');
    await page.screenshot({ path: screenshot('terms-admin-enrol-fr') });
    await enrol.getByRole('button', { name: 'Inscrire', exact: true }).click();
    await enrol.waitFor({ state: 'detached', timeout: 15_000 });
    const enrolledRow = roster.locator('tr', { hasText: 'Enfant7201' });
    await enrolledRow.waitFor({ timeout: 15_000 });
    expect(await enrolledRow.textContent()).toContain('l’accueil');
    await expect.poll(async () => slotButton.textContent(), { timeout: 15_000 }).toContain(`1/${catalogue.slot.capacity} inscrits`);
    const [first] = await enrolments();
    expect(first).toMatchObject({ tcsId: catalogue.slot.tcsId, usrId: family.childId, status: 'enrolled', via: 'desk' });
    await expectNoAxeViolations(page, 'term slot roster (fr)');
    await page.screenshot({ path: screenshot('terms-admin-roster-fr'), fullPage: true });

    // Moved to another slot of the pool that takes an 8-year-old: the paid lessons follow.
    const { slots } = (await app.call('GET', `/webapi/Trimestre/slots?termId=${term!.id}`)).body.data as { slots: Slot[] };
    const target = slots.find((slot) => slot.tcsId !== catalogue.slot.tcsId && slot.acyAge <= 8 && slot.placesLeft > 0)!;
    expect(target).toBeDefined();
    await enrolledRow.getByRole('button', { name: 'Déplacer Enfant7201 Famille7201' }).click();
    const move = page.getByRole('dialog');
    await move.getByText('Les séances déjà payées suivent l’enfant').waitFor();
    // Only the slots the child may go to (issue 41): adults' swimming, from 16, is not offered to an 8-year-old.
    await move.getByText(/n’est pas proposé : 1 refusé par l’âge/).waitFor({ timeout: 15_000 });
    const offered = await move.locator('#move-target option').allTextContents();
    expect(offered.some((text) => text.includes('Natation adultes'))).toBe(false);
    expect(offered.length).toBeGreaterThan(1);
    await move.locator('#move-target').selectOption({ value: String(target.tcsId) });
    await expectNoAxeViolations(page, 'desk move dialog (fr)');
    await page.screenshot({ path: screenshot('terms-admin-move-fr') });
    await move.getByRole('button', { name: 'Déplacer', exact: true }).click();
    await move.waitFor({ state: 'detached', timeout: 15_000 });
    await roster.getByText('Aucun enfant inscrit pour ce trimestre').waitFor({ timeout: 15_000 });
    const moved = (await enrolments()).find((enrolment) => enrolment.status === 'enrolled')!;
    expect(moved).toMatchObject({ tcsId: target.tcsId, via: 'move' });
    await page.locator(`button.plouf-term-slot[data-tcs-id="${target.tcsId}"]`).click();
    await roster.locator('tr', { hasText: 'Enfant7201' }).getByText('un déplacement').waitFor({ timeout: 15_000 });

    // The family's page lists its term enrolments: the one moved from, and the new one.
    await page.goto(`${app.url}/profil/administration/familles/${family.famId}`);
    const listed = page.locator('.plouf-family-enrolments');
    await listed.getByRole('heading', { name: 'Inscriptions aux trimestres' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => listed.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    await listed.getByText('Inscrit', { exact: true }).waitFor();
    await listed.getByText(/^Arrêté le /).waitFor();
    await expectNoAxeViolations(page, 'family page with term enrolments (fr)');
    await page.screenshot({ path: screenshot('terms-admin-family-fr'), fullPage: true });

    // Course generation offers the term: its days fill the period, and the lessons past the demo's weeks are made.
    expect(moved.weeks.some((week) => week.state === 'unscheduled')).toBe(true);
    await page.goto(`${app.url}/profil/administration/cours`);
    await page.getByRole('button', { name: 'Générer depuis les modèles' }).click();
    const generate = page.getByRole('dialog');
    await generate.locator('#generate-pool').selectOption({ value: String(catalogue.pool) });
    await generate.locator('#generate-term').selectOption({ label: `Trimestre d’essai (${firstDay.slice(8, 10)}/${firstDay.slice(5, 7)}/${firstDay.slice(0, 4)} – ${lastDay.slice(8, 10)}/${lastDay.slice(5, 7)}/${lastDay.slice(0, 4)})` });
    expect(await generate.locator('#generate-from').inputValue()).toBe(firstDay);
    expect(await generate.locator('#generate-to').inputValue()).toBe(lastDay);
    await generate.locator('.plouf-course-generate-summary').getByText('sur 6 semaines', { exact: false }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'generation dialog with a term (fr)');
    await page.screenshot({ path: screenshot('terms-admin-generate-fr') });
    const create = generate.getByRole('button', { name: /^Créer \d+ cours$/ });
    await create.click();
    await generate.getByText(/\d+ cours créés/).waitFor({ timeout: 30_000 });
    // The child is booked on its slot's lessons just made (the term process follows the new courses).
    await expect.poll(async () => (await enrolments()).find((enrolment) => enrolment.id === moved.id)!.weeks.filter((week) => week.state === 'unscheduled').length, { timeout: 30_000 }).toBe(0);
    await context.close();
  }, 240_000);

  it('shows the terms, a term’s slots and a roster on a phone, in English', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await inLanguage(page, 'en');
    await page.goto(`${app.url}/profil/administration/trimestres`);
    await page.getByRole('heading', { name: 'Terms', exact: true }).waitFor();
    const [term] = await terms();
    const row = page.locator(`tr[data-term-id="${term!.id}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('Trial term');
    expect(await row.textContent()).toMatch(/Everyone: .+ 09:30/);
    expect(await row.textContent()).toContain('1 enrolled · 0 waiting');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'terms list (en, phone)');
    await page.screenshot({ path: screenshot('terms-admin-list-en-phone'), fullPage: true });

    await page.goto(`${app.url}/profil/administration/trimestres/${term!.id}`);
    await page.getByRole('heading', { name: 'Trial term' }).waitFor({ timeout: 15_000 });
    await page.getByText('Not open yet').first().waitFor();
    const moved = (await enrolments()).find((enrolment) => enrolment.status === 'enrolled')!;
    await page.locator(`button.plouf-term-slot[data-tcs-id="${moved.tcsId}"]`).click();
    const roster = page.locator('.plouf-term-roster-card');
    await roster.locator('tr', { hasText: 'Enfant7201' }).getByText('a move').waitFor({ timeout: 15_000 });
    await roster.getByText('Nobody is waiting').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'term slots and roster (en, phone)');
    await page.screenshot({ path: screenshot('terms-admin-roster-en-phone'), fullPage: true });

    // The term's form in English, its moments in Paris time.
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Public opening').waitFor();
    expect(await dialog.locator('#term-opens-time').inputValue()).toBe('09:30');
    expect(await dialog.locator('#term-priority-time').inputValue()).toBe('18:00');
    expect(await dialog.locator('#term-english').inputValue()).toBe('Trial term');
    expect(await dialog.locator('#term-price-for-1').inputValue()).toBe(`slot:${catalogue.pool}:${catalogue.slot.tcsId}`);
    expect(await dialog.locator('#term-price-amount-1').inputValue()).toBe('150.50');
    expect(await dialog.getByLabel('Siblings (second child and more)').inputValue()).toBe('percent');
    expect(await dialog.getByLabel('Sibling discount').inputValue()).toBe('10');
    expect(await dialog.getByLabel('Second class discount').inputValue()).toBe('25');
    expect(await dialog.getByLabel('When both apply, first').inputValue()).toBe('secondClass');
    await expectNoAxeViolations(page, 'term form (en, phone)');
    await page.screenshot({ path: screenshot('terms-admin-form-en-phone') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The desk stops the enrolment from the next lesson: the slot is empty again.
    await roster.getByRole('button', { name: 'Stop Enfant7201 Famille7201’s enrolment' }).click();
    const drop = page.getByRole('dialog');
    await drop.getByText('the first waiting child gets the place', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'stop enrolment dialog (en, phone)');
    await page.screenshot({ path: screenshot('terms-admin-drop-en-phone') });
    await drop.getByRole('button', { name: 'Stop the enrolment' }).click();
    await drop.waitFor({ state: 'detached', timeout: 15_000 });
    await roster.getByText('No child enrolled for this term').waitFor({ timeout: 15_000 });
    expect((await enrolments()).filter((enrolment) => enrolment.status === 'enrolled')).toHaveLength(0);
    await context.close();
  }, 120_000);
});
