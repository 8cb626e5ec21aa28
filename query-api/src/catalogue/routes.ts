import { AppError, Id, IdParams, isPlatformAdmin, replies, type Localized } from '@plouf/infra';
import { ActivityView, BlogPostView, MediaView, MnsView, PageView, PassView, PoolView } from '@plouf/command-api/contracts';
import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { sendOkJson } from '../json.ts';
import { catalogueQueries, type DocumentModel } from './queries.ts';

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });

/** Each catalogue resource: its path, read model, view contract, and the words its "not found" uses. */
const RESOURCES: { path: string; model: DocumentModel; view: TSchema; bySlug: boolean; name: Localized }[] = [
  { path: '/Piscine', model: 'pools', view: PoolView, bySlug: true, name: { fr: 'La piscine', en: 'Pool' } },
  { path: '/Activity', model: 'activities', view: ActivityView, bySlug: true, name: { fr: "L'activité", en: 'Activity' } },
  { path: '/Forfait', model: 'passes', view: PassView, bySlug: false, name: { fr: 'Le forfait', en: 'Pass' } },
  { path: '/Mns', model: 'mns', view: MnsView, bySlug: false, name: { fr: 'Le MNS', en: 'Instructor' } },
  { path: '/Page', model: 'pages', view: PageView, bySlug: true, name: { fr: 'La page', en: 'Page' } },
  { path: '/Blog', model: 'blog', view: BlogPostView, bySlug: true, name: { fr: "L'article", en: 'Blog post' } },
];

const notFound = (name: Localized, key: string | number) =>
  new AppError('NotFound', 'FileNotFound', { fr: `${name.fr} « ${key} » est introuvable`, en: `${name.en} "${key}" not found` });

/** "Not found" for a catalogue document, as `GET /{resource}/{id}` answers it: for the routes that hang under one. */
export const catalogueNotFound = (model: DocumentModel, id: number) => notFound(RESOURCES.find((resource) => resource.model === model)!.name, id);

/**
 * The public catalogue: GET list, GET {id} and GET slug/{slug} of each resource, plus GET
 * /Media/{id} for the back-office. Each answer is one indexed query returning the view the
 * projector wrote. Visitors see what is enabled and published; the platform administrator sees
 * everything.
 */
export const catalogueQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const catalogue = catalogueQueries(deps);

  for (const { path, model, view, bySlug, name } of RESOURCES) {
    const tags = [path.slice(1)];
    app.get(path, { config: { access: 'public' }, schema: { tags, response: replies(Type.Array(view)) } }, async (request, reply) =>
      sendOkJson(reply, await catalogue.listJson(model, { admin: isPlatformAdmin(request.user) })),
    );
    app.get(`${path}/:id`, { config: { access: 'public' }, schema: { tags, params: IdParams, response: replies(view) } }, async (request, reply) => {
      const json = await catalogue.byIdJson(model, request.params.id, { admin: isPlatformAdmin(request.user) });
      if (json === null) throw notFound(name, request.params.id);
      return sendOkJson(reply, json);
    });
    if (bySlug) {
      app.get(`${path}/slug/:slug`, { config: { access: 'public' }, schema: { tags, params: SlugParams, response: replies(view) } }, async (request, reply) => {
        const json = await catalogue.bySlugJson(model, request.params.slug, { admin: isPlatformAdmin(request.user) });
        if (json === null) throw notFound(name, request.params.slug);
        return sendOkJson(reply, json);
      });
    }
  }

  app.get('/Media/:id', { config: { access: 'admin' }, schema: { tags: ['Media'], params: Type.Object({ id: Id }), response: replies(MediaView) } }, async (request, reply) => {
    const json = await catalogue.byIdJson('media', request.params.id, { admin: true });
    if (json === null) throw notFound({ fr: "L'image", en: 'Image' }, request.params.id);
    return sendOkJson(reply, json);
  });
};
