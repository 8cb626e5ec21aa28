import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyExport } from '@plouf/command-api/contracts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn } from '../harness/browser.ts';
import { eventually } from '../harness/wait.ts';

const skip = browserSkipReason();

const FAMILY = { email: 'famille.donnees@plouf.test', password: 'donnees-plouf-2026' };
const ADDRESS = { adrNumberWay: '8 rue des Bains', adrPostalCode: '69003', libelle: 'Lyon' };
const shot = (name: string) => `/tmp/s25-export-${name}.png`;

/**
 * Issue 25, a family takes its data away, in a browser: from /profil it opens its data's page, reads
 * it in sections, prints it without the site's menus, and downloads the JSON file; French on a
 * desktop, English on a phone, axe on every screen.
 */
describe.skipIf(Boolean(skip))('a family’s data in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let famId: number;
  let orderId: number;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `export-e2e-${Date.now()}-${keyCount++}` });
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));

  async function download(page: Page, click: () => Promise<void>) {
    const [file] = await Promise.all([page.waitForEvent('download'), click()]);
    return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
  }

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    ({ famId } = await app.createAccount({ email: FAMILY.email, password: FAMILY.password, roles: ['Client', 'Famille'], nom: 'Donnée', prenom: 'Léa' }));
    const cookie = await app.login(FAMILY.email, FAMILY.password);
    await app.call('PUT', `/webapi/Family/${famId}`, { cookie, headers: key(), body: { address: ADDRESS } });
    const pass = ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[]).find((candidate) => candidate.libelle === 'Carte 10 séances enfants')!;
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 1 }], address: ADDRESS } });
    orderId = checkout.body.data.orderId;
    await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie, headers: key(), body: { clientSecret: checkout.body.data.clientSecret, cardNumber: '4242424242424242' } });
    await app.call('POST', '/webapi/Contact', { body: { ctcMail: FAMILY.email, ctcMessage: 'Avez-vous des cours pour les bébés nageurs ?' } });
    await app.call('POST', '/webapi/Newsletter', { body: { libelle: FAMILY.email, mtpId: 11 } });
    await eventually(async () => (await app.call('GET', `/webapi/Family/${famId}/donnees`, { cookie })).body.data as FamilyExport, (data) => data.documents.length === 1 && data.contacts.length === 1);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('from /profil, the family reads its data in French on a desktop, prints it and downloads it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, app.url, FAMILY.email, FAMILY.password);
    await page.goto(`${app.url}/profil`);
    const section = page.getByRole('region', { name: 'Mes données personnelles' });
    await section.waitFor();
    // The erasure's part answers, whether the server has the erasure yet or not.
    await section.getByText(/Demander l’effacement de mes données|n’est pas encore disponible|Effacement demandé le/).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'account home with my data (fr)');
    await page.screenshot({ path: shot('home-fr-desktop'), fullPage: true });

    await section.getByRole('link', { name: 'Voir mes données' }).click();
    await page.getByRole('heading', { name: 'Mes données', level: 1 }).waitFor();
    for (const heading of ['Famille', 'Membres', 'Consentements', 'Commandes', 'Factures et avoirs', 'Cartes et forfaits', 'Réservations et présences', 'Inscriptions à l’année', 'Messages de l’école', 'Emails envoyés', 'Demandes de contact']) {
      await page.getByRole('heading', { name: new RegExp(`^${heading}`), level: 2 }).waitFor();
    }
    const orders = page.getByRole('region', { name: 'Commandes', exact: true });
    await orders.getByRole('cell', { name: String(orderId), exact: true }).waitFor();
    expect(await orders.textContent()).toContain('Payé');
    await page.getByRole('region', { name: 'Demandes de contact', exact: true }).getByText('Avez-vous des cours pour les bébés nageurs ?').waitFor();
    await page.getByRole('region', { name: 'Lettre d’information', exact: true }).getByText('À confirmer').waitFor();
    expect(await page.locator('[data-section="family"]').textContent()).toContain('8 rue des Bains, 69003 Lyon');
    // Dates in French words.
    expect(await page.locator('[data-section="family"]').textContent()).toMatch(/\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? \d{4}/);
    await expectNoAxeViolations(page, 'my data (fr)');
    await page.screenshot({ path: shot('page-fr-desktop'), fullPage: true });

    // Printed: the data without the header, the footer and the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.plouf-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Mes données', level: 1 }).isVisible()).toBe(true);
    await page.screenshot({ path: shot('print-fr-desktop'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    const file = await download(page, () => page.getByRole('button', { name: 'Télécharger (JSON)' }).click());
    expect(file.name).toMatch(new RegExp(`^plouf-mes-donnees-${famId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(file.text) as FamilyExport;
    expect(data.language).toBe('fr');
    expect(data.family).toMatchObject({ id: famId, address: ADDRESS });
    expect(data.members.map((member) => member.email)).toEqual([FAMILY.email]);
    expect(data.orders.map((order) => [order.id, order.statusLabel])).toEqual([[orderId, 'Payé']]);
    expect(data.documents).toHaveLength(1);
    expect(data.contacts).toHaveLength(1);
    expect(data.consents.newsletter).toEqual([expect.objectContaining({ email: FAMILY.email, status: 'pending' })]);
    await context.close();
  }, 120_000);

  it('in English on a phone, the same without the page overflowing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, app.url, FAMILY.email, FAMILY.password);
    await inEnglish(page);
    await page.goto(`${app.url}/profil`);
    const section = page.getByRole('region', { name: 'My personal data' });
    await section.waitFor();
    await section.getByText(/Ask for my data to be erased|not available yet|Erasure asked for on/).waitFor({ timeout: 15_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'account home with my data (en, phone)');
    await page.screenshot({ path: shot('home-en-phone'), fullPage: true });

    await section.getByRole('link', { name: 'See my data' }).click();
    await page.getByRole('heading', { name: 'My data', level: 1 }).waitFor();
    for (const heading of ['Family', 'Members', 'Consents', 'Orders', 'Invoices and credit notes', 'Cards and passes', 'Bookings and attendance', 'Messages from the school', 'Emails sent', 'Contact requests']) {
      await page.getByRole('heading', { name: new RegExp(`^${heading}`), level: 2 }).waitFor();
    }
    expect(await page.getByRole('region', { name: 'Orders', exact: true }).textContent()).toContain('Paid');
    expect(await page.locator('[data-section="family"]').textContent()).toMatch(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'my data (en, phone)');
    await page.screenshot({ path: shot('page-en-phone'), fullPage: true });

    const file = await download(page, () => page.getByRole('button', { name: 'Download (JSON)' }).click());
    expect(file.name).toMatch(new RegExp(`^plouf-mes-donnees-${famId}-`));
    const data = JSON.parse(file.text) as FamilyExport;
    expect(data.language).toBe('en');
    expect(data.orders[0]!.statusLabel).toBe('Paid');
    await context.close();
  }, 120_000);

  it('asks for erasure after a dialog that says what goes and what is kept, sees what stops it, then withdraws it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // An order waiting for its payment: the request is taken, and the family is told it must be settled first.
    const cookie = await app.login(FAMILY.email, FAMILY.password);
    const pass = ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[]).find((candidate) => candidate.libelle === 'Carte 10 séances enfants')!;
    const waiting = await app.call('POST', '/webapi/Commande/checkout', { cookie, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 1 }], address: ADDRESS } });
    expect(waiting.body.resultCode).toBe('Ok');
    await logIn(page, app.url, FAMILY.email, FAMILY.password);
    await page.goto(`${app.url}/profil`);
    const section = page.getByRole('region', { name: 'Mes données personnelles' });
    await section.getByRole('button', { name: 'Demander l’effacement de mes données' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demander l’effacement ?' });
    await dialog.getByText('garder ses factures et avoirs pendant 10 ans', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'erasure dialog (fr)');
    await page.screenshot({ path: shot('erasure-dialog-fr-desktop') });
    await dialog.getByRole('button', { name: 'Demander l’effacement' }).click();
    await section.getByText(/^Effacement demandé le \d{1,2} /).waitFor();
    await section.getByText('À régler avant l’effacement : 1 commande impayée.').waitFor();
    expect((await app.call('GET', `/webapi/Family/${famId}/effacement`, { cookie })).body.data).toMatchObject({ status: 'requested', via: 'family' });
    await expectNoAxeViolations(page, 'erasure requested (fr)');
    await section.screenshot({ path: shot('erasure-requested-fr-desktop') });
    await section.getByRole('button', { name: 'Retirer ma demande' }).click();
    await section.getByRole('button', { name: 'Demander l’effacement de mes données' }).waitFor();
    expect((await app.call('GET', `/webapi/Family/${famId}/effacement`, { cookie })).body.data).toMatchObject({ status: 'none' });
    await context.close();
  }, 120_000);
});
