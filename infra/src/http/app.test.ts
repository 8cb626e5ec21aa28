import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './app.ts';

// Route declarations are checked before any request: no session is ever looked up here.
const authenticate = async () => null;

describe('the HTTP app refuses to start with a route that', () => {
  it('declares no access rule', async () => {
    const app = await createHttpApp({ authenticate });
    expect(() => app.get('/webapi/Open', async () => 'x')).toThrow(/declares no access rule/);
  });

  it('takes params or a body without a schema for them', async () => {
    const app = await createHttpApp({ authenticate });
    expect(() => app.get('/webapi/Thing/:id', { config: { access: 'public' } }, async () => 'x')).toThrow(/no params schema/);
    expect(() => app.post('/webapi/Thing', { config: { access: 'public' } }, async () => 'x')).toThrow(/no body schema/);
    expect(() =>
      app.post('/webapi/Thing', { config: { access: 'public' }, schema: { body: Type.Object({ a: Type.String() }) } }, async () => 'x'),
    ).not.toThrow();
  });
});

describe('numbers in the address', () => {
  it('are digits: an id spelled 0x1, 1e0, +1, " 1" or 1.0 is refused, not read as 1', async () => {
    const app = await createHttpApp({ authenticate });
    const Id = Type.Integer({ minimum: 1 });
    app.get('/webapi/Thing/:id', { config: { access: 'public' }, schema: { params: Type.Object({ id: Id }), querystring: Type.Object({ page: Type.Optional(Id), ids: Type.Optional(Type.Array(Id)), delta: Type.Optional(Type.Integer()) }) } }, async (request) => ({
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
    app.get('/webapi/Thing/:id', { config: { access: 'public' }, schema: { params: Type.Object({ id: Type.Integer() }) } }, async () => ({ resultCode: 'Ok', data: 1 }));
    const answer = await app.inject({ method: 'GET', url: '/webapi/Thing/7?search=Martin' });
    await app.close();
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    expect(requests).toEqual([expect.objectContaining({ reqId: answer.headers['x-request-id'], method: 'GET', path: '/webapi/Thing/7', route: '/webapi/Thing/:id', status: 200, userId: null, level: 30 })]);
    expect(lines.join('')).not.toContain('Martin');
  });
});
