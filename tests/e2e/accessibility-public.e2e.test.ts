import { describe, expect, it } from 'vitest';
import { accessibilityWalk, DEVICES, SLOW } from '../harness/accessibility.ts';
import { assertNoFindings, axeFindings, type AxeFinding } from '../harness/axe.ts';
import { browserSkipReason } from '../harness/browser.ts';

/**
 * Issue 11, accessibility, the public pages: axe-core on every public page, on a phone and a
 * desktop, in French and English, on the demo data — 0 violations, all impacts. Each test visits
 * all its pages, then fails once with the whole list (page, rule, impact, first elements). The
 * family's and the admin's screens: accessibility-account.e2e.test.ts.
 */

const skip = browserSkipReason();

describe.skipIf(Boolean(skip))('accessibility: axe on every public page, phone and desktop', () => {
  const walk = accessibilityWalk();

  const publicPaths = () => [
    '/', '/activites-enfants', '/activites-adultes', `/activites-enfants/${walk.slugs.activity}`, '/piscines', `/piscines/${walk.slugs.pool}`,
    '/blog', `/blog/${walk.slugs.post}`, '/domicile', '/visio', '/mentions-legales', '/cgv', '/contact', '/login', '/reserver',
  ];

  it.each(DEVICES)('the public pages on a %s, in French', async (device, options) => {
    const page = await walk.open(options, 'fr');
    const findings: AxeFinding[] = [];
    for (const path of publicPaths()) findings.push(...(await walk.audit(page, path, `${device} fr ${path}`)));
    // The logo link is named by what it shows first, then where it goes (WCAG 2.5.3): not "Accueil" alone.
    expect(await page.getByRole('banner').getByRole('link', { name: /^Plouf\b.*, Accueil$/ }).count()).toBe(1);
    if (device === 'phone') {
      // The navigation drawer, open.
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.locator('.bp6-drawer').waitFor();
      findings.push(...(await axeFindings(page, `${device} fr menu drawer`)));
    }
    await page.context().close();
    assertNoFindings(findings);
  }, SLOW);

  it.each(DEVICES)('the public pages on a %s, in English', async (device, options) => {
    const page = await walk.open(options, 'en');
    const findings: AxeFinding[] = [];
    for (const path of ['/', '/activites-enfants', `/piscines/${walk.slugs.pool}`, `/blog/${walk.slugs.post}`, '/contact', '/reserver']) {
      findings.push(...(await walk.audit(page, path, `${device} en ${path}`)));
    }
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.context().close();
    assertNoFindings(findings);
  }, SLOW);
});
