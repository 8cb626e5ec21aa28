import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { ADMIN, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations, settle } from '../harness/axe.ts';
import { browserSkipReason, logIn, screenshot } from '../harness/browser.ts';
import { startMailedSite, type MailedSite } from '../harness/mailedSite.ts';
import { mailTo } from '../harness/wait.ts';

const skip = browserSkipReason();

/**
 * The back-office writes: a reply to a contact, and a message to the newsletter's validated
 * subscribers, each seen leaving live and arriving at a real SMTP peer.
 */
describe.skipIf(Boolean(skip))('messages from the back-office', () => {
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

  it('replies to a contact from its page, and lists the reply once it has left', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    const contact = ((await app.call('GET', '/webapi/Contact', { cookie: await app.login() })).body.data.items as { id: number; ctcMail: string }[])[0]!;
    await page.goto(`${app.url}/profil/administration/contacts/${contact.id}`);
    await page.getByRole('button', { name: 'Répondre' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText(`En réponse à ${contact.ctcMail}`).waitFor();
    await drawer.getByRole('button', { name: 'Envoyer' }).click();
    await drawer.getByText('Écrivez l’objet et le message dans au moins une langue').waitFor();
    // A reply's subject may stay empty: it leaves as "Re : …", which the field says.
    await drawer.getByText('Le mail partira sous l’objet « Re : votre message à Plouf ».').waitFor();
    await drawer.getByRole('tabpanel').getByLabel('Objet').fill('les bébés nageurs');
    await drawer.getByText('Le mail partira sous l’objet « Re : les bébés nageurs ».').waitFor();
    await drawer.getByRole('tabpanel').locator('.ProseMirror').click();
    await page.keyboard.type('Bonjour, il reste deux places samedi à 10 h.');
    await settle(page);
    await page.screenshot({ path: screenshot('messages-compose-reply') });
    await expectNoAxeViolations(page, 'message composer');
    await drawer.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Envoyer' }).click();
    await drawer.getByText('Envoyé à 1 destinataire').waitFor({ timeout: 20_000 });
    const mail = await mailTo(peer, contact.ctcMail, /^Re : les bébés nageurs$/);
    expect(mail.text).toContain('Bonjour, il reste deux places samedi à 10 h.');
    await drawer.getByRole('button', { name: 'Fermer' }).first().click();
    await page.locator('.plouf-sent-messages').getByText('Re : les bébés nageurs').waitFor();
  });

  it('writes to the newsletter’s validated subscribers in English too, and shows the mails leaving', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    await page.goto(`${app.url}/profil/administration/newsletters?lang=en`);
    await page.getByRole('button', { name: 'Write to subscribers' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByRole('tab', { name: 'English' }).click();
    await drawer.getByRole('tabpanel').getByLabel('Subject').fill('Christmas courses');
    await drawer.getByRole('tabpanel').locator('.ProseMirror').click();
    await page.keyboard.type('Booking is open for the Christmas courses.');
    await drawer.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    // The demo's three validated subscribers.
    await drawer.getByText('Sent to 3 recipients').waitFor({ timeout: 20_000 });
    await settle(page);
    await page.screenshot({ path: screenshot('messages-newsletter-sent-phone-en') });
    for (const email of ['sophie.bernard@example.fr', 'marc.dubois@example.fr', 'emma.wilson@example.com']) {
      const mail = await mailTo(peer, email, /^Christmas courses$/);
      expect(mail.text).toContain('Booking is open for the Christmas courses.');
      expect(mail.header('list-unsubscribe')).toMatch(/^<https:\/\/plouf\.example\/webapi\/Newsletter\/unsubscribe\?key=/);
    }
    expect(peer.received.some((mail) => mail.envelopeTo.includes('nina.roux@example.fr') && /Christmas/.test(mail.raw))).toBe(false);
  });
});
