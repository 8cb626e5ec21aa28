import { addDays, parisDay } from '@plouf/infra/days';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp } from './app.ts';

/** The two screens the term's browser scenarios are walked on. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
export type Language = 'fr' | 'en';

/** A browser context on a device, in a language: the site's language chosen before the first page, as a returning visitor has it. */
export async function openIn(browser: Browser, device: object, language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  await context.addInitScript((chosen) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', chosen), language);
  return { context, page: await context.newPage() };
}

let keys = 0;

/** A desk call that must succeed (an idempotency key of its own): its data. */
export async function deskSends(app: TestApp, cookie: string, method: string, path: string, body: unknown = {}) {
  const answer = await app.call(method, path, { cookie, body, headers: { 'idempotency-key': `term-browser-${Date.now()}-${keys++}` } });
  if (answer.body.resultCode !== 'Ok') throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * A new family with a password and a child of 8 named `Lou{name}` (no card, no address), as a family
 * that comes to pay a term's price: its login, its id and the child's.
 */
export async function familyWithChild(app: TestApp, admin: string, name: string) {
  const email = `${name.toLowerCase()}@plouf.test`;
  const password = `famille-${name.toLowerCase()}-2026`;
  const { famId } = await app.createAccount({ email, password, roles: ['Client', 'Famille'], nom: name, prenom: `Parent ${name}` });
  await deskSends(app, admin, 'PUT', `/webapi/User/membre/${famId}`, { userEmail: '', userNom: name, userPrenom: `Lou${name}`, usrDatbirth: addDays(parisDay(new Date()), -8 * 366), userPass: 'x', userNewPass: '' });
  const members = (await app.call('GET', `/webapi/Family/${famId}`, { cookie: admin })).body.data.membres as { id: number; usrPrenom: string }[];
  return { email, password, famId, childId: members.find((member) => member.usrPrenom === `Lou${name}`)!.id };
}

/** The cart's billing step, as a family without an address fills it, on to the payment. */
export async function fillBilling(page: Page, labels: { numberWay: string; postalCode: string; city: string; toPayment: string }) {
  await page.waitForURL((url) => url.pathname === '/profil/facturation', { timeout: 20_000 });
  await page.getByLabel(labels.numberWay).fill('3 rue des Bassins');
  await page.getByLabel(labels.postalCode).fill('75011');
  await page.getByLabel(labels.city).fill('Paris');
  await page.getByRole('button', { name: labels.toPayment }).click();
  await page.waitForURL((url) => url.pathname === '/profil/paiement', { timeout: 20_000 });
}

/** The offline test card form, filled and sent with its pay button (`pay`: that button's name). */
export async function payWithTestCard(page: Page, labels: { cardNumber: string; expiry: string; cvc: string }, pay: RegExp, cardNumber = '4242424242424242') {
  await page.getByLabel(labels.cardNumber).fill(cardNumber);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByRole('button', { name: pay }).click();
}
