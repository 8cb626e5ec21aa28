/**
 * The built front end over HTTP, shaped for a phone on a slow connection (issue 11):
 * - files are sent as the build compressed them (`.br`, `.gz` beside each; frontend/build/precompress.ts),
 *   chosen by `Accept-Encoding`, with `Vary: Accept-Encoding` so no cache hands brotli to a client
 *   that did not ask for it;
 * - Vite's hashed files under `/assets/` never change under their name: cached for a year, immutable;
 * - the page HTML is revalidated on every visit (`no-cache`): a deploy never leaves a browser on a stale
 *   shell pointing at assets that are gone;
 * - the instructor deck's service worker and web manifest are revalidated too: a deploy reaches the phones;
 * - other files (no hash in their name) are cached briefly.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const SHORT = 'public, max-age=600';

/** The `Cache-Control` of a file of the build, by its path inside the build's folder. */
export function cacheControlFor(pathInBuild: string): string {
  const path = pathInBuild.split(sep).join('/').replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return IMMUTABLE;
  // The shell, and what tells a browser which build it runs: the deck's service worker and its manifest.
  if (path.endsWith('.html') || path.endsWith('-sw.js') || path.endsWith('.webmanifest')) return REVALIDATE;
  return SHORT;
}

/** Serves the files of `root` (no listing, no index): registered once on the app. */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Set below, by file: send's own header would be one rule for all.
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlFor(relative(root, path)));
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/** The encoding a page's HTML is sent in, from the request's `Accept-Encoding` (q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of ([] as string[]).concat(header ?? []).join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * Sends HTML made for this request (a server-rendered page), compressed when the client accepts it:
 * a fast brotli level, as it is made on every request.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, status = 200): FastifyReply {
  const bytes = Buffer.from(html, 'utf8');
  const encoding = bytes.byteLength >= 1024 ? pickEncoding(request.headers['accept-encoding']) : undefined;
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding');
  if (!encoding) return reply.send(bytes);
  const body = encoding === 'br' ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(bytes, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}
