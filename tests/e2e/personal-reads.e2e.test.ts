import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { eventually } from '../harness/wait.ts';

const skip = browserSkipReason();
const MNS = { email: 'mns.lecture@plouf.test', password: 'mns-lecture-2026' };

/**
 * Who read what (issue 25), seen in a browser: the instructor's roster shows the child's age (phone);
 * the desk's family page has the card of who read the family's sensitive data, newest first, with
 * "more" for older reads. French and English, a phone and a desktop, axe on each screen.
 */
describe.skipIf(Boolean(skip))('who read what in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let famId: number;
  let crsId: number;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `reads-e2e-${Date.now()}-${keyCount++}` });
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
    const pool = ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id;
    const mnsId = ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id;
    const account = await app.createAccount({ ...MNS, roles: ['MNS'], prenom: 'Thomas', nom: 'Nageur' });
    const mns = (await app.call('GET', `/webapi/Mns/${mnsId}`, { cookie: admin })).body.data;
    const { id: _id, libelle: _l, selected: _s, detailLoaded: _d, image, ...fields } = mns;
    await app.call('PUT', `/webapi/Mns/${mnsId}`, { cookie: admin, headers: key(), body: { ...fields, imageId: image?.id ?? null, loginUserId: account.userId } });

    const parent = await app.createAccount({ email: 'parent.lecture@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Claire', nom: 'Lecture' });
    famId = parent.famId;
    const cookie = await app.login('parent.lecture@plouf.test', 'famille-2026');
    const child = await app.call('PUT', `/webapi/User/membre/${famId}`, { cookie, body: { userEmail: '', userNom: 'Lecture', userPrenom: 'Zoé', usrDatbirth: `${new Date().getUTCFullYear() - 8}-01-15` } });
    const card = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: passes.find((p) => p.libelle === 'Carte 10 séances enfants')!.id } });
    const start = new Date(Math.ceil((Date.now() + 24 * 3_600_000) / 60_000) * 60_000).toISOString();
    const course = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: pool, acyId: activities.find((a) => a.libelle === 'Apprentissage de la natation')!.id, usrId: mnsId, crsDatdebut: start, crsCapaciteMax: 8 } });
    crsId = course.body.data.id;
    const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${child.body.data.id}&cardId=${card.body.data.id}`, { cookie, headers: key(), body: {} });
    expect(booked.body.resultCode).toBe('Ok');
    // Older reads, a day apart, for the "more" button: 22 of them, beyond the first page of 20.
    for (let day = 1; day <= 22; day++) {
      await app.platform.pool.query(
        `INSERT INTO personal_reads (at, reader_id, reader_role, fam_id, usr_id, what, route, crs_id) VALUES (now() - make_interval(days => $1), $2, 'AdminPlateforme', $3, $4, 'birthDate', 'member', NULL)`,
        [day, 1, famId, child.body.data.id],
      );
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the instructor sees the child’s age on the roster (phone), and the read is logged', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await logIn(page, app.url, MNS.email, MNS.password);
    await page.goto(`${app.url}/profil/mes-cours`);
    const row = page.locator(`[data-course-id="${crsId}"] .plouf-my-roster li`);
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Zoé Lecture');
    expect((await row.locator('.plouf-my-roster-age').innerText()).replace(/\s/g, ' ')).toBe('8 ans');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'my courses with ages (fr, phone)');
    await page.screenshot({ path: screenshot('reads-roster-age-fr-phone'), fullPage: true });
    await context.close();
    await eventually(async () => (await app.call('GET', `/webapi/Family/${famId}/lectures`, { cookie: admin })).body.data.items as { where: string }[], (items) => items.some((read) => read.where === 'roster'));
  }, 60_000);

  it('the desk’s family page shows who read, newest first, with more on demand (desktop, French then English; phone)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 2200 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/familles/${famId}`);
    const card = page.locator('.plouf-family-reads');
    await expect.poll(() => card.locator('h2').innerText(), { timeout: 15_000 }).toBe('Consultations des données sensibles');
    const rows = card.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(20);
    // The newest: the instructor's roster read (the desk's own read of the page is logged after it answers, so may come first).
    const texts = await rows.allInnerTexts();
    const roster = texts.find((text) => text.includes('Thomas Nageur'))!;
    expect(roster).toContain('MNS');
    expect(roster).toContain('Zoé Lecture');
    expect(roster).toContain('Âge');
    expect(roster).toContain(`Liste d’appel du cours n°${crsId}`);
    expect(texts.indexOf(roster)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page, 'family reads card (fr)');
    await card.screenshot({ path: screenshot('reads-family-card-fr') });

    await card.getByRole('button', { name: 'Voir plus' }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(23);
    await expect.poll(() => card.getByRole('button', { name: 'Voir plus' }).count(), { timeout: 15_000 }).toBe(0);
    const total = (await app.call('GET', `/webapi/Family/${famId}/lectures?limit=1`, { cookie: admin })).body.data.total as number;
    expect(await rows.count()).toBe(total);
    await page.screenshot({ path: screenshot('reads-family-page-fr'), fullPage: true });

    await inEnglish(page);
    await page.reload();
    await expect.poll(() => card.locator('h2').innerText(), { timeout: 15_000 }).toBe('Who read sensitive data');
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(`Roster of lesson #${crsId}`);
    expect(await card.innerText()).toContain('Show more');
    expect(await card.innerText()).toContain('Birth date');
    await expectNoAxeViolations(page, 'family reads card (en)');
    await card.screenshot({ path: screenshot('reads-family-card-en') });
    await context.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const small = await phone.newPage();
    await logIn(small, app.url, ADMIN.email, ADMIN.password);
    await small.goto(`${app.url}/profil/administration/familles/${famId}`);
    await expect.poll(() => small.locator('.plouf-family-reads tbody tr').count(), { timeout: 15_000 }).toBe(20);
    expect(await overflow(small)).toBeLessThanOrEqual(0);
    await small.locator('.plouf-family-reads').screenshot({ path: screenshot('reads-family-card-fr-phone') });
    await phone.close();
  }, 120_000);
});
