import { AppError, isPlatformAdmin, ok, type Localized } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { catalogueQueries, type CatalogueModel } from './queries.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });

/** Each catalogue resource: its path, read model, and the words its "not found" uses. */
const RESOURCES: { path: string; model: CatalogueModel; bySlug: boolean; name: Localized }[] = [
  { path: '/Piscine', model: 'pools', bySlug: true, name: { fr: 'La piscine', en: 'Pool' } },
  { path: '/Activity', model: 'activities', bySlug: true, name: { fr: "L'activité", en: 'Activity' } },
  { path: '/Forfait', model: 'passes', bySlug: false, name: { fr: 'Le forfait', en: 'Pass' } },
  { path: '/Mns', model: 'mns', bySlug: false, name: { fr: 'Le MNS', en: 'Instructor' } },
  { path: '/Page', model: 'pages', bySlug: true, name: { fr: 'La page', en: 'Page' } },
  { path: '/Blog', model: 'blog', bySlug: true, name: { fr: "L'article", en: 'Blog post' } },
];

const notFound = (name: Localized, key: string | number) =>
  new AppError('NotFound', 'FileNotFound', { fr: `${name.fr} « ${key} » est introuvable`, en: `${name.en} "${key}" not found` });

/**
 * The public catalogue: GET list, GET {id} and GET slug/{slug} of each resource, plus GET
 * /Media/{id} for the back-office. Visitors see what is enabled and published; the platform
 * administrator sees everything.
 */
export const catalogueQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const catalogue = catalogueQueries(deps.db, deps.now);

  for (const { path, model, bySlug, name } of RESOURCES) {
    const tags = [path.slice(1)];
    app.get(path, { config: { access: 'public' }, schema: { tags } }, async (request) => ok(await catalogue.list(model, { admin: isPlatformAdmin(request.user) })));
    app.get(`${path}/:id`, { config: { access: 'public' }, schema: { tags, params: IdParams } }, async (request) => {
      const view = await catalogue.byId(model, request.params.id, { admin: isPlatformAdmin(request.user) });
      if (!view) throw notFound(name, request.params.id);
      return ok(view);
    });
    if (bySlug) {
      app.get(`${path}/slug/:slug`, { config: { access: 'public' }, schema: { tags, params: SlugParams } }, async (request) => {
        const view = await catalogue.bySlug(model, request.params.slug, { admin: isPlatformAdmin(request.user) });
        if (!view) throw notFound(name, request.params.slug);
        return ok(view);
      });
    }
  }

  app.get('/Media/:id', { config: { access: 'admin' }, schema: { tags: ['Media'], params: IdParams } }, async (request) => {
    const media = await catalogue.media(request.params.id);
    if (!media) throw notFound({ fr: "L'image", en: 'Image' }, request.params.id);
    return ok(media);
  });
};
