import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_ROOMS, POOLS } from './catalogue.ts';
import { clearCache, collectLoads, seedCache, snapshotCache, useCachedDetail, useCachedList } from './catalogueCache.ts';
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
