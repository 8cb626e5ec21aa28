import { NoBody, replies } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../../deps.ts';
import { runCommand } from '../../runner.ts';
import { CATALOGUE_READ_MODEL } from '../documents/routes.ts';
import { missing } from '../references.ts';
import { ActivityOrderParams, ActivityView } from './contract.ts';
import { activityOrderDecider } from './decider.ts';
import { UnknownActivity } from './errors.ts';
import { ACTIVITY_ORDER_STREAM } from './events.ts';

/**
 * PUT /Activity/ordre/{ids}: the activities in their new order, e.g. `/Activity/ordre/3,1,2`.
 * Activities it does not name keep their place after those it names. Answers the list in order.
 */
export const activityOrderRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.put(
    '/Activity/ordre/:ids',
    { config: { access: 'admin' }, schema: { tags: ['Activity'], params: ActivityOrderParams, body: NoBody, response: replies(Type.Array(ActivityView), { command: true }) } },
    async (request, reply) => {
      const ids = request.params.ids.split(',').map(Number);
      const unknown = await missing(deps.store, 'activities', ids);
      if (unknown.length > 0) throw new UnknownActivity(unknown, 'ids');
      return runCommand(deps, request, reply, {
        readModel: CATALOGUE_READ_MODEL,
        async act(ctx) {
          await ctx.handle(ACTIVITY_ORDER_STREAM, activityOrderDecider, { type: 'ReorderActivities', data: { ids, now: ctx.now } });
          return null;
        },
        answer: () => deps.readBack.catalogue.activities(),
      });
    },
  );
};
