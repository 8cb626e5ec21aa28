import { AppError, ok } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { activityQueries } from './queries.ts';

/** The public catalogue of activities. */
export const activityQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const activities = activityQueries(deps.db);
  app.get('/Activity', { config: { access: 'public' }, schema: { tags: ['Activity'] } }, async () => ok(await activities.list()));
  app.get(
    '/Activity/:id',
    { config: { access: 'public' }, schema: { tags: ['Activity'], params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } },
    async (request) => {
      const activity = await activities.byId(request.params.id);
      if (!activity) {
        throw new AppError('ActivityNotFound', 'FileNotFound', { fr: `L'activité ${request.params.id} est introuvable`, en: `Activity ${request.params.id} not found` });
      }
      return ok(activity);
    },
  );
};
