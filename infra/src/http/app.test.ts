import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './app.ts';
import { compiledSerializers } from './compiled-schemas.ts';
import type { Begin, IdempotencyStore } from './idempotency.ts';
import { FieldRefused, RuleRefused, StateConflict, TryAgain, type AppError } from './result.ts';

// Route declarations are checked before any request: no session is ever looked up here.
const authenticate = async () => ({ user: null, readAt: null });

describe('the HTTP app refuses to start with a route that', () => {
  it('declares no access rule', async () => {
    const app = await createHttpApp({ authenticate });
    expect(() => app.get('/webapi/Open', async () => 'x')).toThrow(/declares no access rule/);
  });

  it('takes params or a body without a schema for them', async () => {
    const app = await createHttpApp({ authenticate });
    expect(() => app.get('/webapi/Thing/:id', { config: { access: 'public' } }, async () => 'x')).toThrow(/no params schema/);
    expect(() => app.post('/webapi/Thing', { config: { access: 'public' } }, async () => 'x')).toThrow(/no body schema/);
    // Every id and number of a path or query is bounded there (issue 41): 9999999999 never reaches SQL.
    expect(() => app.get('/webapi/Thing/:id', { config: { access: 'public' }, schema: { params: Type.Object({ id: Type.Integer() }) } }, async () => 'x')).toThrow(/cannot hold/);
    expect(() => app.get('/webapi/Other/:orderId', { config: { access: 'public' }, schema: { params: Type.Object({ orderId: Type.String() }) } }, async () => 'x')).toThrow(/an id must be an Id/);
    expect(() =>
      app.post('/webapi/Thing', { config: { access: 'public' }, schema: { body: Type.Object({ a: Type.String() }) } }, async () => 'x'),
    ).not.toThrow();
  });
});

describe('numbers in the address', () => {
  it('are digits: an id spelled 0x1, 1e0, +1, " 1" or 1.0 is refused, not read as 1', async () => {
    const app = await createHttpApp({ authenticate });
    const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
    app.get('/webapi/Thing/:id', { config: { access: 'public' }, schema: { params: Type.Object({ id: Id }), querystring: Type.Object({ page: Type.Optional(Id), ids: Type.Optional(Type.Array(Id)), delta: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })) }) } }, async (request) => ({
      resultCode: 'Ok',
      data: { params: request.params, query: request.query },
    }));
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    const ok = await get('/webapi/Thing/1?page=2&ids=3&ids=4&delta=-5');
    expect([ok.statusCode, ok.json().data]).toEqual([200, { params: { id: 1 }, query: { page: 2, ids: [3, 4], delta: -5 } }]);
    for (const spelled of ['0x1', '1e0', '%2B1', '%201', '1.0', '1%20']) {
      const byPath = await get(`/webapi/Thing/${spelled}`);
      expect([byPath.statusCode, byPath.json()], spelled).toEqual([400, { resultCode: 'InvalidModelState', data: expect.objectContaining({ errorMessage: 'Invalid data: id — Invalid value (whole number expected)' }) }]);
      for (const query of [`page=${spelled}`, `ids=3&ids=${spelled}`, `delta=${spelled}`]) {
        expect((await get(`/webapi/Thing/1?${query}`)).statusCode, query).toBe(400);
      }
    }
    await app.close();
  });
});

describe('the log', () => {
  it('writes one JSON line per request: its id (the answer’s X-Request-Id), route, status, time and user, without the query', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await createHttpApp({ authenticate, logger: { level: 'info', stream } });
    app.get('/webapi/Thing/:id', { config: { access: 'public' }, schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }) } }, async () => ({ resultCode: 'Ok', data: 1 }));
    const answer = await app.inject({ method: 'GET', url: '/webapi/Thing/7?search=Martin' });
    await app.close();
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    expect(requests).toEqual([expect.objectContaining({ reqId: answer.headers['x-request-id'], method: 'GET', path: '/webapi/Thing/7', route: '/webapi/Thing/:id', status: 200, userId: null, level: 30 })]);
    expect(lines.join('')).not.toContain('Martin');
  });
});

/** The idempotency store in memory: a row per key, its answer once kept; a released row runs again. */
function memoryIdempotency() {
  const rows = new Map<string, { fingerprint: string; status: number | null; body: string | null }>();
  const store: IdempotencyStore = {
    async begin(scope, key, fingerprint): Promise<Begin> {
      const row = rows.get(`${scope}:${key}`);
      if (!row) {
        rows.set(`${scope}:${key}`, { fingerprint, status: null, body: null });
        return { outcome: 'new' };
      }
      if (row.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (row.status !== null) return { outcome: 'done', status: row.status, body: row.body ?? '' };
      return { outcome: 'takeover', ids: {} };
    },
    answered: async (scope, key) => (rows.get(`${scope}:${key}`)?.status ?? null) !== null,
    nextIds: async (_scope, _key, _name, count) => Array.from({ length: count }, (_, index) => index + 1),
    async finish(scope, key, status, body) {
      Object.assign(rows.get(`${scope}:${key}`)!, { status, body });
    },
    release: async () => undefined,
    purge: async () => undefined,
  };
  return store;
}

describe('the HTTP status of a refusal', () => {
  const refusals: Record<string, () => AppError> = {
    full: () => new StateConflict('CourseFull', { fr: 'Ce cours est complet', en: 'This lesson is full' }),
    scale: () => new RuleRefused('ScaleInvalid', { fr: 'L’échelle a de 2 à 6 échelons', en: 'The scale has 2 to 6 steps' }, { steps: { fr: '7 échelons', en: '7 steps' } }),
    busy: () => new TryAgain('ConcurrentCheckout', { fr: 'Une autre commande est en cours', en: 'Another checkout is under way' }),
    nul: () => new FieldRefused('ForbiddenCharacter', 'name', { fr: 'Caractère interdit', en: 'Forbidden character' }),
  };

  async function appRefusing() {
    const app = await createHttpApp({ authenticate, idempotency: memoryIdempotency() });
    const runs: string[] = [];
    app.post('/webapi/Thing/:what', { config: { access: 'public' }, schema: { params: Type.Object({ what: Type.String() }), body: Type.Object({ n: Type.Integer() }) } }, async (request) => {
      const { what } = request.params as { what: string };
      runs.push(what);
      // "Not now" the first time only: sent again, it goes through.
      if (what === 'busy' && runs.filter((run) => run === 'busy').length > 1) return { resultCode: 'Ok', data: 'done' };
      throw refusals[what]!();
    });
    const send = (what: string, body: unknown, key = `key-of-${what}`) =>
      app.inject({ method: 'POST', url: `/webapi/Thing/${what}`, headers: { 'content-type': 'application/json', 'idempotency-key': key }, payload: JSON.stringify(body) });
    return { app, runs, send };
  }

  it('is 400 for a malformed request, 409 for a refusal by the state of things, 422 by the rules: the envelope the same', async () => {
    const { app, send } = await appRefusing();
    const malformed = await send('full', { n: 'deux' });
    expect([malformed.statusCode, malformed.json().resultCode]).toEqual([400, 'InvalidModelState']);
    const full = await send('full', { n: 1 });
    expect([full.statusCode, full.json(), full.headers['retry-after']]).toEqual([409, { resultCode: 'InvalidModelState', data: { errorMessage: 'Ce cours est complet' } }, undefined]);
    const scale = await send('scale', { n: 1 });
    expect([scale.statusCode, scale.json()]).toEqual([422, { resultCode: 'InvalidModelState', data: { errorMessage: 'L’échelle a de 2 à 6 échelons', errors: { steps: '7 échelons' } } }]);
    const nul = await send('nul', { n: 1 });
    expect([nul.statusCode, nul.json().resultCode]).toEqual([400, 'InvalidModelState']);
    const busy = await send('busy', { n: 1 });
    expect([busy.statusCode, busy.json().resultCode, busy.headers['retry-after']]).toEqual([409, 'InvalidModelState', '1']);
    await app.close();
  });

  it('keeps a refusal (409, 422) as the key’s answer, but not a "try again" (409 with Retry-After): that one runs again', async () => {
    const { app, runs, send } = await appRefusing();
    for (const what of ['full', 'scale']) {
      const first = await send(what, { n: 1 });
      const again = await send(what, { n: 1 });
      expect([again.statusCode, again.headers['idempotent-replayed'], again.body], what).toEqual([first.statusCode, 'true', first.body]);
    }
    expect((await send('busy', { n: 1 })).statusCode).toBe(409);
    const rerun = await send('busy', { n: 1 });
    expect([rerun.statusCode, rerun.json().data]).toEqual([200, 'done']);
    expect(runs).toEqual(['full', 'scale', 'busy', 'busy']);
    await app.close();
  });
});

describe('a request sent after a command of the same client (Plouf-After)', () => {
  it('reads its session once the read models have reached the position, and gives its route where they stood then', async () => {
    const steps: string[] = [];
    const readAt = new Map([['orders', '7@2026-11-30 10:00:00+00']]);
    const user = { id: 1, usrEmail: 'admin@plouf.fr', libelle: 'Admin', roles: ['AdminPlateforme' as const], famId: null };
    const app = await createHttpApp({
      authenticate: async (token) => {
        steps.push(`session ${token}`);
        return { user, readAt };
      },
      readYourWrites: async (position) => {
        steps.push(`waiting ${position}`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        steps.push('reached');
      },
    });
    app.get('/webapi/Mine', { config: { access: 'authenticated' } }, async (request) => ({ resultCode: 'Ok', data: { user: request.user?.id, orders: request.readAt?.get('orders') ?? null } }));
    app.get('/webapi/Open', { config: { access: 'public' } }, async (request) => ({ resultCode: 'Ok', data: { readAt: request.readAt } }));
    const after = await app.inject({ method: 'GET', url: '/webapi/Mine', headers: { cookie: 'plouf_session=abc', 'plouf-after': '12' } });
    expect([after.statusCode, after.json().data]).toEqual([200, { user: 1, orders: '7@2026-11-30 10:00:00+00' }]);
    // The session (and the positions read with it) after the wait: they show what the client did.
    expect(steps).toEqual(['waiting 12', 'reached', 'session abc']);
    steps.length = 0;
    await app.inject({ method: 'GET', url: '/webapi/Mine', headers: { cookie: 'plouf_session=abc' } });
    expect(steps).toEqual(['session abc']);
    // Without a session: the wait alone, and no positions.
    steps.length = 0;
    const open = await app.inject({ method: 'GET', url: '/webapi/Open', headers: { 'plouf-after': '3' } });
    expect([open.json().data, steps]).toEqual([{ readAt: null }, ['waiting 3', 'reached']]);
    await app.close();
  });
});

describe('what a request carrying Plouf-After waits for', () => {
  it('waits for the read models its route names, and for every one when it names none', async () => {
    const waited: Array<readonly string[] | undefined> = [];
    const app = await createHttpApp({
      authenticate: async () => ({ user: null, readAt: new Map() }),
      readYourWrites: async (_position, readModels) => void waited.push(readModels),
    });
    app.get('/webapi/Terms', { config: { access: 'public', reads: ['terms', 'courses'] } }, async () => ({ resultCode: 'Ok', data: null }));
    app.get('/webapi/Everything', { config: { access: 'public' } }, async () => ({ resultCode: 'Ok', data: null }));
    await app.inject({ method: 'GET', url: '/webapi/Terms', headers: { 'plouf-after': '5' } });
    await app.inject({ method: 'GET', url: '/webapi/Everything', headers: { 'plouf-after': '5' } });
    // No position sent: no wait at all.
    await app.inject({ method: 'GET', url: '/webapi/Terms' });
    expect(waited).toEqual([['terms', 'courses'], undefined]);
    await app.close();
  });
});

describe('a limited route and the repeats of its answered requests', () => {
  it('asks whether a request was answered only once its address has used half its limit, and replays it past the limit', async () => {
    const idempotency = memoryIdempotency();
    const asked: string[] = [];
    const answered = idempotency.answered;
    idempotency.answered = async (scope, key) => (asked.push(key), answered(scope, key));
    const app = await createHttpApp({ authenticate, idempotency });
    let runs = 0;
    // Under the `/webapi` prefix, as the product's routes are registered.
    await app.register(
      async (webapi) => {
        webapi.post('/Limited', { config: { access: 'public', rateLimit: { max: 4, timeWindow: 60_000 } }, schema: { body: Type.Object({ n: Type.Integer() }) } }, async (request) => ({ resultCode: 'Ok', data: { n: (request.body as { n: number }).n, run: ++runs } }));
      },
      { prefix: '/webapi' },
    );
    const send = (n: number, key: string, address = '10.9.0.1') => app.inject({ method: 'POST', url: '/webapi/Limited', payload: { n }, headers: { 'idempotency-key': key, 'x-forwarded-for': address } });
    const first = await send(1, 'limited-key-1');
    await send(2, 'limited-key-2');
    // Two of four used: no lookup yet; from the third on, each keyed request is looked up.
    expect(asked).toEqual([]);
    await send(3, 'limited-key-3');
    await send(4, 'limited-key-4');
    expect(asked).toEqual(['limited-key-3', 'limited-key-4']);
    // Past the limit: a new request is refused, the repeat of the first gets its answer again and runs nothing.
    expect((await send(5, 'limited-key-5')).statusCode).toBe(429);
    const again = await send(1, 'limited-key-1');
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([200, 'true', first.json()]);
    expect(runs).toBe(4);
    // Another address has its own count: no lookup.
    await send(6, 'limited-key-6', '10.9.0.2');
    expect(asked).toEqual(['limited-key-3', 'limited-key-4', 'limited-key-5', 'limited-key-1']);
    await app.close();
  });
});

describe('schemas compiled once per process', () => {
  it('a second app with the same routes compiles no serializer again, and still validates and answers as its schemas say', async () => {
    const route = async () => {
      const app = await createHttpApp({ authenticate });
      // A new schema object on each app, as the routes build theirs when they register.
      const View = Type.Object({ id: Type.Integer(), name: Type.String() });
      app.post(
        '/webapi/Compiled/:id',
        { config: { access: 'public' }, schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 99 }) }), body: Type.Object({ name: Type.String({ minLength: 1 }) }), response: { 200: Type.Object({ resultCode: Type.String(), data: View }) } } },
        async (request) => ({ resultCode: 'Ok', data: { id: (request.params as { id: number }).id, name: (request.body as { name: string }).name, secret: 'not in the schema' } }),
      );
      await app.ready();
      return app;
    };
    const first = await route();
    const compiled = compiledSerializers();
    expect(compiled).toBeGreaterThan(0);
    const second = await route();
    expect(compiledSerializers()).toBe(compiled);
    for (const app of [first, second]) {
      const answer = await app.inject({ method: 'POST', url: '/webapi/Compiled/3', payload: { name: 'Léa' } });
      expect([answer.statusCode, answer.json()]).toEqual([200, { resultCode: 'Ok', data: { id: 3, name: 'Léa' } }]);
      expect((await app.inject({ method: 'POST', url: '/webapi/Compiled/300', payload: { name: 'Léa' } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/webapi/Compiled/0x1', payload: { name: 'Léa' } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/webapi/Compiled/3', payload: { name: '' } })).statusCode).toBe(400);
      await app.close();
    }
  });
});
