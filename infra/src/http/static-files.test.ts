import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from './app.ts';
import { cacheControlFor, pickEncoding } from './static-files.ts';

const authenticate = async () => ({ user: null, readAt: null });
const script = 'export const answer = 42;\n'.repeat(200);
const shell = `<!doctype html><html><head><title>Plouf</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;

/** A build as frontend/build/precompress.ts leaves it: each text file with its .br and .gz beside it. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'plouf-static-'));
  mkdirSync(join(root, 'assets'));
  const write = (path: string, text: string, compressed = true) => {
    writeFileSync(join(root, path), text);
    if (!compressed) return;
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  };
  write('assets/index-AbC123xy.js', script);
  write('index.html', shell);
  write('robots.txt', 'User-agent: *\n', false);
  return root;
}

describe('the built front end', () => {
  let app: HttpApp;
  beforeAll(async () => {
    app = await createHttpApp({ authenticate, frontendDir: fakeBuild() });
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli file to a client that accepts brotli, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-AbC123xy.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123xy.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const response of [br, gzip, plain]) expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year, immutable, and other files briefly', async () => {
    expect((await get('/assets/index-AbC123xy.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt', 'br');
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers['cache-control']).toBe('public, max-age=600');
  });

  it('answers page paths with the shell, revalidated on every visit, compressed when accepted', async () => {
    for (const path of ['/', '/blog', '/profil/administration', '/piscines/a-pool?lang=en']) {
      const page = await get(path, 'br');
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-type'], path).toMatch(/text\/html/);
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), path).toContain('<div id="root">');
    }
    const direct = await get('/index.html');
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404, not the shell', async () => {
    const missing = await get('/assets/gone-12345678.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });
});

describe('the cache rule of a file of the build', () => {
  it('goes by its path', () => {
    expect(cacheControlFor('assets/index-AbC123xy.js.br')).toMatch(/immutable/);
    expect(cacheControlFor('assets/index-AbC123xy.css')).toMatch(/immutable/);
    expect(cacheControlFor('index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=600');
    // The deck's service worker and manifest: a deploy reaches the phones at their next visit.
    expect(cacheControlFor('deck-sw.js.br')).toBe('no-cache');
    expect(cacheControlFor('deck.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('deck-icon-192.png')).toBe('public, max-age=600');
  });
});

describe('the encoding of a page made per request', () => {
  it('follows Accept-Encoding and its q values', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
