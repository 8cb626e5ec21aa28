import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { DESKTOP, deskSends, familyWithChild, fillBilling, openIn, PHONE } from '../harness/term-browser.ts';
import { dayIn, termCatalogue, type TermCatalogue } from '../harness/terms.ts';

/**
 * Issue 43, a term's price paid by monthly SEPA direct debit (FR on a phone, EN on a desktop, axe):
 * the school offers it; a new family chooses it in the enrol dialog, sees its debits and their days,
 * signs the mandate at the payment step (a mistyped IBAN is refused there, the test IBAN signs), is
 * back on the slot with the child enrolled, its first debit taken, and finds the schedule and the
 * account on its orders page; the desk's order page says the mandate is signed.
 */
const skip = browserSkipReason();

const TERM_CENTS = 18_000;

const WORDS = {
  fr: {
    price: /180\s€ le trimestre/,
    enrol: 'Inscrire',
    byDebit: /^Par prélèvement SEPA mensuel \(\d prélèvements\)$/,
    firstDebit: /^1er prélèvement, .* : \d+(,\d\d)?\s€$/,
    toMandate: 'Réserver la place et signer le mandat',
    numberWay: 'Numéro et voie',
    postalCode: 'Code postal',
    city: 'Ville',
    toPayment: 'Continuer vers le paiement',
    mandateTitle: 'Prélèvement SEPA mensuel',
    holder: 'Titulaire du compte',
    iban: 'IBAN',
    accept: 'J’accepte ce mandat de prélèvement SEPA',
    sign: /^Signer le mandat — \d+(,\d\d)?\s€ prélevés aujourd’hui$/,
    badIban: 'Cet IBAN n’est pas valide : vérifiez-le sur votre RIB',
    enrolled: /est inscrit\(e\) pour le trimestre/,
    planTitle: /^Prélèvement SEPA en \d fois$/,
    account: 'compte se terminant par 2606',
    paid: 'payé',
  },
  en: {
    price: /€180 for the term/,
    enrol: 'Enrol',
    byDebit: /^By monthly SEPA direct debit \(\d debits\)$/,
    firstDebit: /^Debit 1, on .*: €\d+(\.\d\d)?$/,
    toMandate: 'Keep the place and sign the mandate',
    numberWay: 'Number and street',
    postalCode: 'Postcode',
    city: 'City',
    toPayment: 'Continue to payment',
    mandateTitle: 'Monthly SEPA direct debit',
    holder: 'Account holder',
    iban: 'IBAN',
    accept: 'I accept this SEPA direct debit mandate',
    sign: /^Sign the mandate — €\d+(\.\d\d)? debited today$/,
    badIban: 'This IBAN is not valid: check it on your bank details',
    enrolled: /is enrolled for the term/,
    planTitle: /^SEPA direct debit in \d parts$/,
    account: 'account ending in 2606',
    paid: 'paid',
  },
} as const;

describe.skipIf(Boolean(skip))('paying a term by monthly direct debit', () => {
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
      libelle: 'Trimestre d’automne',
      englishName: 'Autumn term',
      psnId: null,
      priorityOpensAt: null,
      firstDay: dayIn(30),
      lastDay: dayIn(100),
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      tariff: { activities: [], slots: [{ psnId: cat.pool, tcsId: cat.slot.tcsId, cents: TERM_CENTS }], directDebit: true },
    });
    termId = term.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it.each([
    ['fr', 'phone', PHONE, 'Octobre'],
    ['en', 'desktop', DESKTOP, 'November'],
  ] as const)('in %s on a %s: the debits shown, the mandate signed, the child enrolled, the schedule on the orders page', async (language, name, device, familyName) => {
    const words = WORDS[language];
    const who = await familyWithChild(app, admin, familyName);
    const { context, page } = await openIn(browser, device, language);
    const shot = (step: string) => page.screenshot({ path: screenshot(`term-direct-debit-${language}-${name}-${step}`), fullPage: true });
    await logIn(page, app.url, who.email, who.password);

    await page.goto(`${app.url}/reserver?psnId=${cat.pool}&trimestre=${termId}`);
    const slot = page.locator(`[data-slot="${cat.slot.tcsId}"]`);
    await slot.getByText(words.price).waitFor({ timeout: 20_000 });
    await slot.getByRole('button', { name: words.enrol, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: words.byDebit }).waitFor({ state: 'attached', timeout: 20_000 });
    await dialog.locator('label', { hasText: words.byDebit }).click();
    await expect.poll(() => dialog.getByRole('radio', { name: words.byDebit }).isChecked()).toBe(true);
    const debits = dialog.locator('.terms-pay-parts li');
    await expect.poll(() => debits.count()).toBeGreaterThanOrEqual(2);
    expect(await debits.first().innerText()).toMatch(words.firstDebit);
    await expectNoAxeViolations(page, `term-direct-debit-${language}-${name}-dialog`);
    await shot('1-debits');

    await dialog.getByRole('button', { name: words.toMandate }).click();
    await fillBilling(page, words);
    await page.getByRole('heading', { name: words.mandateTitle }).waitFor({ timeout: 20_000 });
    // A mistyped IBAN is refused on the page, before anything is sent.
    await page.getByLabel(words.holder).fill(`Sam ${familyName}`);
    await page.getByLabel(words.iban).fill('FR15 2004 1010 0505 0001 3M02 606');
    await page.locator('label', { hasText: words.accept }).click();
    await page.getByRole('button', { name: words.sign }).click();
    await page.getByText(words.badIban).waitFor();
    await expectNoAxeViolations(page, `term-direct-debit-${language}-${name}-mandate`);
    await shot('2-mandate');
    await page.getByLabel(words.iban).fill('FR14 2004 1010 0505 0001 3M02 606');
    await page.getByRole('button', { name: words.sign }).click();

    // Back on the slot, enrolled by the mandate; its first debit taken.
    await page.waitForURL((url) => url.pathname === '/reserver', { timeout: 30_000 });
    await page.getByRole('dialog').locator('.terms-result').getByText(words.enrolled).waitFor({ timeout: 30_000 });
    await shot('3-enrolled');
    const [enrolled] = (await app.call('GET', `/webapi/Family/enrolments?famId=${who.famId}&termId=${termId}`, { cookie: admin })).body.data as Array<{ status: string; orderId?: number }>;
    expect(enrolled?.status).toBe('enrolled');
    const orderId = enrolled!.orderId!;
    await expect
      .poll(async () => ((await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: admin })).body.data as { payments: Array<{ status: string; method?: number; part?: number }> }).payments.filter((payment) => payment.status === 'succeeded').map((payment) => [payment.part, payment.method]), { timeout: 20_000 })
      .toEqual([[1, 9]]);

    await page.goto(`${app.url}/profil/commandes`);
    const plan = page.locator('.orders-plan');
    await plan.getByText(words.planTitle).waitFor({ timeout: 20_000 });
    await plan.getByText(words.account).waitFor();
    await expect.poll(() => plan.locator('.orders-plan-parts li').nth(0).innerText(), { timeout: 20_000 }).toContain(words.paid);
    await expectNoAxeViolations(page, `term-direct-debit-${language}-${name}-orders`);
    await shot('4-orders');
    await context.close();

    if (language !== 'fr') return;
    // The desk's order page: the mandate signed, the schedule.
    const desk = await openIn(browser, DESKTOP, 'fr');
    await logIn(desk.page, app.url, ADMIN.email, ADMIN.password);
    await desk.page.goto(`${app.url}/profil/administration/commandes/${orderId}`);
    const deskPlan = desk.page.locator('.plouf-order-plan');
    await deskPlan.getByText(/^Prélèvement SEPA en \d fois$/).waitFor({ timeout: 20_000 });
    await deskPlan.getByText('Mandat signé sur le compte se terminant par 2606 : les prélèvements partent à leur date.').waitFor();
    expect(await desk.page.locator('.plouf-order-payments').innerText()).toContain('Prélèvement SEPA');
    await expectNoAxeViolations(desk.page, 'term-direct-debit-desk-order');
    await desk.page.screenshot({ path: screenshot('term-direct-debit-desk-order'), fullPage: true });
    await desk.context.close();
  });
});
