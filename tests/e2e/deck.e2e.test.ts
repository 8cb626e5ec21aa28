import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { linkInstructor } from '../harness/instructors.ts';
import { swimmingWithLevels } from '../harness/levels.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();
const MNS = { email: 'mns.bassin@plouf.test', password: 'mns-bassin-2026' };
const OTHER = { email: 'autre.bassin@plouf.test', password: 'mns-autre-2026' };
const PARENT = { email: 'parent.bassin@plouf.test', password: 'famille-2026' };
const CHILDREN = ['Léa', 'Tom', 'Zoé', 'Hugo'] as const;

/** The words of each language the test reads and clicks. */
const WORDS = {
  fr: { present: 'Présent', evaluate: 'Évaluer', acquired: 'Acquis', progress: 'En progrès', save: 'Enregistrer', queued: 'Enregistrée sur ce téléphone', offline: 'Hors ligne', pending: '5 changements en attente d’envoi', waiting: 'En attente d’envoi', sent: '4 changements faits hors ligne envoyés', activity: 'Apprentissage de la natation', conflict: 'Quelqu’un a noté ce membre absent entre-temps', changed: 'Non enregistré : la situation a changé entre-temps' },
  en: { present: 'Present', evaluate: 'Evaluate', acquired: 'Achieved', progress: 'In progress', save: 'Save', queued: 'Saved on this phone', offline: 'Offline', pending: '5 changes waiting to be sent', waiting: 'Waiting to be sent', sent: '4 changes made offline sent', activity: 'Learn to swim', conflict: 'Someone marked this member absent meanwhile', changed: 'Not saved: things changed meanwhile' },
} as const;

/**
 * The instructor's deck offline (issue 26) in a real browser at phone width: opened once online, the
 * deck's service worker (Workbox, through vite-plugin-pwa) keeps it; with the network cut
 * (`context.setOffline(true)`) the instructor marks three children present and rates two skills,
 * reloads the page offline (the rosters and what waits are still there), and when the network comes
 * back everything arrives once, the family's open report card updates live, and a mark the desk
 * changed meanwhile comes back refused with a clear message. The same in English. A second
 * instructor neither sees nor changes that roster. Axe on the offline deck; screenshots looked at.
 */
describe.skipIf(Boolean(skip))('the instructor’s deck offline, in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  const courses: Record<'fr' | 'en', number> = { fr: 0, en: 0 };
  const members = new Map<string, number>();
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `deck-e2e-${Date.now()}-${keyCount++}` });

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    const { acyId, pool, childPass, mns: records } = await swimmingWithLevels(app, admin);
    const mns = records.map((id) => ({ id }));
    await linkInstructor(app, admin, mns[0]!.id, { ...MNS, prenom: 'Maître', nom: 'Bassin' });
    await linkInstructor(app, admin, mns[1]!.id, { ...OTHER, prenom: 'Maître', nom: 'Autre' });

    const parent = await app.createAccount({ ...PARENT, roles: ['Client', 'Famille'], prenom: 'Claire', nom: 'Bassin' });
    const cookie = await app.login(PARENT.email, PARENT.password);
    for (const name of CHILDREN) {
      const child = await app.call('PUT', `/webapi/User/membre/${parent.famId}`, { cookie, body: { userEmail: '', userNom: 'Bassin', userPrenom: name, usrDatbirth: `${new Date().getUTCFullYear() - 7}-02-10` } });
      members.set(name, child.body.data.id);
    }
    const card = await app.call('POST', `/webapi/Family/carte/${parent.famId}`, { cookie: admin, headers: key(), body: { fftId: childPass } });
    // Two courses starting within the half hour: their rosters are open (presence and evaluations).
    for (const [language, minutes] of [['fr', 15], ['en', 20]] as const) {
      const start = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000).toISOString();
      const course = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: pool, acyId, usrId: mns[0]!.id, crsDatdebut: start, crsCapaciteMax: 8 } });
      courses[language] = course.body.data.id;
      for (const usrId of members.values()) {
        const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${course.body.data.id}&usrId=${usrId}&cardId=${card.body.data.id}`, { cookie, headers: key(), body: {} });
        expect(booked.body.resultCode).toBe('Ok');
      }
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const roster = async (crsId: number) => {
    const read = await app.call('GET', `/webapi/Cours/${crsId}`, { cookie: admin });
    return read.body.data.inscriptions as { id: number; usrId: number; insStatus: number }[];
  };
  const seatOf = async (crsId: number, name: string) => (await roster(crsId)).find((seat) => seat.usrId === members.get(name))!;
  const countEvents = async (type: string, where: string, value: string | number) =>
    (await app.platform.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = $1 AND ${where}`, [type, String(value)])).rows[0]!.n;
  /** In the page (the tests are typed without the DOM's names). */
  type InPage = {
    caches: { open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
    localStorage: { setItem(key: string, value: string): void };
    navigator: { serviceWorker: { controller: unknown } };
    document: { querySelector(selector: string): { href: string } | null };
  };
  const deckCached = (page: Page) =>
    page.evaluate(async () => {
      const cache = await (globalThis as unknown as InPage).caches.open('plouf-deck-api');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as InPage).localStorage.setItem('plouf.locale', 'en'));
  const controlled = (page: Page) => page.evaluate(() => (globalThis as unknown as InPage).navigator.serviceWorker.controller !== null);
  /**
   * Signs out from the account menu until the deck's kept reads are gone. A click lost on a loaded
   * machine (the menu closed before it; CI saw the copies stay, the sign-out never made) is made
   * again, as a person would; copies left once the sign-out was made still fail.
   */
  async function signOutUntilEmptied(page: Page) {
    const account = page.locator('.plouf-topbar-button:has([data-icon="user"])');
    const signOut = page.getByRole('menuitem', { name: 'Déconnexion' });
    await account.click();
    await signOut.click();
    await expect
      .poll(
        async () => {
          const left = (await deckCached(page)).length;
          if (left > 0 && (await signOut.isVisible().catch(() => false))) await signOut.click().catch(() => undefined);
          else if (left > 0 && (await account.isVisible().catch(() => false))) await account.click().catch(() => undefined);
          return left;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(0);
  }

  /** Logs the instructor in on a phone and opens the deck until its worker controls it and keeps its reads. */
  async function openDeck(language: 'fr' | 'en'): Promise<{ phone: BrowserContext; page: Page }> {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
    const page = await phone.newPage();
    await logIn(page, app.url, MNS.email, MNS.password);
    if (language === 'en') await inEnglish(page);
    await page.goto(`${app.url}/profil/mes-cours`);
    await page.locator(`[data-course-id="${courses[language]}"]`).waitFor({ timeout: 20_000 });
    await expect.poll(() => controlled(page), { timeout: 20_000 }).toBe(true);
    // The reads the deck opens with went through the worker once it took over: kept.
    await expect.poll(async () => (await deckCached(page)).filter((path) => /^\/webapi\/(Authenticate|Cours\/mine|Cours\/\d+\/progression)$/.test(path)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    return { phone, page };
  }

  /** One round offline; `child` is the one evaluated (no report card yet). */
  async function offlineRound(language: 'fr' | 'en', child: (typeof CHILDREN)[number]) {
    const words = WORDS[language];
    const crsId = courses[language];
    const family = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
    const familyPage = await family.newPage();
    await logIn(familyPage, app.url, PARENT.email, PARENT.password);
    if (language === 'en') await inEnglish(familyPage);
    await familyPage.goto(`${app.url}/profil`);
    await familyPage.waitForLoadState('networkidle');
    const reportCard = familyPage.locator(`.progress-card[data-member="${members.get(child)}"]`);
    expect(await reportCard.count()).toBe(0);

    const { phone, page } = await openDeck(language);
    await phone.setOffline(true);
    // Meanwhile the desk marks Hugo absent: the instructor's phone does not know.
    const hugo = await seatOf(crsId, 'Hugo');
    const desk = await app.call('PUT', `/webapi/Cours/${crsId}/presence`, { cookie: admin, headers: key(), body: { insId: hugo.id, present: false } });
    expect(desk.body.resultCode).toBe('Ok');

    const course = page.locator(`[data-course-id="${crsId}"]`);
    for (const name of CHILDREN) await course.getByRole('button', { name: `${words.present} — ${name} Bassin` }).click();
    await expect.poll(() => course.locator('[data-pending="presence"]').count(), { timeout: 15_000 }).toBe(4);
    await course.getByRole('button', { name: `${words.evaluate} ${child} Bassin` }).click();
    const skills = course.locator('.plouf-eval-skill');
    await expect.poll(() => skills.count(), { timeout: 15_000 }).toBe(2);
    await skills.nth(0).getByText(words.acquired, { exact: true }).click();
    await skills.nth(1).getByText(words.progress, { exact: true }).click();
    await course.getByRole('button', { name: words.save }).click();
    await expect.poll(() => course.innerText(), { timeout: 15_000 }).toContain(words.queued);

    // Reloaded with no network: the deck, its rosters and what waits are still there.
    await page.reload();
    await course.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('[data-deck="pending"]').innerText(), { timeout: 15_000 }).toContain(words.pending);
    expect(await course.locator('[data-pending="presence"]').count()).toBe(4);
    expect(await course.locator('[data-pending="evaluation"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-deck="offline"]').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('[data-deck="offline"]').innerText()).toContain(words.offline);
    for (const name of CHILDREN) expect(await course.getByRole('button', { name: `${words.present} — ${name} Bassin` }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `deck offline with changes waiting (${language}, phone)`);
    await page.screenshot({ path: screenshot(`deck-offline-${language}-phone`), fullPage: true });
    // Nothing reached the server yet.
    expect((await seatOf(crsId, child)).insStatus).toBe(1);

    // The network is back: everything arrives, once; Hugo's mark comes back refused.
    await phone.setOffline(false);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 45_000 }).toContain(words.sent);
    await expect.poll(() => page.locator('[data-deck="refused"]').innerText(), { timeout: 15_000 }).toContain(words.conflict);
    expect(await page.locator('[data-deck="refused"]').innerText()).toContain('Hugo Bassin');
    // A 409 (changed meanwhile) is told as such, and not sent again.
    expect(await page.locator('[data-deck="refused"]').innerText()).toContain(words.changed);
    expect(await page.locator('[data-deck="pending"]').count()).toBe(0);
    await page.screenshot({ path: screenshot(`deck-back-online-${language}-phone`), fullPage: true });
    for (const name of ['Léa', 'Tom', 'Zoé']) {
      const seat = await seatOf(crsId, name);
      expect(seat.insStatus, name).toBe(2);
      expect(await countEvents('PresenceMarked', `stream_id = 'course-${crsId}' AND (data->>'insId') = $2`, seat.id), name).toBe(1);
    }
    expect((await seatOf(crsId, 'Hugo')).insStatus).toBe(3);
    expect(await countEvents('PresenceMarked', `stream_id = 'course-${crsId}' AND (data->>'insId') = $2`, hugo.id)).toBe(1);
    expect(await countEvents('SkillsEvaluated', `stream_id = $2 AND (data->>'crsId') = '${crsId}'`, `progress-${members.get(child)}`)).toBe(1);

    // The family's page, open all along, shows the child's report card without a reload.
    await expect.poll(async () => ((await reportCard.count()) > 0 ? reportCard.innerText() : ''), { timeout: 20_000 }).toContain(words.acquired);
    expect(await reportCard.innerText()).toContain(words.progress);
    expect(await reportCard.innerText()).toContain(`${child} Bassin · ${words.activity}`);
    await reportCard.screenshot({ path: screenshot(`deck-report-card-${language}`) });
    await phone.close();
    await family.close();
  }

  it('marks three children and rates two skills offline, keeps them through a reload, and sends each once when the network is back', async () => {
    await offlineRound('fr', 'Léa');
  }, 180_000);

  it('the same in English', async () => {
    await offlineRound('en', 'Tom');
  }, 180_000);

  it('is installable, and controls the deck only: the public site and the back-office never go through it', async () => {
    const { phone, page } = await openDeck('fr');
    const cdp = await phone.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A test context is a private window, which Chromium never installs from: every other criterion is met.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = await page.evaluate(async () => (await fetch((globalThis as unknown as InPage).document.querySelector('link[rel="manifest"]')!.href)).json());
    expect(manifest).toMatchObject({ start_url: '/profil/mes-cours', scope: '/profil/mes-cours', display: 'standalone' });
    for (const path of ['/', '/reserver', '/profil/administration/cours']) {
      await page.goto(`${app.url}${path}`);
      expect(await controlled(page), path).toBe(false);
    }
    // Signing out (here from another page) empties the deck's kept reads: rosters and care details
    // are not the next user's. Even when the sign-out never reaches the server (cut off here): the
    // copies go first, whatever it answers (seen in CI: 4 copies left after a sign-out under load).
    expect((await deckCached(page)).length).toBeGreaterThan(0);
    await page.route('**/webapi/Authenticate', (route) => (route.request().method() === 'DELETE' ? route.abort() : route.continue()));
    await signOutUntilEmptied(page);
    await page.unroute('**/webapi/Authenticate');
    await phone.close();
  }, 120_000);

  it('keeps no read answered after a sign-out made from the deck itself (the page still there)', async () => {
    const { phone, page } = await openDeck('fr');
    // The server reads the deck's next roster at once (the session still open) and its answer
    // reaches the phone late, as over slow pool Wi-Fi: after the sign-out.
    const http = app.server.app.server;
    const [serve] = http.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    let answered: Promise<void> | undefined;
    const slowed = (request: IncomingMessage, response: ServerResponse) => {
      if (!answered && request.method === 'GET' && request.url === '/webapi/Cours/mine') {
        answered = new Promise((resolve) => response.on('finish', () => resolve()));
        const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
        response.end = ((...args: unknown[]) => {
          setTimeout(() => end(...args), 2_000);
          return response;
        }) as typeof response.end;
      }
      serve!.call(http, request, response);
    };
    http.removeListener('request', serve!);
    http.on('request', slowed);
    try {
      // The deck reads its rosters again (through its worker), and its instructor signs out meanwhile, from the deck.
      await page.evaluate(() => void fetch('/webapi/Cours/mine'));
      await expect.poll(() => answered !== undefined, { timeout: 10_000 }).toBe(true);
      await signOutUntilEmptied(page);
      // The roster answered after the sign-out reached the worker while the page was still there: not kept.
      await answered;
      await page.waitForTimeout(1_000);
      expect(await deckCached(page)).toEqual([]);
    } finally {
      http.removeListener('request', slowed);
      http.on('request', serve!);
      await phone.close();
    }
  }, 120_000);

  it('a second instructor neither sees nor changes that roster', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await logIn(page, app.url, OTHER.email, OTHER.password);
    await page.goto(`${app.url}/profil/mes-cours`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`[data-course-id="${courses.fr}"]`).count()).toBe(0);
    const tom = await seatOf(courses.fr, 'Tom');
    const tried = await page.evaluate(
      async ({ crsId, insId }) => {
        const read = await fetch(`/webapi/Cours/${crsId}/progression`);
        const mark = await fetch(`/webapi/Cours/${crsId}/presence`, { method: 'PUT', headers: { 'content-type': 'application/json', 'idempotency-key': `other-${crsId}-${insId}` }, body: JSON.stringify({ insId, present: false }) });
        return { read: read.status, mark: mark.status };
      },
      { crsId: courses.fr, insId: tom.id },
    );
    expect(tried).toEqual({ read: 404, mark: 403 });
    expect((await seatOf(courses.fr, 'Tom')).insStatus).toBe(2);
    await context.close();
  }, 60_000);
});
