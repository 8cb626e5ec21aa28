import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, logIn, loginFormShown } from '../harness/browser.ts';

const skip = browserSkipReason();

describe.skipIf(Boolean(skip))('contact requests in a real browser', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("shows a visitor's contact on an admin's open list without a reload", async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await logIn(admin, app.url, ADMIN.email, ADMIN.password);
    await admin.goto(`${app.url}/profil/administration/contacts`);
    // The list shown: this month's, which holds the demo's contact from two days ago, or none on the month's first days.
    await admin.getByText('claire.martin@example.fr').or(admin.getByText('Aucun contact sur cette période')).first().waitFor({ timeout: 15_000 });
    // Anything that reloads the page would drop this marker.
    await admin.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));
    await admin.screenshot({ path: screenshot('admin-contacts-before'), fullPage: true });

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${app.url}/contact`);
    // Once the page's script has taken over (its send button comes enabled then): a tap on a box
    // while it hydrates can be undone (public-site.e2e covers typing before it).
    await visitor.locator('main button[type="submit"]:enabled').waitFor({ timeout: 30_000 });
    await visitor.locator('#contact-email').fill('nouvelle.famille@example.fr');
    await visitor.locator('#contact-message').fill('Bonjour, avez-vous encore de la place en aquagym le mardi soir ?');
    // As a person does: a tap on the activity's name ticks its box.
    await visitor.locator('label', { hasText: 'Aquagym' }).click();
    expect(await visitor.getByRole('checkbox', { name: /Aquagym/ }).isChecked()).toBe(true);
    await visitor.screenshot({ path: screenshot('visitor-contact-form'), fullPage: true });
    await visitor.getByRole('button', { name: 'Envoyer' }).click();
    await visitor.getByText('Message envoyé !').waitFor({ timeout: 15_000 });
    await visitor.screenshot({ path: screenshot('visitor-contact-sent'), fullPage: true });

    await admin.getByText('nouvelle.famille@example.fr').waitFor({ timeout: 15_000 });
    expect(await admin.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await admin.screenshot({ path: screenshot('admin-contacts-live'), fullPage: true });

    await admin.getByText('nouvelle.famille@example.fr').click();
    await admin.getByText('Bonjour, avez-vous encore de la place en aquagym le mardi soir ?').waitFor();
    await admin.screenshot({ path: screenshot('admin-contact-detail'), fullPage: true });
    const stored = (await app.call('GET', '/webapi/Contact', { cookie: await app.login() })).body.data.items.find(
      (contact: { ctcMail: string }) => contact.ctcMail === 'nouvelle.famille@example.fr',
    );
    expect(stored.ctcLu).toBe(true);
    expect(stored.acyIds).toHaveLength(1);

    await visitorContext.close();
    await adminContext.close();
  }, 90_000);

  it('pages a long list on the server: an admin reads a month of 70 contacts 50 at a time, and searches all of them', async () => {
    for (let n = 1; n <= 70; n++) {
      const answer = await app.call('POST', '/webapi/Contact', { body: { ctcMail: `page.${String(n).padStart(2, '0')}@example.fr`, ctcMessage: n === 7 ? 'Question sur le water-polo, édition été' : 'Bonjour' }, headers: { 'x-forwarded-for': `10.60.0.${n}` } });
      expect(answer.body.resultCode).toBe('Ok');
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/contacts`);
    const range = page.locator('.plouf-pager');
    await expect.poll(() => range.textContent(), { timeout: 15_000 }).toMatch(/^1–50 sur \d+/);
    const total = Number(/sur (\d+)/.exec((await range.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThanOrEqual(70);
    expect(await page.locator('table tbody tr').count()).toBe(50);
    await page.screenshot({ path: screenshot('admin-contacts-paged'), fullPage: true });
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await expect.poll(() => range.textContent()).toMatch(new RegExp(`^51–${Math.min(100, total)} sur ${total}`));
    expect(await page.locator('table tbody tr').count()).toBe(Math.min(50, total - 50));
    // The search runs on the server, over every page, accents and case ignored.
    await page.getByPlaceholder(/Rechercher/).fill('WATER-POLO, EDITION');
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 10_000 }).toBe(1);
    await page.getByText('page.07@example.fr').waitFor();
    expect(await range.count()).toBe(0);
    await page.screenshot({ path: screenshot('admin-contacts-searched'), fullPage: true });
    await context.close();
  }, 120_000);

  it('keeps the administration away from a visitor', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/profil/administration/contacts`);
    await page.waitForURL((url) => url.pathname === '/login');
    await loginFormShown(page);
    expect(await page.getByText('claire.martin@example.fr').count()).toBe(0);
    await page.screenshot({ path: screenshot('visitor-redirected-to-login') });
    await context.close();
  }, 60_000);
});
