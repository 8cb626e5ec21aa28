import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjectors, rebuildReadModel } from '@plouf/projections';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ROOMS, NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import { seedDemo } from '../../infra/entry/seed.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { connectLive, nextChange, subscribe } from '../harness/socket.ts';

let app: TestApp;
let admin: string;

const png = (width: number, height: number, colour = '#3399ff') => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const content = (slug: string, more: Record<string, string> = {}) => ({ slug, pctTitle: slug, ...more });
const address = { adrNumberWay: '1 rue de la Piscine', adrPostalCode: '75011', libelle: 'Paris', gpsLat: 48.86, gpsLon: 2.38 };

async function uploadPng(name: string, width = 1600, height = 900) {
  const { body } = await app.upload(admin, { bytes: await png(width, height), fileName: `${name}.png`, type: 'image/png' }, name);
  expect(body.resultCode).toBe('Ok');
  return body.data as { id: number; url: string; width: number; height: number };
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
}, 120_000);
afterAll(async () => app?.close());

describe('catalogue writes', () => {
  it('creates a pool with two images and a pass, which a visitor then reads', async () => {
    const [first, second] = [await uploadPng('Grand bassin'), await uploadPng('Petit bassin', 800, 600)];
    expect(first.url).toMatch(new RegExp(`^/images/${String(first.id % 100).padStart(2, '0')}/grand-bassin-${first.id}\\.png$`));
    const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number }[];
    const pool = await app.call('POST', '/webapi/Piscine', {
      cookie: admin,
      body: {
        libelle: 'Piscine Test', psnLargeurCm: 1250, psnLongueurCm: 2500, psnDepthMinCm: 90, psnDepthMaxCm: 200, address,
        acyIds: [activities[0]!.id], imageIds: [first.id, second.id], mnsIds: [],
        content: content('piscine-test', { pctMetaTitle: 'Piscine Test à Paris', pctBody: '<p onclick="steal()">Bassin<script>alert(1)</script></p>' }),
        templateCours: [{ acyId: activities[0]!.id }],
        configPiscine: { infosFermeture: 'Fermée le 25 décembre', horaires: '', acces: '' },
      },
    });
    expect(pool.body.resultCode).toBe('Ok');
    const created = pool.body.data;
    expect(created.images.map((image: { id: number }) => image.id)).toEqual([first.id, second.id]);
    expect(created.image.id).toBe(first.id);
    expect(created.content.pctBody).toBe('<p>Bassin</p>');
    // Spec §3 cleanup and §9 defaults: a new template gets an id and Wednesday 14:00, 45 min, 8 places.
    expect(created.templateCours[0]).toMatchObject({ thrJour: 3, thrHeure: 14, thrMinute: 0, tcsDureeMin: 45, tcsCapaciteMax: 8, usrId: 2, acyIdCplt: null });
    expect(created.templateCours[0].tcsId).toBeGreaterThan(0);
    expect(created.configPiscine.infosFermeture).toBe('Fermée le 25 décembre');

    const pass = await app.call('POST', '/webapi/Forfait', {
      cookie: admin,
      body: { libelle: 'Carte test', fftValiditeM: 12, fftNbEntree: 10, fftTarif: 12050, fftLimiteAchat: 0, acyIds: [activities[0]!.id], psnIds: [created.id] },
    });
    expect(pass.body.data).toMatchObject({ tva: 2000, fftEnable: true, fftIsAbo: false, fftTarif: 12050 });

    const visitor = await app.call('GET', '/webapi/Piscine/slug/piscine-test');
    expect(visitor.body.data).toMatchObject({ id: created.id, libelle: 'Piscine Test', fftIds: [pass.body.data.id] });
    expect((await app.call('GET', '/webapi/Piscine')).body.data.map((row: { libelle: string }) => row.libelle)).toContain('Piscine Test');

    // Saving with the template's id keeps it; saving the same document again appends nothing.
    const again = { ...created, imageIds: [second.id, first.id], templateCours: created.templateCours, mnsIds: [] };
    const reordered = await app.call('PUT', `/webapi/Piscine/${created.id}`, { cookie: admin, body: again });
    expect(reordered.body.data.images.map((image: { id: number }) => image.id)).toEqual([second.id, first.id]);
    expect(reordered.body.data.templateCours[0].tcsId).toBe(created.templateCours[0].tcsId);
    const before = (await app.platform.store.readStream(`pool-${created.id}`)).length;
    await app.call('PUT', `/webapi/Piscine/${created.id}`, { cookie: admin, body: again });
    expect((await app.platform.store.readStream(`pool-${created.id}`)).length).toBe(before);
  });

  it('shows visitors enabled pools and passes and published posts only', async () => {
    const pool = await app.call('POST', '/webapi/Piscine', {
      cookie: admin,
      body: { libelle: 'Fermée', psnEnable: false, psnLargeurCm: 0, psnLongueurCm: 0, psnDepthMinCm: 0, psnDepthMaxCm: 0, address: { ...address, gpsLat: null, gpsLon: null }, content: content('piscine-fermee'), datMinCours: null, datMaxCours: '2027-06-30' },
    });
    // A null stays null (schema coercion must not turn it into 0).
    expect(pool.body.data).toMatchObject({ address: { gpsLat: null, gpsLon: null }, datMinCours: null, datMaxCours: '2027-06-30' });
    const draft = await app.call('POST', '/webapi/Blog', { cookie: admin, body: { libelle: 'Brouillon', content: content('brouillon'), blgDatpub: null } });
    const future = await app.call('POST', '/webapi/Blog', { cookie: admin, body: { libelle: 'Plus tard', content: content('plus-tard'), blgDatpub: '2150-01-01' } });
    for (const [path, id] of [['Piscine', pool.body.data.id], ['Blog', draft.body.data.id], ['Blog', future.body.data.id]] as const) {
      expect((await app.call('GET', `/webapi/${path}/${id}`)).body.resultCode).toBe('FileNotFound');
      expect((await app.call('GET', `/webapi/${path}/${id}`, { cookie: admin })).body.resultCode).toBe('Ok');
      expect((await app.call('GET', `/webapi/${path}`)).body.data.map((row: { id: number }) => row.id)).not.toContain(id);
    }
    const published = (await app.call('GET', '/webapi/Blog')).body.data as { blgDatpub: string }[];
    expect(published.length).toBeGreaterThan(0);
    expect(published.map((post) => post.blgDatpub)).toEqual([...published.map((post) => post.blgDatpub)].sort().reverse());
  });

  it('refuses, field by field, what the read side could not show', async () => {
    const answer = await app.call('POST', '/webapi/Piscine', {
      cookie: admin,
      language: 'en',
      body: { libelle: 'X', psnLargeurCm: 1, psnLongueurCm: 1, psnDepthMinCm: 300, psnDepthMaxCm: 200, address, acyIds: [999], imageIds: [998], content: content('bassin-du-canal'), datMinCours: '2027-02-01', datMaxCours: '2027-01-01' },
    });
    expect(answer.body.resultCode).toBe('InvalidModelState');
    expect(Object.keys(answer.body.data.errors).sort()).toEqual(['acyIds', 'content.slug', 'datMinCours', 'imageIds', 'psnDepthMinCm']);
    expect(answer.body.data.errors['content.slug']).toBe('The address "bassin-du-canal" is already taken');
    const badSlug = await app.call('POST', '/webapi/Page', { cookie: admin, body: { libelle: 'X', content: content('Pas Un Slug') } });
    expect(badSlug.body.data.errors).toHaveProperty(['content.slug']);
    const negative = await app.call('POST', '/webapi/Forfait', { cookie: admin, body: { libelle: 'X', fftValiditeM: 1, fftNbEntree: 1, fftTarif: -5, fftLimiteAchat: 0 } });
    expect(negative.body.data.errors).toHaveProperty('fftTarif');
  });

  it('reorders activities with PUT /Activity/ordre/{ids}', async () => {
    const children = ((await app.call('GET', '/webapi/Activity')).body.data as { id: number; acyEnfant: boolean }[]).filter((row) => row.acyEnfant).map((row) => row.id);
    const wanted = [...children].reverse();
    const answer = await app.call('PUT', `/webapi/Activity/ordre/${wanted.join(',')}`, { cookie: admin, body: {} });
    expect(answer.body.data.filter((row: { acyEnfant: boolean }) => row.acyEnfant).map((row: { id: number }) => row.id)).toEqual(wanted);
    expect((await app.call('PUT', '/webapi/Activity/ordre/1,1', { cookie: admin, body: {} })).body.resultCode).toBe('InvalidModelState');
    expect((await app.call('PUT', '/webapi/Activity/ordre/9999', { cookie: admin, body: {} })).body.resultCode).toBe('InvalidModelState');
  });

  it('keeps an activity or an MNS that a pool still names', async () => {
    const pool = (await app.call('GET', '/webapi/Piscine/slug/piscine-des-tilleuls')).body.data;
    const refused = await app.call('DELETE', `/webapi/Activity/${pool.acyIds[0]}`, { cookie: admin });
    expect(refused.body.resultCode).toBe('InvalidModelState');
    expect(refused.body.data.errorMessage).toContain('Piscine des Tilleuls');
    expect((await app.call('DELETE', `/webapi/Mns/${pool.mns[0].id}`, { cookie: admin })).body.resultCode).toBe('InvalidModelState');
    expect((await app.call('GET', `/webapi/Activity/${pool.acyIds[0]}`)).body.resultCode).toBe('Ok');
  });

  it('deletes a pass, after which it is not found', async () => {
    const pass = await app.call('POST', '/webapi/Forfait', { cookie: admin, body: { libelle: 'Éphémère', fftValiditeM: 1, fftNbEntree: 1, fftTarif: 100, fftLimiteAchat: 0 } });
    expect((await app.call('DELETE', `/webapi/Forfait/${pass.body.data.id}`, { cookie: admin })).body.data).toEqual({ id: pass.body.data.id });
    expect((await app.call('GET', `/webapi/Forfait/${pass.body.data.id}`, { cookie: admin })).body.resultCode).toBe('FileNotFound');
    expect((await app.call('DELETE', `/webapi/Forfait/${pass.body.data.id}`, { cookie: admin })).body.resultCode).toBe('FileNotFound');
  });
});

describe('media', () => {
  it('accepts images only, judged by their content, and at most the size limit', async () => {
    const text = await app.upload(admin, { bytes: new TextEncoder().encode('<svg onload="x()"/>'), fileName: 'image.png', type: 'image/png' });
    expect(text.body.resultCode).toBe('InvalidModelState');
    const svg = await app.upload(admin, { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), fileName: 'x.svg', type: 'image/svg+xml' });
    expect(svg.body.resultCode).toBe('InvalidModelState');
    const huge = await app.upload(admin, { bytes: new Uint8Array(11 * 1024 * 1024), fileName: 'huge.png', type: 'image/png' });
    expect(huge.body.resultCode).toBe('InvalidModelState');
    expect((await app.upload(undefined, { bytes: await png(10, 10), fileName: 'a.png' })).status).toBe(401);
  });

  it('retitles and deletes an image, but never the default image', async () => {
    const image = await uploadPng('À renommer', 200, 100);
    const renamed = await app.call('PUT', `/webapi/Media/${image.id}`, { cookie: admin, body: { libelle: 'Renommée', mdaCopyright: '© Plouf' } });
    expect(renamed.body.data).toMatchObject({ libelle: 'Renommée', mdaCopyright: '© Plouf', url: image.url });
    expect((await app.call('PUT', '/webapi/Media/1', { cookie: admin, body: { libelle: 'x', mdaCopyright: '' } })).body.resultCode).toBe('AccessForbidden');
    expect((await app.call('DELETE', '/webapi/Media/1', { cookie: admin })).body.resultCode).toBe('AccessForbidden');
    expect((await app.call('DELETE', `/webapi/Media/${image.id}`, { cookie: admin })).body.resultCode).toBe('Ok');
    const gone = await fetch(`${app.url}${image.url}`, { redirect: 'manual' });
    expect(gone.status).toBe(302);
    expect(gone.headers.get('location')).toBe('/images/01/no-image.png');
  });

  it('serves an image resized once, in every mode, and the same bytes from the cache afterwards', async () => {
    const image = await uploadPng('Bassin large', 1600, 900);
    const sizeOf = async (query: string) => {
      const response = await fetch(`${app.url}${image.url}${query}`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const { width, height, format } = await sharp(bytes).metadata();
      return { width, height, format, type: response.headers.get('content-type'), etag: response.headers.get('etag'), bytes };
    };
    expect(await sizeOf('')).toMatchObject({ width: 1600, height: 900, format: 'png' });
    expect(await sizeOf('?w=400&h=400')).toMatchObject({ width: 400, height: 225 });
    expect(await sizeOf('?w=2400')).toMatchObject({ width: 1600, height: 900 });
    expect(await sizeOf('?w=400&h=400&mode=crop')).toMatchObject({ width: 400, height: 400 });
    expect(await sizeOf('?w=400&h=400&mode=carve')).toMatchObject({ width: 400, height: 400 });
    expect(await sizeOf('?w=400&h=100&mode=stretch')).toMatchObject({ width: 400, height: 100 });
    const webp = await sizeOf('?w=130&h=102&mode=crop&format=webp&quality=60');
    expect(webp).toMatchObject({ width: 130, height: 102, format: 'webp', type: 'image/webp' });
    const cached = await sizeOf('?w=130&h=102&mode=crop&format=webp&quality=60');
    expect(cached.bytes.equals(webp.bytes)).toBe(true);
    const files = readdirSync(join(tmpdir(), `plouf-image-cache-${process.pid}`)).filter((name) => name.includes('130x102-crop-q60'));
    expect(files).toHaveLength(1);
    const notModified = await fetch(`${app.url}${image.url}?w=130&h=102&mode=crop&format=webp&quality=60`, { headers: { 'if-none-match': webp.etag! } });
    expect(notModified.status).toBe(304);
    expect((await fetch(`${app.url}${image.url}?w=0`)).status).toBe(400);
    const fallback = await fetch(`${app.url}/images/42/nothing-42.jpg?w=100`, { redirect: 'manual' });
    expect(fallback.headers.get('location')).toBe('/images/01/no-image.png?w=100');
    expect((await fetch(`${app.url}/images/01/no-image.png?w=100`)).headers.get('content-type')).toBe('image/png');
    expect(existsSync(join(tmpdir(), `plouf-image-cache-${process.pid}`))).toBe(true);
  });
});

describe('catalogue read models', () => {
  it('pushes a saved pool to anyone following catalogue:pools', async () => {
    const socket = await connectLive(app.url);
    try {
      expect((await subscribe(socket, CATALOGUE_ROOMS.pools)).ok).toBe(true);
      const pools = (await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[];
      const detail = (await app.call('GET', `/webapi/Piscine/${pools[0]!.id}`, { cookie: admin })).body.data;
      const notice = nextChange(socket, (change) => change.readModel === NOTICES.pools && change.ids.includes(detail.id));
      await app.call('PUT', `/webapi/Piscine/${detail.id}`, {
        cookie: admin,
        body: { ...detail, libelle: `${detail.libelle} (rénovée)`, imageIds: detail.images.map((image: { id: number }) => image.id), mnsIds: detail.mns.map((mns: { id: number }) => mns.id) },
      });
      expect((await notice).room).toBe(CATALOGUE_ROOMS.pools);
    } finally {
      socket.disconnect();
    }
  });

  it('reads an activity recorded in the first shape, and rebuilds every catalogue read model to the same rows', async () => {
    const activityId = await app.platform.ids.next('activity');
    const { position } = await app.platform.store.appendToStream(`activity-${activityId}`, [
      { type: 'ActivityCreated', data: { activityId, libelle: 'Water-polo', slug: 'water-polo', acyEnfant: false, acyOrdre: 9, acyAge: 14, acyInfos: 'Ballon', createdAt: new Date().toISOString() }, metadata: { correlationId: 'test', userId: null, timestamp: new Date().toISOString() } },
    ]);
    await app.platform.waiter.waitFor('catalogue', position);
    expect((await app.call('GET', '/webapi/Activity/slug/water-polo')).body.data).toMatchObject({ id: activityId, acyAge: 14, images: [], content: { slug: 'water-polo', pctTitle: 'Water-polo' } });

    const snapshot = async () => app.platform.db.selectFrom('catalogue_views').selectAll().orderBy('model').orderBy('id').execute();
    const links = async () => app.platform.db.selectFrom('catalogue_links').selectAll().orderBy('from_model').orderBy('from_id').orderBy('to_model').orderBy('to_id').execute();
    const media = async () => app.platform.db.selectFrom('media').selectAll().orderBy('id').execute();
    const [viewsBefore, linksBefore, mediaBefore] = [await snapshot(), await links(), await media()];
    await rebuildReadModel(app.platform.store, app.platform.db, allProjectors.find((candidate) => candidate.readModel === READ_MODELS.catalogue)!);
    expect(await snapshot()).toEqual(viewsBefore);
    expect(await links()).toEqual(linksBefore);
    expect(await media()).toEqual(mediaBefore);
  });
});

describe('the demo catalogue on a data folder of the previous version', () => {
  // Two products start here, one after the other (the previous version's data, then today's): over
  // the default 30 s on a busy machine (CI, once).
  it('completes the activities recorded in the first shape instead of adding them twice', async () => {
    const old = await startTestApp({ postgresServer: null });
    try {
      const activityId = await old.platform.ids.next('activity');
      const at = new Date().toISOString();
      await old.platform.store.appendToStream(`activity-${activityId}`, [
        { type: 'ActivityCreated', data: { activityId, libelle: 'Aquagym', slug: 'aquagym', acyEnfant: false, acyOrdre: 1, acyAge: 16, acyInfos: 'Renforcement', createdAt: at }, metadata: { correlationId: 'test', userId: null, timestamp: at } },
      ]);
      // The catalogue is what this test reads: the demo's months of history (tens of thousands of events) are not.
      await seedDemo(old.platform, new Date(), { months: false });
      await old.platform.caughtUp();
      const activities = (await old.call('GET', '/webapi/Activity')).body.data as { id: number; content: { slug: string }; images: unknown[] }[];
      const aquagym = activities.filter((activity) => activity.content.slug === 'aquagym');
      expect(aquagym.map((activity) => activity.id)).toEqual([activityId]);
      expect(aquagym[0]!.images).toHaveLength(1);
      expect(activities.length).toBe(7);
    } finally {
      await old.close();
    }
  }, 90_000);
});
