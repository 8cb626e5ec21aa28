import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@plouf/command-api/contracts';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { eventually } from '../harness/wait.ts';

const skip = browserSkipReason();

const FAMILY = { email: 'famille.facture@plouf.test', password: 'facture-plouf-2026' };
const ADDRESS = { adrNumberWay: '8 rue des Bains', adrPostalCode: '69003', libelle: 'Lyon' };

/**
 * Issue 24's books, seen in a browser: the desk fills the school's legal identity; a family pays an
 * order and its invoice appears on its /profil/commandes without a reload and downloads as a PDF;
 * the desk's Facturation page lists it live, the order's page too, and the month's CSVs download.
 * A refund's credit note follows. French and English, a phone and a desktop, axe on every screen.
 */
describe.skipIf(Boolean(skip))('the books in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let family: string;
  let orderId: number;
  let invoice: DocumentSummary;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `books-e2e-${Date.now()}-${keyCount++}` });
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  const marker = (page: Page) => page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded);
  const mark = (page: Page) => page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));
  const inEnglish = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('plouf.locale', 'en'));
  /**
   * axe's label-in-name rule (WCAG 2.5.3), which its default run leaves out (it is marked
   * experimental): a control named otherwise than it reads must contain what it reads.
   */
  const labelInName = async (page: Page, scope: string) =>
    (await new AxeBuilder({ page }).include(scope).withRules(['label-content-name-mismatch']).analyze()).violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')));
  const orderDocuments = async (id: number) => (await app.call('GET', `/webapi/Facture?orderId=${id}`, { cookie: admin })).body.data as DocumentSummary[];

  /** A download button's file (Blueprint's AnchorButton: a link with the button role), fetched with the page's session as the browser would: its type, its name and its first bytes. */
  async function fetchFile(context: BrowserContext, href: string) {
    const response = await context.request.get(new URL(href, app.url).toString());
    const body = await response.body();
    return { status: response.status(), type: response.headers()['content-type'] ?? '', disposition: response.headers()['content-disposition'] ?? '', body };
  }

  /** Clicks a download link and reads what the browser saved. */
  async function download(page: Page, click: () => Promise<void>) {
    const [file] = await Promise.all([page.waitForEvent('download'), click()]);
    const path = await file.path();
    return { name: file.suggestedFilename(), bytes: await readFile(path) };
  }

  /** The family checks out one card and pays it with the test card, through the API. */
  async function buyAndPay(libelle: string): Promise<number> {
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
    const pass = passes.find((candidate) => candidate.libelle === libelle)!;
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 1 }], address: ADDRESS } });
    expect(checkout.body.resultCode).toBe('Ok');
    const id = checkout.body.data.orderId as number;
    const paid = await app.call('POST', `/webapi/Commande/${id}/test-payment`, { cookie: family, headers: key(), body: { clientSecret: checkout.body.data.clientSecret, cardNumber: '4242424242424242' } });
    expect(paid.body.data.cmdStatus).toBe(2);
    return id;
  }

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    await app.createAccount({ email: FAMILY.email, password: FAMILY.password, roles: ['Client', 'Famille'], nom: 'Facturier', prenom: 'Léa' });
    family = await app.login(FAMILY.email, FAMILY.password);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the desk fills the identity; a paid order’s invoice shows live to the family (phone) and the desk (desktop), and downloads', async () => {
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await desk.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);

    // Reached from the back-office's menu, beside the school's rules.
    await page.goto(`${app.url}/profil/administration/regles`);
    await page.getByRole('heading', { name: 'Règles de l’école', level: 1 }).waitFor();
    await page.locator('.plouf-admin-menu').getByRole('menuitem', { name: 'Facturation' }).click();
    await page.getByRole('heading', { name: 'Facturation', level: 1 }).waitFor();
    // The seed saved the demo school's identity; a fresh school shows the defaults, first.
    await page.getByText(/^(Enregistrée le |Valeurs par défaut : jamais enregistrée)/).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'invoicing (fr)');
    await page.screenshot({ path: screenshot('books-page-fr'), fullPage: true });

    // What the contract refuses is said on its field, nothing sent.
    await page.locator('#identity-name').fill('Plouf Natation SAS');
    await page.locator('#identity-legalForm').fill('SAS au capital de 10 000 €');
    await page.locator('#identity-street').fill('12 rue de la Roquette');
    await page.locator('#identity-postalCode').fill('75011');
    await page.locator('#identity-city').fill('Paris');
    await page.locator('#identity-country').fill('France');
    await page.locator('#identity-siret').fill('1234');
    await page.locator('#identity-vatNumber').fill('12FR');
    await page.locator('#identity-email').fill('compta@plouf.test');
    await page.locator('#identity-phone').fill('01 23 45 67 89');
    await page.locator('#identity-footer').fill('RCS Paris 123 456 789');
    await page.getByRole('button', { name: 'Enregistrer l’identité' }).click();
    await page.getByText('Le SIRET compte exactement 14 chiffres').waitFor();
    await page.getByText('Deux lettres de pays puis 2 à 13 lettres ou chiffres', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'invoicing, identity refused (fr)');
    await page.screenshot({ path: screenshot('books-identity-refused-fr'), fullPage: true });
    // Typed as people type them: with spaces, in small letters.
    await page.locator('#identity-siret').fill('123 456 789 00012');
    await page.locator('#identity-vatNumber').fill('fr 12 345678901');
    await page.getByRole('button', { name: 'Enregistrer l’identité' }).click();
    await page.getByText('Identité de l’école enregistrée').waitFor({ timeout: 15_000 });
    await page.getByText(/^Enregistrée le /).waitFor();
    expect(await page.getByText('Changements non enregistrés').count()).toBe(0);
    const saved = (await app.call('GET', '/webapi/Ecole/identite', { cookie: admin })).body.data;
    expect(saved).toMatchObject({ name: 'Plouf Natation SAS', siret: '12345678900012', vatNumber: 'FR12345678901', city: 'Paris' });
    expect(saved.savedAt).not.toBeNull();

    // The month's list is open and live; the family's orders page too, on a phone.
    await page.locator('.plouf-books-month').getByText(/^(\d+ documents?|Aucun document)$/).waitFor({ timeout: 15_000 });
    await page.locator('.plouf-books-month .plouf-live-tag', { hasText: 'En direct' }).waitFor({ timeout: 15_000 });
    await mark(page);
    const home = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await home.newPage();
    await logIn(phone, app.url, FAMILY.email, FAMILY.password);
    await phone.goto(`${app.url}/profil/commandes`);
    await phone.getByRole('heading', { name: 'Mes commandes' }).waitFor();
    await phone.locator('.orders-heading .plouf-live-tag', { hasText: 'En direct' }).waitFor({ timeout: 15_000 });
    await mark(phone);

    orderId = await buyAndPay('Carte 10 séances enfants');
    const issued = await eventually(() => orderDocuments(orderId), (documents) => documents.length === 1, 20_000);
    expect(issued).toHaveLength(1);
    invoice = issued[0]!;
    expect(invoice).toMatchObject({ kind: 'invoice', orderId, buyerName: expect.stringContaining('Facturier') });

    // The family: its invoice under the order, without a reload; the PDF in French.
    const card = phone.locator('#commande-' + orderId);
    await card.getByText(`Facture n° ${invoice.documentId} du`, { exact: false }).waitFor({ timeout: 15_000 });
    expect(await marker(phone)).toBe(true);
    const familyLink = card.getByRole('button', { name: 'Télécharger la facture (PDF)' });
    const saveFamily = await download(phone, () => familyLink.click());
    expect(saveFamily.name).toBe(`facture-${invoice.documentId}.pdf`);
    expect(saveFamily.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const served = await fetchFile(home, (await familyLink.getAttribute('href'))!);
    expect(served.status).toBe(200);
    expect(served.type).toContain('application/pdf');
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone, 'family orders with an invoice (fr, phone)');
    await phone.screenshot({ path: screenshot('books-family-invoice-fr-phone'), fullPage: true });

    // The desk: the invoice in the month's list, without a reload.
    const row = page.locator(`tr[data-document-id="${invoice.documentId}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await marker(page)).toBe(true);
    const text = await row.textContent();
    expect(text).toContain('Facture');
    expect(text).toContain('Facturier');
    expect(text).toContain(`n° ${orderId}`);
    expect(text).toMatch(/20\s%/);
    // Its PDF button is named by what it shows first (WCAG 2.5.3, label in name), then which document.
    const deskPdf = await fetchFile(desk, (await row.getByRole('button', { name: `PDF — facture ${invoice.documentId}`, exact: true }).getAttribute('href'))!);
    expect(deskPdf.type).toContain('application/pdf');
    expect(deskPdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoAxeViolations(page, 'invoicing, a month with an invoice (fr)');
    expect(await labelInName(page, '.plouf-books-month')).toEqual([]);
    await page.screenshot({ path: screenshot('books-month-fr'), fullPage: true });

    // The accountant's CSVs: a real download of the documents, the payments as served.
    const csv = await download(page, () => page.getByRole('button', { name: 'Exporter les factures et avoirs (CSV)' }).click());
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.bytes.toString('utf8')).toContain(invoice.documentId);
    const payments = await fetchFile(desk, (await page.getByRole('button', { name: 'Exporter les paiements (CSV)' }).getAttribute('href'))!);
    expect(payments.type).toContain('text/csv');
    expect(payments.body.toString('utf8')).toContain(String(orderId));

    // The order's page at the desk lists its invoice.
    await row.getByRole('link', { name: `n° ${orderId}` }).click();
    await page.getByRole('heading', { name: `Commande n° ${orderId}` }).waitFor();
    const documents = page.locator('.plouf-order-documents');
    await documents.locator(`tr[data-document-id="${invoice.documentId}"]`).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'order with its invoice (fr)');
    await page.screenshot({ path: screenshot('books-order-detail-fr'), fullPage: true });
    await home.close();
    await desk.close();
  }, 180_000);

  it('a refund’s credit note follows, live at the desk and for the family; in English on a phone and a desktop', async () => {
    const english = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await english.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await inEnglish(page);
    await page.goto(`${app.url}/profil/administration/facturation`);
    await page.getByRole('heading', { name: 'Invoicing', level: 1 }).waitFor();
    await page.locator(`tr[data-document-id="${invoice.documentId}"]`).waitFor({ timeout: 15_000 });
    await page.locator('.plouf-books-month .plouf-live-tag', { hasText: 'Live' }).waitFor({ timeout: 15_000 });
    await mark(page);

    const home = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desktop = await home.newPage();
    await logIn(desktop, app.url, FAMILY.email, FAMILY.password);
    await inEnglish(desktop);
    await desktop.goto(`${app.url}/profil/commandes`);
    const card = desktop.locator('#commande-' + orderId);
    await card.getByRole('button', { name: 'Download the invoice (PDF)' }).waitFor({ timeout: 15_000 });
    await desktop.locator('.orders-heading .plouf-live-tag').waitFor({ timeout: 15_000 });
    await mark(desktop);

    const refunded = await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'REFUND', reason: 'Déménagement' } });
    expect(refunded.body.resultCode).toBe('Ok');
    const both = await eventually(() => orderDocuments(orderId), (documents) => documents.length === 2, 20_000);
    const creditNote = both.find((document) => document.kind === 'creditNote')!;
    expect(creditNote).toMatchObject({ invoiceId: invoice.documentId, total: invoice.total });

    const row = page.locator(`tr[data-document-id="${creditNote.documentId}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await marker(page)).toBe(true);
    expect(await row.textContent()).toContain('Credit note');
    await page.getByRole('button', { name: 'Export invoices and credit notes (CSV)' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'invoicing with a credit note (en, phone)');
    expect(await labelInName(page, '.plouf-books-month')).toEqual([]);
    await row.getByRole('button', { name: `PDF — credit note ${creditNote.documentId}`, exact: true }).waitFor();
    // The month's CSV in English, as an English spreadsheet opens it: `,` between fields, decimal points.
    const csv = await fetchFile(english, (await page.getByRole('button', { name: 'Export invoices and credit notes (CSV)' }).getAttribute('href'))!);
    const lines = csv.body.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Number,Kind,Date,Order,Family,Buyer,Total incl\. VAT/);
    expect(lines.find((line) => line.startsWith(`${creditNote.documentId},`))).toContain(`,-${(creditNote.total / 100).toFixed(2)},`);
    await page.screenshot({ path: screenshot('books-month-en-phone'), fullPage: true });

    await card.getByText(`Credit note no. ${creditNote.documentId} of`, { exact: false }).waitFor({ timeout: 15_000 });
    expect(await marker(desktop)).toBe(true);
    const creditLink = card.getByRole('button', { name: 'Download the credit note (PDF)' });
    const saved = await download(desktop, () => creditLink.click());
    expect(saved.name).toBe(`credit-note-${creditNote.documentId}.pdf`);
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoAxeViolations(desktop, 'family orders with a credit note (en)');
    await desktop.screenshot({ path: screenshot('books-family-credit-note-en'), fullPage: true });

    // The school's identity in English on a phone: what it refuses, in English.
    await page.locator('#identity-siret').fill('12');
    await page.getByRole('button', { name: 'Save the identity' }).click();
    await page.getByText('A SIRET is exactly 14 digits').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'identity refused (en, phone)');
    await page.screenshot({ path: screenshot('books-identity-refused-en-phone'), fullPage: true });
    await home.close();
    await english.close();
  }, 180_000);
});
