import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { linkInstructor } from '../harness/instructors.ts';
import { swimmingWithLevels } from '../harness/levels.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();
const MNS = { email: 'mns.niveaux@plouf.test', password: 'mns-niveaux-2026' };
const OTHER = { email: 'autre.niveaux@plouf.test', password: 'mns-autre-2026' };
const PARENT = { email: 'parent.niveaux@plouf.test', password: 'famille-2026' };

/**
 * Levels and progress (issue 26) in a real browser: the instructor evaluates a child from the roster
 * on a phone (two skills rated, a note), the family's open report card updates live; a second
 * instructor does not see that roster; in English the instructor passes the level and the family's
 * card moves to the next one with the certificate to download. Axe on each screen.
 */
describe.skipIf(Boolean(skip))('levels and progress in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let crsId: number;
  let childId: number;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `progress-e2e-${Date.now()}-${keyCount++}` });
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  const instructor = (mnsId: number, who: { email: string; password: string }, nom: string) => linkInstructor(app, admin, mnsId, { ...who, prenom: 'Maître', nom });

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    const { acyId, pool, childPass, mns: records } = await swimmingWithLevels(app, admin);
    const mns = records.map((id) => ({ id }));
    await instructor(mns[0]!.id, MNS, 'Niveaux');
    await instructor(mns[1]!.id, OTHER, 'Autre');

    const parent = await app.createAccount({ ...PARENT, roles: ['Client', 'Famille'], prenom: 'Claire', nom: 'Niveau' });
    const cookie = await app.login(PARENT.email, PARENT.password);
    const child = await app.call('PUT', `/webapi/User/membre/${parent.famId}`, { cookie, body: { userEmail: '', userNom: 'Niveau', userPrenom: 'Léa', usrDatbirth: `${new Date().getUTCFullYear() - 7}-02-10` } });
    childId = child.body.data.id;
    const card = await app.call('POST', `/webapi/Family/carte/${parent.famId}`, { cookie: admin, headers: key(), body: { fftId: childPass } });
    // A quarter of an hour from now: its roster is open (presence and evaluations, from half an hour before).
    const start = new Date(Math.ceil((Date.now() + 15 * 60_000) / 60_000) * 60_000).toISOString();
    const course = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: pool, acyId, usrId: mns[0]!.id, crsDatdebut: start, crsCapaciteMax: 8 } });
    crsId = course.body.data.id;
    const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${childId}&cardId=${card.body.data.id}`, { cookie, headers: key(), body: {} });
    expect(booked.body.resultCode).toBe('Ok');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the instructor rates two skills on a phone, and the family’s open report card shows them live', async () => {
    const family = await browser.newContext({ viewport: { width: 1280, height: 1600 } });
    const familyPage = await family.newPage();
    await logIn(familyPage, app.url, PARENT.email, PARENT.password);
    await familyPage.goto(`${app.url}/profil`);
    const reportCard = familyPage.locator(`.progress-card[data-member="${childId}"]`);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await phone.newPage();
    await logIn(page, app.url, MNS.email, MNS.password);
    await page.goto(`${app.url}/profil/mes-cours`);
    const course = page.locator(`[data-course-id="${crsId}"]`);
    await course.getByRole('button', { name: 'Évaluer Léa Niveau' }).click({ timeout: 15_000 });
    const skills = course.locator('.plouf-eval-skill');
    await expect.poll(() => skills.count(), { timeout: 15_000 }).toBe(2);
    await skills.nth(0).getByText('Acquis', { exact: true }).click();
    await skills.nth(1).getByText('En progrès', { exact: true }).click();
    await course.getByLabel('Remarque (la famille la lit)').fill('Très à l’aise sous l’eau');
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'evaluation panel (fr, phone)');
    await page.screenshot({ path: screenshot('progress-evaluate-fr-phone'), fullPage: true });
    await course.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => course.innerText(), { timeout: 15_000 }).toContain('Évaluation enregistrée');

    // Live: the family's page was open before, and is not reloaded.
    await expect.poll(() => reportCard.innerText(), { timeout: 15_000 }).toContain('Très à l’aise sous l’eau');
    const card = await reportCard.innerText();
    expect(card).toContain('Têtard');
    expect(card).toContain('Acquis');
    expect(card).toContain('En progrès');
    await expectNoAxeViolations(familyPage, 'report card (fr)');
    await reportCard.screenshot({ path: screenshot('progress-report-card-fr') });
    await family.close();
    await phone.close();
  }, 120_000);

  it('a second instructor neither sees nor evaluates that roster', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await logIn(page, app.url, OTHER.email, OTHER.password);
    await page.goto(`${app.url}/profil/mes-cours`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`[data-course-id="${crsId}"]`).count()).toBe(0);
    const tried = await page.evaluate(async (id) => (await fetch(`/webapi/Cours/${id}/progression`)).status, crsId);
    expect(tried).toBe(404);
    await context.close();
  }, 60_000);

  it('in English, the instructor passes the level and the family’s card moves to the next one, with its certificate', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await phone.newPage();
    await logIn(page, app.url, MNS.email, MNS.password);
    await inEnglish(page);
    await page.goto(`${app.url}/profil/mes-cours`);
    const course = page.locator(`[data-course-id="${crsId}"]`);
    await course.getByRole('button', { name: 'Evaluate Léa Niveau' }).click({ timeout: 15_000 });
    await course.getByText('Level passed', { exact: true }).click();
    await expectNoAxeViolations(page, 'evaluation panel (en, phone)');
    await course.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => course.innerText(), { timeout: 15_000 }).toContain('now works on level Frog');
    await page.screenshot({ path: screenshot('progress-evaluate-en-phone'), fullPage: true });
    await phone.close();

    const family = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const familyPage = await family.newPage();
    await logIn(familyPage, app.url, PARENT.email, PARENT.password);
    await inEnglish(familyPage);
    await familyPage.goto(`${app.url}/profil`);
    const reportCard = familyPage.locator(`.progress-card[data-member="${childId}"]`);
    await expect.poll(() => reportCard.innerText(), { timeout: 15_000 }).toContain('Frog');
    expect(await reportCard.innerText()).toContain('Tadpole');
    const certificate = reportCard.locator('a.progress-certificate');
    expect(await certificate.count()).toBe(1);
    const pdf = await familyPage.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type') };
    }, (await certificate.getAttribute('href'))!);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf' });
    expect(await overflow(familyPage)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(familyPage, 'report card (en, phone)');
    await reportCard.screenshot({ path: screenshot('progress-report-card-en-phone') });
    await family.close();
  }, 120_000);
});
