import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, parisDay, weekday } from '@plouf/infra/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** Every back-office list with a search field (the shared toolbar). */
const LISTS = ['contacts', 'newsletters', 'piscines', 'activites', 'forfaits', 'familles', 'commandes', 'mns', 'pages', 'blog', 'medias', 'templates', 'skins'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const mondayOf = (day: string) => addDays(day, 1 - weekday(day));

describe.skipIf(Boolean(skip))("the back-office's shared screens in a real browser: search drawer, debug log, week view", () => {
  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    await app.createAccount({ email: 'piscine.admin@plouf.test', password: 'piscine-admin-2026', roles: ['Client', 'AdminPiscine'], nom: 'Bassin', prenom: 'Paul' });
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });

  /** A page of a new browser, logged in as `who`, in `language`. */
  async function open(device: typeof PHONE | typeof DESKTOP, language: 'fr' | 'en', who = ADMIN): Promise<Page> {
    const context = await browser.newContext({ ...device, permissions: ['clipboard-read', 'clipboard-write'] });
    contexts.push(context);
    const page = await context.newPage();
    await logIn(page, app.url, who.email, who.password);
    if (language === 'en') await page.evaluate("localStorage.setItem('plouf.locale', 'en')");
    return page;
  }
  const admin = (path: string) => `${app.url}/profil/administration/${path}`;
  const poolRows = (page: Page) => page.locator('table tbody tr');
  const userMenu = (page: Page) => page.locator('.plouf-topbar-button').filter({ has: page.locator('[data-icon="user"]') });

  describe('the search of the lists', () => {
    it('is a drawer on a phone, with "Recherche" and "Annuler", on every list (FR)', async () => {
      const page = await open(PHONE, 'fr');
      for (const list of LISTS) {
        await page.goto(admin(list));
        const opener = page.locator('.plouf-search-opener-button');
        await opener.waitFor({ timeout: 15_000 });
        // The inline field is gone: the only search field is the drawer's, once opened.
        expect(await page.locator('input[type="search"]').count(), list).toBe(0);
      }

      await page.goto(admin('piscines'));
      await expect.poll(() => poolRows(page).count(), { timeout: 15_000 }).toBe(3);
      await page.locator('.plouf-search-opener-button').click();
      const drawer = page.locator('.plouf-search-drawer');
      await drawer.getByRole('searchbox').fill('Tilleuls');
      await expectNoAxeViolations(page, 'phone fr search drawer');
      await page.screenshot({ path: screenshot('admin-search-drawer-phone-fr') });
      // "Annuler" leaves the list as it was.
      await drawer.getByRole('button', { name: 'Annuler' }).click();
      await drawer.waitFor({ state: 'detached' });
      expect(await poolRows(page).count()).toBe(3);

      await page.locator('.plouf-search-opener-button').click();
      await drawer.getByRole('searchbox').fill('Tilleuls');
      await drawer.getByRole('button', { name: 'Recherche' }).click();
      await expect.poll(() => poolRows(page).allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Piscine des Tilleuls')]);
      // The search in force shows on the opener, and is cleared in one tap.
      await page.getByRole('button', { name: 'Rechercher (nom, ville, code postal) : Tilleuls' }).waitFor();
      await expectNoAxeViolations(page, 'phone fr list searched');
      await page.screenshot({ path: screenshot('admin-search-applied-phone-fr'), fullPage: true });
      await page.getByRole('button', { name: 'Effacer la recherche' }).click();
      await expect.poll(() => poolRows(page).count(), { timeout: 10_000 }).toBe(3);
    });

    it('is a drawer on a phone in English too, Enter searching', async () => {
      const page = await open(PHONE, 'en');
      await page.goto(admin('familles'));
      await page.getByRole('heading', { name: 'Families' }).waitFor({ timeout: 15_000 });
      await page.locator('.plouf-search-opener-button').click();
      const drawer = page.locator('.plouf-search-drawer');
      await drawer.getByRole('button', { name: 'Cancel' }).waitFor();
      await drawer.getByRole('button', { name: 'Search', exact: true }).waitFor();
      await expectNoAxeViolations(page, 'phone en search drawer');
      await page.screenshot({ path: screenshot('admin-search-drawer-phone-en') });
      await drawer.getByRole('searchbox').fill('Martin');
      await drawer.getByRole('searchbox').press('Enter');
      await drawer.waitFor({ state: 'detached' });
      await page.locator('.plouf-search-opener-button', { hasText: 'Martin' }).waitFor();
    });

    it('stays an inline field on a desktop', async () => {
      const page = await open(DESKTOP, 'fr');
      await page.goto(admin('piscines'));
      await expect.poll(() => poolRows(page).count(), { timeout: 15_000 }).toBe(3);
      expect(await page.locator('.plouf-search-opener-button').count()).toBe(0);
      await page.getByRole('searchbox', { name: 'Rechercher (nom, ville, code postal)' }).fill('Canal');
      await expect.poll(() => poolRows(page).allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Bassin du Canal')]);
      await page.screenshot({ path: screenshot('admin-search-inline-desktop-fr') });
    });
  });

  describe('the debug log', () => {
    const openDebugLog = async (page: Page, menuName: string, item: string) => {
      // As a person would: once the page is drawn (a click on a menu the page is still building can be lost).
      await page.locator('.plouf-main').getByRole('heading').first().waitFor({ timeout: 30_000 });
      const drawer = page.locator('.plouf-debug-log');
      try {
        // Its code loads on the first opening: slow on a loaded machine. A click the page lost while it
        // was still hydrating leaves the menu as it was: a person clicks again.
        for (let attempt = 0; ; attempt++) {
          if (!(await page.getByRole('menuitem', { name: item }).isVisible())) await userMenu(page).click();
          await page.getByRole('menuitem', { name: item }).click({ timeout: 10_000 });
          try {
            await drawer.getByRole('heading', { name: menuName }).waitFor({ timeout: 15_000 });
            break;
          } catch (error) {
            if (attempt >= 2) throw error;
          }
        }
      } catch (error) {
        // What the page showed instead, for the one who reads the failure.
        await page.screenshot({ path: screenshot('admin-debug-log-not-opened') });
        const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 600);
        throw new Error(`the debug log did not open; the page showed: ${shown}`, { cause: error });
      }
      return drawer;
    };

    it("lists the platform administrator's requests with the server's request ids, and the live notices, and copies them (desktop, FR)", async () => {
      const page = await open(DESKTOP, 'fr');
      const listAnswer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/webapi/Contact') && response.request().method() === 'GET');
      await page.goto(admin('contacts'));
      const listed = await listAnswer;
      const listPath = new URL(listed.url()).pathname + new URL(listed.url()).search;
      const requestId = (await listed.headerValue('x-request-id'))!;
      expect(requestId).toMatch(UUID);
      await page.locator('.plouf-live-tag', { hasText: 'En direct' }).waitFor({ timeout: 15_000 });
      // A visitor writes: the contacts' notice reaches this page live.
      const contact = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'journal@example.fr', ctcMessage: 'Pour le journal' } });
      expect(contact.body.resultCode).toBe('Ok');
      // The visitor is answered as decided (issue 42), before the read model has it: the page shows
      // the contact when its notice comes, and only then is left.
      await page.getByText('journal@example.fr').first().waitFor({ timeout: 15_000 });
      // A page that does not exist: a refused call.
      const refused = page.waitForResponse((response) => response.url().endsWith('/webapi/Piscine/987654'));
      await page.goto(admin('piscines/987654'));
      expect((await refused).status()).toBe(404);

      const drawer = await openDebugLog(page, 'Journal de débogage', 'Journal de débogage');
      const entries = drawer.locator('.plouf-debug-log-entry');
      await entries.filter({ hasText: `GET ${listPath} → 200 Ok` }).filter({ hasText: `id ${requestId}` }).waitFor();
      await entries.filter({ hasText: `live contacts [admin:contacts] ids ${contact.body.data.id}` }).waitFor();
      await entries.filter({ hasText: 'GET /webapi/Piscine/987654 → 404 FileNotFound' }).first().waitFor();
      await expectNoAxeViolations(page, 'desktop fr debug log');
      await page.screenshot({ path: screenshot('admin-debug-log-desktop-fr') });

      await drawer.getByRole('button', { name: 'Copier le journal' }).click();
      await page.getByText(/Journal copié \(\d+ entrées\)/).waitFor();
      const copied = await page.evaluate<string>('navigator.clipboard.readText()');
      expect(copied).toContain('Plouf debug log');
      expect(copied).toMatch(new RegExp(`GET ${listPath.replace(/[?.]/g, '\\$&')} → 200 Ok · \\d+ ms · id ${requestId}`));
      expect(copied).toContain(`live contacts [admin:contacts] ids ${contact.body.data.id}`);
      expect(copied).toContain('GET /webapi/Piscine/987654 → 404 FileNotFound');
      // It goes on across a reload of the tab (a support call's first step).
      await page.reload();
      const again = await openDebugLog(page, 'Journal de débogage', 'Journal de débogage');
      await again.locator('.plouf-debug-log-entry').filter({ hasText: 'GET /webapi/Piscine/987654 → 404 FileNotFound' }).first().waitFor();
    }, 90_000);

    it('is in English, on a phone', async () => {
      const page = await open(PHONE, 'en');
      await page.goto(admin('piscines'));
      await expect.poll(() => poolRows(page).count(), { timeout: 15_000 }).toBe(3);
      const drawer = await openDebugLog(page, 'Debug log', 'Debug log');
      await drawer.getByRole('button', { name: 'Copy the log' }).waitFor();
      await drawer.locator('.plouf-debug-log-entry').filter({ hasText: 'GET /webapi/Piscine' }).first().waitFor();
      await expectNoAxeViolations(page, 'phone en debug log');
      await page.screenshot({ path: screenshot('admin-debug-log-phone-en') });
    });

    it('is neither offered to nor kept for the pool administrator (AdminPiscine)', async () => {
      const page = await open(DESKTOP, 'fr', { email: 'piscine.admin@plouf.test', password: 'piscine-admin-2026' });
      await page.goto(`${app.url}/profil`);
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Mon compte' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Journal de débogage' }).count()).toBe(0);
      expect(await page.evaluate("sessionStorage.getItem('plouf.debugLog')")).toBeNull();
    });
  });

  describe('the week of courses', () => {
    /**
     * The names in the week's cards whose words are drawn over two lines (a word cut in two: each
     * word's line boxes compared), or cut short by an ellipsis. Run in the page.
     */
    const brokenWords = (page: Page) =>
      page.locator('.plouf-course-card-activity, .plouf-course-card-line').evaluateAll((elements) => {
        interface Box { top: number; width: number }
        interface TextNode { nodeType: number; data: string }
        interface Shown { childNodes: Iterable<TextNode>; scrollWidth: number; clientWidth: number; textContent: string | null }
        const page = globalThis as unknown as { document: { createRange(): { setStart(node: TextNode, at: number): void; setEnd(node: TextNode, at: number): void; getClientRects(): Iterable<Box> } } };
        const broken: string[] = [];
        for (const element of elements as unknown as Shown[]) {
          for (const node of [...element.childNodes].filter((child) => child.nodeType === 3)) {
            for (const match of node.data.matchAll(/\S+/g)) {
              const range = page.document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
              if (lines.size > 1) broken.push(match[0]);
            }
          }
          if (element.scrollWidth > element.clientWidth) broken.push(`${element.textContent} (cut)`);
        }
        return broken;
      });

    it.each([
      ['desktop', 'fr', DESKTOP, 'Semaine suivante'],
      ['desktop', 'en', DESKTOP, 'Next week'],
      ['phone', 'fr', PHONE, 'Semaine suivante'],
    ] as const)('breaks no course name inside a word (%s, %s)', async (device, language, viewport, next) => {
      // The first week with a "Perfectionnement enfants" lesson: its name is the longest word.
      const cookie = await app.login();
      const today = parisDay(new Date());
      const courses = (await app.call('POST', '/webapi/Cours/filter', { cookie, headers: { 'idempotency-key': `week-${language}-${device}-${Date.now()}` }, body: { from: today, to: addDays(today, 34), includeCancelled: false, offset: 0, limit: 200 } })).body.data.items as { id: number; crsDatdebut: string; activite: { libelle: string } }[];
      const long = courses.find((course) => course.activite.libelle === 'Perfectionnement enfants')!;
      expect(long).toBeDefined();
      const weeks = Math.round((Date.parse(mondayOf(parisDay(new Date(long.crsDatdebut)))) - Date.parse(mondayOf(today))) / (7 * 86_400_000));

      const page = await open(viewport, language);
      await page.goto(admin('cours'));
      await page.locator('.plouf-course-week').waitFor({ timeout: 15_000 });
      for (let week = 0; week < weeks; week++) await page.getByRole('button', { name: next }).click();
      await page.locator(`.plouf-course-card[data-course-id="${long.id}"]`).waitFor({ timeout: 15_000 });
      await page.screenshot({ path: screenshot(`admin-course-week-${device}-${language}`), fullPage: true });
      expect(await page.locator('.plouf-course-card-activity').count()).toBeGreaterThan(1);
      expect(await brokenWords(page)).toEqual([]);
    });
  });
});
