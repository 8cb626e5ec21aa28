import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from '@plouf/infra';
import type { Database } from '@plouf/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { makeVariant, variantKey, type Variant } from './variants.ts';

export interface ImageDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** Where variants are kept once made (DATA_DIR/image-cache). */
  cacheDir: string;
}

export const FALLBACK_IMAGE = '/images/01/no-image.png';

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
 * Each variant is made once, written to the cache folder, and read from there afterwards; the
 * same variant asked for twice at once is made once.
 */
export const imageRoutes: FastifyPluginAsyncTypebox<ImageDeps> = async (app, deps) => {
  const making = new Map<string, Promise<Buffer>>();
  await mkdir(deps.cacheDir, { recursive: true });

  async function variantBytes(sha256: string, ext: string, variant: Variant): Promise<Buffer | null> {
    const key = variantKey(sha256, ext, variant);
    const path = join(deps.cacheDir, key);
    const cached = await readFile(path).catch(() => null);
    if (cached) return cached;
    let pending = making.get(key);
    if (!pending) {
      pending = (async () => {
        const blob = await deps.blobs.get(sha256);
        if (!blob) throw new Error(`blob ${sha256} is missing`);
        const bytes = key === `${sha256}${ext}` ? blob.bytes : await makeVariant(blob.bytes, variant);
        const temporary = `${path}.${process.pid}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, path);
        return bytes;
      })().finally(() => making.delete(key));
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
    const variant: Variant = { w, h, mode, webp: format === 'webp', quality };
    const etag = `"${variantKey(media.sha256, media.ext, variant)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const bytes = await variantBytes(media.sha256, media.ext, variant);
    return reply.type(variant.webp ? 'image/webp' : (MIME[media.ext] ?? 'application/octet-stream')).send(bytes);
  });
};
