/**
 * The public pages rendered on the server (docs/adr/0011-public-pages-rendering.md). The front end's
 * build puts a server bundle in `<frontendDir>/.ssr/entry-server.js` (never served: no route is made
 * for dot folders); when it is there, a public page's HTML is the shell with the page rendered in
 * `#root`, its title, description, canonical and hreflang links in the head, and the data it was
 * rendered from as JSON for the browser to hydrate from. Without it, or when a render fails, the
 * plain shell is sent, as before: a render never turns a page into an error.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendHtml } from './static-files.ts';

type Language = 'fr' | 'en';

/** What src/entry-server.tsx gives back (declared here: the front end is built apart). */
export interface RenderedPage {
  html: string;
  head: { title?: string; description?: string; links: Array<{ rel: string; hreflang?: string; href: string }> };
  data: unknown;
  status: number;
}

interface ServerBundle {
  render(request: {
    url: string;
    origin: string;
    locale: Language;
    userAgent: string | undefined;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | undefined>;
}

/** The cookie the front end keeps the visitor's language in. */
export const LOCALE_COOKIE = 'plouf.locale';

/** The language a page is rendered in: `?lang=`, else the visitor's cookie, else French. */
export function pageLanguage(query: unknown, cookies: Record<string, string | undefined>): Language {
  const asked = (query as Record<string, unknown> | undefined)?.lang;
  if (asked === 'en' || asked === 'fr') return asked;
  return cookies[LOCALE_COOKIE] === 'en' ? 'en' : 'fr';
}

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * A page asked for with `?lang=` remembers that language from its answer, as the front end does
 * once it runs: a visitor who follows a plain link before the page's script has started (it waits
 * for the first screen, issue 11) stays in the language chosen. Readable by the script (not HttpOnly).
 */
export function rememberAskedLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if ((asked === 'en' || asked === 'fr') && request.cookies[LOCALE_COOKIE] !== asked) {
    reply.setCookie(LOCALE_COOKIE, asked, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', httpOnly: false });
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * JSON inside `<script type="application/json">`: no `<` survives (so no `</script>` nor `<!--`
 * closes or bends the element), nor the two line separators older parsers choke on.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The hero image (the page's largest paint), fetched as early as the stylesheet rather than after it. */
function heroPreload(html: string): string {
  const hero = /<img\b[^>]*\bclass="[^"]*\bsite-hero-image\b[^"]*"[^>]*>/.exec(html)?.[0];
  if (!hero) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(hero)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcSet') ?? attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/** The shell with a rendered page in it. Everything put in is escaped; the page's markup comes escaped from React. */
export function fillShell(shell: string, page: RenderedPage, locale: Language): string {
  const { title, description, links } = page.head;
  const head = [
    ...links.map((link) => `<link rel="${escapeHtml(link.rel)}"${link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : ''} href="${escapeHtml(link.href)}">`),
    heroPreload(page.html),
  ].join('');
  let filled = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    // The page is painted without its scripts: their preloads would only take the slow line from
    // the stylesheet and the hero image. The entry script still loads (a module: after the parse).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `${head}</head>`);
  if (title) filled = filled.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) filled = filled.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(description)}"`);
  return filled.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script type="application/json" id="plouf-page-data">${jsonForScript(page.data)}</script>`,
  );
}

export interface PageRendering {
  /** Answers a page path: the rendered page, or the plain shell when the page is not rendered here. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The page renderer of a build, when its server bundle is there. `app` answers the render's API
 * calls in-process (GET only, with no cookie: the render is a visitor's, it shows nobody's data).
 */
export async function loadPageRendering(app: FastifyInstance, frontendDir: string, publicUrl?: string): Promise<PageRendering | undefined> {
  const entry = join(frontendDir, '.ssr', 'entry-server.js');
  const shellPath = join(frontendDir, 'index.html');
  if (!existsSync(entry) || !existsSync(shellPath)) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const shell = readFileSync(shellPath, 'utf8');

  const fetchInProcess = async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/webapi/')) throw new Error(`server render: only GET /webapi calls, not ${init.method} ${url}`);
    const language = new Headers(init.headers).get('accept-language') ?? 'fr';
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': language } });
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  };

  return {
    async serve(request, reply) {
      const locale = pageLanguage(request.query, request.cookies);
      rememberAskedLanguage(request, reply);
      try {
        const page = await bundle.render({
          url: request.url,
          origin: publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
          locale,
          userAgent: request.headers['user-agent'],
          fetch: fetchInProcess,
        });
        if (page) return sendHtml(request, reply, fillShell(shell, page, locale), page.status);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server render failed: the plain shell is sent');
      }
      return sendHtml(request, reply, shell);
    },
  };
}
