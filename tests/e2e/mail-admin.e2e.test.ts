import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../mailer/src/testing/parse-mail.ts';
import type { SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { ADMIN, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations, settle } from '../harness/axe.ts';
import { browserSkipReason, logIn, screenshot } from '../harness/browser.ts';
import { startMailedSite, type MailedSite } from '../harness/mailedSite.ts';
import { eventually, mailTo } from '../harness/wait.ts';

const skip = browserSkipReason();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * The back-office's mail templates and skins, against a real SMTP peer: an administrator rewrites
 * the newsletter sign-up mail, sees it in the preview, is refused a variable the kind does not
 * give, saves, and the next visitor to sign up receives the new text; a test goes to the
 * administrator's own address; in English too; a skin is made, listed and deleted; the term's
 * kinds, and running a term's, are listed and previewed with their examples.
 */
describe.skipIf(Boolean(skip))('mail templates and skins in the back-office', () => {
  let app: TestApp;
  let browser: Browser;
  let peer: SmtpPeer;
  let site: MailedSite;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startMailedSite();
    ({ app, browser, peer } = site);
  }, 90_000);
  // A test's pages are closed after it: left open, each kept drawing the live notices of the next tests' saves.
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await site?.close();
  });

  async function adminPage(options: typeof PHONE | typeof DESKTOP): Promise<Page> {
    const context = await browser.newContext(options);
    contexts.push(context);
    const page = await context.newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
    return page;
  }

  const previewSubject = (page: Page) => page.locator('.plouf-mail-preview-subject');
  const previewFrame = (page: Page) => page.frameLocator('iframe.plouf-mail-preview-frame');
  /**
   * The preview's frame is drawn in its own process: a full-page capture leaves it blank below the
   * window, so the detail is captured as the window shows it, from the top or from the preview.
   */
  async function captureDetail(page: Page, name: string, at: 'top' | 'preview' = 'top') {
    await settle(page);
    if (at === 'top') await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    else await page.locator('.plouf-mail-preview-subject').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot(name) });
  }

  it('in French, on a desktop: rewrites the newsletter sign-up mail, is refused an unknown variable, and the next visitor gets the new text', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${app.url}/profil/administration/templates`);
    await page.getByRole('link', { name: 'Inscription newsletter', exact: true }).waitFor();
    expect(await page.locator('.plouf-mail-table tbody tr').count()).toBe(25);
    // The term enrolment's stop (issue 41), a plan's last part paid and the gift cards bought (issue 43), named for the people editing them.
    await page.getByRole('link', { name: 'Cartes cadeaux achetées (leurs codes)', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Arrêt d’une inscription au trimestre', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Dernier versement réglé (paiement en plusieurs fois)', exact: true }).waitFor();
    await page.getByText('Mot de passe oublié').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshot('mail-admin-list'), fullPage: true });
    await expectNoAxeViolations(page, 'mail templates list');

    // The search is kept when coming back to the list.
    await page.getByRole('searchbox').fill('newsletter');
    await expect.poll(() => page.locator('.plouf-mail-table tbody tr').count()).toBe(2);

    await page.getByRole('link', { name: 'Inscription newsletter', exact: true }).click();
    await page.waitForURL(/\/templates\/11$/);
    await page.locator('#mail-fr-libelle').waitFor();
    await expect.poll(() => previewSubject(page).textContent()).toContain('Confirmez votre inscription');

    await page.locator('#mail-fr-libelle').fill('Bienvenue dans la liste Plouf');
    await page.locator('#mail-fr-mtplTemplate').fill('<p>Bonjour {{name}}, un clic pour confirmer :</p><p><a href="{{link}}">Je confirme</a></p>');
    await expect.poll(() => previewSubject(page).textContent()).toBe('Sujet : Bienvenue dans la liste Plouf');
    await previewFrame(page).getByText('un clic pour confirmer').waitFor({ timeout: 60_000 });

    // A variable the kind does not give: listed under the preview, and refused on saving, on its field.
    await page.locator('#mail-fr-mtplTemplate').fill('<p>Bonjour {{prenom}}, un clic pour confirmer :</p><p><a href="{{link}}">Je confirme</a></p>');
    await page.locator('.plouf-mail-problems').getByText('Variable inconnue pour ce type de mail : prenom').waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.bp6-toast').getByText(/Le modèle ne peut pas être enregistré/).waitFor();
    const body = page.locator('#mail-fr-mtplTemplate');
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    await page.locator('.bp6-form-group', { has: body }).getByText('Variable inconnue pour ce type de mail : prenom').waitFor();

    // A variable clicked in the list goes where the cursor is.
    await page.locator('#mail-fr-mtplTemplate').fill('<p>Bonjour , un clic pour confirmer :</p><p><a href="{{link}}">Je confirme</a></p>');
    await body.focus();
    await body.evaluate((area) => (area as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(11, 11));
    await page.getByRole('button', { name: 'Insérer name' }).click();
    await expect.poll(() => body.inputValue()).toBe('<p>Bonjour {{name}}, un clic pour confirmer :</p><p><a href="{{link}}">Je confirme</a></p>');
    await expect.poll(() => page.locator('.plouf-mail-problems').count()).toBe(0);
    await previewFrame(page).getByText('Bonjour Léa Martin, un clic pour confirmer').waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.bp6-toast').getByText('Modèle enregistré').waitFor();
    await page.getByText('Modifications non enregistrées').waitFor({ state: 'detached' });
    await captureDetail(page, 'mail-admin-detail-preview');
    await expectNoAxeViolations(page, 'mail template detail');

    const signUp = await fetch(`${app.url}/webapi/Newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ libelle: 'x@example.fr' }) });
    expect(signUp.ok).toBe(true);
    const received = await mailTo(peer, 'x@example.fr', /^Bienvenue dans la liste Plouf$/);
    expect(received.html).toContain('Je confirme');

    await page.getByRole('button', { name: 'M’envoyer un essai' }).click();
    await page.locator('.bp6-toast').getByText(`Essai envoyé à ${ADMIN.email}`).waitFor();
    const test = await mailTo(peer, ADMIN.email, /^\[Essai\] Bienvenue dans la liste Plouf$/);
    expect(test.html).toContain('Je confirme');

    // Back on the list: the new subject, the search still there.
    await page.getByRole('button', { name: 'Tous les modèles' }).first().click();
    await page.getByText('Bienvenue dans la liste Plouf').waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('newsletter');
  }, 120_000);

  it('follows another administrator’s saves live: the list, an untouched detail, and a warning over unsaved changes', async () => {
    const other = await app.login();
    type Language = { lg: string; libelle: string };
    const saveElsewhere = async (subject: string) => {
      const current = (await app.call('GET', '/webapi/MailTemplate/3', { cookie: other })).body.data as { mtpValide: boolean; mskId: number; lgs: Language[] };
      const lgs = current.lgs.map((language) => (language.lg === 'fr' ? { ...language, libelle: subject } : language));
      expect((await app.call('PUT', '/webapi/MailTemplate/3', { cookie: other, body: { mtpValide: current.mtpValide, mskId: current.mskId, lgs } })).status).toBe(200);
    };
    const page = await adminPage(DESKTOP);
    await page.goto(`${app.url}/profil/administration/templates`);
    await page.locator('.plouf-live-tag').getByText('En direct').waitFor();
    await saveElsewhere('Inscription confirmée, vue en direct');
    await page.getByText('Inscription confirmée, vue en direct').waitFor();

    // Untouched, the detail takes the other version.
    await page.goto(`${app.url}/profil/administration/templates/3`);
    const subject = page.locator('#mail-fr-libelle');
    await expect.poll(() => subject.inputValue()).toBe('Inscription confirmée, vue en direct');
    await page.waitForTimeout(500); // the detail's room is joined
    await saveElsewhere('Deuxième version');
    await expect.poll(() => subject.inputValue(), { timeout: 10_000 }).toBe('Deuxième version');

    // Edited, it keeps the person's changes and says another version exists, which they may load.
    await page.locator('#mail-fr-preheader').fill('Mon texte en cours');
    await page.getByText('Modifications non enregistrées').waitFor();
    await saveElsewhere('Troisième version');
    await page.getByText('Cette fiche vient d’être modifiée par un autre administrateur.').waitFor();
    expect(await subject.inputValue()).toBe('Deuxième version');
    expect(await page.locator('#mail-fr-preheader').inputValue()).toBe('Mon texte en cours');
    await captureDetail(page, 'mail-admin-detail-stale');
    await expectNoAxeViolations(page, 'mail template detail, another version saved');
    await page.getByRole('button', { name: 'Charger sa version (vos modifications seront perdues)' }).click();
    await expect.poll(() => subject.inputValue()).toBe('Troisième version');
    await page.getByText('Cette fiche vient d’être modifiée par un autre administrateur.').waitFor({ state: 'detached' });
    expect(await page.getByText('Modifications non enregistrées').count()).toBe(0);

    // A save here is not taken for another's: no warning once its own notice comes back.
    await subject.fill('Ma version');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.bp6-toast').getByText('Modèle enregistré').waitFor();
    await page.locator('#mail-fr-preheader').fill('Encore un mot');
    // A later save elsewhere (a skin, offered in this screen's skin list) comes through the same
    // room after this save's own notice: once the screen shows it and has loaded the template
    // again, the own notice has been handled too, and must have raised no warning.
    const reloaded = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/webapi/MailTemplate/3');
    const frame = (lg: string) => ({ lg, libelle: '<html><body>{{{body}}}</body></html>', text: '{{body}}' });
    const marker = await app.call('POST', '/webapi/MailSkin', { cookie: other, body: { libelle: 'Repère en direct', mskValide: true, lgs: [frame('fr'), frame('en')] } });
    expect(marker.status).toBe(200);
    await page.locator('#mail-template-skin option', { hasText: 'Repère en direct' }).waitFor({ state: 'attached' });
    await reloaded;
    // Two frames: what the reload answered is drawn.
    await page.evaluate(() => {
      const window = globalThis as unknown as { requestAnimationFrame(callback: () => void): void };
      return new Promise<void>((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
    });
    expect(await page.getByText('Cette fiche vient d’être modifiée par un autre administrateur.').count()).toBe(0);
    expect(await subject.inputValue()).toBe('Ma version');
    expect((await app.call('DELETE', `/webapi/MailSkin/${marker.body.data.id}`, { cookie: other })).status).toBe(200);
  }, 120_000);

  it('on a phone: the list and the detail read and pass axe', async () => {
    const page = await adminPage(PHONE);
    await page.goto(`${app.url}/profil/administration/templates`);
    await page.getByRole('link', { name: 'Mot de passe oublié', exact: true }).waitFor();
    await settle(page);
    await page.screenshot({ path: screenshot('mail-admin-phone-list'), fullPage: true });
    await expectNoAxeViolations(page, 'mail templates list, phone');

    await page.getByRole('link', { name: 'Mot de passe oublié', exact: true }).click();
    await page.locator('#mail-fr-libelle').waitFor();
    await expect.poll(() => previewSubject(page).textContent()).toContain('Réinitialisation');
    await captureDetail(page, 'mail-admin-phone-detail');
    await captureDetail(page, 'mail-admin-phone-preview', 'preview');
    await expectNoAxeViolations(page, 'mail template detail, phone');
  }, 120_000);

  it('lists the term’s kinds and previews them with their examples: in French on a desktop, in English on a phone', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${app.url}/profil/administration/templates`);
    await page.getByRole('searchbox').fill('trimestre');
    await expect.poll(() => page.locator('.plouf-mail-table tbody tr').count()).toBe(4);
    await page.getByRole('link', { name: 'Arrêt d’une inscription au trimestre', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Inscription au trimestre', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Liste d’attente du trimestre', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Réinscription au trimestre', exact: true }).click();
    await page.waitForURL(/\/templates\/13$/);
    await expect.poll(() => previewSubject(page).textContent()).toBe('Sujet : Réinscription pour le trimestre «\u00a0Trimestre 1\u00a0» : votre place vous attend');
    await previewFrame(page).getByText('Jusqu’à l’ouverture à tous, le 5 septembre 2026 à 09:00', { exact: false }).waitFor({ timeout: 60_000 });
    expect(await previewFrame(page).getByRole('link', { name: 'Réinscrire Léo Martin' }).getAttribute('href')).toBe('https://plouf.fr/profil/reinscription/4?membre=12&creneau=3&piscine=1');
    await page.getByRole('button', { name: 'Insérer children' }).waitFor();
    await captureDetail(page, 'mail-admin-term-invitation');
    await captureDetail(page, 'mail-admin-term-invitation-preview', 'preview');
    await expectNoAxeViolations(page, 'mail template detail, term invitation');
    // The stop of a term enrolment (issue 41), previewed with its examples.
    await page.goto(`${app.url}/profil/administration/templates/22`);
    await expect.poll(() => previewSubject(page).textContent()).toBe('Sujet : Léo Martin ne vient plus à partir du mercredi 20 janvier 2027 à 14:00');
    await previewFrame(page).getByText('Les séances abandonnées (heure de Paris)', { exact: false }).waitFor({ timeout: 60_000 });
    await captureDetail(page, 'mail-admin-term-stop-preview', 'preview');
    // A plan's last part paid (issue 43), previewed with its examples.
    await page.goto(`${app.url}/profil/administration/templates/24`);
    await expect.poll(() => previewSubject(page).textContent()).toBe('Sujet : Votre commande Plouf n° 1042 est payée : votre facture est prête');
    await previewFrame(page).getByText('Le dernier des 3 versements de votre commande n° 1042 est réglé', { exact: false }).waitFor({ timeout: 60_000 });
    await captureDetail(page, 'mail-admin-plan-paid-preview', 'preview');

    const phone = await adminPage(PHONE);
    await phone.goto(`${app.url}/profil/administration/templates/14?lang=en`);
    await phone.locator('#mail-fr-libelle').waitFor();
    await phone.getByRole('tab', { name: 'English' }).click();
    await expect.poll(() => previewSubject(phone).textContent()).toBe('Subject: Léo Martin is enrolled for Term 1: Learning to swim on Wednesdays at 14:00');
    await previewFrame(phone).getByText('Wednesday, 14 October 2026 at 14:00').waitFor({ timeout: 60_000 });
    await captureDetail(phone, 'mail-admin-term-enrolled-phone-preview', 'preview');
    await expectNoAxeViolations(phone, 'mail template detail, term enrolment, phone, English');
  }, 120_000);

  it('lists running a term’s kinds and previews them with their examples: the reminder in French on a desktop, the offer in English on a phone', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${app.url}/profil/administration/templates`);
    await page.getByRole('searchbox').fill('rattrapage');
    await expect.poll(() => page.locator('.plouf-mail-table tbody tr').count()).toBe(2);
    await page.getByRole('link', { name: 'Crédit de rattrapage donné', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Crédit de rattrapage bientôt expiré', exact: true }).waitFor();
    await page.getByRole('searchbox').fill('');
    for (const label of ['Place proposée (liste d’attente)', 'Cours annulé par une fermeture']) await page.getByRole('link', { name: label, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Rappel avant le cours', exact: true }).click();
    await page.waitForURL(/\/templates\/16$/);
    await expect.poll(() => previewSubject(page).textContent()).toBe('Sujet : Rappel : Bébés nageurs pour Léo Martin, samedi 28 novembre 2026 à 10:00');
    await previewFrame(page).locator('p', { hasText: '12 rue de l’Écluse, 75010 Paris' }).waitFor();
    await page.getByRole('button', { name: 'Insérer address' }).waitFor();
    await captureDetail(page, 'mail-admin-reminder');
    await captureDetail(page, 'mail-admin-reminder-preview', 'preview');
    await expectNoAxeViolations(page, 'mail template detail, reminder');

    const phone = await adminPage(PHONE);
    await phone.goto(`${app.url}/profil/administration/templates/19?lang=en`);
    await phone.locator('#mail-fr-libelle').waitFor();
    await phone.getByRole('tab', { name: 'English' }).click();
    await expect.poll(() => previewSubject(phone).textContent()).toBe('Subject: A place for Léo Martin: reply by 26 November 2026 at 22:00');
    await previewFrame(phone).getByRole('link', { name: 'Reply to the offer' }).waitFor();
    await captureDetail(phone, 'mail-admin-offer-phone-preview', 'preview');
    await expectNoAxeViolations(phone, 'mail template detail, offer, phone, English');
  }, 120_000);

  it('in English: edits the English text, sends a test in English, and restores the original text', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${app.url}/profil/administration/templates?lang=en`);
    await page.getByRole('link', { name: 'Newsletter sign-up', exact: true }).click();
    await page.locator('#mail-fr-libelle').waitFor();
    await page.getByRole('tab', { name: 'English' }).click();
    await page.locator('#mail-en-libelle').fill('Welcome to the Plouf list');
    await expect.poll(() => previewSubject(page).textContent()).toBe('Subject: Welcome to the Plouf list');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText('Template saved').waitFor();
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await page.locator('.bp6-toast').getByText(`Test sent to ${ADMIN.email}`).waitFor();
    await mailTo(peer, ADMIN.email, /^\[Test\] Welcome to the Plouf list$/);
    await captureDetail(page, 'mail-admin-english');
    await expectNoAxeViolations(page, 'mail template detail, English');

    await page.getByRole('button', { name: 'Restore the original text' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore the original text' }).click();
    await page.locator('.bp6-toast').getByText('Original text restored').waitFor();
    expect(await page.locator('#mail-en-libelle').inputValue()).toBe('Confirm your subscription to the Plouf newsletter');
  }, 120_000);

  it('makes a skin, lists it, and deletes it; a skin in use is refused', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${app.url}/profil/administration/skins`);
    await page.getByRole('link', { name: 'Plouf', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Nouveau' }).click();
    await page.waitForURL(/\/skins\/-1$/);
    await page.locator('#skin-name').fill('Habillage de Noël');
    await page.locator('#skin-fr-libelle').fill('<html><body><h1>Joyeux Noël</h1>{{{body}}}</body></html>');
    await previewFrame(page).getByText('Joyeux Noël').waitFor({ timeout: 60_000 });
    // "Send me a test", as in the template editor: the skin as edited, before it is even saved.
    await page.getByRole('button', { name: 'M’envoyer un essai' }).click();
    await page.locator('.bp6-toast').getByText(`Essai envoyé à ${ADMIN.email}`).waitFor();
    const tests = await eventually(
      async () => peer.received.filter((mail) => mail.envelopeTo.includes(ADMIN.email)).map((mail) => parseMail(mail.raw)),
      (mails) => mails.some((mail) => mail.html.includes('Joyeux Noël')),
    );
    expect(tests.find((mail) => mail.html.includes('Joyeux Noël'))!.subject).toMatch(/^\[Essai\] /);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.bp6-toast').getByText('Habillage enregistré').waitFor();
    await page.waitForURL(/\/skins\/\d+$/);
    expect(await page.locator('#skin-name').inputValue()).toBe('Habillage de Noël');
    await captureDetail(page, 'mail-admin-skin');
    await expectNoAxeViolations(page, 'mail skin detail');

    await page.getByRole('button', { name: 'Tous les habillages' }).first().click();
    await page.getByRole('link', { name: 'Habillage de Noël', exact: true }).click();
    await page.locator('#skin-name').waitFor();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.locator('.bp6-toast').getByText('Habillage supprimé').waitFor();
    await page.waitForURL(/\/skins$/);
    await page.getByRole('link', { name: 'Plouf', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Habillage de Noël', exact: true }).count()).toBe(0);

    await page.getByRole('link', { name: 'Plouf', exact: true }).click();
    await page.getByRole('link', { name: 'Inscription newsletter', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.locator('.bp6-toast').getByText(/Cet habillage sert encore aux modèles/).waitFor();
  }, 120_000);

  it('shows the sending settings with the templates: turns test mode on, sends to the test recipient, and asks before turning it off', async () => {
    const page = await adminPage(DESKTOP);
    await page.goto(`${app.url}/profil/administration/templates`);
    const card = page.locator('.plouf-mail-config');
    await card.getByText('Les mails partent vers leurs vrais destinataires.').waitFor();
    await card.getByText('Les mails partent de no-reply@plouf.test.').waitFor();
    await card.getByLabel('Nom de l’expéditeur').fill('Piscine Plouf');
    await card.getByLabel('Destinataire des essais').fill('recette@example.fr');
    await card.getByLabel('Mode test', { exact: true }).click({ force: true });
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await card.getByText('Mode test actif : aucun client ne reçoit de mail, tout part vers recette@example.fr, le vrai destinataire dans l’objet.').waitFor();
    await settle(page);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot('mail-admin-config-test-mode') });
    await expectNoAxeViolations(page, 'mail config');

    await fetch(`${app.url}/webapi/Newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ libelle: 'en.test@example.fr' }) });
    const caught = await mailTo(peer, 'recette@example.fr', /^\[TEST → en\.test@example\.fr\] /);
    expect(caught.header('from')).toBe('Piscine Plouf <no-reply@plouf.test>');

    await card.getByLabel('Mode test', { exact: true }).click({ force: true });
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('alertdialog', { name: 'Quitter le mode test ?' }).getByText('Couper le mode test ? Les familles recevront alors les mails pour de vrai.').waitFor();
    // The confirmation is a named alert dialog (axe's aria-dialog-name), as every one of these screens' confirmations.
    await expectNoAxeViolations(page, 'mail config, turning test mode off');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enregistrer' }).click();
    await card.getByText('Les mails partent vers leurs vrais destinataires.').waitFor();
  }, 120_000);
});
