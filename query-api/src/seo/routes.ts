import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CatalogueQueries } from '../catalogue/queries.ts';
import { robotsTxt, sitemapXml, type SitemapDocument } from './sitemap.ts';

export interface SeoDeps {
  catalogue: CatalogueQueries;
  /**
   * The address the site is reached at (config `PUBLIC_URL`): sitemaps name absolute addresses.
   * Without it (a test server), the address the request came to.
   */
  publicUrl?: string | undefined;
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml`, at the site's root, from the catalogue as a visitor
 * sees it (disabled pools and unpublished posts are left out). Cached ten minutes: a page added
 * shows in the sitemap soon enough for a crawler, and a crawl costs one read per list.
 */
export const seoRoutes: FastifyPluginAsync<SeoDeps> = async (app, { catalogue, publicUrl }) => {
  const visitorList = async (model: 'pools' | 'activities' | 'blog') => JSON.parse(await catalogue.listJson(model, { admin: false })) as SitemapDocument[];

  // Not part of the web API: left out of its OpenAPI document, like the images.
  const baseOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=600').send(robotsTxt(baseOf(request))));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [pools, activities, posts] = await Promise.all([visitorList('pools'), visitorList('activities'), visitorList('blog')]);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(sitemapXml(baseOf(request), { pools, activities, posts }));
  });
};
