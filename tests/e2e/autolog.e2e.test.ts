import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { ADMIN, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations, settle } from '../harness/axe.ts';
import { bookOn, bookingCatalogue, bookingCourse, bookingFamily } from '../harness/booking.ts';
import { browserSkipReason, screenshot } from '../harness/browser.ts';
import { startMailedSite, type MailedSite } from '../harness/mailedSite.ts';
import { mailTo } from '../harness/wait.ts';

const skip = browserSkipReason();

/**
 * The booking confirmation's "Voir mes réservations", clicked in a real browser that never logged
 * in: the family's bookings open, signed in, and the key leaves the address bar. The same link
 * again (used) logs out and shows the login page, which says why (ADR 0014).
 */
describe.skipIf(Boolean(skip))('the autolog link of a booking mail', () => {
  let app: TestApp;
  let browser: Browser;
  let peer: SmtpPeer;
  let site: MailedSite;

  beforeAll(async () => {
    site = await startMailedSite();
    ({ app, browser, peer } = site);
  }, 90_000);
  afterAll(async () => {
    await site?.close();
  });

  /** The mail's link, on this test's server. */
  const onApp = (link: string) => site.onApp(link);

  it('opens the family’s bookings once, in French on a phone; a second click is sent to the login page', async () => {
    const catalogue = await bookingCatalogue(app);
    const family = await bookingFamily(app, catalogue, 960);
    const crsId = await bookingCourse(app, await app.login(ADMIN.email, ADMIN.password), catalogue, 8, 9);
    expect((await bookOn(app, family, crsId)).body.resultCode).toBe('Ok');
    const mail = await mailTo(peer, 'burst-960@plouf.test', /est inscrit·e : Aquagym/);
    const link = /https:\/\/plouf\.example\/profil\/my-booking\?key=[^\s]+/.exec(mail.text)![0];

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(onApp(link));
    await page.getByRole('heading', { name: 'Mes réservations', level: 1 }).waitFor();
    await page.getByText('Aquagym').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('key')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/profil/my-booking');
    await settle(page);
    await page.screenshot({ path: screenshot('autolog-bookings-phone'), fullPage: true });
    await expectNoAxeViolations(page, 'bookings opened by an autolog link');
    await context.close();

    // Used: the spec's autolog failure, a logout, then the login page, which says why.
    const again = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const second = await again.newPage();
    await second.goto(onApp(link));
    await second.getByText("Ce lien de connexion n'est plus valide. Connectez-vous avec votre mot de passe.").waitFor();
    await second.getByRole('heading', { name: 'Connexion' }).waitFor();
    await expect.poll(() => new URL(second.url()).pathname).toBe('/login');
    expect(new URL(second.url()).searchParams.has('key')).toBe(false);
    await settle(second);
    await second.screenshot({ path: screenshot('autolog-used-login') });
    await expectNoAxeViolations(second, 'login page after a used autolog link');
    await again.close();
  });
});
