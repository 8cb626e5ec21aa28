import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../harness/app.ts';
import { expectNoAxeViolations } from '../harness/axe.ts';
import { browserSkipReason, FRONTEND_DIR, launchBrowser, logIn, screenshot } from '../harness/browser.ts';

const skip = browserSkipReason();

/**
 * The desk edits an activity's levels and the school's rating scale (issue 26) in a real browser:
 * a level with its skill added and saved, an empty name refused before anything is sent, the scale
 * given a fourth step; both read back as saved. Axe on each editor.
 */
describe.skipIf(Boolean(skip))('the levels’ and the scale’s editors in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let acyId: number;

  beforeAll(async () => {
    app = await startTestApp({ seed: true, frontendDir: FRONTEND_DIR });
    browser = await launchBrowser();
    const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
    acyId = activities.find((a) => a.libelle === 'Aquagym')!.id;
    page = await (await browser.newContext({ viewport: { width: 1280, height: 1400 } })).newPage();
    await logIn(page, app.url, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('adds a level with its skill, refuses an empty name, and saves', async () => {
    await page.goto(`${app.url}/profil/administration/activites/${acyId}`);
    await page.getByRole('heading', { name: 'Niveaux et compétences' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Ajouter un niveau' }).click();
    const level = page.locator('fieldset.plouf-level').first();
    await level.getByRole('button', { name: 'Ajouter une compétence' }).click();
    await level.getByLabel('Compétence 1', { exact: false }).first().fill('Entrer seul dans l’eau');
    // No name yet: refused on the page, nothing sent.
    await page.getByRole('button', { name: 'Enregistrer les niveaux' }).click();
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain('Chaque niveau et chaque compétence doit avoir un nom');
    expect((await app.call('GET', `/webapi/Activity/${acyId}/niveaux`)).body.data.levels).toEqual([]);

    await level.getByLabel('Nom', { exact: false }).first().fill('Découverte');
    await level.getByLabel('Nom en anglais').fill('Discovery');
    await expectNoAxeViolations(page, 'levels editor');
    await page.getByRole('button', { name: 'Enregistrer les niveaux' }).click();
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain('Niveaux enregistrés');
    const saved = (await app.call('GET', `/webapi/Activity/${acyId}/niveaux`)).body.data.levels as { name: string; englishName: string; skills: { name: string }[] }[];
    expect(saved).toMatchObject([{ name: 'Découverte', englishName: 'Discovery', skills: [{ name: 'Entrer seul dans l’eau' }] }]);
    await page.screenshot({ path: screenshot('levels-editor'), fullPage: true });

    // Read again: the saved level, nothing left unsaved.
    await page.reload();
    await expect.poll(() => page.locator('fieldset.plouf-level').first().innerText(), { timeout: 10_000 }).toContain('Découverte');
    expect(await page.getByRole('button', { name: 'Enregistrer les niveaux' }).isDisabled()).toBe(true);
  }, 90_000);

  it('gives the school’s scale a fourth step, and saves it', async () => {
    await page.goto(`${app.url}/profil/administration/regles`);
    const card = page.getByRole('region', { name: 'Barème d’évaluation' });
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole('button', { name: 'Ajouter un échelon' }).click();
    const french = card.getByLabel('En français');
    await french.last().fill('Maîtrisé');
    await card.getByLabel('En anglais').last().fill('Mastered');
    await expectNoAxeViolations(page, 'scale editor');
    await card.getByRole('button', { name: 'Enregistrer le barème' }).click();
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain('Barème enregistré');
    const scale = (await app.call('GET', '/webapi/Ecole/echelle')).body.data.steps as { fr: string; en: string }[];
    expect(scale.map((step) => step.fr)).toEqual(['Pas encore', 'En progrès', 'Acquis', 'Maîtrisé']);
    expect(scale[3]!.en).toBe('Mastered');
    await card.screenshot({ path: screenshot('scale-editor') });
  }, 90_000);
});
