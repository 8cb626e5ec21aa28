import { addDays, parisDay } from '@plouf/infra/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAMILY } from '../../infra/entry/seed.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Issue 21, docs/adr/0017-names-in-the-readers-language.md: the views that embed a pool, an
 * activity or a pass name it as the catalogue does when served, French and English; an order line
 * keeps the label it was sold under beside the pass's English today.
 */
let app: TestApp;
let admin: string;
let family: string;
let keys = 0;

type Named = { id: number; libelle: string; translations?: { en?: { libelle?: string } } };
type Pass = Named & Record<string, unknown> & { translations: { en?: Record<string, unknown> } };

const passNamed = async (libelle: string) => ((await app.call('GET', '/webapi/Forfait', { cookie: admin })).body.data as Pass[]).find((pass) => pass.libelle === libelle)!;
const save = async (pass: Pass, change: Partial<Pass>) => {
  const saved = await app.call('PUT', `/webapi/Forfait/${pass.id}`, { cookie: admin, headers: { 'idempotency-key': `catalogue-names-${keys++}` }, body: { ...pass, ...change } });
  expect(saved.body.resultCode, JSON.stringify(saved.body)).toBe('Ok');
};
const cards = async () => (await app.call('GET', '/webapi/Family/forfaits', { cookie: family })).body.data as (Named & { fftId: number })[];
const orderLines = async () => ((await app.call('GET', '/webapi/Commande?offset=0&limit=20', { cookie: family })).body.data.items as { lines: { libelle: string; translations?: { en?: { libelle?: string } } }[] }[]).flatMap((order) => order.lines);

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  family = await app.login(DEMO_FAMILY.email, DEMO_FAMILY.password);
}, 180_000);
afterAll(async () => app?.close());

describe('catalogue names in views', () => {
  it('names the courses’ pool and activity with their English, as the catalogue does', async () => {
    const activities = (await app.call('GET', '/webapi/Activity')).body.data as Named[];
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as Named[];
    const today = parisDay(new Date());
    const courses = (await app.call('GET', `/webapi/Cours?psnId=${pools[0]!.id}&from=${today}&to=${addDays(today, 13)}`)).body.data as { activite: Named; piscine: Named }[];
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) {
      const activity = activities.find((candidate) => candidate.id === course.activite.id)!;
      const english = activity.translations?.en?.libelle;
      expect(course.activite).toEqual({ id: activity.id, libelle: activity.libelle, translations: english ? { en: { libelle: english } } : {} });
      const pool = pools[0]!.translations?.en?.libelle;
      expect(course.piscine).toEqual({ id: pools[0]!.id, libelle: pools[0]!.libelle, translations: pool ? { en: { libelle: pool } } : {} });
    }
  });

  it('serves a pool’s week as kept while nothing moved, and anew once a course changes or the pool is renamed (issue 42)', async () => {
    const pools = (await app.call('GET', '/webapi/Piscine')).body.data as Named[];
    const pool = pools[0]!;
    const today = parisDay(new Date());
    const url = `/webapi/Cours?psnId=${pool.id}&from=${today}&to=${addDays(today, 13)}`;
    type Week = Array<{ id: number; crsCapaciteMax: number; placesLeft: number; piscine: Named }>;
    // A visitor (positions read in a statement) and a family (read with its session) get the same answer, asked again or not.
    const first = (await app.call('GET', url)).body;
    expect((await app.call('GET', url)).body).toEqual(first);
    expect((await app.call('GET', url, { cookie: family })).body).toEqual(first);
    const course = (first.data as Week)[0]!;
    // A course of the week changes: both see it at once (the client waits for its command's position).
    const changed = await app.call('PUT', `/webapi/Cours/${course.id}`, { cookie: admin, headers: { 'idempotency-key': `catalogue-names-${keys++}` }, body: { crsCapaciteMax: course.crsCapaciteMax + 1 } });
    expect(changed.body.resultCode).toBe('Ok');
    for (const cookie of [undefined, family]) {
      const seen = ((await app.call('GET', url, { ...(cookie && { cookie }) })).body.data as Week).find((item) => item.id === course.id)!;
      expect([seen.crsCapaciteMax, seen.placesLeft]).toEqual([course.crsCapaciteMax + 1, course.placesLeft + 1]);
    }
    // The pool renamed: its week names it anew, though no course moved.
    const detail = (await app.call('GET', `/webapi/Piscine/${pool.id}`, { cookie: admin })).body.data;
    const renamed = await app.call('PUT', `/webapi/Piscine/${pool.id}`, {
      cookie: admin,
      headers: { 'idempotency-key': `catalogue-names-${keys++}` },
      body: { ...detail, libelle: `${detail.libelle} (rénovée)`, imageIds: detail.images.map((image: { id: number }) => image.id), mnsIds: detail.mns.map((mns: { id: number }) => mns.id) },
    });
    expect(renamed.body.resultCode).toBe('Ok');
    for (const cookie of [undefined, family]) {
      const week = (await app.call('GET', url, { ...(cookie && { cookie }) })).body.data as Week;
      expect(week.every((item) => item.piscine.libelle === `${detail.libelle} (rénovée)`)).toBe(true);
    }
  });

  it('follows a pass renamed in English and in French on the family’s cards; its order lines keep the label as sold, with the English today', async () => {
    const pass = await passNamed('Carte 10 séances adultes');
    const before = (await cards()).find((card) => card.fftId === pass.id)!;
    expect(before).toMatchObject({ libelle: 'Carte 10 séances adultes', translations: { en: { libelle: '10-session card, adults' } } });

    await save(pass, { libelle: 'Carte 10 entrées adultes', translations: { en: { ...pass.translations.en, libelle: 'Ten adult sessions' } } });
    const after = (await cards()).find((card) => card.fftId === pass.id)!;
    expect(after).toMatchObject({ libelle: 'Carte 10 entrées adultes', translations: { en: { libelle: 'Ten adult sessions' } } });
    const sold = (await orderLines()).find((line) => line.libelle === 'Carte 10 séances adultes')!;
    expect(sold.translations).toEqual({ en: { libelle: 'Ten adult sessions' } });
    // The back-office's order keeps the sold label too, with the English beside it.
    const orders = (await app.call('GET', '/webapi/Commande?offset=0&limit=20', { cookie: family })).body.data.items as { id: number; lines: { libelle: string }[] }[];
    const order = orders.find((item) => item.lines.some((line) => line.libelle === 'Carte 10 séances adultes'))!;
    const detail = (await app.call('GET', `/webapi/Commande/${order.id}`, { cookie: admin })).body.data as { rows: { id: number; libelle: string; translations?: object }[] };
    expect(detail.rows.find((row) => row.id === pass.id)).toMatchObject({ libelle: 'Carte 10 séances adultes', translations: { en: { libelle: 'Ten adult sessions' } } });

    // Its English emptied: the French shows (no English is sent, or a blank one).
    await save({ ...pass, libelle: 'Carte 10 entrées adultes' }, { translations: { en: { ...pass.translations.en, libelle: '' } } });
    const blank = (await cards()).find((card) => card.fftId === pass.id)!;
    expect(blank.translations?.en?.libelle ?? '').toBe('');
  });
});
