import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Every route of the OpenAPI document, called the way an attacker or a careless client would: ids
 * past 32 bits, numbers past what a double holds, NUL bytes and lone surrogates, impossible dates,
 * huge lists, wrong types, broken JSON, too long or malformed URLs, as a visitor, a family and the
 * administrator. No answer may be a server error, and every answer under /webapi is the envelope.
 */
interface Operation {
  method: string;
  path: string;
  query: string[];
  body: Record<string, unknown> | undefined;
}

// Raw JSON texts: `1e309` and a lone surrogate cannot come out of JSON.stringify.
const BAD_NUMBERS = ['1e309', '-1e309', '2147483648', '9007199254740993', '-1', '0', '0.5', '"12"', 'true', 'null', '[]', '{}'];
const BAD_STRINGS = ['"a\\u0000b"', '"\\ud800"', '"\\udc00x"', `"${'x'.repeat(300_000)}"`, '"0000-00-00"', '"2026-02-30"', '"9999-99-99"', '"<script>alert(1)</script>"', '12', 'null', '[]'];
const BAD_LISTS = ['[2147483648]', '[1e309]', '[-1]', '["x"]', `[${Array.from({ length: 5000 }, (_, i) => i + 1).join(',')}]`, '"1,2"', '{}'];
const BAD_BODIES = ['', '{', 'null', '[]', '"text"', '12', '{"__proto__":{"polluted":true}}', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, '{"userEmail":"a\\u0000b","userPass":"x"}'];
const BAD_PARAMS = ['2147483648', '99999999999999999999', '1e309', '-1', '0', 'abc', '%00', '%F0%9F', '%E0%A4%A', 'x'.repeat(150), 'x'.repeat(3000), '..%2F..%2Fetc%2Fpasswd', '%ud800'];
const BAD_QUERY = ['1e309', '2147483648', '-1', '%00', '%ED%A0%80', 'x'.repeat(5000), '9999-99-99T99:99:99Z', '2026-02-30T00:00:00Z', '[]', ''];

let app: TestApp;
const callers: Array<{ name: string; cookie?: string }> = [{ name: 'anonymous' }];
let operations: Operation[] = [];

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  await app.createAccount({ email: 'fuzz.family@example.fr', password: 'fuzz-family-password', roles: ['Client', 'Famille'] });
  callers.push({ name: 'family', cookie: await app.login('fuzz.family@example.fr', 'fuzz-family-password') });
  // An administrator of its own: the probes fill every id with 1, and one that disabled user 1 (the
  // seeded administrator) would leave every admin route after it answered 403, probed no further.
  await app.createAccount({ email: 'fuzz.admin@example.fr', password: 'fuzz-admin-password', roles: ['AdminPlateforme'] });
  callers.push({ name: 'admin', cookie: await app.login('fuzz.admin@example.fr', 'fuzz-admin-password') });
  const document = (await (await fetch(`${app.url}/webapi/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      body: operation.requestBody?.content?.['application/json']?.schema?.properties,
    })),
  );
}, 120_000);
afterAll(async () => app?.close());

let counter = 0;
/** Each request from an address of its own: the per-address limits must not hide what comes after them. */
const address = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter++ & 255}`;

async function probe(method: string, url: string, cookie: string | undefined, body?: string, contentType = 'application/json') {
  const headers: Record<string, string> = { 'x-forwarded-for': address() };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = contentType;
  const response = await fetch(`${app.url}${url}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let envelope: { resultCode?: unknown; data?: { errorMessage?: unknown } } | undefined;
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  const isEnvelope = typeof envelope?.resultCode === 'string' && (envelope.resultCode === 'Ok' || typeof envelope.data?.errorMessage === 'string');
  return { status: response.status, isEnvelope, text: text.slice(0, 160) };
}

/** A concrete path: each parameter replaced by `value`, or by 1 when another one is being probed. */
const fill = (path: string, target: string | undefined, value: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (name === target ? value : '1'));

function probesOf(operation: Operation): Array<{ url: string; body?: string; contentType?: string }> {
  const { method, path } = operation;
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const base = `/webapi${fill(path.replace(/^\/webapi/, ''), undefined, '1')}`;
  const probes: Array<{ url: string; body?: string; contentType?: string }> = [];
  for (const param of params) for (const value of BAD_PARAMS) probes.push({ url: `/webapi${fill(path.replace(/^\/webapi/, ''), param, value)}` });
  for (const name of operation.query) for (const value of BAD_QUERY) probes.push({ url: `${base}?${name}=${value}` });
  probes.push({ url: `${base}?lang=%00&offset=1e309&limit=-1` });
  if (method === 'POST' || method === 'PUT') {
    for (const body of BAD_BODIES) probes.push({ url: base, body });
    probes.push({ url: base, body: 'a=1', contentType: 'application/x-www-form-urlencoded' });
    probes.push({ url: base, body: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\nnot an image\r\n--x--', contentType: 'multipart/form-data; boundary=x' });
    for (const field of Object.keys(operation.body ?? {})) {
      for (const value of [...BAD_NUMBERS, ...BAD_STRINGS, ...BAD_LISTS]) probes.push({ url: base, body: `{"${field}":${value}}` });
    }
  }
  return probes;
}

describe('every route, probed with bad input', () => {
  it('answers no server error and always the envelope, for visitors, families and the administrator', async () => {
    const failures: string[] = [];
    let requests = 0;
    /** Per operation: the requests made, and those answered past the access check (not 401/403). */
    const probed = new Map<string, { requests: number; pastAccess: number }>(operations.map((operation) => [`${operation.method} ${operation.path}`, { requests: 0, pastAccess: 0 }]));
    // Logging out ends the callers' sessions: it goes last.
    const ordered = [...operations].sort((a, b) => Number(a.path === '/webapi/Authenticate' && a.method === 'DELETE') - Number(b.path === '/webapi/Authenticate' && b.method === 'DELETE'));
    for (const operation of ordered) {
      for (const caller of callers) {
        for (const { url, body, contentType } of probesOf(operation)) {
          const answer = await probe(operation.method, url, caller.cookie, body, contentType);
          requests += 1;
          const count = probed.get(`${operation.method} ${operation.path}`)!;
          count.requests += 1;
          if (answer.status !== 401 && answer.status !== 403) count.pastAccess += 1;
          if (answer.status >= 500 || !answer.isEnvelope) failures.push(`${operation.method} ${url.slice(0, 100)} as ${caller.name} (${body?.slice(0, 60) ?? ''}): ${answer.status} ${answer.text}`);
        }
      }
    }
    console.log(`fuzz: ${operations.length} operations, ${requests} requests, ${failures.length} failures`);
    expect(failures.slice(0, 30)).toEqual([]);
    // It probed something: the document lists the routes, each was called, and each answered at
    // least one caller past its access rules (what is behind them was reached by bad input too).
    expect(operations.length).toBeGreaterThan(0);
    expect([...probed].filter(([, count]) => count.requests === 0).map(([name]) => name)).toEqual([]);
    expect([...probed].filter(([, count]) => count.pastAccess === 0).map(([name]) => name)).toEqual([]);
  }, 600_000);

  it('keeps the envelope for URLs no route takes, and answers images with bad sizes without a server error', async () => {
    for (const url of ['/webapi/%zz', '/webapi/Piscine/%E0%A4%A', `/webapi/Piscine/${'x'.repeat(5000)}`, '/webapi/Nothing/1', '/webapi/Piscine/1/2/3']) {
      const answer = await probe('GET', url, undefined);
      expect([url, answer.status < 500, answer.isEnvelope]).toEqual([url, true, true]);
    }
    for (const query of ['w=1e309', 'w=2147483648', 'h=-1', 'quality=1e309', 'mode=%00', 'format=%ED%A0%80', 'w=abc']) {
      const response = await fetch(`${app.url}/images/01/no-image.png?${query}`);
      expect([query, response.status < 500]).toEqual([query, true]);
    }
  });
});
