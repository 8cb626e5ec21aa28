import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { DESKTOP, deskSends, familyWithChild, fillBilling, openIn, payWithTestCard, PHONE } from '../harness/term-browser.ts';
import { dayIn, termCatalogue, type TermCatalogue } from '../harness/terms.ts';

/**
 * Issue 43, a term's promo codes (the admin in English on a desktop; families in French on a phone
 * and in English on a desktop; axe): the admin adds a code to the term in its dialog; a family types
 * a wrong code (told why), then the right one, sees the price less the code, keeps the place and
 * pays; the order's line names the code.
 */
const skip = browserSkipReason();

const TERM_CENTS = 18_000;

const WORDS = {
  fr: {
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
  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    cat = await termCatalogue(app);
    const term = await deskSends(app, admin, 'POST', '/webapi/Trimestre', {
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
    const { context, page } = await openIn(browser, DESKTOP, 'en');
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
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
    const who = await familyWithChild(app, admin, familyName);
    const { context, page } = await openIn(browser, device, language);
    const shot = (step: string) => page.screenshot({ path: screenshot(`term-promo-${language}-${name}-${step}`), fullPage: true });
    await logIn(page, app.url, who.email, who.password);
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
    await fillBilling(page, words);
    await payWithTestCard(page, words, words.pay);
    await page.waitForURL((url) => url.pathname === '/reserver', { timeout: 30_000 });
    await page.getByRole('dialog').locator('.terms-result').getByText(words.enrolled).waitFor({ timeout: 30_000 });
    await shot('2-enrolled');
    const [enrolled] = (await app.call('GET', `/webapi/Family/enrolments?famId=${who.famId}&termId=${termId}`, { cookie: admin })).body.data as Array<{ status: string; orderId?: number }>;
    const order = (await app.call('GET', `/webapi/Commande/${enrolled!.orderId}`, { cookie: admin })).body.data as { cmdTotal: number; rows: Array<{ libelle: string }> };
    expect(order.cmdTotal).toBe(14_400);
    expect(order.rows[0]!.libelle).toContain('code RENTREE20 −36,00');
    await context.close();
  });
});
