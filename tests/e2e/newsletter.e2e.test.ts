import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations, settle } from '../harness/axe.ts';
import { browserSkipReason, screenshot } from '../harness/browser.ts';
import { startMailedSite, type MailedSite } from '../harness/mailedSite.ts';
import { mailTo } from '../harness/wait.ts';

const skip = browserSkipReason();

/**
 * A visitor subscribes from the footer, receives the mail at a real SMTP peer, follows its link and
 * sees the confirmation, then leaves from the mail's other link; in French on a phone, in English on
 * a desktop. The address bar loses the key once it is used.
 */
describe.skipIf(Boolean(skip))('the newsletter, from the footer to the mailbox and back', () => {
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
  const linkIn = (text: string, param: string) => new RegExp(`https://plouf\\.example/\\?${param}=[^\\s]+`).exec(text)![0];

  async function subscribe(page: Page, email: string, submit: string) {
    const field = page.locator('.plouf-newsletter input');
    await field.scrollIntoViewIfNeeded();
    const button = page.locator('.plouf-newsletter').getByRole('button', { name: submit });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await field.fill(email);
    await button.click();
  }

  it('in French, on a phone: signs up, validates from the mail, then leaves', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await page.goto(`${app.url}/`);

    await subscribe(page, 'pas-un-email', "S'inscrire");
    const warning = page.getByRole('alertdialog');
    await warning.getByText("Merci d'entrer un email valide afin de pouvoir vous inscrire à la newsletter").waitFor();
    await warning.getByRole('button', { name: 'Fermer' }).click();

    await subscribe(page, 'camille.nage@example.fr', "S'inscrire");
    const done = page.getByRole('alertdialog');
    await done.getByText('Inscription réussie').waitFor();
    await done.getByText("Merci ! Pour confirmer votre inscription, cliquez sur le lien que nous venons d'envoyer à camille.nage@example.fr.").waitFor();
    await settle(page);
    await page.screenshot({ path: screenshot('newsletter-phone-signed-up') });
    await expectNoAxeViolations(page, 'newsletter dialog');
    await done.getByRole('button', { name: 'Fermer' }).click();

    const mail = await mailTo(peer, 'camille.nage@example.fr', /Confirmez votre inscription/);
    await page.goto(onApp(linkIn(mail.text, 'newsletter')));
    const valid = page.getByRole('alertdialog');
    await valid.getByText('Validation inscription réussie').waitFor();
    await valid.getByText("L'adresse camille.nage@example.fr recevra désormais la newsletter Plouf.").waitFor();
    expect(new URL(page.url()).search).toBe('');
    await settle(page);
    await page.screenshot({ path: screenshot('newsletter-phone-validated') });
    await valid.getByRole('button', { name: 'Fermer' }).click();
    // A reload does nothing more: the key has left the address.
    await page.reload();
    await page.locator('.plouf-newsletter').getByRole('button', { name: "S'inscrire" }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.goto(onApp(linkIn(mail.text, 'desinscription')));
    await page.getByRole('alertdialog').getByText('Désinscription confirmée').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await mailTo(peer, 'camille.nage@example.fr', /Vous êtes désinscrit/);
  });

  it('opens the List-Unsubscribe address of a mail client without one-click on a page that confirms, in French and in English', async () => {
    const cases = [
      { email: 'claire.sans-clic@example.fr', language: 'fr', subject: /Confirmez votre inscription/, title: 'Désinscription confirmée', body: "L'adresse claire.sans-clic@example.fr ne recevra plus la newsletter." },
      { email: 'noah.no-click@example.com', language: 'en', subject: /Confirm your subscription/, title: 'Unsubscribed', body: 'noah.no-click@example.com will no longer receive the newsletter.' },
    ] as const;
    for (const { email, language, subject, title, body } of cases) {
      await app.call('POST', '/webapi/Newsletter', { body: { libelle: email }, language });
      const mail = await mailTo(peer, email, subject);
      const address = /^<(.+)>$/.exec(mail.header('list-unsubscribe')!)![1]!;
      // A browser that never saw the site, in another language than the mail's: the mail's wins.
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: language === 'fr' ? 'en-GB' : 'fr-FR' })).newPage();
      const answer = await page.goto(onApp(address));
      expect(answer!.status()).toBe(200);
      const confirmed = page.getByRole('alertdialog');
      await confirmed.getByText(title).waitFor();
      await confirmed.getByText(body, { exact: false }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      await expect.poll(async () => ((await app.call('GET', `/webapi/Newsletter?search=${encodeURIComponent(email)}`, { cookie: await app.login() })).body.data.items as { nwlStatus: string }[])[0]?.nwlStatus).toBe('unsubscribed');
      await settle(page);
      await page.screenshot({ path: screenshot(`newsletter-list-unsubscribe-${language}`) });
      await expectNoAxeViolations(page, `list-unsubscribe page (${language})`);
      await page.context().close();
    }
  }, 90_000);

  it('in English, on a desktop: signs up and validates', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${app.url}/piscines?lang=en`);
    await subscribe(page, 'sam.swim@example.com', 'Sign up');
    await page.getByRole('alertdialog').getByText('Thank you! To confirm your subscription, click the link we have just sent to sam.swim@example.com.').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshot('newsletter-desktop-en-signed-up') });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();

    const mail = await mailTo(peer, 'sam.swim@example.com', /Confirm your subscription to the Plouf newsletter/);
    await page.goto(onApp(linkIn(mail.text, 'newsletter')));
    await page.getByRole('alertdialog').getByText('sam.swim@example.com will now receive the Plouf newsletter.').waitFor();
    expect(new URL(page.url()).searchParams.has('newsletter')).toBe(false);
    await settle(page);
    await page.screenshot({ path: screenshot('newsletter-desktop-en-validated') });
    await expectNoAxeViolations(page, 'newsletter dialog');
  });
});
