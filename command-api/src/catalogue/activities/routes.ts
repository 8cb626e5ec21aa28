import { AppError, handleCommand, ok } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { metadataOf, type CommandApiDeps } from '../../deps.ts';
import { activityOrderDecider } from './decider.ts';
import { ACTIVITY_ORDER_STREAM } from './events.ts';

const OrderParams = Type.Object({ ids: Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 2000 }) });

/**
 * PUT /Activity/ordre/{ids}: the activities in their new order, e.g. `/Activity/ordre/3,1,2`.
 * Activities it does not name keep their place after those it names.
 */
export const activityOrderRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  app.put('/Activity/ordre/:ids', { config: { access: 'admin' }, schema: { tags: ['Activity'], params: OrderParams, body: Type.Object({}) } }, async (request) => {
    const ids = request.params.ids.split(',').map(Number);
    const unknown = await deps.readBack.catalogue.unknown('activities', [...new Set(ids)]);
    if (unknown.length > 0) {
      const text = { fr: `Activité inconnue : ${unknown.join(', ')}`, en: `Unknown activity: ${unknown.join(', ')}` };
      throw new AppError('UnknownActivity', 'InvalidModelState', text, { ids: text });
    }
    const at = now();
    const { position } = await handleCommand(deps.store, ACTIVITY_ORDER_STREAM, activityOrderDecider, { type: 'ReorderActivities', data: { ids, now: at.toISOString() } }, metadataOf(request, at));
    if (position !== undefined) await deps.waiter.waitFor('activities', position);
    return ok(await deps.readBack.catalogue.list('activities'));
  });
};
