import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, screenshot, signedIn } from '../harness/browser.ts';

const skip = browserSkipReason();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Catalogue {
  poolId: number;
  childId: number;
  adultId: number;
  /** The pool's body as written, to change it again while a visitor looks. */
  poolInput: Record<string, unknown>;
}

/** The catalogue a visitor browses, made as the administrator makes it: through the API. */
async function createCatalogue(app: TestApp, admin: string): Promise<Catalogue> {
  const ok = async (method: string, path: string, body: unknown) => {
    const answer = await app.call(method, `/webapi${path}`, { cookie: admin, body });
    expect(answer.body.resultCode, `${method} ${path}: ${JSON.stringify(answer.body.data)}`).toBe('Ok');
    return answer.body.data;
  };
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0e7490' } }).png().toBuffer();
  const image = (await app.upload(admin, { bytes: picture, fileName: 'bassin.png', type: 'image/png' }, 'Le grand bassin au soleil')).body.data;
  const content = (slug: string, title: string, more: Record<string, string> = {}) => ({
    slug, pctTitle: title, pctBaseline: '', pctSubTitle: '', pctHat: '', pctMetaTitle: '', pctMetaDesc: '', pctBody: '', ...more,
  });

  const mns = await ok('POST', '/Mns', { usrNom: 'Marin', usrPrenom: 'Léa', ctyName: 'Lyon', mnsInfos: 'Maître-nageuse depuis dix ans.', imageId: null });
  const child = await ok('POST', '/Activity', {
    libelle: 'Éveil aquatique', acyEnfant: true, acyAge: 0, acyInfos: 'Avec un parent, dans une eau à 32 °C.', imageIds: [image.id],
    content: content('eveil-aquatique', 'Éveil aquatique', {
      pctBaseline: 'Le plaisir de l’eau en famille',
      pctMetaTitle: 'Éveil aquatique pour les bébés',
      pctMetaDesc: 'Séances d’éveil aquatique dès 6 mois.',
      pctBody: '<h2>Une première rencontre avec l’eau</h2><p>Jeux, glissades et flottaison.</p>',
    }),
    configActivity: { couleur: '#14b8a6', dureeMin: 30, equipement: 'Couche de bain' },
  });
  const adult = await ok('POST', '/Activity', {
    libelle: 'Aquaforme', acyEnfant: false, acyAge: 16, acyInfos: '', imageIds: [],
    content: content('aquaforme', 'Aquaforme', { pctBaseline: 'Se muscler en douceur' }),
    configActivity: { couleur: '#0e7490', dureeMin: 45, equipement: '' },
  });
  const address = { adrNumberWay: '3 quai du Lac', adrPostalCode: '69003', libelle: 'Lyon', gpsLat: 45.7578, gpsLon: 4.8351 };
  const poolInput = {
    libelle: 'Piscine du Lac', psnEnable: true, psnDomicile: true,
    psnLongueurCm: 2500, psnLargeurCm: 1250, psnDepthMinCm: 80, psnDepthMaxCm: 200,
    address, acyIds: [child.id, adult.id], mnsIds: [mns.id], imageIds: [image.id],
    content: content('piscine-du-lac', 'Piscine du Lac', {
      pctBaseline: 'Un bassin de 25 m au bord du lac',
      pctMetaTitle: 'Piscine du Lac à Lyon',
      pctMetaDesc: 'La piscine du Lac : éveil aquatique et aquaforme.',
      pctBody: '<p>Vestiaires familles et casiers gratuits.</p>',
    }),
    templateCours: [{ libelle: '', acyId: child.id, usrId: mns.id, thrJour: 6, thrHeure: 9, thrMinute: 30, tcsDureeMin: 30, tcsCapaciteMax: 6 }],
    configPiscine: { infosFermeture: 'Fermée le 25 décembre', horaires: 'Du mardi au samedi, de 9 h à 19 h', acces: 'Tram T1' },
    datMinCours: null, datMaxCours: null,
  };
  const pool = await ok('POST', '/Piscine', poolInput);
  await ok('POST', '/Piscine', {
    ...poolInput, libelle: 'Piscine des Pins', psnDomicile: false, acyIds: [child.id], mnsIds: [], templateCours: [],
    content: content('piscine-des-pins', 'Piscine des Pins'), configPiscine: { infosFermeture: '', horaires: '', acces: '' },
  });
  const pass = { fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 12, fftInfos: '', tva: 2000, acyIds: [child.id, adult.id], psnIds: [pool.id] };
  await ok('POST', '/Forfait', { ...pass, libelle: 'Carte 10 séances', fftNbEntree: 10, fftTarif: 15050 });
  await ok('POST', '/Forfait', { ...pass, libelle: 'Séance découverte', fftNbEntree: 1, fftTarif: 1500, fftLimiteAchat: 1 });

  const page = (slug: string, title: string, more: Record<string, string> = {}, imageIds: number[] = []) =>
    ok('POST', '/Page', { libelle: title, content: content(slug, title, more), imageIds });
  await page('accueil', 'Bienvenue chez Plouf', {
    pctBaseline: 'Des cours de natation pour toute la famille',
    pctMetaTitle: 'Plouf, école de natation',
    pctMetaDesc: 'Cours de natation pour toute la famille, à Lyon.',
    pctHat: 'Des maîtres-nageurs diplômés et des petits groupes.',
  }, [image.id]);
  await page('domicile', 'Des cours chez vous', { pctBody: '<p>Un maître-nageur vient dans votre piscine.</p>' });
  await page('visio', 'Nager en visio', { pctMetaDesc: 'Cours de natation à distance.', pctBody: '<p>Respiration et gainage, depuis le salon.</p>' });
  await page('mentions-legales', 'Mentions légales', { pctBody: '<p>Éditeur : Plouf SAS.</p>' });
  await page('cgv', 'Conditions générales de vente', { pctBody: '<p>Les séances non utilisées ne sont pas remboursées.</p>' });
  await ok('POST', '/Blog', {
    libelle: 'Bien choisir son bonnet', blgAuteur: 'Léa Marin', blgDatpub: '2026-01-15', imageId: image.id,
    content: content('bien-choisir-son-bonnet', 'Bien choisir son bonnet', { pctHat: 'Silicone ou tissu ?', pctBody: '<p>Le silicone protège mieux les cheveux.</p>' }),
  });
  return { poolId: pool.id, childId: child.id, adultId: adult.id, poolInput };
}

/** What the visitor reads, in each language. */
const WORDS = {
  fr: {
    sixMonths: 'dès 6 mois', sixteenYears: 'dès 16 ans', price: /150,50\s€/, from: /à partir de 15\s€/, size: /25\sm × 12,5\sm/, depth: /0,80\sm – 2\sm/,
    saturday: 'samedi', places: '6 places', book: 'Réserver un cours', published: 'Publié le 15 janvier 2026', notFound: 'Page introuvable',
    children: 'Activités enfants', adults: 'Activités adultes', pools: 'Piscines et réservations', blog: 'Blog',
  },
  en: {
    sixMonths: 'from 6 months', sixteenYears: 'from 16 years', price: /€150\.50/, from: /from €15/, size: /25\sm × 12\.5\sm/, depth: /0\.80\sm – 2\sm/,
    saturday: 'Saturday', places: '6 spots', book: 'Book a lesson', published: 'Published on 15 January 2026', notFound: 'Page not found',
    children: "Children's activities", adults: "Adults' activities", pools: 'Pools and booking', blog: 'Blog',
  },
} as const;

const visible = async (page: Page, text: string | RegExp) => {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout: 15_000 });
};
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describe.skipIf(Boolean(skip))('the public site in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let catalogue: Catalogue;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp({ frontendDir: FRONTEND_DIR });
    admin = await app.login();
    catalogue = await createCatalogue(app, admin);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const cases = [
    ['fr', 'phone', PHONE],
    ['fr', 'desktop', DESKTOP],
    ['en', 'phone', PHONE],
    ['en', 'desktop', DESKTOP],
  ] as const;

  it.each(cases)('shows every public page in %s on a %s', async (locale, device, viewport) => {
    const words = WORDS[locale];
    const context = await browser.newContext({ viewport, isMobile: device === 'phone', locale });
    await context.addInitScript((language) => {
      (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('plouf.locale', language);
    }, locale);
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: screenshot(`public-${locale}-${device}-${name}`), fullPage: true });
    const visit = async (path: string) => {
      await page.goto(`${app.url}${path}`);
      // Nothing is wider than the screen: a phone never scrolls sideways.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth), path).toBeLessThanOrEqual(0);
    };

    await visit('/');
    await heading(page, 'Bienvenue chez Plouf');
    await visible(page, 'Des maîtres-nageurs diplômés et des petits groupes.');
    await visible(page, 'Piscine du Lac');
    await visible(page, words.sixMonths);
    await visible(page, words.price);
    await visible(page, 'Bien choisir son bonnet');
    expect(await page.title()).toBe('Plouf, école de natation · Plouf');
    expect(await description(page)).toBe('Cours de natation pour toute la famille, à Lyon.');
    const hero = page.locator('.site-hero-image');
    expect(await hero.getAttribute('alt')).toBe('Le grand bassin au soleil');
    expect(await hero.getAttribute('src')).toContain('format=webp');
    await shot('home');

    await visit('/activites-enfants');
    await heading(page, words.children);
    await visible(page, 'Éveil aquatique');
    await visible(page, words.from);
    await shot('children');

    await page.getByRole('link', { name: /Éveil aquatique/ }).first().click();
    await heading(page, 'Éveil aquatique');
    await visible(page, words.sixMonths);
    await visible(page, 'Une première rencontre avec l’eau');
    await visible(page, 'Couche de bain');
    await visible(page, 'Piscine du Lac');
    await visible(page, words.price);
    expect(page.url()).toBe(`${app.url}/activites-enfants/eveil-aquatique`);
    expect(await page.title()).toBe('Éveil aquatique pour les bébés · Plouf');
    expect(await description(page)).toBe('Séances d’éveil aquatique dès 6 mois.');
    await shot('child-activity');

    await visit('/activites-adultes');
    await heading(page, words.adults);
    await visible(page, words.sixteenYears);
    await visit('/activites-adultes/aquaforme');
    await heading(page, 'Aquaforme');
    await visible(page, words.sixteenYears);
    expect(await page.title()).toBe('Aquaforme · Plouf');
    await shot('adult-activity');
    // An adults' activity asked under the children's address moves to its own.
    await visit('/activites-enfants/aquaforme');
    await page.waitForURL(`${app.url}/activites-adultes/aquaforme`);
    await heading(page, 'Aquaforme');

    await visit('/piscines');
    await heading(page, words.pools);
    await visible(page, 'Piscine du Lac');
    await visible(page, 'Piscine des Pins');
    await shot('pools');
    await page.locator('#pool-activity').selectOption(String(catalogue.adultId));
    await page.waitForURL(`${app.url}/piscines?activityId=${catalogue.adultId}`);
    await page.getByText('Piscine des Pins').waitFor({ state: 'detached' });
    await visible(page, 'Piscine du Lac');
    await shot('pools-filtered');

    await visit('/piscines/piscine-du-lac');
    await heading(page, 'Piscine du Lac');
    await visible(page, 'Fermée le 25 décembre');
    await visible(page, words.size);
    await visible(page, words.depth);
    await visible(page, 'Du mardi au samedi, de 9 h à 19 h');
    await visible(page, words.saturday);
    await visible(page, '09:30');
    await visible(page, words.places);
    await visible(page, 'Léa Marin');
    await visible(page, words.price);
    expect(await page.getByRole('link', { name: words.book, exact: true }).getAttribute('href')).toBe(`/reserver?psnId=${catalogue.poolId}`);
    // Lessons at home: a service area, not a place to go to, so no map.
    expect(await page.locator('a[href*="openstreetmap.org"]').count()).toBe(0);
    expect(await page.title()).toBe('Piscine du Lac à Lyon · Plouf');
    expect(await description(page)).toBe('La piscine du Lac : éveil aquatique et aquaforme.');
    await shot('pool');

    await visit('/piscines/piscine-des-pins');
    await heading(page, 'Piscine des Pins');
    expect(await page.locator('a[href*="openstreetmap.org"]').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=45.7578&mlon=4.8351#map=17/45.7578/4.8351',
    );

    await visit('/domicile');
    await heading(page, 'Des cours chez vous');
    await visible(page, 'Piscine du Lac');
    expect(await page.getByText('Piscine des Pins').count()).toBe(0);
    await shot('home-lessons');

    await visit('/visio');
    await heading(page, 'Nager en visio');
    await visible(page, 'Respiration et gainage, depuis le salon.');
    expect(await page.title()).toBe('Nager en visio · Plouf');
    expect(await description(page)).toBe('Cours de natation à distance.');
    await shot('visio');

    await visit('/blog');
    await heading(page, words.blog);
    await page.getByRole('link', { name: /Bien choisir son bonnet/ }).click();
    await heading(page, 'Bien choisir son bonnet');
    await visible(page, words.published);
    await visible(page, 'Le silicone protège mieux les cheveux.');
    await shot('blog-post');

    await visit('/mentions-legales');
    await heading(page, 'Mentions légales');
    await visible(page, 'Éditeur : Plouf SAS.');
    await visit('/cgv');
    await heading(page, 'Conditions générales de vente');
    await visible(page, 'Les séances non utilisées ne sont pas remboursées.');
    await shot('terms');

    await visit('/piscines/piscine-inconnue');
    await visible(page, words.notFound);
    // Leaving a content page gives the document its own description back.
    expect(await description(page)).toBe('Plouf : cours de natation et activités aquatiques pour enfants et adultes.');
    await shot('not-found');
    await context.close();
  }, 180_000);

  it('keeps what a visitor typed before the page’s script ran, and sends it once the page is ready', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true });
    const page = await context.newPage();
    // The scripts are held back: the visitor types into the page as the server rendered it.
    let release!: () => void;
    const scripts = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    // Deferred scripts hold back DOMContentLoaded: the page is used as soon as its markup is there.
    await page.goto(`${app.url}/contact`, { waitUntil: 'commit' });
    await page.locator('#contact-email').fill('presse@example.fr');
    await page.locator('#contact-message').fill('Écrit avant que la page soit prête.');
    await page.locator('.plouf-activity-group label').first().click();
    // Sending now would be the browser's own submit, a reload that loses the text: it waits.
    expect(await page.locator('main button[type="submit"]').isDisabled()).toBe(true);

    release();
    await page.locator('main button[type="submit"]:enabled').waitFor({ timeout: 30_000 });
    expect(await page.locator('#contact-email').inputValue()).toBe('presse@example.fr');
    expect(await page.locator('#contact-message').inputValue()).toBe('Écrit avant que la page soit prête.');
    expect(await page.locator('.plouf-activity-group input[type="checkbox"]').first().isChecked()).toBe(true);
    await page.locator('main button[type="submit"]').click();
    await visible(page, 'Message envoyé');

    const contacts = (await app.call('GET', '/webapi/Contact', { cookie: admin })).body.data;
    const sent = contacts.items.find((contact: any) => contact.ctcMail === 'presse@example.fr');
    expect(sent?.ctcMessage).toBe('Écrit avant que la page soit prête.');
    expect(sent?.acyIds).toHaveLength(1);

    // The login form the same way: what was typed logs in.
    let releaseLogin!: () => void;
    const loginScripts = new Promise<void>((resolve) => (releaseLogin = resolve));
    const login = await context.newPage();
    await login.route('**/assets/*.js', async (route) => {
      await loginScripts;
      await route.continue();
    });
    await login.goto(`${app.url}/login`, { waitUntil: 'commit' });
    await login.locator('#login-email').fill(ADMIN.email);
    await login.locator('#login-password').fill(ADMIN.password);
    releaseLogin();
    await login.locator('main button[type="submit"]:enabled').waitFor({ timeout: 30_000 });
    await login.locator('main button[type="submit"]').click();
    await login.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    await signedIn(login);
    await context.close();
  }, 90_000);

  it("shows an administrator's changes to a pool on a visitor's open page, without a reload", async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${app.url}/piscines/piscine-du-lac`);
    await visible(page, 'Fermée le 25 décembre');
    await page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));

    const changed = { ...catalogue.poolInput, configPiscine: { infosFermeture: 'Fermée du 1er au 15 août pour vidange', horaires: '', acces: '' } };
    expect((await app.call('PUT', `/webapi/Piscine/${catalogue.poolId}`, { cookie: admin, body: changed })).body.resultCode).toBe('Ok');
    await visible(page, 'Fermée du 1er au 15 août pour vidange');
    expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.screenshot({ path: screenshot('public-pool-live-closure'), fullPage: true });

    // Disabled meanwhile: visitors no longer see it, and the open page says so.
    expect((await app.call('PUT', `/webapi/Piscine/${catalogue.poolId}`, { cookie: admin, body: { ...changed, psnEnable: false } })).body.resultCode).toBe('Ok');
    await visible(page, 'Page introuvable');
    expect(await page.getByRole('heading', { name: 'Piscine du Lac' }).count()).toBe(0);
    await context.close();
  }, 60_000);
});
