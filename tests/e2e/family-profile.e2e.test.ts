import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { bookingCatalogue, bookingCourse, bookingFamily } from '../harness/booking.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, signedIn } from '../harness/browser.ts';

const skip = browserSkipReason();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
type Language = 'fr' | 'en';

const WORDS = {
  fr: {
    login: 'Se connecter',
    addAddress: 'Ajouter une adresse',
    numberWay: 'Numéro et voie',
    postalCode: 'Code postal',
    city: 'Ville',
    badPostalCode: 'Le code postal compte 5 chiffres',
    saveAddress: "Enregistrer l'adresse",
    edit: (name: string) => `Modifier ${name}`,
    remove: (name: string) => `Retirer ${name} de la famille`,
    removeTitle: (name: string) => `Retirer ${name} de la famille ?`,
    removeYes: 'Retirer',
    removed: (name: string) => `${name} ne fait plus partie de la famille.`,
    firstName: 'Prénom',
    save: 'Enregistrer',
    comingLesson: 'Ce membre a un cours à venir',
    sentTitle: 'Demande envoyée',
    sentBody: 'Si un compte utilise l’adresse',
    mismatch: 'Le compte et le mail ne correspondent pas',
    sendLink: 'Recevoir le lien',
    usedTitle: 'Ce lien ne fonctionne plus',
    askNewLink: 'Demander un nouveau lien',
    newPassword: 'Nouveau mot de passe',
    forgottenTitle: 'Mot de passe oublié',
  },
  en: {
    login: 'Log in',
    addAddress: 'Add an address',
    numberWay: 'Number and street',
    postalCode: 'Postcode',
    city: 'City',
    badPostalCode: 'The postcode has 5 digits',
    saveAddress: 'Save the address',
    edit: (name: string) => `Edit ${name}`,
    remove: (name: string) => `Remove ${name} from the family`,
    removeTitle: (name: string) => `Remove ${name} from the family?`,
    removeYes: 'Remove',
    removed: (name: string) => `${name} is no longer part of the family.`,
    firstName: 'First name',
    save: 'Save',
    comingLesson: 'This member has a coming lesson',
    sentTitle: 'Request sent',
    sentBody: 'If an account uses the address',
    mismatch: 'the account and the email do not match',
    sendLink: 'Send me the link',
    usedTitle: 'This link no longer works',
    askNewLink: 'Ask for a new link',
    newPassword: 'New password',
    forgottenTitle: 'Forgotten password',
  },
} as const;

/**
 * Issue 21: the family edits its own address and members on /profil and removes a member (never
 * the last adult); forgotten password tells nobody who is a customer; a used password link says so
 * as its page opens.
 */
describe.skipIf(Boolean(skip))("a family's own data and its password links, in a real browser", () => {
  let app: TestApp;
  let browser: Browser;
  let admin: string;
  const contexts: BrowserContext[] = [];

  const open = async (options: object, language: Language): Promise<Page> => {
    const context = await browser.newContext({ ...options, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    contexts.push(context);
    await context.addInitScript((chosen) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', chosen), language);
    return context.newPage();
  };

  const logIn = async (page: Page, email: string, password: string, language: Language) => {
    await page.goto(`${app.url}/login`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('main').getByRole('button', { name: WORDS[language].login }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await signedIn(page);
  };

  /** A member added by the family through the API (a child: no email and a birth date). */
  const addMember = async (cookie: string, famId: number, member: { userEmail: string; userNom: string; userPrenom: string; usrDatbirth?: string }) => {
    const { body } = await app.call('PUT', `/webapi/User/membre/${famId}`, { cookie, body: member });
    expect(body.resultCode).toBe('Ok');
    return body.data.id as number;
  };

  /** The newest reset link's key of a user, once its request is recorded (it is requested after the answer). */
  const resetKey = async (userId: number) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const request = (await app.platform.store.readStream(`account-${userId}`)).filter((event) => event.type === 'PasswordResetRequested').at(-1);
      if (request) return app.platform.keys.keyFor('reset', (request.data as { requestId: string }).requestId);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset requested for ${userId}`);
  };

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    admin = await app.login();
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });

  it('(FR, desktop) edits the address with checkout’s checks, renames oneself (the header follows), removes a member after a confirmation, and is told why a booked member stays', async () => {
    const catalogue = await bookingCatalogue(app);
    const family = await bookingFamily(app, catalogue, 7201);
    await app.platform.sessions.setPassword(family.userId, 'famille-7201-pass');
    const partnerId = await addMember(family.cookie, family.famId, { userEmail: '', userNom: 'Famille7201', userPrenom: 'Julie', usrDatbirth: '1983-05-06' });
    const childId = await addMember(family.cookie, family.famId, { userEmail: '', userNom: 'Famille7201', userPrenom: 'Lou', usrDatbirth: '2017-09-10' });
    // The partner holds a place on an aquagym lesson to come.
    const crsId = await bookingCourse(app, admin, catalogue);
    const booked = await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${partnerId}&cardId=${family.cardId}`, { cookie: family.cookie, headers: { 'idempotency-key': `e2e-book-${Date.now()}` }, body: {} });
    expect(booked.body.resultCode).toBe('Ok');
    void childId;

    const words = WORDS.fr;
    const page = await open(DESKTOP, 'fr');
    await logIn(page, 'burst-7201@plouf.test', 'famille-7201-pass', 'fr');
    await page.goto(`${app.url}/profil`);
    const card = page.locator('.plouf-account-family');

    // The address, with the billing step's fields and checks.
    await card.getByRole('button', { name: words.addAddress }).click();
    await card.getByLabel(words.numberWay).fill('8 quai des Nageurs');
    await card.getByLabel(words.postalCode).fill('750');
    await card.getByLabel(words.city).fill('Paris');
    await card.getByRole('button', { name: words.saveAddress }).click();
    await card.getByText(words.badPostalCode).waitFor();
    await expectNoAxeViolations(page, 'profile address form (fr, desktop)');
    await page.screenshot({ path: screenshot('profile-address-form-fr-desktop'), fullPage: true });
    await card.getByLabel(words.postalCode).fill('75011');
    await card.getByRole('button', { name: words.saveAddress }).click();
    await card.getByText('75011 Paris').waitFor();
    expect((await app.call('GET', `/webapi/Family/${family.famId}`, { cookie: family.cookie })).body.data.address).toMatchObject({ adrNumberWay: '8 quai des Nageurs', adrPostalCode: '75011', libelle: 'Paris' });

    // Oneself: edited, not offered for removal; the header's name changes at once.
    await card.getByRole('button', { name: words.edit('Alex Famille7201') }).click();
    const dialog = page.getByRole('dialog', { name: words.edit('Alex Famille7201') });
    await dialog.getByLabel(words.firstName).fill('Alexandre');
    await expectNoAxeViolations(page, 'profile member dialog (fr, desktop)');
    await page.screenshot({ path: screenshot('profile-member-edit-fr-desktop') });
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByRole('button', { name: 'Alexandre Famille7201' }).first().waitFor();
    expect(await card.getByRole('button', { name: words.remove('Alexandre Famille7201') }).count()).toBe(0);

    // A booked member stays, and the family is told why.
    await card.getByRole('button', { name: words.remove('Julie Famille7201') }).click();
    const alert = page.getByRole('alertdialog', { name: words.removeTitle('Julie Famille7201') });
    await alert.waitFor();
    await expectNoAxeViolations(page, 'profile remove confirmation (fr, desktop)');
    await page.screenshot({ path: screenshot('profile-member-remove-confirm-fr-desktop') });
    await alert.getByRole('button', { name: words.removeYes, exact: true }).click();
    await page.getByText(words.comingLesson).waitFor();
    await card.getByText('Julie Famille7201').waitFor();

    // A child goes after the confirmation.
    await card.getByRole('button', { name: words.remove('Lou Famille7201') }).click();
    await page.getByRole('alertdialog', { name: words.removeTitle('Lou Famille7201') }).getByRole('button', { name: words.removeYes, exact: true }).click();
    await page.getByText(words.removed('Lou Famille7201')).waitFor();
    await expect.poll(() => card.getByText('Lou Famille7201').count()).toBe(0);
    expect((await app.call('GET', `/webapi/Family/${family.famId}`, { cookie: family.cookie })).body.data.membres).toHaveLength(2);
    await page.screenshot({ path: screenshot('profile-family-after-remove-fr-desktop'), fullPage: true });
  }, 90_000);

  it('(FR, desktop) the desk removes a child from the family’s page after a confirmation; the last adult has no remove button', async () => {
    const parent = await app.createAccount({ email: 'parent.desk@example.fr', password: 'parent-desk-2026', roles: ['Client', 'Famille'], nom: 'Roux', prenom: 'Inès' });
    const parentCookie = await app.login('parent.desk@example.fr', 'parent-desk-2026');
    await addMember(parentCookie, parent.famId, { userEmail: '', userNom: 'Roux', userPrenom: 'Noé', usrDatbirth: '2018-05-06' });

    const words = WORDS.fr;
    const page = await open(DESKTOP, 'fr');
    await logIn(page, ADMIN.email, ADMIN.password, 'fr');
    await page.goto(`${app.url}/profil/administration/familles/${parent.famId}`);
    // The members' card (the page's log of who read a birth date names Noé too).
    const members = page.locator('.plouf-form-card', { has: page.getByRole('heading', { name: /^Membres/ }) });
    await members.getByRole('button', { name: words.remove('Noé Roux') }).waitFor();
    expect(await members.getByRole('button', { name: words.remove('Inès Roux') }).count()).toBe(0);
    await members.getByRole('button', { name: words.remove('Noé Roux') }).click();
    const alert = page.getByRole('alertdialog', { name: words.removeTitle('Noé Roux') });
    await alert.waitFor();
    await expectNoAxeViolations(page, 'admin family remove confirmation (fr, desktop)');
    await page.screenshot({ path: screenshot('admin-family-remove-confirm-fr-desktop') });
    await alert.getByRole('button', { name: words.removeYes, exact: true }).click();
    await page.getByText(words.removed('Noé Roux')).waitFor();
    await members.getByText('Noé Roux').waitFor({ state: 'detached' });
    const family = (await app.call('GET', `/webapi/Family/${parent.famId}`, { cookie: admin })).body.data as { membres: { usrPrenom: string }[] };
    expect(family.membres.map((member) => member.usrPrenom)).toEqual(['Inès']);
  }, 90_000);

  it('(EN, phone) a teenager sees the last adult without a remove button, and edits a member', async () => {
    const parent = await app.createAccount({ email: 'parent.teen@example.fr', password: 'parent-teen-2026', roles: ['Client', 'Famille'], nom: 'Garnier', prenom: 'Paul' });
    const parentCookie = await app.login('parent.teen@example.fr', 'parent-teen-2026');
    await app.createAccount({ email: 'teen.garnier@example.fr', password: 'teen-garnier-2026', roles: ['Client', 'Famille'], famId: parent.famId, nom: 'Garnier', prenom: 'Tom' });
    const teen = (await app.call('GET', `/webapi/Family/${parent.famId}`, { cookie: parentCookie })).body.data.membres.find((m: { usrPrenom: string }) => m.usrPrenom === 'Tom').id as number;
    expect((await app.call('PUT', `/webapi/User/${teen}`, { cookie: parentCookie, body: { usrDatbirth: '2011-02-03' } })).body.resultCode).toBe('Ok');
    await addMember(parentCookie, parent.famId, { userEmail: '', userNom: 'Garnier', userPrenom: 'Mia', usrDatbirth: '2019-01-02' });

    const words = WORDS.en;
    const page = await open(PHONE, 'en');
    await logIn(page, 'teen.garnier@example.fr', 'teen-garnier-2026', 'en');
    await page.goto(`${app.url}/profil`);
    const card = page.locator('.plouf-account-family');
    await card.getByRole('button', { name: words.edit('Paul Garnier') }).waitFor();
    expect(await card.getByRole('button', { name: words.remove('Paul Garnier') }).count()).toBe(0);
    expect(await card.getByRole('button', { name: words.remove('Tom Garnier') }).count()).toBe(0);
    await card.getByRole('button', { name: words.remove('Mia Garnier') }).waitFor();
    await expectNoAxeViolations(page, 'profile family (en, phone)');
    await page.screenshot({ path: screenshot('profile-family-en-phone'), fullPage: true });

    await card.getByRole('button', { name: words.edit('Mia Garnier') }).click();
    const dialog = page.getByRole('dialog', { name: words.edit('Mia Garnier') });
    await dialog.getByLabel(words.firstName).fill('Amélia');
    await expectNoAxeViolations(page, 'profile member dialog (en, phone)');
    await page.screenshot({ path: screenshot('profile-member-edit-en-phone') });
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await card.getByText('Amélia Garnier').waitFor();

    await card.getByRole('button', { name: words.addAddress }).click();
    await card.getByLabel(words.numberWay).fill('2 rue du Port');
    await card.getByLabel(words.postalCode).fill('69002');
    await card.getByLabel(words.city).fill('Lyon');
    await card.getByRole('button', { name: words.saveAddress }).click();
    await card.getByText('69002 Lyon').waitFor();

    await card.getByRole('button', { name: words.remove('Amélia Garnier') }).click();
    const alert = page.getByRole('alertdialog', { name: words.removeTitle('Amélia Garnier') });
    await alert.waitFor();
    await expectNoAxeViolations(page, 'profile remove confirmation (en, phone)');
    await page.screenshot({ path: screenshot('profile-member-remove-confirm-en-phone') });
    await alert.getByRole('button', { name: words.removeYes, exact: true }).click();
    await page.getByText(words.removed('Amélia Garnier')).waitFor();
  }, 90_000);

  for (const [language, options, device] of [['fr', DESKTOP, 'desktop'], ['en', PHONE, 'phone']] as const) {
    it(`(${language.toUpperCase()}, ${device}) answers the forgotten-password form the same for an address without an account`, async () => {
      const words = WORDS[language];
      await app.createAccount({ email: `known.${language}@example.fr`, password: 'known-pass-2026', roles: ['Client', 'Famille'] });
      const page = await open(options, language);
      for (const email of [`nobody.${language}@example.fr`, `known.${language}@example.fr`]) {
        await page.goto(`${app.url}/login?form=forgotten`);
        await page.locator('#forgotten-email').fill(email);
        await page.getByRole('button', { name: words.sendLink }).click();
        await page.getByText(words.sentTitle).waitFor();
        await page.getByText(`${words.sentBody} ${email}`).waitFor();
        expect(await page.getByText(words.mismatch).count()).toBe(0);
      }
      await expectNoAxeViolations(page, `forgotten password sent (${language}, ${device})`);
      await page.screenshot({ path: screenshot(`forgotten-sent-${language}-${device}`) });
    });
  }

  for (const [language, options, device] of [['fr', PHONE, 'phone'], ['en', DESKTOP, 'desktop']] as const) {
    it(`(${language.toUpperCase()}, ${device}) says on opening that a used link no longer works and offers a new one; a fresh link shows the form`, async () => {
      const words = WORDS[language];
      const { userId } = await app.createAccount({ email: `link.${language}@example.fr`, password: 'link-pass-2026', roles: ['Client', 'Famille'] });
      expect((await app.call('POST', '/webapi/Authenticate/forgotten', { body: { userEmail: `link.${language}@example.fr` } })).body.resultCode).toBe('Ok');
      const key = await resetKey(userId);
      const page = await open(options, language);

      await page.goto(`${app.url}/create-password?key=${key}`);
      await page.getByLabel(words.newPassword).first().waitFor();
      expect(await page.getByText(words.usedTitle).count()).toBe(0);

      expect((await app.call('PUT', '/webapi/Authenticate/forgotten', { body: { userEncryptedToken: key, userNewPass: 'used-link-2026' } })).body.resultCode).toBe('Ok');
      await page.goto(`${app.url}/create-password?key=${key}`);
      await page.getByText(words.usedTitle).waitFor();
      expect(await page.getByLabel(words.newPassword).count()).toBe(0);
      await expectNoAxeViolations(page, `used password link (${language}, ${device})`);
      await page.screenshot({ path: screenshot(`create-password-used-${language}-${device}`) });
      await page.getByRole('button', { name: words.askNewLink }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search.includes('form=forgotten'));
      await page.locator('#forgotten-email').waitFor();
    });
  }
});
