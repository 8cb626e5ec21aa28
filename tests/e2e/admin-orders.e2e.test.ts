import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { addDays, parisDay, weekday } from '@plouf/infra/days';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();

/** The history's words for each event type, as the auditor reads them. */
const EVENT_WORDS: Record<string, { fr: string; en: string }> = {
  OrderPlaced: { fr: 'Commande passée', en: 'Order placed' },
  PaymentRequested: { fr: 'Paiement demandé', en: 'Payment requested' },
  PaymentSucceeded: { fr: 'Paiement reçu', en: 'Payment received' },
  PaymentFailed: { fr: 'Paiement refusé', en: 'Payment failed' },
  OrderStatusChanged: { fr: 'Statut changé', en: 'Status changed' },
  OrderRefunded: { fr: 'Remboursement', en: 'Refund' },
  CardsIssued: { fr: 'Cartes données', en: 'Cards given' },
  CardsRevoked: { fr: 'Cartes reprises', en: 'Cards taken back' },
  EntrySpent: { fr: 'Entrée utilisée', en: 'Entry spent' },
};

describe.skipIf(Boolean(skip))("the back-office's orders in a real browser", () => {
  let app: TestApp;
  let browser: Browser;
  let famId: number;
  let family: string;
  let orderId: number;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `admin-orders-e2e-${Date.now()}-${keyCount++}` });
  const marker = (page: Page) => page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded);
  /** Nothing wider than the screen: a phone never scrolls sideways. */
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    ({ famId } = await app.createAccount({ email: 'famille.lefevre@plouf.test', password: 'lefevre-2026', roles: ['Client', 'Famille'], nom: 'Lefèvre' }));
    family = await app.login('famille.lefevre@plouf.test', 'lefevre-2026');
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows a new order arrive on the open list and turn Payé without a reload, then its detail, its history, and a refund', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/commandes`);
    await page.getByRole('heading', { name: 'Commandes' }).waitFor();
    await page.locator('.plouf-live-tag', { hasText: 'En direct' }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.screenshot({ path: screenshot('admin-orders-before'), fullPage: true });

    // The family checks out and pays with the test card, through the API.
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string; fftTarif: number }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances enfants')!;
    const address = { adrNumberWay: '12 rue de la Roquette', adrPostalCode: '75011', libelle: 'Paris' };
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 2 }], address } });
    expect(checkout.body.resultCode).toBe('Ok');
    orderId = checkout.body.data.orderId;

    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('En attente de paiement');
    expect(await row.textContent()).toContain('Lefèvre');
    expect(await marker(page)).toBe(true);
    await page.screenshot({ path: screenshot('admin-orders-arrived'), fullPage: true });

    const paid = await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family, headers: key(), body: { clientSecret: checkout.body.data.clientSecret, cardNumber: '4242424242424242' } });
    expect(paid.body.data.cmdStatus).toBe(2);
    await expect.poll(() => row.locator('.plouf-order-status').textContent(), { timeout: 15_000 }).toBe('Payé');
    expect(await marker(page)).toBe(true);
    await page.screenshot({ path: screenshot('admin-orders-paid'), fullPage: true });

    // The detail: lines, VAT per rate, the family, the payment, and only the moves the machine allows.
    await row.getByRole('link').click();
    await page.getByRole('heading', { name: `Commande n° ${orderId}` }).waitFor();
    const total = (pass.fftTarif * 2) / 100;
    await page.getByText('TVA 20 %', { exact: false }).first().waitFor();
    expect(await page.locator('.plouf-order-grand-total').textContent()).toContain(String(total));
    expect(await page.getByRole('link', { name: 'Lefèvre' }).getAttribute('href')).toBe(`/profil/administration/familles/${famId}`);
    expect(await page.locator('.plouf-order-payments').textContent()).toContain('Reçu');
    expect(await page.locator('.plouf-order-moves button').allTextContents()).toEqual(['Annuler et rembourser']);
    await page.screenshot({ path: screenshot('admin-order-detail'), fullPage: true });

    // The history: every event of the stream, in order, in words.
    const admin = await app.login();
    const stream = (await app.call('GET', `/webapi/Commande/${orderId}/history`, { cookie: admin })).body.data as { type: string }[];
    expect(stream.length).toBeGreaterThanOrEqual(4);
    await page.getByRole('tab', { name: 'Historique' }).click();
    const titles = page.locator('.plouf-timeline-title');
    await expect.poll(() => titles.count(), { timeout: 15_000 }).toBe(stream.length);
    const shown = await titles.allTextContents();
    stream.forEach((event, index) => expect(shown[index]).toContain(EVENT_WORDS[event.type]!.fr));
    expect(shown.some((title) => title.includes('de « En attente de paiement » à « Payé »'))).toBe(true);
    const first = page.locator('.plouf-timeline-item').first();
    await first.getByRole('button', { name: /données brutes/ }).click();
    await expect.poll(() => first.locator('.plouf-raw-json').textContent(), { timeout: 15_000 }).toContain(`"orderId": ${orderId}`);
    await page.screenshot({ path: screenshot('admin-order-history'), fullPage: true });

    // A refund, from the detail: the dialog says what it does and asks why.
    await page.getByRole('tab', { name: 'Détail' }).click();
    await page.getByRole('button', { name: 'Annuler et rembourser' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('reprend toutes les cartes de la commande, utilisées ou non').waitFor();
    await dialog.getByRole('button', { name: 'Annuler et rembourser' }).click();
    await dialog.getByText('Ce champ est requis').waitFor();
    await page.screenshot({ path: screenshot('admin-order-refund-dialog') });
    await dialog.locator('#move-reason').fill('Déménagement de la famille');
    await dialog.getByRole('button', { name: 'Annuler et rembourser' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.locator('.plouf-order-head .plouf-order-status').textContent(), { timeout: 15_000 }).toBe('Remboursé');
    expect(await page.locator('.plouf-order-payments').textContent()).toContain('Remboursé');
    await page.getByText(/Aucun changement de statut possible/).waitFor();
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.locator('.plouf-timeline-title', { hasText: 'Remboursement' }).waitFor({ timeout: 10_000 });
    await page.getByText('Déménagement de la famille').first().waitFor();
    await page.screenshot({ path: screenshot('admin-order-refunded'), fullPage: true });

    // Back on the list (no reload), the order shows refunded.
    await page.getByRole('button', { name: 'Retour à la liste' }).click();
    await expect.poll(() => page.locator(`tr[data-order-id="${orderId}"] .plouf-order-status`).textContent(), { timeout: 15_000 }).toBe('Remboursé');
    expect(await marker(page)).toBe(true);
    // The status filter runs on the server: a refunded order is not among the paid ones.
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Payé' });
    await expect.poll(() => page.locator(`tr[data-order-id="${orderId}"]`).count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Remboursé' });
    await page.locator(`tr[data-order-id="${orderId}"]`).waitFor({ timeout: 10_000 });
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Tous les statuts' });
    await context.close();
  }, 120_000);

  it('fits a phone, and reads in English', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/commandes`);
    await page.locator(`tr[data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshot('admin-orders-phone'), fullPage: true });
    await page.goto(`${app.url}/profil/administration/commandes/${orderId}`);
    await page.getByRole('heading', { name: `Commande n° ${orderId}` }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshot('admin-order-detail-phone'), fullPage: true });
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.locator('.plouf-timeline-item').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshot('admin-order-history-phone'), fullPage: true });
    await phone.close();

    const english = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const en = await english.newPage();
    await logIn(en, app.url, ADMIN.email, ADMIN.password);
    // The language chosen is kept in the browser: the next page opens in English.
    await en.evaluate(() => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', 'en'));
    await en.goto(`${app.url}/profil/administration/commandes/${orderId}`);
    await en.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    expect(await en.locator('.plouf-order-head .plouf-order-status').textContent()).toBe('Refunded');
    await en.getByText('VAT per rate').waitFor();
    await en.getByRole('tab', { name: 'History' }).click();
    await en.getByRole('heading', { name: 'Refund', exact: true }).waitFor();
    expect(await en.locator('.plouf-timeline-title').first().textContent()).toContain('Order placed');
    await en.screenshot({ path: screenshot('admin-order-history-en'), fullPage: true });
    await english.close();
  }, 90_000);

  it("shows the family's orders and cards on the family's page, and gives a card at the desk", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/familles/${famId}`);
    const orderRow = page.locator('.plouf-family-orders tbody tr', { hasText: `Commande n° ${orderId}` });
    await orderRow.waitFor({ timeout: 15_000 });
    expect(await orderRow.locator('.plouf-order-status').textContent()).toBe('Remboursé');
    // The refund took the order's two cards back.
    const cards = page.locator('.plouf-family-cards tbody tr');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await cards.allTextContents()).toEqual([expect.stringContaining('Reprise'), expect.stringContaining('Reprise')]);

    await page.getByRole('button', { name: 'Donner une carte' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#card-fftId option', { hasText: 'Carte 10 séances adultes' }).waitFor({ state: 'attached' });
    await dialog.locator('#card-fftId').selectOption({ label: 'Carte 10 séances adultes' });
    await dialog.locator('#card-note').fill('Offerte après le remboursement');
    await page.screenshot({ path: screenshot('admin-family-give-card') });
    await dialog.getByRole('button', { name: 'Donner une carte' }).click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(3);
    const given = cards.filter({ hasText: 'Offerte après le remboursement' });
    expect(await given.textContent()).toContain('Donnée au guichet');
    expect(await given.textContent()).toContain('Valide');

    await given.getByRole('button', { name: 'Corriger' }).click();
    await dialog.locator('#card-entries').fill('12');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => given.textContent(), { timeout: 15_000 }).toContain('sur 12');
    await page.screenshot({ path: screenshot('admin-family-orders-cards'), fullPage: true });
    const stored = (await app.call('GET', `/webapi/Family/forfaits?famId=${famId}`, { cookie: await app.login() })).body.data as { note: string; fftNbEntree: number; cmdId: number | null }[];
    expect(stored.find((card) => card.note === 'Offerte après le remboursement')).toMatchObject({ fftNbEntree: 12, cmdId: null });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const small = await phone.newPage();
    await logIn(small, app.url, ADMIN.email, ADMIN.password);
    await small.goto(`${app.url}/profil/administration/familles/${famId}`);
    await small.locator('.plouf-family-cards tbody tr').first().waitFor({ timeout: 15_000 });
    expect(await overflow(small)).toBeLessThanOrEqual(0);
    await small.screenshot({ path: screenshot('admin-family-orders-cards-phone'), fullPage: true });
    await phone.close();
    await context.close();
  }, 120_000);
  it('records a transfer paid at the desk on an order placed at the desk', async () => {
    const admin = await app.login();
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances adultes')!;
    const desk = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId, items: [{ item: { id: pass.id }, qty: 1 }] } });
    expect(desk.body.data.cmdStatus).toBe(1);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/commandes/${desk.body.data.id}`);
    await page.getByRole('heading', { name: `Commande n° ${desk.body.data.id}` }).waitFor();
    expect(await page.locator('.plouf-order-moves button').allTextContents()).toEqual(['Enregistrer un paiement', 'Passer en devis', 'Annuler la commande']);
    await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    const dialog = page.getByRole('dialog');
    // A transfer, not the cheque the dialog starts on: the method chosen is the one recorded.
    await dialog.locator('label.bp6-radio', { hasText: 'Virement' }).click();
    expect(await dialog.getByRole('radio', { name: 'Virement' }).isChecked()).toBe(true);
    await dialog.locator('#move-reference').fill('VIR-2026-889');
    await dialog.locator('#move-reason').fill('Payé au guichet');
    await page.screenshot({ path: screenshot('admin-order-record-payment') });
    await dialog.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.locator('.plouf-order-head .plouf-order-status').textContent(), { timeout: 15_000 }).toBe('Payé');
    const payment = await page.locator('.plouf-order-payments tbody tr').textContent();
    expect(payment).toContain('Guichet · Virement');
    expect(payment).toContain('VIR-2026-889');
    const stored = (await app.call('GET', `/webapi/Commande/${desk.body.data.id}`, { cookie: admin })).body.data;
    expect(stored.payments[0]).toMatchObject({ provider: 'desk', method: 2, reference: 'VIR-2026-889', status: 'succeeded' });
    await context.close();
  }, 90_000);

  it('records a Pass’Sport for part of an order on a desktop in French, then ANCV vouchers for the rest on a phone in English (issue 43)', async () => {
    const admin = await app.login();
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string; fftTarif: number }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances enfants')!;
    // A family of its own: the cards this order gives are none of the other tests' business.
    const { famId: voucherFamily } = await app.createAccount({ email: 'famille.moreau@plouf.test', password: 'moreau-2026', roles: ['Client', 'Famille'], nom: 'Moreau' });
    const desk = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId: voucherFamily, items: [{ item: { id: pass.id }, qty: 1 }] } });
    const id = desk.body.data.id as number;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/commandes/${id}`);
    await page.getByRole('heading', { name: `Commande n° ${id}` }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent?.trim()))).toEqual(['Chèque', 'Virement', 'Chèques-vacances ANCV', 'Coupon Sport', 'Pass’Sport']);
    await dialog.locator('label.bp6-radio', { hasText: 'Pass’Sport' }).click();
    await dialog.locator('#move-amount').fill('50');
    await dialog.locator('#move-reason').fill('Pass’Sport de Léo');
    // A voucher without its reference is refused on the form.
    await dialog.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    await dialog.getByText('Obligatoire pour un titre de paiement').waitFor();
    await dialog.locator('#move-reference').fill('PS-2026-7K3QX');
    await dialog.getByText(/La commande attend le reste/).waitFor();
    await expectNoAxeViolations(page, 'a voucher recorded for part of an order');
    await page.screenshot({ path: screenshot('admin-order-record-pass-sport') });
    await dialog.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => (await page.locator('.plouf-order-payments tbody tr').allTextContents()).join(' | '), { timeout: 15_000 }).toContain('Guichet · Pass’Sport');
    // Still to pay: the rest is recorded next.
    expect(await page.locator('.plouf-order-head .plouf-order-status').textContent()).toBe('Bon de commande');
    await page.screenshot({ path: screenshot('admin-order-part-paid'), fullPage: true });
    await context.close();

    // The family's own list: the rest is paid at the desk, so neither paying online nor cancelling is offered.
    const home = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const mine = await home.newPage();
    await logIn(mine, app.url, 'famille.moreau@plouf.test', 'moreau-2026');
    await mine.goto(`${app.url}/profil/commandes`);
    const card = mine.locator(`#commande-${id}`);
    await card.getByText(/Réglée en partie à l’accueil : le reste, 100\s€, se règle à l’accueil/).waitFor({ timeout: 15_000 });
    expect(await card.getByRole('button', { name: 'Payer' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Annuler' }).count()).toBe(0);
    await mine.screenshot({ path: screenshot('family-order-part-paid-phone'), fullPage: true });
    await home.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const en = await phone.newPage();
    await logIn(en, app.url, ADMIN.email, ADMIN.password);
    await en.evaluate(() => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', 'en'));
    await en.goto(`${app.url}/profil/administration/commandes/${id}`);
    await en.getByRole('heading', { name: `Order #${id}` }).waitFor();
    await en.getByRole('button', { name: 'Record a payment' }).click();
    const english = en.getByRole('dialog');
    await english.locator('label.bp6-radio', { hasText: 'ANCV holiday vouchers' }).click();
    // What is left is offered: the rest of the order.
    expect(Number((await english.locator('#move-amount').inputValue()).replace(',', '.'))).toBe((pass.fftTarif - 5000) / 100);
    await english.locator('#move-reference').fill('ANCV 4411 to 4415');
    await english.locator('#move-reason').fill('Holiday vouchers at the desk');
    expect(await overflow(en)).toBeLessThanOrEqual(0);
    await en.screenshot({ path: screenshot('admin-order-record-ancv-phone') });
    await english.getByRole('button', { name: 'Record a payment' }).click();
    await english.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => en.locator('.plouf-order-head .plouf-order-status').textContent(), { timeout: 15_000 }).toBe('Paid');
    expect((await en.locator('.plouf-order-payments tbody tr').allTextContents()).join(' | ')).toContain('Desk · ANCV holiday vouchers');
    await en.screenshot({ path: screenshot('admin-order-vouchers-paid-phone'), fullPage: true });
    await phone.close();
  }, 120_000);

  it('refunds only the unused part when the desk chooses it: the family’s card is taken back and books nothing more', async () => {
    // The family buys the children's 10-lesson card, pays it, and books its child on a lesson in 5 days.
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string; acyIds: number[]; psnIds: number[] }[];
    const pass = passes.find((candidate) => candidate.libelle === 'Carte 10 séances enfants')!;
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as { id: number; psnDomicile: boolean }[];
    const psnId = pass.psnIds[0] ?? pools.find((pool) => !pool.psnDomicile)!.id;
    const acyId = pass.acyIds[0]!;
    const mns = ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id;
    const child = await app.call('PUT', `/webapi/User/membre/${famId}`, { cookie: family, headers: key(), body: { userNom: 'Lefèvre', userPrenom: 'Jules', usrDatbirth: addDays(parisDay(new Date()), -8 * 366) } });
    expect(child.body.resultCode).toBe('Ok');
    const address = { adrNumberWay: '12 rue de la Roquette', adrPostalCode: '75011', libelle: 'Paris' };
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 1 }], address } });
    const bought = checkout.body.data.orderId as number;
    await app.call('POST', `/webapi/Commande/${bought}/test-payment`, { cookie: family, headers: key(), body: { clientSecret: checkout.body.data.clientSecret, cardNumber: '4242424242424242' } });
    const cardOf = async () => ((await app.call('GET', '/webapi/Family/forfaits', { cookie: family })).body.data as { id: number; cmdId: number | null; revoked: boolean }[]).find((card) => card.cmdId === bought);
    await expect.poll(async () => (await cardOf())?.id, { timeout: 15_000 }).toBeDefined();
    const cardId = (await cardOf())!.id;
    const admin = await app.login();
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(14, 0, 0, 0);
    const lesson = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId, acyId, usrId: mns, crsDatdebut: start.toISOString(), crsCapaciteMax: 8 } });
    const crsId = lesson.body.data.id as number;
    const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${child.body.data.id}&cardId=${cardId}`, { cookie: family, headers: key(), body: {} });
    expect(booked.body.data.insStatus).toBe(1);

    // The desk: the dialog shows the card's use and both amounts before confirming.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await desk.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/commandes/${bought}`);
    await page.getByRole('button', { name: 'Annuler et rembourser' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('reprend toutes les cartes de la commande, utilisées ou non').waitFor();
    await dialog.getByText('Son cours à venir est annulé et la famille prévenue.').waitFor({ timeout: 15_000 });
    await dialog.getByText('0 cours pris sur 10 · 1 cours à venir annulé').waitFor();
    await dialog.getByText(/La part non utilisée : 150/).click();
    expect(await dialog.getByRole('radio', { name: /La part non utilisée : 150/ }).isChecked()).toBe(true);
    await dialog.locator('#move-reason').fill('Déménagement');
    await page.screenshot({ path: screenshot('admin-order-refund-plan') });
    await expectNoAxeViolations(page, 'refund dialog with its plan');
    await dialog.getByRole('button', { name: 'Annuler et rembourser' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.locator('.plouf-order-head .plouf-order-status').textContent(), { timeout: 15_000 }).toBe('Remboursé');
    // The auditor sees the cards beside the order: given, one entry spent, taken back.
    await page.getByRole('tab', { name: 'Historique' }).click();
    const titles = page.locator('.plouf-timeline-title');
    await page.locator('.plouf-timeline-title', { hasText: 'Cartes reprises' }).waitFor({ timeout: 15_000 });
    const shown = (await titles.allTextContents()).map((title) => title.replace('cartes de la famille', '').trim());
    expect(shown.filter((title) => /^(Cartes données|Entrée utilisée|Cartes reprises)/.test(title))).toEqual(['Cartes données', 'Entrée utilisée', 'Cartes reprises']);
    await page.screenshot({ path: screenshot('admin-order-history-cards'), fullPage: true });
    await desk.close();

    // The family: its card reads taken back, its lesson is released, and the booking dialog refuses the card.
    const home = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await home.newPage();
    await logIn(phone, app.url, 'famille.lefevre@plouf.test', 'lefevre-2026');
    await phone.goto(`${app.url}/profil/commandes`);
    await phone.getByText('Reprise (commande remboursée)').first().waitFor({ timeout: 15_000 });
    await phone.screenshot({ path: screenshot('family-card-taken-back'), fullPage: true });
    await phone.goto(`${app.url}/reserver?psnId=${psnId}&week=${addDays(parisDay(start), 1 - weekday(parisDay(start)))}&crsId=${crsId}`);
    const booking = phone.getByRole('dialog');
    await booking.getByRole('radio', { name: /Jules/ }).check({ timeout: 15_000 });
    await booking.getByText('Cette carte a été reprise').first().waitFor({ timeout: 15_000 });
    // Every children's card of the family (this one and those of the order refunded above) is taken back: none may be chosen.
    const kidsCards = await booking.getByRole('radio', { name: /Carte 10 séances enfants/ }).all();
    expect(kidsCards.length).toBeGreaterThanOrEqual(1);
    for (const radio of kidsCards) expect(await radio.isDisabled()).toBe(true);
    await phone.screenshot({ path: screenshot('family-card-refused'), fullPage: true });
    await home.close();
  }, 120_000);
});
