import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { DESKTOP, deskSends, familyWithChild, fillBilling, openIn, payWithTestCard, PHONE } from '../harness/term-browser.ts';
import { addChild, dayIn, termCatalogue, type TermCatalogue } from '../harness/terms.ts';
import { schoolYearOf } from '@plouf/command-api/term-pricing';

/**
 * Issue 43, the yearly membership fee (ADR 0029 decisions 33-37; the admin in French on a desktop,
 * families in French on a phone and in English on a desktop; axe): the admin sets the fee in the
 * term's dialog; a family's dialog adds it to the price before paying, the family pays both and the
 * order has the fee's line; the same family's dialog then says the fee is paid for the year.
 */
const skip = browserSkipReason();

const TERM_CENTS = 18_000;

describe.skipIf(Boolean(skip))('the yearly membership fee', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let cat: TermCatalogue;
  let termId: number;
  let year: string;
  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    cat = await termCatalogue(app);
    const firstDay = dayIn(120);
    const first = schoolYearOf(firstDay);
    year = `${first}-${first + 1}`;
    const term = await deskSends(app, admin, 'POST', '/webapi/Trimestre', {
      libelle: 'Trimestre avec adhésion',
      englishName: 'Term with membership',
      psnId: null,
      priorityOpensAt: null,
      firstDay,
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

  it('the admin sets the fee in the term’s dialog', async () => {
    const { context, page } = await openIn(browser, DESKTOP, 'fr');
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/trimestres/${termId}`);
    await page.getByRole('button', { name: 'Modifier' }).first().click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel('Montant de l’adhésion');
    await field.fill('25');
    await field.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'term-membership-admin-dialog');
    await page.screenshot({ path: screenshot('term-membership-admin-dialog') });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    const saved = (await app.call('GET', `/webapi/Trimestre/${termId}`, { cookie: admin })).body.data as { tariff: { membership?: unknown } };
    expect(saved.tariff.membership).toEqual({ cents: 2_500 });
    await context.close();
  });

  const WORDS = {
    fr: {
      enrol: 'Inscrire',
      fee: () => new RegExp(`^\\+ adhésion annuelle ${year} : 25\\s€ \\(une fois par famille et par année scolaire\\)$`),
      keep: /^Réserver la place et payer 205\s€$/,
      numberWay: 'Numéro et voie',
      postalCode: 'Code postal',
      city: 'Ville',
      toPayment: 'Continuer vers le paiement',
      cardNumber: 'Numéro de carte',
      expiry: 'Expiration (MM/AA)',
      cvc: 'Cryptogramme (CVC)',
      pay: /^Payer 205\s€$/,
      enrolled: /est inscrit\(e\) pour le trimestre/,
      paidNote: (id: number) => `Adhésion ${year} déjà comptée sur votre commande n° ${id}`,
      close: 'Fermer',
    },
    en: {
      enrol: 'Enrol',
      fee: () => new RegExp(`^\\+ yearly membership ${year}: €25 \\(once per family and school year\\)$`),
      keep: /^Keep the place and pay €205$/,
      numberWay: 'Number and street',
      postalCode: 'Postcode',
      city: 'City',
      toPayment: 'Continue to payment',
      cardNumber: 'Card number',
      expiry: 'Expiry (MM/YY)',
      cvc: 'Security code (CVC)',
      pay: /^Pay €205$/,
      enrolled: /is enrolled for the term/,
      paidNote: (id: number) => `Membership ${year} already counted on your order no. ${id}`,
      close: 'Close',
    },
  } as const;

  it.each([
    ['fr', 'phone', PHONE, 'Adherent'],
    ['en', 'desktop', DESKTOP, 'Member'],
  ] as const)('in %s on a %s: the fee added before paying, paid with the term, then told as paid for the year', async (language, name, device, familyName) => {
    const words = WORDS[language];
    const who = await familyWithChild(app, admin, familyName);
    await addChild(app, who.famId, familyName, `Cadet${familyName}`);
    const { context, page } = await openIn(browser, device, language);
    const shot = (step: string) => page.screenshot({ path: screenshot(`term-membership-${language}-${name}-${step}`), fullPage: true });
    await logIn(page, app.url, who.email, who.password);
    await page.goto(`${app.url}/reserver?psnId=${cat.pool}&trimestre=${termId}`);
    const slot = page.locator(`[data-slot="${cat.slot.tcsId}"]`);
    await slot.getByRole('button', { name: words.enrol, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(words.fee()).waitFor({ timeout: 20_000 });
    const keep = dialog.getByRole('button', { name: words.keep });
    await keep.waitFor();
    await expectNoAxeViolations(page, `term-membership-${language}-${name}-dialog`);
    await shot('1-fee');

    await keep.click();
    await fillBilling(page, words);
    await payWithTestCard(page, words, words.pay);
    await page.waitForURL((url) => url.pathname === '/reserver', { timeout: 30_000 });
    await page.getByRole('dialog').locator('.terms-result').getByText(words.enrolled).waitFor({ timeout: 30_000 });
    const [enrolled] = (await app.call('GET', `/webapi/Family/enrolments?famId=${who.famId}&termId=${termId}`, { cookie: admin })).body.data as Array<{ orderId?: number }>;
    const order = (await app.call('GET', `/webapi/Commande/${enrolled!.orderId}`, { cookie: admin })).body.data as { cmdTotal: number; rows: Array<{ libelle: string; total: number }> };
    expect(order.cmdTotal).toBe(20_500);
    expect(order.rows.map((row) => [row.libelle, row.total])).toContainEqual([`Adhésion annuelle ${year}`, 2_500]);

    // The other child, the same year: the dialog says the fee is paid, and asks the term's price only.
    await page.getByRole('dialog').getByRole('button', { name: words.close }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 20_000 });
    await slot.getByRole('button', { name: words.enrol, exact: true }).click();
    await page.getByRole('dialog').getByText(words.paidNote(enrolled!.orderId!)).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, `term-membership-${language}-${name}-paid`);
    await shot('2-paid');
    await context.close();
  });
});
