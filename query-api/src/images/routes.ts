import type { BlobStore } from '@plouf/infra';
import { createRateLimiter } from '@plouf/infra';
import type { Database } from '@plouf/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { createResizeGate, openImageCache } from './cache.ts';
import { makeVariant, normalizeVariant, variantKey, type Variant } from './variants.ts';

export interface ImageDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** Where variants are kept once made (DATA_DIR/image-cache). */
  cacheDir: string;
  /** The cache folder's budget, bytes (IMAGE_CACHE_MAX_BYTES); 2 GB by default. */
  cacheMaxBytes?: number;
}

export const FALLBACK_IMAGE = '/images/01/no-image.png';

/** New variants one address may ask for per minute; served variants are not counted. */
const MISSES_PER_MINUTE = 120;

const Params = Type.Object({ folder: Type.String({ pattern: '^\\d{2}$' }), file: Type.String({ pattern: '^[a-z0-9-]+\\.[a-z]{3,4}$', maxLength: 200 }) });
const Query = Type.Object({
  w: Type.Optional(Type.Integer({ minimum: 1, maximum: 2400 })),
  h: Type.Optional(Type.Integer({ minimum: 1, maximum: 2400 })),
  mode: Type.Union([Type.Literal('max'), Type.Literal('crop'), Type.Literal('stretch'), Type.Literal('carve')], { default: 'max' }),
  format: Type.Optional(Type.Literal('webp')),
  quality: Type.Integer({ minimum: 1, maximum: 100, default: 80 }),
});

const MIME: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif' };

/**
 * GET /images/{nn}/{slug}{ext}: an uploaded image, resized on request (docs/api-catalogue.md).
 * Each variant is made once and read from the cache folder afterwards; the same variant asked
 * for twice at once is made once. Making variants is bounded: two at a time, a short queue, and a
 * number of new variants per address and minute.
 */
export const imageRoutes: FastifyPluginAsyncTypebox<ImageDeps> = async (app, deps) => {
  const cache = await openImageCache(deps.cacheDir, deps.cacheMaxBytes ?? 2 * 1024 ** 3);
  const gate = createResizeGate(2, 32);
  const misses = createRateLimiter({ max: MISSES_PER_MINUTE, windowMs: 60_000 });
  const making = new Map<string, Promise<Buffer | undefined>>();

  /** The original's bytes: from the cache folder after the first read of the blob. */
  async function original(sha256: string, ext: string): Promise<Buffer> {
    const name = `${sha256}${ext}`;
    const cached = await cache.read(name);
    if (cached) return cached;
    const blob = await deps.blobs.get(sha256);
    if (!blob) throw new Error(`blob ${sha256} is missing`);
    await cache.write(name, blob.bytes);
    return blob.bytes;
  }

  /** The variant's bytes, or undefined when the resizer is saturated. */
  function make(key: string, sha256: string, ext: string, variant: Variant): Promise<Buffer | undefined> {
    let pending = making.get(key);
    if (!pending) {
      pending = gate
        .run(async () => {
          const bytes = await makeVariant(await original(sha256, ext), variant);
          await cache.write(key, bytes);
          return bytes;
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  app.get('/images/:folder/:file', { schema: { params: Params, querystring: Query, hide: true } }, async (request, reply) => {
    const { folder, file } = request.params;
    const dot = file.lastIndexOf('.');
    const slug = file.slice(0, dot);
    const ext = file.slice(dot);
    const media = await deps.db.selectFrom('media').select(['id', 'sha256', 'ext']).where('slug', '=', slug).where('ext', '=', ext).executeTakeFirst();
    if (!media || String(media.id % 100).padStart(2, '0') !== folder) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      if (request.url.startsWith(FALLBACK_IMAGE)) return reply.code(404).header('cache-control', 'no-cache').send();
      return reply.code(302).header('cache-control', 'no-cache').redirect(`${FALLBACK_IMAGE}${search}`);
    }
    const { w, h, mode, format, quality } = request.query;
    const variant = normalizeVariant({ w, h, mode, webp: format === 'webp', quality }, media.ext);
    const key = variantKey(media.sha256, media.ext, variant);
    const etag = `"${key}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();

    let bytes = key === `${media.sha256}${media.ext}` ? await original(media.sha256, media.ext) : await cache.read(key);
    if (!bytes) {
      if (!misses.take(request.ip)) return reply.code(429).header('retry-after', '60').header('cache-control', 'no-store').send();
      bytes = (await make(key, media.sha256, media.ext, variant)) ?? null;
      if (!bytes) return reply.code(503).header('retry-after', '2').header('cache-control', 'no-store').send();
    }
    // Only now, with the bytes in hand: an error must never be cached as the image.
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    return reply.type(variant.webp ? 'image/webp' : (MIME[media.ext] ?? 'application/octet-stream')).send(bytes);
  });
};
