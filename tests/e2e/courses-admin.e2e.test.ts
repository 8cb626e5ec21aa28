import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, parisDay, weekday } from '@plouf/infra/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTRUCTOR } from '../../infra/entry/demo/courses.ts';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, loginFormShown, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();

interface Course {
  id: number;
  usrId: number;
  psnId: number;
  crsDatdebut: string;
  cancelled: boolean;
  activite: { libelle: string };
  piscine: { libelle: string };
}

const ADULT_ACTIVITIES = ['Aquagym', 'Natation adultes', 'Aquaphobie'];
const mondayOf = (day: string) => addDays(day, 1 - weekday(day));
const weeksBetween = (from: string, to: string) => Math.round((Date.parse(mondayOf(to)) - Date.parse(mondayOf(from))) / (7 * 86_400_000));

describe.skipIf(Boolean(skip))("the back-office's courses and the instructor's poolside screen in a real browser", () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let family: string;
  let memberId: number;
  let sophieId: number;
  /** A coming adult lesson of the next days, with the family's member booked on it: too early for presence. */
  let booked: Course;
  /** An aquagym lesson of Sophie's starting in minutes, the member booked: presence is open. */
  let soon: Course;
  /** An aquagym lesson in nine days, the member booked: the desk cancels it. */
  let toCancel: Course;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `courses-e2e-${Date.now()}-${keyCount++}` });
  const today = () => parisDay(new Date());
  /** Nothing wider than the screen: a phone never scrolls sideways. */
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  const inLanguage = (page: Page, language: 'fr' | 'en') =>
    page.evaluate((lang) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', lang), language);
  const inEnglish = (page: Page) => inLanguage(page, 'en');
  const filter = async (body: Record<string, unknown>) =>
    (await app.call('POST', '/webapi/Cours/filter', { cookie: admin, headers: key(), body: { includeCancelled: true, offset: 0, limit: 200, ...body } })).body.data as { items: Course[]; total: number };

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    const account = await app.createAccount({ email: 'famille.roux@plouf.test', password: 'roux-plouf-2026', roles: ['Client', 'Famille'], nom: 'Roux', prenom: 'Camille' });
    memberId = account.userId;
    family = await app.login('famille.roux@plouf.test', 'roux-plouf-2026');
    const instructors = (await app.call('GET', '/webapi/Mns')).body.data as { id: number; usrPrenom: string; loginUserId: number | null }[];
    sophieId = instructors.find((mns) => mns.usrPrenom === 'Sophie')!.id;
    expect(instructors.find((mns) => mns.id === sophieId)!.loginUserId).not.toBeNull();

    // The desk gives the family an adults' card; the family books its adult on a lesson of the next days.
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances adultes')!;
    const given = await app.call('POST', `/webapi/Family/carte/${account.famId}`, { cookie: admin, headers: key(), body: { fftId: pass.id, note: 'Test des cours' } });
    expect(given.status).toBeLessThan(300);
    const cards = (await app.call('GET', `/webapi/Family/forfaits?famId=${account.famId}`, { cookie: admin })).body.data as { id: number }[];
    const week = await filter({ from: today(), to: addDays(today(), 6), includeCancelled: false });
    booked = week.items.find((course) => ADULT_ACTIVITIES.includes(course.activite.libelle) && Date.parse(course.crsDatdebut) > Date.now() + 3_600_000 && course.usrId !== sophieId)!;
    expect(booked).toBeDefined();
    const bookOn = async (crsId: number) => {
      const query = `crsId=${crsId}&usrId=${memberId}&cardId=${cards[0]!.id}&waitingList=true`;
      const booking = await app.call('POST', `/webapi/Family/inscription?${query}`, { cookie: family, headers: key(), body: {} });
      expect(booking.body.resultCode).toBe('Ok');
    };
    await bookOn(booked.id);
    const aquagym = ((await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[]).find((activity) => activity.libelle === 'Aquagym')!.id;
    const newCourse = async (start: number, usrId: number) => {
      const body = { psnId: booked.psnId, acyId: aquagym, usrId, crsDatdebut: new Date(Math.ceil(start / 60_000) * 60_000).toISOString(), crsCapaciteMax: 8 };
      const made = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body });
      expect(made.body.resultCode).toBe('Ok');
      return made.body.data as Course;
    };
    soon = await newCourse(Date.now() + 10 * 60_000, sophieId);
    await bookOn(soon.id);
    toCancel = await newCourse(Date.parse(`${addDays(today(), 9)}T07:00:00.000Z`), booked.usrId);
    await bookOn(toCancel.id);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('generates a month of lessons from a pool’s templates, shows them in the week, and cancels one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/cours`);
    await page.getByRole('heading', { name: 'Cours', exact: true }).waitFor();
    await page.locator('.plouf-course-card').first().waitFor({ timeout: 15_000 });
    await page.locator('.plouf-live-tag', { hasText: 'En direct' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshot('courses-admin-week-fr'), fullPage: true });

    await page.getByRole('button', { name: 'Générer depuis les modèles' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#generate-pool').selectOption({ label: 'Bassin du Canal' });
    const rows = dialog.locator('.plouf-course-generate-table tbody tr');
    const summary = dialog.locator('.plouf-course-generate-summary');
    // By default the coming four weeks, which the demo already has: every slot is greyed, nothing to create.
    expect(await dialog.locator('#generate-from').inputValue()).toBe(today());
    expect(await dialog.locator('#generate-to').inputValue()).toBe(addDays(today(), 27));
    await summary.getByText('Aucun cours ne sera créé sur 4 semaines', { exact: false }).waitFor({ timeout: 15_000 });
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    expect(await dialog.locator('.plouf-course-row--existing').count()).toBe(shown);
    expect(await dialog.locator('.plouf-course-exists', { hasText: 'Existe déjà' }).count()).toBe(shown);
    expect(await dialog.locator('.plouf-course-keep input:checked').count()).toBe(0);
    expect(await summary.textContent()).toContain(`${shown} créneaux ont déjà leur cours`);
    expect(await dialog.getByRole('button', { name: 'Aucun cours à créer' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'generation dialog, existing slots (fr)');
    await page.screenshot({ path: screenshot('courses-admin-generate-existing-fr') });

    // A month after the demo's weeks, from the pool's templates.
    const from = addDays(mondayOf(today()), 35);
    const to = addDays(from, 27);
    await dialog.locator('#generate-from').fill(from);
    await dialog.locator('#generate-to').fill(to);
    await expect.poll(() => rows.count()).toBe(8);
    // Every generated lesson comes ticked (spec §4); one is left out.
    await summary.getByText('8 cours seront créés sur 4 semaines', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await dialog.locator('.plouf-course-keep input:checked').count()).toBe(8);
    await dialog.locator('.plouf-course-keep').first().click();
    await dialog.getByText('7 cours cochés sur 8').waitFor();
    expect(await summary.textContent()).toMatch(/^7 cours seront créés sur 4 semaines, du lundi .+ au dimanche .+\.$/);
    await page.screenshot({ path: screenshot('courses-admin-generate-fr') });
    await dialog.getByRole('button', { name: 'Créer 7 cours' }).click();
    await dialog.getByText('7 cours créés').waitFor({ timeout: 15_000 });
    expect((await filter({ from, to })).items.filter((course) => course.piscine.libelle === 'Bassin du Canal')).toHaveLength(7);
    // The same period again: the seven made are greyed, the one left out stays unticked; nothing is offered twice.
    await expect.poll(() => dialog.locator('.plouf-course-row--existing').count(), { timeout: 15_000 }).toBe(7);
    await summary.getByText('Aucun cours ne sera créé sur 4 semaines', { exact: false }).waitFor();
    expect(await summary.textContent()).toContain('7 créneaux ont déjà leur cours');
    await dialog.getByText('0 cours cochés sur 1').waitFor();
    expect(await dialog.getByRole('button', { name: 'Aucun cours à créer' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshot('courses-admin-generate-again-fr') });
    // The footer's "Fermer" (the header's close button is labelled in French too).
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();

    // In the week view: the pool's lessons of that week.
    const generated = (await filter({ from, to })).items.filter((course) => course.piscine.libelle === 'Bassin du Canal');
    const first = generated[0]!;
    await page.locator('#course-filter-pool').selectOption({ label: 'Bassin du Canal' });
    for (let week = 0; week < weeksBetween(today(), from); week++) await page.getByRole('button', { name: 'Semaine suivante' }).click();
    const card = page.locator(`.plouf-course-card[data-course-id="${first.id}"]`);
    await card.waitFor({ timeout: 15_000 });
    const sameWeek = generated.filter((course) => mondayOf(parisDay(new Date(course.crsDatdebut))) === mondayOf(from));
    expect(await page.locator('.plouf-course-card').count()).toBe(sameWeek.length);
    expect(await card.textContent()).toContain('0/');
    await page.screenshot({ path: screenshot('courses-admin-week-generated-fr'), fullPage: true });

    // One of them: its instructor changes, then it is cancelled.
    await card.click();
    await page.locator('#course-instructor').waitFor();
    await page.locator('#course-instructor').selectOption({ label: 'Thomas Nguyen' });
    await page.getByText('Cours modifié').first().waitFor({ timeout: 15_000 });
    expect(((await app.call('GET', `/webapi/Cours/${first.id}`)).body.data as Course).usrId).not.toBe(first.usrId);

    // A lesson with a family booked is cancelled: the families are mailed the reason, and the page says so.
    await page.goto(`${app.url}/profil/administration/cours/${toCancel.id}`);
    await page.locator('tr[data-ins-id]', { hasText: 'Camille' }).waitFor({ timeout: 15_000 });
    const sent = page.locator('.plouf-sent-messages');
    await sent.getByText('Aucun message envoyé pour l’instant').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Annuler le cours' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByText('tout le monde est prévenu par mail', { exact: false }).waitFor();
    // The entry back stays the default (issue 23 adds the make-up credit as a choice).
    expect(await cancel.getByRole('radio', { name: /Son entrée rendue/ }).isChecked()).toBe(true);
    await cancel.getByRole('button', { name: 'Annuler le cours' }).click();
    await cancel.getByText('Ce champ est requis').waitFor();
    await cancel.locator('#cancel-reason').fill('Bassin fermé pour travaux');
    await page.screenshot({ path: screenshot('courses-admin-cancel-dialog-fr') });
    await cancel.getByRole('button', { name: 'Annuler le cours' }).click();
    await cancel.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Cours annulé : Bassin fermé pour travaux').waitFor({ timeout: 15_000 });
    expect(((await app.call('GET', `/webapi/Cours/${toCancel.id}`)).body.data as Course).cancelled).toBe(true);
    const notice = sent.locator('.plouf-course-cancel-notice');
    await notice.getByText('Avis d’annulation du cours').waitFor({ timeout: 15_000 });
    expect(await notice.locator('.plouf-course-notice-told').textContent()).toBe('Envoyé par mail à 1 famille');
    await notice.getByText('Motif donné : Bassin fermé pour travaux').waitFor();
    expect(await sent.textContent()).not.toContain('Aucun message envoyé');
    await expectNoAxeViolations(page, 'cancelled course with its notice (fr)');
    await page.screenshot({ path: screenshot('courses-admin-cancelled-fr'), fullPage: true });
    await inEnglish(page);
    await page.reload();
    await notice.getByText('Mailed to 1 family').waitFor({ timeout: 15_000 });
    await notice.getByText('Reason given: Bassin fermé pour travaux').waitFor();
    await expectNoAxeViolations(page, 'cancelled course with its notice (en)');
    await page.screenshot({ path: screenshot('courses-admin-cancelled-en'), fullPage: true });
    await inLanguage(page, 'fr');
    await page.reload();

    // Back in the week, it shows struck out.
    await page.getByRole('button', { name: 'Tous les cours' }).click();
    await page.locator('#course-filter-pool').selectOption({ label: toCancel.piscine.libelle });
    // The list kept the week it showed last.
    await page.getByRole('button', { name: 'Cette semaine' }).click();
    for (let week = 0; week < weeksBetween(today(), parisDay(new Date(toCancel.crsDatdebut))); week++) await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await page.locator(`.plouf-course-card--cancelled[data-course-id="${toCancel.id}"]`).waitFor({ timeout: 15_000 });
    await context.close();
  }, 150_000);

  it('offers presence only from half an hour before the lesson, and marks a member present, live', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/cours`);
    await page.locator('#course-filter-pool').selectOption({ label: booked.piscine.libelle });
    // The list view: paged on the server, searched and sorted like the other lists.
    await page.getByRole('button', { name: 'Liste' }).click();
    await page.locator(`tr[data-course-id="${booked.id}"]`).waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(booked.activite.libelle);
    await expect.poll(async () => (await page.locator('tbody tr').allTextContents()).every((text) => text.includes(booked.activite.libelle))).toBe(true);
    await page.screenshot({ path: screenshot('courses-admin-list-fr'), fullPage: true });
    await page.getByRole('searchbox').fill('');
    await page.getByRole('button', { name: 'Semaine' }).click();
    for (let week = 0; week < weeksBetween(today(), parisDay(new Date(booked.crsDatdebut))); week++) await page.getByRole('button', { name: 'Semaine suivante' }).click();
    const card = page.locator(`.plouf-course-card[data-course-id="${booked.id}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('1/');
    await card.click();

    const row = page.locator('tr[data-ins-id]', { hasText: 'Camille' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.locator('.plouf-enrolment-status').textContent()).toBe('Inscrit');
    await page.locator('#course-instructor').selectOption({ label: 'Sophie Lemaire' });
    await page.getByText('Cours modifié').first().waitFor({ timeout: 15_000 });
    // A lesson of the coming days: no presence buttons, but when they open.
    await page.locator('.plouf-presence-window', { hasText: 'La présence se note à partir du' }).waitFor();
    expect(await row.getByRole('button', { name: /^(Présent|Absent)/ }).count()).toBe(0);
    await page.screenshot({ path: screenshot('courses-admin-detail-not-yet-fr'), fullPage: true });

    // A lesson starting in minutes: the desk marks presence.
    await page.goto(`${app.url}/profil/administration/cours/${soon.id}`);
    const soonRow = page.locator('tr[data-ins-id]', { hasText: 'Camille' });
    await soonRow.waitFor({ timeout: 15_000 });
    await soonRow.getByRole('button', { name: /^Présent/ }).click();
    await expect.poll(() => soonRow.locator('.plouf-enrolment-status').textContent(), { timeout: 15_000 }).toBe('Présent');
    expect(await page.locator('.plouf-presence-window').count()).toBe(0);
    await expectNoAxeViolations(page, 'course page, presence open (fr)');
    await page.screenshot({ path: screenshot('courses-admin-detail-fr'), fullPage: true });

    // The instructor marks absent at the poolside: the desk's page follows without a reload.
    const mns = await app.login(DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password);
    const roster = ((await app.call('GET', `/webapi/Cours/${soon.id}`, { cookie: mns })).body.data as { inscriptions: { id: number }[] }).inscriptions;
    const marked = await app.call('PUT', `/webapi/Cours/${soon.id}/presence`, { cookie: mns, headers: key(), body: { insId: roster[0]!.id, present: false } });
    expect(marked.body.resultCode).toBe('Ok');
    await expect.poll(() => soonRow.locator('.plouf-enrolment-status').textContent(), { timeout: 15_000 }).toBe('Absent');
    // The lesson of the coming days is refused to them too.
    const early = ((await app.call('GET', `/webapi/Cours/${booked.id}`, { cookie: mns })).body.data as { inscriptions: { id: number }[] }).inscriptions;
    const refused = await app.call('PUT', `/webapi/Cours/${booked.id}/presence`, { cookie: mns, headers: key(), body: { insId: early[0]!.id, present: false } });
    expect(refused.body.data.errorMessage).toBe('La présence se note à partir de 30 minutes avant le début du cours');

    await inEnglish(page);
    await page.reload();
    await page.getByRole('heading', { name: /Aquagym/ }).first().waitFor();
    await page.getByRole('heading', { name: 'Participants' }).waitFor();
    await page.screenshot({ path: screenshot('courses-admin-detail-en'), fullPage: true });
    await page.goto(`${app.url}/profil/administration/cours/${booked.id}`);
    await page.locator('.plouf-presence-window', { hasText: 'Attendance can be marked from' }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'course page, presence not yet open (en)');
    await page.screenshot({ path: screenshot('courses-admin-detail-not-yet-en'), fullPage: true });
    await page.goto(`${app.url}/profil/administration/cours`);
    await page.getByRole('heading', { name: 'Lessons', exact: true }).waitFor();
    await page.locator('.plouf-course-card').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshot('courses-admin-week-en'), fullPage: true });
    await page.getByRole('button', { name: 'Generate from templates' }).click();
    await page.locator('#generate-pool').selectOption({ label: 'Piscine des Tilleuls' });
    await page.locator('.plouf-course-generate-table tbody tr').first().waitFor();
    await page.locator('.plouf-course-generate-summary', { hasText: 'No lesson will be created over 4 weeks' }).waitFor({ timeout: 15_000 });
    await page.locator('.plouf-course-exists', { hasText: 'Already exists' }).first().waitFor();
    await expectNoAxeViolations(page, 'generation dialog (en)');
    await page.screenshot({ path: screenshot('courses-admin-generate-en') });
    await context.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const small = await phone.newPage();
    await logIn(small, app.url, ADMIN.email, ADMIN.password);
    await small.goto(`${app.url}/profil/administration/cours`);
    await small.locator('.plouf-course-card').first().waitFor({ timeout: 15_000 });
    expect(await overflow(small)).toBeLessThanOrEqual(0);
    await small.screenshot({ path: screenshot('courses-admin-week-phone'), fullPage: true });
    await small.goto(`${app.url}/profil/administration/cours/${booked.id}`);
    await small.locator('tr[data-ins-id]').first().waitFor({ timeout: 15_000 });
    expect(await overflow(small)).toBeLessThanOrEqual(0);
    await small.screenshot({ path: screenshot('courses-admin-detail-phone'), fullPage: true });
    await phone.close();
  }, 150_000);

  it('shows the instructor only their lessons on a phone, lets them mark presence, and keeps them out of the back-office', async () => {
    const mine = (await filter({ usrId: sophieId, from: today(), to: addDays(today(), 6) })).items;
    expect(mine.some((course) => course.id === booked.id)).toBe(true);
    expect(mine.some((course) => course.id === soon.id)).toBe(true);

    const phone: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await logIn(page, app.url, DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password);
    await page.goto(`${app.url}/profil`);
    // The account area offers their lessons, and nothing of the back-office.
    await page.getByRole('link', { name: 'Mes cours' }).click();
    await page.getByRole('heading', { name: 'Mes cours' }).waitFor();
    const cards = page.locator('.plouf-my-course');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(mine.length);
    const shown = (await cards.evaluateAll((nodes) => nodes.map((node) => Number((node as unknown as { dataset: { courseId: string } }).dataset.courseId)))).sort();
    expect(shown).toEqual(mine.map((course) => course.id).sort());
    expect(await page.locator('.plouf-sidebar, .plouf-admin-menu-mobile').count()).toBe(0);

    const lesson = page.locator(`.plouf-my-course[data-course-id="${soon.id}"]`);
    const member = lesson.locator('li[data-ins-id]', { hasText: 'Camille' });
    await member.waitFor();
    expect(await member.getByRole('button', { name: /^Absent/ }).getAttribute('aria-pressed')).toBe('true');
    const present = member.getByRole('button', { name: /^Présent/ });
    expect((await present.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await present.tap();
    await expect.poll(() => present.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(((await app.call('GET', `/webapi/Cours/${soon.id}`, { cookie: admin })).body.data as { inscriptions: { insStatus: number }[] }).inscriptions[0]!.insStatus).toBe(2);
    // The lesson of the coming days names its member, and when presence opens instead of the buttons.
    const later = page.locator(`.plouf-my-course[data-course-id="${booked.id}"]`);
    await later.locator('.plouf-presence-window', { hasText: 'La présence se note à partir du' }).waitFor();
    await later.locator('li[data-ins-id]', { hasText: 'Camille' }).waitFor();
    // Neither presence nor evaluation before the roster opens.
    expect(await later.getByRole('button').count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'instructor on a phone (fr)');
    await lesson.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot('mns-phone-fr'), fullPage: true });

    await inEnglish(page);
    await page.reload();
    await page.getByRole('heading', { name: 'My lessons' }).waitFor();
    await page.locator('.plouf-my-course').first().waitFor({ timeout: 15_000 });
    await later.locator('.plouf-presence-window', { hasText: 'Attendance can be marked from' }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'instructor on a phone (en)');
    await page.screenshot({ path: screenshot('mns-phone-en'), fullPage: true });

    // The back-office is not theirs, on the screen or through the API.
    await page.goto(`${app.url}/profil/administration/cours`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await loginFormShown(page);
    const refused = await app.call('POST', '/webapi/Cours/filter', { cookie: await app.login(DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password), headers: key(), body: { offset: 0, limit: 10 } });
    expect(refused.status).toBe(403);
    await phone.close();

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const wide = await desktop.newPage();
    await logIn(wide, app.url, DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password);
    await wide.goto(`${app.url}/profil/mes-cours`);
    await wide.locator(`.plouf-my-course[data-course-id="${booked.id}"]`).waitFor({ timeout: 15_000 });
    await wide.screenshot({ path: screenshot('mns-desktop-fr'), fullPage: true });
    await desktop.close();
  }, 120_000);

  it("links an instructor's login account on the MNS form", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/mns/${sophieId}`);
    await page.getByText('Compte de connexion').waitFor();
    await page.locator('.plouf-mns-login-user', { hasText: DEMO_INSTRUCTOR.email }).waitFor({ timeout: 15_000 });
    // Another account is found by its name or address (POST /User/filter).
    await page.locator('#mns-login-search').fill('roux');
    await page.locator('.plouf-mns-login-results').getByText('famille.roux@plouf.test').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshot('courses-admin-mns-login-fr'), fullPage: true });

    // The pool's free cancellation delay: empty means the school's 24 hours.
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as { id: number; libelle: string }[];
    await page.goto(`${app.url}/profil/administration/piscines/${pools.find((pool) => pool.libelle === 'Piscine des Tilleuls')!.id}`);
    const delay = page.locator('#pool-cancel-delay');
    await delay.waitFor({ timeout: 15_000 });
    expect(await delay.getAttribute('placeholder')).toBe('24');
    await delay.fill('48');
    await page.locator('.plouf-form-section', { has: delay }).screenshot({ path: screenshot('courses-admin-pool-delay-fr') });
    await context.close();
  }, 60_000);
});
