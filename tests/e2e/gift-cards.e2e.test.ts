import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { deskSends, openIn } from '../harness/term-browser.ts';

const skip = browserSkipReason();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const GIVER = { email: 'marraine.cadeau@plouf.test', password: 'marraine-2026' };
const FRIEND = { email: 'friend.gift@plouf.test', password: 'friend-gift-2026' };

const WORDS = {
  fr: { add: 'Ajouter au panier', toBilling: 'Continuer vers la facturation', toPayment: 'Continuer vers le paiement', street: 'Numéro et voie', postcode: 'Code postal', city: 'Ville', card: 'Numéro de carte', done: 'Merci ! Votre commande est validée', gift: 'Vous avez une carte cadeau ?', code: 'Code de la carte cadeau', use: 'Utiliser' },
  en: { add: 'Add to cart', toBilling: 'Continue to billing', toPayment: 'Continue to payment', street: 'Number and street', postcode: 'Postcode', city: 'City', card: 'Card number', done: 'Thank you! Your order is confirmed', gift: 'Have a gift card?', code: 'Gift card code', use: 'Use it' },
};
type Words = (typeof WORDS)['fr'];

/** From the family's page: one pass into the cart, through the billing step (a new family gives its address) to the payment step. */
async function buyToPayment(page: Page, url: string, pass: string, words: Words) {
  await page.goto(`${url}/profil`);
  const card = page.locator('.site-pass', { has: page.getByRole('heading', { name: pass, exact: true }) });
  await card.getByRole('button', { name: words.add }).click();
  await page.goto(`${url}/profil/panier`);
  await page.getByRole('button', { name: words.toBilling }).click();
  await page.waitForURL('**/profil/facturation');
  await page.getByLabel(words.street).fill('12 rue des Nageurs');
  await page.getByLabel(words.postcode).fill('69003');
  await page.getByLabel(words.city).fill('Lyon');
  await page.getByRole('button', { name: words.toPayment }).click();
  await page.waitForURL('**/profil/paiement');
  await page.getByLabel(words.card).waitFor({ timeout: 15_000 });
}

/**
 * Issue 43, gift cards in a real browser (FR on a phone, EN on a desktop; axe): the desk marks a
 * pass as a gift card; a family buys one from its page and pays it with the test card, then finds
 * its code on its orders; another family types that code at the payment step of its own order: the
 * card pays 50 €, the test card pays the rest, and the desk's list shows where the card went.
 */
describe.skipIf(Boolean(skip))('gift cards in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let code = '';

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    await app.createAccount({ ...GIVER, roles: ['Client', 'Famille'], nom: 'Bernard', prenom: 'Alice' });
    await app.createAccount({ ...FRIEND, roles: ['Client', 'Famille'], nom: 'Moreau', prenom: 'Sam' });
    await deskSends(app, admin, 'POST', '/webapi/Forfait', { libelle: 'Carte cadeau 50 €', fftGift: true, fftValiditeM: 12, fftNbEntree: 0, fftTarif: 5000, fftLimiteAchat: 0, tva: 0, fftInfos: 'À offrir à qui aime nager', translations: { en: { libelle: '€50 gift card', fftInfos: 'For anyone who loves swimming' } } });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('a family buys a gift card on a phone (FR) and finds its code on its orders', async () => {
    const { context, page } = await openIn(browser, PHONE, 'fr');
    const shot = (name: string) => page.screenshot({ path: screenshot(`gift-cards-phone-fr-${name}`), fullPage: true });
    await logIn(page, app.url, GIVER.email, GIVER.password);
    const card = page.locator('.site-pass', { has: page.getByRole('heading', { name: 'Carte cadeau 50 €', exact: true }) });
    await card.getByText('Un code envoyé par e-mail, à offrir').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot('0-pass');
    await buyToPayment(page, app.url, 'Carte cadeau 50 €', WORDS.fr);
    // A gift card is sold without VAT.
    await expect.poll(() => page.locator('.cart-page').innerText()).toMatch(/TVA 0 %/);
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Payer 50 €' }).click();
    await page.getByRole('heading', { name: WORDS.fr.done, level: 1 }).waitFor({ timeout: 15_000 });
    await page.goto(`${app.url}/profil/commandes`);
    const codes = page.locator('.orders-gift-code');
    await codes.first().waitFor({ timeout: 20_000 });
    code = (await codes.first().innerText()).trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await page.getByText('valeur 50 €, reste 50 €').waitFor();
    await expectNoAxeViolations(page, 'gift card bought (fr)');
    await shot('1-orders');
    await context.close();
  });

  it('another family pays part of its order with the code on a desktop (EN), the rest with the test card, and the desk sees where it went', async () => {
    expect(code).not.toBe('');
    const { context, page } = await openIn(browser, DESKTOP, 'en');
    const shot = (name: string) => page.screenshot({ path: screenshot(`gift-cards-desktop-en-${name}`), fullPage: true });
    await logIn(page, app.url, FRIEND.email, FRIEND.password);
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { libelle: string; fftTarif: number; translations?: { en?: { libelle?: string } } }[];
    const ten = passes.find((pass) => pass.libelle === 'Carte 10 séances enfants')!;
    const tenName = ten.translations?.en?.libelle || ten.libelle;
    await buyToPayment(page, app.url, tenName, WORDS.en);
    const euros = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
    await page.getByRole('button', { name: WORDS.en.gift }).click();
    // A code that cannot be one is said before anything is sent; a code no card has, by the server.
    await page.getByLabel(WORDS.en.code).fill('ABC');
    await page.getByRole('button', { name: WORDS.en.use }).click();
    await page.getByRole('alert').filter({ hasText: 'A gift card code has 12 letters and digits' }).waitFor();
    await page.getByLabel(WORDS.en.code).fill('ZZZZ-ZZZZ-ZZZZ');
    await page.getByRole('button', { name: WORDS.en.use }).click();
    await page.getByRole('alert').filter({ hasText: 'No gift card has this code' }).waitFor();
    await page.getByLabel(WORDS.en.code).fill(code.toLowerCase());
    await page.getByRole('button', { name: WORDS.en.use }).click();
    const rest = ten.fftTarif - 5000;
    await page.getByRole('heading', { name: `Gift cards: ${euros(5000)} paid`, level: 3 }).waitFor({ timeout: 15_000 });
    await page.getByText(`${euros(rest)} is left to pay by bank card`).waitFor();
    // The family that spent it is told what the card keeps (all of it spent here).
    await page.getByText(`Gift card ${code} used: €0 left on it.`).waitFor();
    await expectNoAxeViolations(page, 'gift card spent (en)');
    await shot('0-payment');
    // A reload keeps paying that order's rest, not the whole total.
    await page.reload();
    await page.getByRole('heading', { name: `Gift cards: ${euros(5000)} paid`, level: 3 }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: `Pay ${euros(rest)}` }).waitFor();
    await page.getByLabel(WORDS.en.card).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${euros(rest)}` }).click();
    await page.getByRole('heading', { name: WORDS.en.done, level: 1 }).waitFor({ timeout: 15_000 });
    await context.close();

    // The desk's list (FR, desktop): the card, nothing left, spent on the friend's order.
    const desk = await openIn(browser, DESKTOP, 'fr');
    await logIn(desk.page, app.url, ADMIN.email, ADMIN.password);
    await desk.page.goto(`${app.url}/profil/administration/cartes-cadeaux`);
    const row = desk.page.locator('tr', { hasText: code });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.innerText()).toMatch(/50\s€\s+0\s€/);
    await row.getByText(/commande \d+/).nth(1).waitFor();
    await desk.page.screenshot({ path: screenshot('gift-cards-desk-fr'), fullPage: true });
    await expectNoAxeViolations(desk.page, 'gift cards list (fr)');
    await desk.context.close();
  });
});
