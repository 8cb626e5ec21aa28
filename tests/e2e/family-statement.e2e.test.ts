import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';
import { DESKTOP, deskSends, familyWithChild, openIn, PHONE, type Language } from '../harness/term-browser.ts';
import { pricedTerm, termCatalogue, type TermCatalogue } from '../harness/terms.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Issue 43, one balance per family, on screen: a family pays the first of a term's three parts, and
 * its statement ("Mon compte" on /profil) shows the order charged, the payment, what is left to pay
 * and the two parts to come; the PDF link downloads the same statement in the language shown; the
 * desk records a payment while the page is open and the balance follows without a reload; the desk
 * sees the same balance on the family's back-office page. FR on a phone, EN on a desktop, axe.
 */
const skip = browserSkipReason();

const TERM_CENTS = 18_000;

/** Every space as a plain one: French amounts hold no-break and narrow no-break spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

const WORDS = {
  fr: {
    title: 'Relevé de compte',
    owed: (amount: string) => `Reste à payer : ${amount}`,
    settled: 'Compte à jour : rien à payer',
    charged: (id: number) => `Commande ${id} : `,
    paidByCard: (id: number) => `Paiement par carte bancaire, commande ${id}, versement 1 sur 3`,
    paidAtDesk: (id: number) => `Paiement par chèque, commande ${id}`,
    part: (id: number, part: number) => `Commande ${id}, versement ${part} sur 3`,
    upcoming: 'Prochains versements',
    empty: 'Aucune opération pour l’instant.',
    download: 'Télécharger le relevé (PDF)',
    period: 'Période',
    opening: /^Solde avant le 1er \p{L}+ \d{4} : 0 €$/u,
    closing: /^Solde à ce jour : 60 €$/u,
    pdf: { title: 'Relevé de compte', owed: 'Reste à payer : 120,00 €', part: 'versement 2 sur 3' },
    eur: (euros: number) => `${euros} €`,
    signed: (euros: number) => `${euros < 0 ? '−' : '+'}${Math.abs(euros)} €`,
  },
  en: {
    title: 'Account statement',
    owed: (amount: string) => `Left to pay: ${amount}`,
    settled: 'Account settled: nothing to pay',
    charged: (id: number) => `Order ${id}: `,
    paidByCard: (id: number) => `Payment by bank card, order ${id}, instalment 1 of 3`,
    paidAtDesk: (id: number) => `Payment by cheque, order ${id}`,
    part: (id: number, part: number) => `Order ${id}, instalment ${part} of 3`,
    upcoming: 'Next instalments',
    empty: 'No entries yet.',
    download: 'Download statement (PDF)',
    period: 'Period',
    opening: /^Balance before 1 [A-Z][a-z]+ \d{4}: €0$/u,
    closing: /^Balance today: €0$/u,
    pdf: { title: 'Account statement', owed: 'Left to pay: €120.00', part: 'instalment 2 of 3' },
    eur: (euros: number) => `€${euros}`,
    signed: (euros: number) => `${euros < 0 ? '−' : '+'}€${Math.abs(euros)}`,
  },
} as const;

describe.skipIf(Boolean(skip))('the family’s statement on screen', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  let cat: TermCatalogue;
  let termId: number;
  let deskKeys = 0;

  /** A new family with a child, enrolled in three parts, the first paid with the test card (as the enrol dialog and payment page do): its login, id, order and name. */
  async function familyPayingFirstPart(name: string) {
    const who = await familyWithChild(app, admin, name);
    const cookie = await app.login(who.email, who.password);
    const held = await deskSends(app, cookie, 'POST', '/webapi/Family/enrolment', { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: who.childId, cardId: 0, pay: 'tuition', instalments: 3 });
    const orderId = held.hold.orderId as number;
    await deskSends(app, cookie, 'PUT', `/webapi/Family/${who.famId}`, { address: { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' } });
    const asked = await deskSends(app, cookie, 'POST', `/webapi/Commande/${orderId}/pay`);
    await deskSends(app, cookie, 'POST', `/webapi/Commande/${orderId}/test-payment`, { clientSecret: asked.clientSecret, cardNumber: '4242424242424242' });
    // The ledger records the payment a moment after the order (its own process): the page is opened on a statement that has it.
    const statement = await eventually(
      async () => (await app.call('GET', `/webapi/Family/releve?famId=${who.famId}`, { cookie: admin })).body.data as { famName: string; balance: number },
      (read) => read.balance === TERM_CENTS - TERM_CENTS / 3,
    );
    expect(statement.balance).toBe(12_000);
    return { ...who, orderId, famName: statement.famName };
  }

  /** The desk records a cheque for the order, at the desk (the family's page is not told by this test). */
  const deskCheque = (orderId: number, cents: number) =>
    app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: { 'idempotency-key': `statement-cheque-${Date.now()}-${deskKeys++}` }, body: { move: 'RECORD_PAYMENT', reason: 'Guichet', method: 1, reference: `CHQ-${orderId}-${deskKeys}`, amount: cents } });

  const balanceOf = async (scope: Locator) => plain(await scope.locator('.statement-balance').innerText());

  /** The statement's PDF as the browser downloads it from the link: its bytes and its words. */
  async function downloadPdf(page: Page, scope: Locator, language: Language) {
    const link = scope.getByRole('button', { name: WORDS[language].download });
    expect(await link.getAttribute('href')).toContain(`lang=${language}`);
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = await readFile(await file.path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    return { head: bytes.subarray(0, 5).toString('latin1'), name: file.suggestedFilename(), text: plain(text) };
  }

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
    cat = await termCatalogue(app);
    termId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre du relevé', englishName: 'Statement term', cents: TERM_CENTS, from: 120, tariff: { instalments: 3 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it.each([
    ['fr', 'phone', PHONE, 'Octobre'],
    ['en', 'desktop', DESKTOP, 'November'],
  ] as const)('in %s on a %s: the charge, the payment, what is left and the parts to come; the PDF; a desk payment shown live', async (language, device, screen, name) => {
    const words = WORDS[language];
    const family = await familyPayingFirstPart(name);
    const { context, page } = await openIn(browser, screen, language);
    await logIn(page, app.url, family.email, family.password);
    const section = page.locator('section#compte');
    await section.getByRole('heading', { name: words.title, level: 2 }).waitFor({ timeout: 20_000 });
    await expect.poll(() => balanceOf(section)).toBe(words.owed(words.eur(120)));

    // The entries: a table on a desktop, a card a line on a phone; each with its signed amount and the balance after it.
    const rows = section.locator(device === 'phone' ? '.statement-list li' : '.statement-table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await section.locator('table').count()).toBe(device === 'phone' ? 0 : 1);
    const [charged, paid] = [plain(await rows.nth(0).innerText()), plain(await rows.nth(1).innerText())];
    expect(charged).toContain(words.charged(family.orderId));
    expect(charged).toContain(words.signed(180));
    expect(paid).toContain(words.paidByCard(family.orderId));
    expect(paid).toContain(words.signed(-60));
    expect(paid).toContain(words.eur(120));

    // The two parts to come, with their amounts.
    await section.getByRole('heading', { name: words.upcoming, level: 3 }).waitFor();
    const parts = section.locator('.statement-upcoming li');
    expect(await parts.count()).toBe(2);
    expect(plain(await parts.nth(0).innerText())).toContain(words.part(family.orderId, 2));
    expect(plain(await parts.nth(1).innerText())).toContain(words.part(family.orderId, 3));
    expect(plain(await parts.nth(1).innerText())).toContain(words.eur(60));

    await expectNoAxeViolations(page, `family-statement-${language}-${device}`);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: screenshot(`family-statement-${language}-${device}-1-owed`) });
    await page.screenshot({ path: screenshot(`family-statement-${language}-${device}-page`), fullPage: true });

    // The same statement as a PDF, in the language shown.
    const pdf = await downloadPdf(page, section, language);
    expect(pdf.head).toBe('%PDF-');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.text).toContain(words.pdf.title);
    expect(pdf.text).toContain(family.famName);
    expect(pdf.text).toContain(words.pdf.owed);
    expect(pdf.text).toContain(words.pdf.part);

    // The desk takes a cheque while the page is open: the balance, the entries and the parts follow, without a reload.
    const opened = await page.evaluate(() => (globalThis as unknown as { performance: { timeOrigin: number } }).performance.timeOrigin);
    const part = language === 'fr' ? 6_000 : 12_000;
    expect((await deskCheque(family.orderId, part)).body.resultCode).toBe('Ok');
    await expect.poll(() => balanceOf(section), { timeout: 20_000 }).toBe(language === 'fr' ? words.owed(words.eur(60)) : words.settled);
    await expect.poll(() => rows.count()).toBe(3);
    expect(plain(await rows.nth(2).innerText())).toContain(words.paidAtDesk(family.orderId));
    expect(await parts.count()).toBe(language === 'fr' ? 1 : 0);
    expect(await page.evaluate(() => (globalThis as unknown as { performance: { timeOrigin: number } }).performance.timeOrigin)).toBe(opened);
    await section.screenshot({ path: screenshot(`family-statement-${language}-${device}-2-after-desk`) });

    // This month alone: the balance before it and today's (the month is not over) around its entries; the PDF asks for the same month.
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 7);
    await section.getByLabel(words.period).selectOption(month);
    const around = section.locator('.statement-period-balance');
    await expect.poll(() => around.count()).toBe(2);
    expect(plain(await around.nth(0).innerText())).toMatch(words.opening);
    expect(plain(await around.nth(1).innerText())).toMatch(words.closing);
    expect(await rows.count()).toBe(3);
    expect(await section.getByRole('button', { name: words.download }).getAttribute('href')).toContain(`from=${month}-01&to=${month}-`);
    await expectNoAxeViolations(page, `family-statement-${language}-${device}-month`);
    await section.screenshot({ path: screenshot(`family-statement-${language}-${device}-3-month`) });
    await section.getByLabel(words.period).selectOption('');
    await expect.poll(() => around.count()).toBe(0);
    await context.close();
  });

  it('says so when the family has nothing on its account yet (EN, phone)', async () => {
    const who = await familyWithChild(app, admin, 'December');
    const { context, page } = await openIn(browser, PHONE, 'en');
    await logIn(page, app.url, who.email, who.password);
    const section = page.locator('section#compte');
    await expect.poll(() => balanceOf(section), { timeout: 20_000 }).toBe(WORDS.en.settled);
    await section.getByText(WORDS.en.empty).waitFor();
    expect(await section.getByRole('heading', { name: WORDS.en.upcoming }).count()).toBe(0);
    await section.screenshot({ path: screenshot('family-statement-en-phone-empty') });
    await context.close();
  });

  it.each([
    ['fr', 'desktop', DESKTOP],
    ['en', 'phone', PHONE],
  ] as const)('the desk sees the same balance on the family’s page (%s, %s), live', async (language, device, screen) => {
    const words = WORDS[language];
    const family = await familyPayingFirstPart(language === 'fr' ? 'Janvier' : 'February');
    const { context, page } = await openIn(browser, screen, language);
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/familles/${family.famId}`);
    const card = page.getByRole('region', { name: language === 'fr' ? 'Compte de la famille' : 'Family account' });
    await expect.poll(() => balanceOf(card), { timeout: 20_000 }).toBe(words.owed(words.eur(120)));
    expect(await card.locator('.statement-upcoming li').count()).toBe(2);
    const link = card.getByRole('button', { name: words.download });
    expect(await link.getAttribute('href')).toBe(`/webapi/Family/releve.pdf?lang=${language}&famId=${family.famId}`);
    await expectNoAxeViolations(page, `family-statement-desk-${language}-${device}`);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: screenshot(`family-statement-desk-${language}-${device}`) });
    await page.screenshot({ path: screenshot(`family-statement-desk-${language}-${device}-page`), fullPage: true });

    // Another desk records a cheque: this page follows.
    expect((await deskCheque(family.orderId, 6_000)).body.resultCode).toBe('Ok');
    await expect.poll(() => balanceOf(card), { timeout: 20_000 }).toBe(words.owed(words.eur(60)));
    if (language === 'fr') {
      const pdf = await downloadPdf(page, card, language);
      expect(pdf.head).toBe('%PDF-');
      expect(pdf.text).toContain(family.famName);
      expect(pdf.text).toContain('Reste à payer : 60,00 €');
    }
    await context.close();
  });
});
