import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Issue 28's hardening, found by probing: another site's page can neither change anything (a second
 * guard beside SameSite cookies) nor open a live connection with the visitor's cookie, and
 * socket.io's own answers carry the security headers of every other answer.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
}, 120_000);
afterAll(async () => app?.close());

const contact = (headers: Record<string, string>, language = 'fr') =>
  app.call('POST', '/webapi/Contact', { body: { ctcMail: 'origine@example.fr', ctcMessage: 'Bonjour' }, headers, language });

function handshake(origin: string | undefined): Promise<'connected' | string> {
  const socket = io(app.url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, ...(origin ? { extraHeaders: { origin } } : {}) });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.disconnect();
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });
}

describe('another site’s page', () => {
  it('cannot change anything: a foreign Origin or Sec-Fetch-Site: cross-site is refused with 403, before the command runs', async () => {
    const before = (await app.call('GET', '/webapi/Contact?limit=1', { cookie: await app.login() })).body.data.total as number;
    const foreign = await contact({ origin: 'https://evil.example' });
    expect([foreign.status, foreign.body]).toEqual([403, { resultCode: 'AccessForbidden', data: { errorMessage: "Refusé : cette demande vient d'un autre site" } }]);
    const crossSite = await contact({ 'sec-fetch-site': 'cross-site' }, 'en');
    expect([crossSite.status, crossSite.body.data.errorMessage]).toEqual([403, 'Refused: this request comes from another site']);
    expect((await contact({ origin: 'null' })).status).toBe(403);
    // The site's own page, and a client that is not a browser (no Origin), are served.
    expect((await contact({ origin: app.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await contact({})).status).toBe(200);
    const after = (await app.call('GET', '/webapi/Contact?limit=1', { cookie: await app.login() })).body.data.total as number;
    expect(after).toBe(before + 2);
    // Reading stays open to links from anywhere.
    expect((await app.call('GET', '/webapi/Piscine', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });

  it('cannot open a live connection: the handshake from a foreign Origin is refused', async () => {
    expect(await handshake('https://evil.example')).not.toBe('connected');
    expect(await handshake(app.url)).toBe('connected');
    expect(await handshake(undefined)).toBe('connected');
  });
});

describe('socket.io’s own answers', () => {
  it('carry the security headers of every answer (its long-polling handshake)', async () => {
    const polling = await fetch(`${app.url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(200);
    const page = await fetch(`${app.url}/webapi/Piscine`);
    for (const header of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(polling.headers.get(header), header).toBe(page.headers.get(header));
      expect(polling.headers.get(header), header).not.toBeNull();
    }
  });
});
