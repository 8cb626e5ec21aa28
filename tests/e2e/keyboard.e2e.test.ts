import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAMILY } from '../../infra/entry/seed.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { assertNoFindings, axeFindings } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, signedIn } from '../harness/browser.ts';

/**
 * Issue 11, keyboard use: with Tab, Shift+Tab, Enter, Space and Escape only, a family adds a pass
 * to the cart, goes through the cart, books a lesson (the dialog keeps the focus, then gives it
 * back), and a visitor sends the contact form and logs in. Whatever takes the focus on the way
 * shows a visible ring: an outline or a box shadow.
 */

const skip = browserSkipReason();
const SLOW = 180_000;

/** What the focused element looks like: a description, and whether a focus ring is drawn. */
async function focused(page: Page): Promise<{ what: string; ring: boolean }> {
  // Run in the page, as text: the tests are compiled without the DOM's types. A box shadow counts
  // when one of its layers has a colour that is not transparent and a blur or spread (Blueprint's
  // inputs keep transparent layers when not focused).
  return page.evaluate(`(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { what: 'body', ring: true };
    const style = getComputedStyle(element);
    const alpha = (colour) => {
      const inside = colour.slice(colour.indexOf('(') + 1, -1);
      if (inside.includes('/')) return parseFloat(inside.split('/')[1]);
      const parts = inside.split(',');
      return parts.length === 4 ? parseFloat(parts[3]) : 1;
    };
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && alpha(style.outlineColor) > 0;
    const layers = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\\))/);
    const shadow = layers.some((layer) => {
      const colour = (layer.match(/[a-z]+\\([^)]*\\)/) || ['rgb(0,0,0)'])[0];
      const lengths = (layer.replace(colour, '').match(/-?[\\d.]+px/g) || []).map(parseFloat);
      return alpha(colour) > 0.1 && lengths.slice(2).some((length) => length > 0);
    });
    const name = element.getAttribute('aria-label') || (element.textContent || '').trim().slice(0, 40);
    return { what: '<' + element.tagName.toLowerCase() + ' class="' + element.className + '"> ' + name, ring: outline || shadow };
  })()`);
}

/** Whether the element has the focus (run in the page). */
const hasFocus = (element: { ownerDocument: { activeElement: unknown } }) => element === element.ownerDocument.activeElement;
/** Whether the focus is inside the element (run in the page). */
const holdsFocus = (element: { contains(other: unknown): boolean; ownerDocument: { activeElement: unknown } }) => element.contains(element.ownerDocument.activeElement);

describe.skipIf(Boolean(skip))('keyboard use: cart, booking, forms; focus always visible', () => {
  let app: TestApp;
  let browser: Browser;
  let poolSlug: string;
  /** Elements that took the focus without showing it. */
  const unringed = new Set<string>();

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as any[];
    poolSlug = (Array.isArray(pools) ? pools : (pools as any).items).find((pool: any) => !pool.psnDomicile).content.slug;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /**
   * Presses Tab (Shift+Tab when `back`) until `target` has the focus, noting each element on
   * the way that shows no ring; fails when `target` is not reached in `max` presses.
   */
  async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
    await target.waitFor({ timeout: 15_000 });
    for (let press = 0; press < max; press += 1) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const now = await focused(page);
      if (!now.ring) unringed.add(now.what);
      if (await target.evaluate(hasFocus)) return;
    }
    throw new Error(`${target} not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
  }

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr' });
    const page = await context.newPage();
    return page;
  }

  async function logInByKeyboard(page: Page, who: { email: string; password: string }): Promise<void> {
    await page.goto(`${app.url}/login`);
    await tabTo(page, page.locator('#login-email'));
    await page.keyboard.type(who.email);
    await tabTo(page, page.locator('#login-password'));
    await page.keyboard.type(who.password);
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Se connecter' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    await signedIn(page);
  }

  it('adds a pass to the cart and goes through the cart', async () => {
    const page = await newPage();
    await logInByKeyboard(page, DEMO_FAMILY);
    await page.goto(`${app.url}/piscines/${poolSlug}`);
    // A pass with no limit per family (the demo family may hold a limited one already).
    const pass = page.locator('.site-pass', { hasText: 'Carte 10 séances' }).first();
    await tabTo(page, pass.getByRole('button', { name: 'Ajouter au panier' }));
    await page.screenshot({ path: screenshot('keyboard-add-to-cart-focus') });
    await page.keyboard.press('Enter');
    await page.locator('.plouf-cart-badge').getByText('1', { exact: true }).waitFor({ timeout: 15_000 });

    // Back up to the cart button in the header.
    await tabTo(page, page.getByRole('button', { name: /panier/i }).first(), { back: true, max: 120 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Mon panier' }).waitFor({ timeout: 15_000 });
    await tabTo(page, page.getByRole('button', { name: 'Continuer vers la facturation' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Adresse de facturation' }).waitFor({ timeout: 15_000 });
    await page.context().close();
    expect([...unringed]).toEqual([]);
  }, SLOW);

  it('books a lesson: the dialog holds the focus, Escape closes it and gives the focus back', async () => {
    const page = await newPage();
    await logInByKeyboard(page, DEMO_FAMILY);
    await page.goto(`${app.url}/reserver`);
    const book = page.getByRole('button', { name: 'Réserver', exact: true }).first();
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    // The dialog's container: Blueprint gives it the focus when tabbing wraps round.
    const dialog = page.locator('.bp6-dialog-container');
    await dialog.getByRole('radio').first().waitFor({ timeout: 15_000 });
    // Tabbing goes round inside the dialog, never behind it.
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate(holdsFocus), `press ${press}`).toBe(true);
      const now = await focused(page);
      if (!now.ring) unringed.add(now.what);
    }
    await page.keyboard.press('Escape');
    await page.locator('.bp6-dialog').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await book.evaluate(hasFocus)).toBe(true);

    // Again, to book: Space picks a member, then a card, Enter books.
    await page.keyboard.press('Enter');
    const enabledIn = (group: number) => dialog.locator('.bp6-radio-group').nth(group).locator('input[type="radio"]:not([disabled])').first();
    const member = enabledIn(0);
    await tabTo(page, member);
    await page.keyboard.press('Space');
    expect(await member.isChecked()).toBe(true);
    const card = enabledIn(1);
    await card.waitFor({ timeout: 15_000 });
    if (!(await card.isChecked())) {
      await tabTo(page, card);
      await page.keyboard.press('Space');
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Réserver', exact: true }));
    await page.screenshot({ path: screenshot('keyboard-booking-dialog') });
    await page.keyboard.press('Enter');
    await dialog.getByText(/est inscrit au cours du/).waitFor({ timeout: 15_000 });
    await page.context().close();
    expect([...unringed]).toEqual([]);
  }, SLOW);

  it('sends the contact form and logs in with the keyboard alone', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/contact`);
    await tabTo(page, page.locator('#contact-email'));
    await page.keyboard.type('clavier@plouf.test');
    await tabTo(page, page.locator('#contact-message'));
    await page.keyboard.type('Bonjour, je voudrais inscrire ma fille.');
    await tabTo(page, page.getByRole('button', { name: 'Envoyer' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Message envoyé !' }).waitFor({ timeout: 15_000 });
    assertNoFindings(await axeFindings(page, 'desktop /contact (sent)'));

    await logInByKeyboard(page, DEMO_FAMILY);
    await page.context().close();
    expect([...unringed]).toEqual([]);
  }, SLOW);
});
