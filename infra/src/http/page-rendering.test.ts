import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from './app.ts';
import { fillShell, jsonForScript, pageLanguage, type RenderedPage } from './page-rendering.ts';

const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta name="description" content="Plouf : cours de natation." />
    <title>Plouf</title>
    <script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-AbC123xy.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '<main><h1>Piscines</h1><img class="site-hero-image" src="/images/1/a.jpg?w=720&amp;h=320" srcSet="/images/1/a.jpg?w=720 720w" sizes="100vw"></main>',
  head: { title: 'Piscines · Plouf', description: 'Nos piscines', links: [{ rel: 'canonical', href: 'https://plouf.fr/piscines' }, { rel: 'alternate', hreflang: 'en', href: 'https://plouf.fr/piscines?lang=en' }] },
  data: { locale: 'en', slots: [] },
  status: 200,
  ...overrides,
});

describe('a page rendered into the shell', () => {
  it('carries its markup, language, title, description, links, hero preload and data', () => {
    const html = fillShell(SHELL, page(), 'en');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Piscines · Plouf</title>');
    expect(html).toContain('<meta name="description" content="Nos piscines"');
    expect(html).toContain('<link rel="canonical" href="https://plouf.fr/piscines">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://plouf.fr/piscines?lang=en">');
    expect(html).toContain('<link rel="preload" as="image" href="/images/1/a.jpg?w=720&amp;h=320" imagesrcset="/images/1/a.jpg?w=720 720w" imagesizes="100vw" fetchpriority="high">');
    expect(html).toContain('<div id="root"><main><h1>Piscines</h1>');
    // Painted without scripts: their preloads would compete with the stylesheet and the hero.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>');
    const data = /<script type="application\/json" id="plouf-page-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({ locale: 'en', slots: [] });
  });

  it('escapes what it puts in: no text of the catalogue closes a tag or a script', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = fillShell(SHELL, page({ head: { title: `"><script>x</script>`, description: `" onload="x`, links: [] }, data: { text: hostile, line: '\u2028' } }), 'fr');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot; onload=&quot;x"');
    expect(html.match(/<script/g)).toHaveLength(2); // the module script and the data, nothing more
    const data = /id="plouf-page-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({ text: hostile, line: '\u2028' });
    expect(jsonForScript(hostile)).not.toMatch(/[<\u2028]/);
  });
});

describe('the language of a rendered page', () => {
  it('is ?lang=, else the cookie, else French', () => {
    expect(pageLanguage({ lang: 'en' }, { 'plouf.locale': 'fr' })).toBe('en');
    expect(pageLanguage({ lang: 'de' }, { 'plouf.locale': 'en' })).toBe('en');
    expect(pageLanguage({}, { 'plouf.locale': 'en' })).toBe('en');
    expect(pageLanguage(undefined, {})).toBe('fr');
  });
});

/** A server bundle as src/entry-server.tsx makes it: here one that shows what its API call saw. */
const BUNDLE = `
export async function render({ url, locale, fetch }) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/boom') throw new Error('render failed');
  if (path.startsWith('/profil')) return undefined;
  if (path === '/reserver') return { html: '<p>' + new URL(url, 'http://x').searchParams.toString() + '</p>', head: { title: 'R', links: [] }, data: {}, status: 200 };
  const answer = await (await fetch('/webapi/Echo', { method: 'GET', headers: { 'Accept-Language': locale } })).json();
  const status = path === '/piscines/nope' ? 404 : 200;
  return { html: '<p>' + answer.data.cookie + ' ' + answer.data.language + '</p>', head: { title: 'T', links: [] }, data: { seen: answer.data }, status };
}
`;

describe('the public pages served rendered', () => {
  let app: HttpApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'plouf-ssr-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    mkdirSync(join(root, '.ssr'));
    writeFileSync(join(root, '.ssr', 'entry-server.js'), BUNDLE);
    app = await createHttpApp({ authenticate: async () => ({ user: null, readAt: null }), frontendDir: root });
    app.get('/webapi/Echo', { config: { access: 'public' } }, async (request) => ({
      resultCode: 'Ok',
      data: { cookie: request.headers.cookie ? 'with-cookie' : 'no-cookie', language: request.headers['accept-language'] },
    }));
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('renders a page as a visitor: its API calls carry no cookie of the request', async () => {
    const response = await get('/piscines?lang=en', { cookie: 'plouf_session=secret' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><p>no-cookie en</p></div>');
    expect(response.body).toContain('<title>T</title>');
    expect(response.body).not.toContain('secret');
  });

  it('hands the render the page’s query: /reserver’s pool, activity and week', async () => {
    const response = await get('/reserver?psnId=3&acyId=5&week=2026-11-23');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><p>psnId=3&acyId=5&week=2026-11-23</p></div>');
  });

  it('answers 404 with the rendered page when the address names nothing', async () => {
    const response = await get('/piscines/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<p>no-cookie fr</p>');
  });

  it('sends the plain shell when the render fails or the page is not public, never an error', async () => {
    for (const path of ['/boom', '/profil/administration']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toContain('<div id="root"></div>');
    }
  });

  it('remembers a language asked for with ?lang= in the answer, so a plain link followed before the script runs stays in it', async () => {
    const asked = await get('/piscines?lang=en');
    expect(asked.headers['set-cookie']).toMatch(/^plouf\.locale=en; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const next = await get('/piscines/tilleuls', { cookie: 'plouf.locale=en' });
    expect(next.body).toContain('<p>no-cookie en</p>');
    // Already remembered, or nothing asked, or a language the site has not: no cookie is written.
    for (const [url, cookie] of [['/piscines?lang=en', 'plouf.locale=en'], ['/piscines', ''], ['/piscines?lang=de', '']] as const) {
      expect((await get(url, cookie ? { cookie } : {})).headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('never serves the server bundle', async () => {
    expect((await get('/.ssr/entry-server.js')).statusCode).toBe(404);
  });
});
