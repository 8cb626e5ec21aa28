import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, signedIn } from '../harness/browser.ts';

const skip = browserSkipReason();
const EMAIL = 'langue.choisie@plouf.test';
const PASSWORD = 'famille-2026';

/**
 * Issue 41, item 14: a family that reads the site in English gets its mails in English. The account
 * takes the language chosen before signing in as soon as the person signs in, and each switch after.
 */
describe.skipIf(Boolean(skip))('the account’s language, as a family chooses it on the site', () => {
  let app: TestApp;
  let browser: Browser;
  let userId: number;

  beforeAll(async () => {
    app = await startTestApp({ frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    ({ userId } = await app.createAccount({ email: EMAIL, password: PASSWORD, roles: ['Client', 'Famille'], nom: 'Choisie', prenom: 'Lou' }));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const accountLanguage = async () => (await app.platform.pool.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [userId])).rows[0]?.language;

  it('takes English chosen before signing in, then French when switched back in the header', async () => {
    expect(await accountLanguage()).not.toBe('en');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // A visitor switches the site to English, then signs in.
    await page.goto(`${app.url}/login`);
    // The form's button is enabled once the page is hydrated (the server renders it disabled): the switch works from then.
    await expect.poll(() => page.locator('form').getByRole('button', { name: 'Se connecter' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.locator('form').getByRole('button', { name: 'Log in' }).waitFor();
    await page.locator('#login-email').fill(EMAIL);
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await signedIn(page);
    await expect.poll(accountLanguage).toBe('en');

    // Back to French in the header: the account follows.
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    await expect.poll(accountLanguage).toBe('fr');
    await context.close();
  });
});
