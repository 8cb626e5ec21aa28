import { addDays, parisDay } from '@plouf/infra/days';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, signedIn } from '../harness/browser.ts';
import { dayIn, termCatalogue, type TermCatalogue } from '../harness/terms.ts';

/**
 * Issue 43, a term's promo codes (the admin in English on a desktop; families in French on a phone
 * and in English on a desktop; axe): the admin adds a code to the term in its dialog; a family types
 * a wrong code (told why), then the right one, sees the price less the code, keeps the place and
 * pays; the order's line names the code.
 */
const skip = browserSkipReason();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
type Language = 'fr' | 'en';
const TERM_CENTS = 18_000;

const WORDS = {
  fr: {
    login: 'Se connecter',
    price: /180\s€ le trimestre/,
    enrol: 'Inscrire',
    promo: 'Code promo (facultatif)',
    apply: 'Appliquer',
    unknown: /Le code promo « FAUX » n’existe pas pour ce trimestre/,
    applied: 'Code RENTREE20 appliqué.',
    line: /^Code promo RENTREE20 : −36\s€$/,
    keep: /^Réserver la place et payer 144\s€$/,
    numberWay: 'Numéro et voie',
    postalCode: 'Code postal',
    city: 'Ville',
    toPayment: 'Continuer vers le paiement',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Cryptogramme (CVC)',
    pay: /^Payer 144\s€$/,
    enrolled: /est inscrit\(e\) pour le trimestre/,
  },
  en: {
    login: 'Log in',
    price: /€180 for the term/,
    enrol: 'Enrol',
    promo: 'Promo code (optional)',
    apply: 'Apply',
    unknown: /Promo code “FAUX” does not exist for this term/,
    applied: 'Code RENTREE20 applied.',
    line: /^Promo code RENTREE20: −€36$/,
    keep: /^Keep the place and pay €144$/,
    numberWay: 'Number and street',
    postalCode: 'Postcode',
    city: 'City',
    toPayment: 'Continue to payment',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: /^Pay €144$/,
    enrolled: /is enrolled for the term/,
  },
} as const;

describe.skipIf(Boolean(skip))('a term’s promo codes', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let cat: TermCatalogue;
  let termId: number;
  let keys = 0;

  const send = async (method: string, path: string, cookie: string, body: unknown = {}) => {
    const answer = await app.call(method, path, { cookie, body, headers: { 'idempotency-key': `promo-e2e-${Date.now()}-${keys++}` } });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    return answer.body.data;
  };

  /** A new family with a password, a child of 8, no card and no address. */
  const family = async (name: string) => {
    const email = `${name.toLowerCase()}@plouf.test`;
    const password = `famille-${name.toLowerCase()}-2026`;
    const { famId } = await app.createAccount({ email, password, roles: ['Client', 'Famille'], nom: name, prenom: `Parent ${name}` });
    await send('PUT', `/webapi/User/membre/${famId}`, admin, { userEmail: '', userNom: name, userPrenom: `Lou${name}`, usrDatbirth: addDays(parisDay(new Date()), -8 * 366), userPass: 'x', userNewPass: '' });
    return { email, password, famId };
  };

  const open = async (device: object, language: Language): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ ...device, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    await context.addInitScript((chosen) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', chosen), language);
    return { context, page: await context.newPage() };
  };

  const logIn = async (page: Page, email: string, password: string, language: Language) => {
    await page.goto(`${app.url}/login`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('main').getByRole('button', { name: WORDS[language].login }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await signedIn(page);
  };

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    cat = await termCatalogue(app);
    const term = await send('POST', '/webapi/Trimestre', admin, {
      libelle: 'Trimestre de rentrée',
      englishName: 'Back-to-school term',
      psnId: null,
      priorityOpensAt: null,
      firstDay: dayIn(120),
      lastDay: dayIn(175),
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      tariff: { activities: [], slots: [{ psnId: cat.pool, tcsId: cat.slot.tcsId, cents: TERM_CENTS }] },
    });
    termId = term.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the admin adds a code to the term in its dialog', async () => {
    const { context, page } = await open(DESKTOP, 'en');
    await logIn(page, ADMIN.email, ADMIN.password, 'en');
    await page.goto(`${app.url}/profil/administration/trimestres/${termId}`);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add a code' }).click();
    await dialog.locator('#term-promo-code-0').fill('rentree20');
    await dialog.locator('#term-promo-value-0').fill('20');
    await dialog.locator('#term-promo-uses-0').fill('10');
    await dialog.locator('#term-promo-code-0').scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'term-promo-admin-dialog');
    await page.screenshot({ path: screenshot('term-promo-admin-dialog') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    const saved = (await app.call('GET', `/webapi/Trimestre/${termId}`, { cookie: admin })).body.data as { tariff: { promos?: unknown[] } };
    expect(saved.tariff.promos).toEqual([{ code: 'RENTREE20', kind: 'percent', value: 20, from: null, until: null, maxUses: 10 }]);
    await context.close();
  });

  it.each([
    ['fr', 'phone', PHONE, 'Rentree'],
    ['en', 'desktop', DESKTOP, 'Autumn'],
  ] as const)('in %s on a %s: a wrong code told why, the right one taken off the price, paid, the line naming it', async (language, name, device, familyName) => {
    const words = WORDS[language];
    const who = await family(familyName);
    const { context, page } = await open(device, language);
    const shot = (step: string) => page.screenshot({ path: screenshot(`term-promo-${language}-${name}-${step}`), fullPage: true });
    await logIn(page, who.email, who.password, language);
    await page.goto(`${app.url}/reserver?psnId=${cat.pool}&trimestre=${termId}`);
    const slot = page.locator(`[data-slot="${cat.slot.tcsId}"]`);
    await slot.getByText(words.price).waitFor({ timeout: 20_000 });
    await slot.getByRole('button', { name: words.enrol, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel(words.promo);
    await field.waitFor({ timeout: 20_000 });
    await field.fill('faux');
    await dialog.getByRole('button', { name: words.apply, exact: true }).click();
    await dialog.getByText(words.unknown).waitFor({ timeout: 20_000 });
    await field.fill('rentree20');
    await dialog.getByRole('button', { name: words.apply, exact: true }).click();
    await dialog.getByText(words.applied).waitFor({ timeout: 20_000 });
    await dialog.getByText(words.line).waitFor();
    const keep = dialog.getByRole('button', { name: words.keep });
    await keep.waitFor();
    await expectNoAxeViolations(page, `term-promo-${language}-${name}-dialog`);
    await shot('1-applied');

    await keep.click();
    await page.waitForURL((url) => url.pathname === '/profil/facturation', { timeout: 20_000 });
    await page.getByLabel(words.numberWay).fill('3 rue des Bassins');
    await page.getByLabel(words.postalCode).fill('75011');
    await page.getByLabel(words.city).fill('Paris');
    await page.getByRole('button', { name: words.toPayment }).click();
    await page.waitForURL((url) => url.pathname === '/profil/paiement', { timeout: 20_000 });
    await page.getByLabel(words.cardNumber).fill('4242424242424242');
    await page.getByLabel(words.expiry).fill('12/30');
    await page.getByLabel(words.cvc).fill('123');
    await page.getByRole('button', { name: words.pay }).click();
    await page.waitForURL((url) => url.pathname === '/reserver', { timeout: 30_000 });
    await page.getByRole('dialog').locator('.terms-result').getByText(words.enrolled).waitFor({ timeout: 30_000 });
    await shot('2-enrolled');
    const [enrolled] = (await app.call('GET', `/webapi/Family/enrolments?famId=${who.famId}&termId=${termId}`, { cookie: admin })).body.data as Array<{ status: string; orderId?: number }>;
    const order = (await app.call('GET', `/webapi/Commande/${enrolled!.orderId}`, { cookie: admin })).body.data as { cmdTotal: number; rows: Array<{ libelle: string }> };
    expect(order.cmdTotal).toBe(14_400);
    expect(order.rows[0]!.libelle).toContain('code RENTREE20 36,00');
    await context.close();
  });
});
