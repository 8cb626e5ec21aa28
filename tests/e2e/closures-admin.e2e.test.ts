import type { Page } from 'playwright-core';
import { addDays, parisDay, weekday } from '@plouf/infra/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, logIn, screenshot } from '../harness/browser.ts';
import { startMailedSite, type MailedSite } from '../harness/mailedSite.ts';
import { eventually, mailTo } from '../harness/wait.ts';

const skip = browserSkipReason();

interface Course {
  id: number;
  psnId: number;
  crsDatdebut: string;
  cancelled: boolean;
  activite: { libelle: string };
  piscine: { libelle: string; translations?: { en?: { libelle?: string } } };
}
interface Credit {
  id: number;
  usrId: number;
  reason: string;
  status: string;
  closure: { closureId: number; from: string; to: string } | null;
  source: { crsId: number } | null;
}

const FAMILY = { email: 'famille.closure@plouf.test', password: 'closure-plouf-2026' };
const ADULT_ACTIVITIES = ['Aquagym', 'Natation adultes', 'Aquaphobie'];
const mondayOf = (day: string) => addDays(day, 1 - weekday(day));

/**
 * Issue 23's proof, the desk's part: the desk closes a week of a pool where a family is booked,
 * reads what it cancels, confirms; the family's lesson is cancelled, a make-up credit is theirs
 * (their /profil and the desk's family page show it) and the closure mail went out. The rules
 * screen and the lift, in English on a phone. Every screen in axe.
 */
describe.skipIf(Boolean(skip))('the desk closes a week, sets the school’s rules, in a real browser', () => {
  let site: MailedSite;
  let admin: string;
  let family: string;
  let famId: number;
  let memberId: number;
  /** The member's lesson next week, in the pool the desk closes. */
  let booked: Course;
  const week = { from: '', to: '' };
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `closures-e2e-${Date.now()}-${keyCount++}` });
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));
  const credits = async () => (await site.app.call('GET', `/webapi/Family/credits?famId=${famId}`, { cookie: family })).body.data as Credit[];

  beforeAll(async () => {
    site = await startMailedSite();
    const { app } = site;
    admin = await app.login();
    const account = await app.createAccount({ email: FAMILY.email, password: FAMILY.password, roles: ['Client', 'Famille'], nom: 'Fermat', prenom: 'Paule' });
    famId = account.famId;
    memberId = account.userId;
    family = await app.login(FAMILY.email, FAMILY.password);

    // The desk gives the family an adults' card; the family books its adult on a lesson of next week.
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances adultes')!;
    expect((await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: pass.id, note: 'Test des fermetures' } })).status).toBeLessThan(300);
    const cards = (await app.call('GET', `/webapi/Family/forfaits?famId=${famId}`, { cookie: admin })).body.data as { id: number }[];
    week.from = addDays(mondayOf(parisDay(new Date())), 7);
    week.to = addDays(week.from, 6);
    const courses = (await app.call('POST', '/webapi/Cours/filter', { cookie: admin, headers: key(), body: { from: week.from, to: week.to, includeCancelled: false, offset: 0, limit: 200 } })).body.data as { items: Course[] };
    booked = courses.items.find((course) => ADULT_ACTIVITIES.includes(course.activite.libelle))!;
    expect(booked).toBeDefined();
    const booking = await app.call('POST', `/webapi/Family/inscription?crsId=${booked.id}&usrId=${memberId}&cardId=${cards[0]!.id}&waitingList=true`, { cookie: family, headers: key(), body: {} });
    expect(booking.body.resultCode).toBe('Ok');
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('closes next week for the pool: the preview names the family, the confirmation cancels and credits, the mail goes', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, site.app.url, ADMIN.email, ADMIN.password);

    // Reached from the dashboard by the back-office menu, as the other screens.
    await page.goto(`${site.app.url}/profil/administration/dashboard`);
    await page.getByRole('menuitem', { name: /Fermetures/ }).click();
    await page.getByRole('heading', { name: 'Fermetures', level: 1 }).waitFor();
    await page.getByText('Aucune fermeture', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'closures, none (fr)');

    await page.getByRole('button', { name: 'Fermer une piscine' }).click();
    const dialog = page.getByRole('dialog');
    // Nothing chosen: the form says what is missing rather than asking the server.
    await dialog.getByRole('button', { name: 'Voir ce qui sera annulé' }).click();
    expect(await dialog.locator('.bp6-form-helper-text', { hasText: 'Ce champ est requis' }).count()).toBeGreaterThanOrEqual(3);
    await dialog.locator('#closure-pool').selectOption({ label: booked.piscine.libelle });
    await dialog.locator('#closure-from').fill(week.from);
    await dialog.locator('#closure-to').fill(week.to);
    await dialog.locator('#closure-reason').fill('Vidange annuelle du bassin');
    await dialog.locator('#closure-english').fill('Yearly draining of the pool');
    expect(await dialog.getByRole('radio', { name: /Un crédit de rattrapage/ }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'close dialog, form (fr)');
    await page.screenshot({ path: screenshot('closures-dialog-form-fr') });

    await dialog.getByRole('button', { name: 'Voir ce qui sera annulé' }).click();
    const preview = dialog.locator('.plouf-closure-preview');
    await preview.waitFor({ timeout: 15_000 });
    const lesson = preview.locator(`[data-crs-id="${booked.id}"]`);
    await lesson.getByText('Paule Fermat', { exact: false }).waitFor();
    const previewed = await preview.locator('.plouf-closure-course').count();
    expect(previewed).toBeGreaterThan(0);
    await dialog.locator('.plouf-closure-summary').getByText('Chaque inscrit recevra un crédit de rattrapage et un mail.').waitFor();
    await expectNoAxeViolations(page, 'close dialog, preview (fr)');
    await page.screenshot({ path: screenshot('closures-dialog-preview-fr') });

    await dialog.getByRole('button', { name: `Fermer et annuler ${previewed} cours` }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    const row = page.locator('.plouf-closure-table tbody tr').first();
    await row.getByText('Vidange annuelle du bassin').waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(booked.piscine.libelle);
    await row.getByText(`${previewed} cours annulés`, { exact: false }).waitFor();
    await row.getByText('Crédit de rattrapage').waitFor();
    await expectNoAxeViolations(page, 'closures, one (fr)');
    await page.screenshot({ path: screenshot('closures-list-fr'), fullPage: true });

    // The lesson is cancelled; the member has a credit for it, from the closure.
    const course = (await site.app.call('GET', `/webapi/Cours/${booked.id}`, { cookie: admin })).body.data as Course;
    expect(course.cancelled).toBe(true);
    const given = await eventually(credits, (list) => list.some((credit) => credit.reason === 'closure'));
    const credit = given.find((candidate) => candidate.reason === 'closure')!;
    expect(credit).toMatchObject({ usrId: memberId, status: 'open', closure: { from: week.from, to: week.to }, source: { crsId: booked.id } });

    // The closure mail, in the family's language.
    const mail = await mailTo(site.peer, FAMILY.email, /^Fermeture : le cours de /);
    expect(mail.text).toContain('Vidange annuelle du bassin');

    // The desk's family page: the credit's ledger.
    await page.goto(`${site.app.url}/profil/administration/familles/${famId}`);
    const ledger = page.locator('.plouf-family-credits');
    await ledger.locator(`[data-credit-id="${credit.id}"]`).getByText('Fermeture').waitFor({ timeout: 15_000 });
    expect(await ledger.locator(`[data-credit-id="${credit.id}"]`).textContent()).toContain('Ouvert');
    await expectNoAxeViolations(page, 'family page with its credits (fr)');
    await page.screenshot({ path: screenshot('closures-family-credits-fr'), fullPage: true });

    // Generation leaves the closed days out.
    await page.goto(`${site.app.url}/profil/administration/cours`);
    await page.getByRole('button', { name: 'Générer depuis les modèles' }).click();
    const generate = page.getByRole('dialog');
    await generate.locator('#generate-pool').selectOption({ label: booked.piscine.libelle });
    await generate.locator('#generate-from').fill(week.from);
    await generate.locator('#generate-to').fill(week.to);
    await expect.poll(() => generate.locator('.plouf-course-closed', { hasText: 'Fermé : Vidange annuelle du bassin' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await generate.locator('.plouf-course-keep input:checked').count()).toBe(0);
    await expectNoAxeViolations(page, 'generation over a closed week (fr)');
    await page.screenshot({ path: screenshot('closures-generation-fr') });
    await context.close();

    // The family sees its credit in /profil, on a phone.
    const phone = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const familyPage = await phone.newPage();
    await logIn(familyPage, site.app.url, FAMILY.email, FAMILY.password);
    await familyPage.goto(`${site.app.url}/profil`);
    const section = familyPage.locator('.credits-section');
    await section.getByRole('heading', { name: 'Crédits de rattrapage' }).waitFor({ timeout: 15_000 });
    await section.locator(`[data-credit="${credit.id}"][data-status="open"]`).waitFor();
    await expectNoAxeViolations(familyPage, 'family profile with its credit (fr, phone)');
    await familyPage.screenshot({ path: screenshot('closures-family-profile-fr-phone'), fullPage: true });
    await phone.close();
  }, 180_000);

  it('in English on a phone: the school’s rules say what they refuse and save; the closure is lifted', async () => {
    const phone = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await logIn(page, site.app.url, ADMIN.email, ADMIN.password);
    await inEnglish(page);
    await page.goto(`${site.app.url}/profil/administration/regles`);
    await page.getByRole('heading', { name: 'School rules', level: 1 }).waitFor();
    await page.getByText('Default values: never saved').waitFor();
    expect(await page.locator('#rule-creditValidityDays').inputValue()).toBe('60');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'school rules (en, phone)');
    await page.screenshot({ path: screenshot('school-rules-en-phone'), fullPage: true });

    // Out of bounds: said on the field, nothing sent.
    await page.locator('#rule-creditValidityDays').fill('0');
    await page.getByRole('button', { name: 'Save the rules' }).click();
    await page.getByText('A whole number from 1 to 730').waitFor();
    await expectNoAxeViolations(page, 'school rules refused (en, phone)');
    // The school's validity and one pool's own waiting-list cap.
    await page.locator('#rule-creditValidityDays').fill('90');
    // The pool as the English screen names it (issue 41, item 14): its English name where the catalogue has one.
    const poolName = booked.piscine.translations?.en?.libelle || booked.piscine.libelle;
    const pool = page.locator('.plouf-school-pool-table tbody tr', { hasText: poolName });
    await pool.getByRole('textbox', { name: `Waiting list cap at ${poolName}` }).fill('4');
    await page.getByRole('button', { name: 'Save the rules' }).click();
    await page.getByText(/^Saved on /).waitFor({ timeout: 15_000 });
    const rules = (await site.app.call('GET', '/webapi/Ecole/regles', { cookie: admin })).body.data as { school: { creditValidityDays: number }; pools: { psnId: number; waitlistCap?: number }[] };
    expect(rules.school.creditValidityDays).toBe(90);
    expect(rules.pools).toEqual([{ psnId: booked.psnId, waitlistCap: 4 }]);
    await page.screenshot({ path: screenshot('school-rules-saved-en-phone'), fullPage: true });

    // The closure, lifted.
    await page.goto(`${site.app.url}/profil/administration/fermetures`);
    const row = page.locator('.plouf-closure-table tbody tr').first();
    await row.getByText('Yearly draining of the pool').waitFor({ timeout: 15_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'closures (en, phone)');
    await page.screenshot({ path: screenshot('closures-list-en-phone'), fullPage: true });
    await row.getByRole('button', { name: /^Lift the closure of / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Lift', exact: true }).click();
    await page.getByText('No closure', { exact: true }).first().waitFor({ timeout: 15_000 });
    // Blueprint's switch is drawn over its input: its label is what a finger touches.
    await page.getByText('Show past and lifted closures').click();
    await page.locator('.plouf-closure-table tbody tr').first().getByText('Lifted').waitFor();
    await expectNoAxeViolations(page, 'closures, lifted (en, phone)');
    await page.screenshot({ path: screenshot('closures-lifted-en-phone'), fullPage: true });
    await phone.close();
  }, 120_000);
});
