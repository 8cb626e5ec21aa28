import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { coursesKey, listCourses, type CourseView } from './booking.ts';
import { CATALOGUE_ROOMS, POOLS } from './catalogue.ts';
import { clearCache, collectLoads, seedCache, snapshotCache, useCachedDetail, useCachedList, useRenderedRead } from './catalogueCache.ts';
import { setApiTransport } from './client.ts';

/** The API as the server answers it in-process, counting the calls. */
function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  setApiTransport(async (url) => {
    calls.push(url);
    const answer = answers[url] ?? { status: 404, body: { resultCode: 'FileNotFound', data: { errorMessage: 'Introuvable' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const ok = (data: unknown) => ({ status: 200, body: { resultCode: 'Ok', data } });

function PoolNames() {
  const pools = useCachedList(POOLS, CATALOGUE_ROOMS.pools);
  const missing = useCachedDetail(POOLS, 99, CATALOGUE_ROOMS.pools);
  return createElement('p', null, `${pools.status}:${(pools.data ?? []).map((pool) => pool.libelle).join(',')} / ${missing.notFound ? 'not found' : missing.status}`);
}

afterEach(() => {
  clearCache();
  setApiTransport((url, init) => fetch(url, init));
});

describe('the catalogue cache in a server render', () => {
  it('asks for its loads during the render, and shows them in the next one', async () => {
    const calls = fakeApi({ '/webapi/Piscine': ok([{ id: 1, libelle: 'Lac' }, { id: 2, libelle: 'Pins' }]) });
    const first = collectLoads(() => renderToString(createElement(PoolNames)));
    expect(first.result).toContain('loading: / loading');
    expect(first.loads).toHaveLength(2);
    await Promise.all(first.loads);
    const second = collectLoads(() => renderToString(createElement(PoolNames)));
    expect(second.result).toContain('done:Lac,Pins / not found');
    expect(second.loads).toHaveLength(0);
    expect(calls).toEqual(['/webapi/Piscine', '/webapi/Piscine/99']);
  });

  it('hands the browser what it rendered: seeded, the same render needs no call', async () => {
    fakeApi({ '/webapi/Piscine': ok([{ id: 1, libelle: 'Lac' }]) });
    const first = collectLoads(() => renderToString(createElement(PoolNames)));
    await Promise.all(first.loads);
    const snapshot = JSON.parse(JSON.stringify(snapshotCache())) as ReturnType<typeof snapshotCache>;
    expect(snapshot).toEqual([
      { key: '/Piscine#list', value: [{ id: 1, libelle: 'Lac' }] },
      { key: '/Piscine#99', failed: 'FileNotFound' },
    ]);

    clearCache();
    const calls = fakeApi({});
    seedCache(snapshot);
    const seeded = collectLoads(() => renderToString(createElement(PoolNames)));
    expect(seeded.result).toContain('done:Lac / not found');
    expect(seeded.loads).toHaveLength(0);
    expect(calls).toEqual([]);
  });
});

/** A week of courses as /reserver reads it (features/site/booking/useShownWeek.ts). */
const WEEK = { psnId: 3, acyId: undefined, from: '2026-11-23', to: '2026-11-29' };
const WEEK_URL = '/webapi/Cours?psnId=3&from=2026-11-23&to=2026-11-29';

function Week() {
  const courses = useRenderedRead<Pick<CourseView, 'id' | 'placesLeft'>[]>(coursesKey(WEEK), () => listCourses(WEEK, { share: false }));
  return createElement('p', null, courses ? courses.map((course) => `${course.id}:${course.placesLeft}`).join(',') : 'none');
}

describe('a read another hook keeps (the booking week), in a server-rendered page', () => {
  it('is read by the server render and goes into the page with the slots', async () => {
    const calls = fakeApi({ [WEEK_URL]: ok([{ id: 7, placesLeft: 2 }]) });
    const first = collectLoads(() => renderToString(createElement(Week)));
    expect(first.result).toContain('none');
    await Promise.all(first.loads);
    const second = collectLoads(() => renderToString(createElement(Week)));
    expect(second.result).toContain('7:2');
    expect(second.loads).toHaveLength(0);
    expect(calls).toEqual([WEEK_URL]);
    expect(snapshotCache()).toEqual([{ key: '/Cours?from=2026-11-23&psnId=3&to=2026-11-29', value: [{ id: 7, placesLeft: 2 }] }]);
  });

  it('is shown by the first render in the browser, answers the first read of it once, then the network does', async () => {
    seedCache([{ key: coursesKey(WEEK), value: [{ id: 7, placesLeft: 2 }] }]);
    const calls = fakeApi({ [WEEK_URL]: ok([{ id: 7, placesLeft: 1 }]) });
    expect(renderToString(createElement(Week))).toContain('7:2');
    // Another read (a live re-read of some courses) is not the week's.
    await listCourses({ ...WEEK, ids: '7' }).catch(() => undefined);
    expect(await listCourses(WEEK)).toEqual([{ id: 7, placesLeft: 2 }]);
    expect(await listCourses(WEEK)).toEqual([{ id: 7, placesLeft: 1 }]);
    expect(calls).toEqual([`${WEEK_URL}&ids=7`, WEEK_URL]);
    // Taken: a page mounted later shows what its own hook reads, not the rendered page's.
    expect(renderToString(createElement(Week))).toContain('none');
  });

  it('is not answered from the page when the server could not read it', async () => {
    seedCache([{ key: coursesKey(WEEK), failed: 'Error' }]);
    const calls = fakeApi({ [WEEK_URL]: ok([]) });
    expect(renderToString(createElement(Week))).toContain('none');
    expect(await listCourses(WEEK)).toEqual([]);
    expect(calls).toEqual([WEEK_URL]);
  });
});
