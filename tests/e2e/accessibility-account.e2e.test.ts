import { describe, it } from 'vitest';
import { DEMO_FAMILY } from '../../infra/entry/seed.ts';
import { accessibilityWalk, DEVICES, SLOW } from '../harness/accessibility.ts';
import { ADMIN } from '../harness/app.ts';
import { assertNoFindings, axeFindings, type AxeFinding } from '../harness/axe.ts';
import { browserSkipReason, screenshot } from '../harness/browser.ts';

/**
 * Issue 11, accessibility, the signed-in screens: axe-core on the family's screens (profile, cart
 * with a pass, orders, bookings, the booking dialog) and the admin's lists and details, on a phone
 * and a desktop, on the demo data — 0 violations, all impacts. The public pages:
 * accessibility-public.e2e.test.ts.
 */

const skip = browserSkipReason();

describe.skipIf(Boolean(skip))('accessibility: axe on the family’s and the admin’s screens, phone and desktop', () => {
  const walk = accessibilityWalk();

  it.each(DEVICES)('the family’s screens on a %s: profile, cart with a pass, orders, bookings, booking dialog', async (device, options) => {
    const page = await walk.open(options, 'fr', DEMO_FAMILY);
    const findings: AxeFinding[] = [];
    findings.push(...(await walk.audit(page, '/profil', `${device} /profil`)));
    findings.push(...(await walk.audit(page, '/profil/panier', `${device} /profil/panier (empty)`)));

    // A pass in the cart, added from a pool's page as a family does.
    await walk.visit(page, `/piscines/${walk.slugs.pool}`);
    await page.locator('.site-pass').first().getByRole('button', { name: 'Ajouter au panier' }).click();
    findings.push(...(await walk.audit(page, '/profil/panier', `${device} /profil/panier (one pass)`)));
    await page.locator('.cart-totals').waitFor();

    findings.push(...(await walk.audit(page, '/profil/commandes', `${device} /profil/commandes`)));
    findings.push(...(await walk.audit(page, '/profil/my-booking', `${device} /profil/my-booking`)));

    // The booking dialog, open on the first lesson one can book, with its choices loaded.
    await walk.visit(page, '/reserver');
    await page.getByRole('button', { name: 'Réserver', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').first().waitFor({ timeout: 15_000 });
    findings.push(...(await axeFindings(page, `${device} /reserver booking dialog`)));
    await page.screenshot({ path: screenshot(`a11y-${device}-booking-dialog`) });
    await page.context().close();
    assertNoFindings(findings);
  }, SLOW);

  it.each(DEVICES)('the admin screens on a %s', async (device, options) => {
    const page = await walk.open(options, 'fr', ADMIN);
    const findings: AxeFinding[] = [];
    const admin = '/profil/administration';
    for (const path of ['', '/dashboard', '/piscines', '/activites', '/commandes', '/cours', '/contacts', '/familles']) {
      findings.push(...(await walk.audit(page, `${admin}${path}`, `${device} ${admin}${path}`)));
    }
    // One of each detail, reached from its list as an administrator does.
    const details: [string, string][] = [['/piscines', 'piscines'], ['/commandes', 'commandes'], ['/cours', 'cours'], ['/familles', 'familles']];
    for (const [list, segment] of details) {
      await walk.visit(page, `${admin}${list}`);
      if (segment === 'commandes') {
        // The list opens on this month: on its first day, the demo's orders (placed the days before) are all in
        // the month before. The whole year of two days ago holds them, whatever the day (the list keeps its period per tab).
        const year = new Date(Date.now() - 2 * 86_400_000).getFullYear();
        await page.evaluate((year) => (globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } }).sessionStorage.setItem('plouf.admin.orders', JSON.stringify({ period: { year, month: null } })), year);
        await walk.visit(page, `${admin}${list}`);
      }
      const link = page.locator(`a[href^="${admin}/${segment}/"]`).first();
      // The courses open on this week, which on a Sunday has no lesson left in the demo: the next one has.
      if (segment === 'cours') {
        await link.or(page.getByText('Aucun cours', { exact: true }).first()).first().waitFor({ timeout: 15_000 });
        if ((await link.count()) === 0) await page.getByRole('button', { name: 'Semaine suivante' }).click();
      }
      await link.waitFor({ timeout: 15_000 });
      const href = (await link.getAttribute('href'))!;
      findings.push(...(await walk.audit(page, href, `${device} ${href}`)));
    }
    await page.context().close();
    assertNoFindings(findings);
  }, SLOW);
});
