import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The built front end the browser tests serve: `frontend/dist`, or `E2E_FRONTEND_DIR` (a build of one's own, beside another running). */
export const FRONTEND_DIR = process.env.E2E_FRONTEND_DIR ?? join(root, 'frontend/dist');
export const SCREENSHOTS = join(root, 'test-results/screenshots');

/** Debian's Chromium (or CHROMIUM_PATH); browsers are never downloaded. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path));
}

/**
 * Why the browser tests cannot run here, or undefined when they can. Under CI nothing may skip:
 * the suite fails instead (see `requireBrowser`).
 */
export function browserSkipReason(): string | undefined {
  const reasons: string[] = [];
  if (!chromiumPath()) reasons.push('no Chromium (apt-get install chromium, or set CHROMIUM_PATH)');
  if (!existsSync(join(FRONTEND_DIR, 'index.html'))) reasons.push('the front end is not built (npm run build)');
  if (reasons.length === 0) return undefined;
  const reason = `browser tests skipped: ${reasons.join('; ')}`;
  if (process.env.CI) throw new Error(`${reason} — under CI the browser tests must run`);
  console.warn(`[skip] ${reason}`);
  return reason;
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: chromiumPath()!,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const screenshot = (name: string) => join(SCREENSHOTS, `${name}.png`);

/**
 * Opens a session in the page's browser context the quick way: the credentials posted to
 * `/webapi/Authenticate` from the context (its cookies land in the browser, HttpOnly session and
 * all), then the account's home opened as the login page leaves one, signed in. Most scenarios log
 * in as a means; the login form itself is walked by `logInThroughForm` (accounts, keyboard).
 */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const response = await page.context().request.post(`${baseUrl}/webapi/Authenticate`, { data: { userEmail: email, userPass: password } });
  const body = (await response.json()) as { resultCode: string };
  if (body.resultCode !== 'Ok') throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  await page.goto(`${baseUrl}/profil`);
  await signedIn(page);
}

/** Logs in through the login page as a person does, and waits to leave it. */
export async function logInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await signedIn(page);
}

/** Waits until the header shows someone signed in: their menu (a visitor has the login button instead). */
export async function signedIn(page: Page): Promise<void> {
  await page.locator('.plouf-topbar-button:has([data-icon="user"])').waitFor();
}

/** Waits until the page shows the login form (where a visitor or someone without the role is sent). */
export async function loginFormShown(page: Page): Promise<void> {
  await page.locator('#login-email').waitFor();
}
