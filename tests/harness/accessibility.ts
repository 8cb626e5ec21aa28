import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './app.ts';
import { axeFindings, settle, type AxeFinding } from './axe.ts';
import { FRONTEND_DIR, launchBrowser, logIn } from './browser.ts';

/**
 * The accessibility walk (issue 11): axe-core on every public page and the main account and admin
 * screens, on a phone and a desktop, on the demo data. Shared by its two files (the public pages;
 * the family's and the admin's screens), which run side by side.
 */

/** A test visits up to twenty screens, each settled then analysed (a few seconds each on a busy machine). */
export const SLOW = 300_000;

export const DEVICES: [string, BrowserContextOptions][] = [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
];

export interface Slugs {
  pool: string;
  activity: string;
  post: string;
}

export interface AccessibilityWalk {
  readonly app: TestApp;
  readonly slugs: Slugs;
  /** A page in `language`, logged in as `who` when given. */
  open(device: BrowserContextOptions, language: 'fr' | 'en', who?: { email: string; password: string }): Promise<Page>;
  /** Goes to `path` and waits for its h1 (content, not a spinner), hydrated and quiet. */
  visit(page: Page, path: string): Promise<void>;
  /** Goes to `path` and runs axe on it (each screen state is scanned once: a page passed through is only visited). */
  audit(page: Page, path: string, label?: string): Promise<AxeFinding[]>;
}

/** Starts the demo product and a browser for the file's tests (before them), and stops them after. */
export function accessibilityWalk(): AccessibilityWalk {
  let app: TestApp;
  let browser: Browser;
  let slugs: Slugs;

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    const items = async (path: string): Promise<any[]> => {
      const data = (await app.call('GET', `/webapi/${path}`)).body.data;
      return Array.isArray(data) ? data : data.items;
    };
    const pools = await items('Piscine');
    const activities = await items('Activity');
    const posts = await items('Blog');
    slugs = {
      // A pool one goes to (its facts panel has an address, a size, hours).
      pool: pools.find((pool) => !pool.psnDomicile).content.slug,
      activity: activities.find((activity) => activity.acyEnfant).content.slug,
      post: posts[0].content.slug,
    };
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function visit(page: Page, path: string): Promise<void> {
    // Not the `load` event: on a cold start the pages' images are resized on first request, which a
    // loaded machine can take past goto's 30 s; axe reads the document, the h1 says it is there.
    await page.goto(`${app.url}${path}`, { waitUntil: 'domcontentloaded' });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    // Hydrated and quiet: what the walk clicks next answers.
    await settle(page);
  }

  return {
    get app() {
      return app;
    },
    get slugs() {
      return slugs;
    },
    async open(device, language, who) {
      const context = await browser.newContext({ ...device, locale: language });
      await context.addCookies([{ name: 'plouf.locale', value: language, url: app.url }]);
      await context.addInitScript((value) => {
        (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', value);
      }, language);
      const page = await context.newPage();
      // Signed in the quick way (the login form is walked in accounts and keyboard).
      if (who) await logIn(page, app.url, who.email, who.password);
      return page;
    },
    visit,
    async audit(page, path, label = path) {
      await visit(page, path);
      return axeFindings(page, label);
    },
  };
}
