import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, logIn } from '../harness/browser.ts';

const skip = browserSkipReason();

const POOL = 'Piscine des Ondines';
const PASS = 'Carte Ondines 10 séances';
/** Two photos drawn for the test: their titles are their file names, and the site's alternative texts. */
const PHOTOS = [
  { title: 'ondines-grand-bassin', colour: { r: 14, g: 116, b: 144 } },
  { title: 'ondines-pataugeoire', colour: { r: 250, g: 200, b: 60 } },
];

/** Whether every image of the page with this alternative text has arrived and been decoded. */
async function imageLoaded(page: Page, alt: string): Promise<boolean> {
  return page.locator(`img[alt="${alt}"]`).evaluateAll(
    (images) =>
      images.length > 0 &&
      images.every((image) => {
        const { complete, naturalWidth } = image as unknown as { complete: boolean; naturalWidth: number };
        return complete && naturalWidth > 0;
      }),
  );
}

describe.skipIf(Boolean(skip))('the catalogue back-office in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let photoDir: string;
  const files: string[] = [];

  beforeAll(async () => {
    photoDir = mkdtempSync(join(tmpdir(), 'plouf-photos-'));
    for (const photo of PHOTOS) {
      const file = join(photoDir, `${photo.title}.png`);
      await sharp({ create: { width: 800, height: 520, channels: 3, background: photo.colour } }).png().toFile(file);
      files.push(file);
    }
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(photoDir, { recursive: true, force: true });
  });

  it('an admin creates a pool with two photos and a pass through the screens; a visitor finds both, in French and in English', async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await logIn(admin, app.url, ADMIN.email, ADMIN.password);

    // The pool: "Nouveau" opens the detail with -1; saving it empty says what is required.
    await admin.goto(`${app.url}/profil/administration/piscines`);
    await admin.getByRole('heading', { name: 'Piscines', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Nouveau' }).click();
    await admin.waitForURL('**/profil/administration/piscines/-1');
    await admin.getByRole('heading', { name: 'Nouvelle piscine' }).waitFor();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Ce champ est requis').first().waitFor();

    await admin.locator('#pool-name').fill(POOL);
    await admin.locator('#pool-street').fill('3 rue des Ondines');
    await admin.locator('#pool-postal-code').fill('75012');
    await admin.locator('#pool-city').fill('Paris');
    await admin.locator('fieldset', { hasText: 'Activités proposées' }).locator('label', { hasText: 'Aquagym' }).click();
    await admin.locator('.plouf-image-card input[type=file]').setInputFiles(files);
    for (const photo of PHOTOS) await admin.locator('.plouf-image-card').getByText(photo.title, { exact: true }).waitFor({ timeout: 20_000 });
    await admin.getByRole('textbox', { name: /^Titre\s*\*?$/ }).fill(POOL);
    await admin.screenshot({ path: screenshot('admin-pool-new'), fullPage: true });
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Piscine enregistrée').waitFor({ timeout: 15_000 });
    await admin.waitForURL((url) => /\/profil\/administration\/piscines\/\d+$/.test(url.pathname));
    await admin.getByRole('heading', { name: POOL }).waitFor();

    // The pass, sold at the new pool: 87,50 € typed in euros, kept in cents.
    await admin.goto(`${app.url}/profil/administration/forfaits`);
    await admin.getByRole('button', { name: 'Nouveau' }).click();
    await admin.locator('#pass-name').fill(PASS);
    await admin.locator('#pass-price').fill('87,50');
    await admin.locator('fieldset', { hasText: 'Activités concernées' }).locator('label', { hasText: 'Aquagym' }).click();
    await admin.locator('fieldset', { hasText: 'Piscines où il est valable' }).locator('label', { hasText: POOL }).click();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Forfait enregistré').waitFor({ timeout: 15_000 });
    await admin.getByRole('button', { name: 'Tous les tarifs' }).first().click();
    await admin.locator('tr', { hasText: PASS }).getByText('87,50 €').waitFor();
    await admin.screenshot({ path: screenshot('admin-passes-list'), fullPage: true });

    const saved = (await app.call('GET', '/webapi/Forfait', { cookie: await app.login() })).body.data.find((pass: { libelle: string }) => pass.libelle === PASS);
    expect(saved).toMatchObject({ fftTarif: 8750, tva: 2000, fftEnable: true });

    // A visitor, logged out, on a phone.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${app.url}/piscines`);
    await visitor.getByText(POOL).first().click();
    await visitor.waitForURL('**/piscines/piscine-des-ondines');
    await visitor.getByRole('heading', { name: POOL }).waitFor();
    await visitor.getByText('87,50 €').first().waitFor({ timeout: 15_000 });
    await visitor.getByText('Aquagym').first().waitFor();
    for (const photo of PHOTOS) {
      await visitor.locator(`img[alt="${photo.title}"]`).first().scrollIntoViewIfNeeded();
      await expect.poll(() => imageLoaded(visitor, photo.title), { timeout: 15_000 }).toBe(true);
    }
    await visitor.screenshot({ path: screenshot('visitor-new-pool-fr'), fullPage: true });

    await visitor.getByRole('button', { name: 'EN', exact: true }).click();
    await visitor.getByText('€87.50').first().waitFor({ timeout: 15_000 });
    await visitor.getByText('Pools and booking').filter({ visible: true }).first().waitFor();
    expect(await visitor.getByText('87,50 €').count()).toBe(0);
    for (const photo of PHOTOS) expect(await imageLoaded(visitor, photo.title)).toBe(true);
    await visitor.screenshot({ path: screenshot('visitor-new-pool-en'), fullPage: true });

    await visitorContext.close();
    await adminContext.close();
  }, 120_000);
});
