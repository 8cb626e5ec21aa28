import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as migrateUp } from '../../infra/migrations/2026112601_catalogue_translations.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';

/** Issue 11, docs/adr/0012-catalogue-translations.md: the English of the catalogue's texts. */
let app: TestApp;
let admin: string;

const address = { adrNumberWay: '3 rue du Port', adrPostalCode: '75012', libelle: 'Paris', gpsLat: null, gpsLon: null };
const frenchPool = (slug: string) => ({
  libelle: 'Piscine du Port', psnLargeurCm: 1000, psnLongueurCm: 2500, psnDepthMinCm: 90, psnDepthMaxCm: 200, address,
  content: { slug, pctTitle: 'Piscine du Port', pctBody: '<p>Bassin de 25 m</p>' },
  configPiscine: { infosFermeture: 'Fermée en août', horaires: 'Le mercredi', acces: 'Métro Bercy' },
});

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
}, 180_000);
afterAll(async () => app?.close());

describe('catalogue translations', () => {
  it('keeps a document’s English beside its French, the English body sanitized like the French one', async () => {
    const created = await app.call('POST', '/webapi/Piscine', {
      cookie: admin,
      body: {
        ...frenchPool('piscine-du-port'),
        // Only texts have an English: an English address or switch is dropped at the edge.
        translations: { en: { libelle: 'Harbour pool', psnEnable: false, content: { slug: 'harbour-pool', pctTitle: 'The harbour pool', pctBody: '<p onclick="steal()">A 25 m pool<script>alert(1)</script></p>' }, configPiscine: { horaires: 'On Wednesdays', delaiAnnulationH: 2 } } },
      },
    });
    expect(created.body.resultCode).toBe('Ok');
    const english = created.body.data.translations.en;
    expect(english).toMatchObject({ libelle: 'Harbour pool', content: { pctTitle: 'The harbour pool', pctBody: '<p>A 25 m pool</p>', pctHat: '' }, configPiscine: { horaires: 'On Wednesdays' } });
    expect(english.content.slug).toBeUndefined();
    expect(english.psnEnable).toBeUndefined();
    expect(english.configPiscine).toEqual({ infosFermeture: '', horaires: 'On Wednesdays', acces: '' });
    // The French is what it was: English never replaces it on the server.
    expect(created.body.data).toMatchObject({ libelle: 'Piscine du Port', content: { pctTitle: 'Piscine du Port' }, configPiscine: { horaires: 'Le mercredi' } });

    const visitor = await app.call('GET', '/webapi/Piscine/slug/piscine-du-port');
    expect(visitor.body.data.translations).toEqual(created.body.data.translations);
    const listed = (await app.call('GET', '/webapi/Piscine')).body.data.find((pool: { id: number }) => pool.id === created.body.data.id);
    expect(listed.translations.en.libelle).toBe('Harbour pool');
  });

  it('refuses an English text over the French one’s limit, with its field and a message in the user’s language', async () => {
    const body = { ...frenchPool('piscine-trop-longue'), translations: { en: { content: { pctTitle: 'x'.repeat(201) } } } };
    const french = await app.call('POST', '/webapi/Piscine', { cookie: admin, body });
    expect([french.status, french.body.resultCode]).toEqual([400, 'InvalidModelState']);
    expect(french.body.data.errors).toEqual({ 'translations.en.content.pctTitle': 'Au plus 200 caractères' });
    const english = await app.call('POST', '/webapi/Piscine', { cookie: admin, body, language: 'en' });
    expect(english.body.data.errors).toEqual({ 'translations.en.content.pctTitle': 'At most 200 characters' });
    const pass = await app.call('POST', '/webapi/Forfait', { cookie: admin, language: 'en', body: { libelle: 'Carte', fftValiditeM: 12, fftNbEntree: 10, fftTarif: 100, fftLimiteAchat: 0, translations: { en: { fftInfos: 'x'.repeat(2001) } } } });
    expect(pass.body.data.errors).toEqual({ 'translations.en.fftInfos': 'At most 2000 characters' });
  });

  it('shows `translations: {}` for a document saved without any, and for one recorded before translations existed', async () => {
    const saved = await app.call('POST', '/webapi/Forfait', { cookie: admin, body: { libelle: 'Carte sans anglais', fftValiditeM: 12, fftNbEntree: 10, fftTarif: 100, fftLimiteAchat: 0 } });
    expect(saved.body.data.translations).toEqual({});

    const id = await app.platform.ids.next('pass');
    const at = new Date().toISOString();
    const fields = { libelle: 'Carte ancienne', fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 12, fftNbEntree: 10, fftTarif: 100, fftInfos: '', acyIds: [], psnIds: [], tva: 2000 };
    const { position } = await app.platform.store.appendToStream(`pass-${id}`, [{ type: 'PassAdded', data: { id, fields, at }, metadata: { correlationId: 'test', userId: null, timestamp: at } }]);
    await app.platform.waiter.waitFor('catalogue', position);
    expect((await app.call('GET', `/webapi/Forfait/${id}`)).body.data).toMatchObject({ libelle: 'Carte ancienne', translations: {} });
  });

  it('seeds the demo with English, leaving one pool in French only', async () => {
    const tilleuls = (await app.call('GET', '/webapi/Piscine/slug/piscine-des-tilleuls')).body.data;
    expect(tilleuls.translations.en).toMatchObject({ libelle: 'Les Tilleuls pool', content: { pctTitle: 'Les Tilleuls pool' } });
    expect(tilleuls.mns[0].translations.en.mnsInfos).toMatch(/lifeguard-instructor/i);
    expect((await app.call('GET', '/webapi/Piscine/slug/bassin-du-canal')).body.data.translations).toEqual({});
    expect((await app.call('GET', '/webapi/Page/slug/accueil')).body.data.translations.en.content.pctTitle).toBe('Plouf, the swimming school');
  });

  it('writes every view again with its translations when a store of the previous version is migrated', async () => {
    const views = () => app.platform.db.selectFrom('catalogue_views').select(['model', 'id', 'view']).orderBy('model').orderBy('id').execute();
    const before = await views();
    // A view as the previous version wrote it, without `translations`.
    const old = before.find((row) => row.model === 'passes')!;
    const { translations: _dropped, ...oldView } = JSON.parse(old.view) as Record<string, unknown>;
    await app.platform.db.updateTable('catalogue_views').set({ view: JSON.stringify(oldView) }).where('model', '=', 'passes').where('id', '=', old.id).execute();

    await migrateUp(app.platform.db as never);
    // The runner finds its checkpoint gone at its next batch and replays the store; a command waits for it.
    const next = await app.call('POST', '/webapi/Forfait', { cookie: admin, body: { libelle: 'Carte après migration', fftValiditeM: 12, fftNbEntree: 10, fftTarif: 100, fftLimiteAchat: 0 } });
    expect(next.body.resultCode).toBe('Ok');
    const after = (await views()).filter((row) => !(row.model === 'passes' && row.id === next.body.data.id));
    expect(after).toEqual(before);
    for (const row of after.filter((candidate) => candidate.model !== 'media')) expect(JSON.parse(row.view)).toHaveProperty('translations');
  });
});
