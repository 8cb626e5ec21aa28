import { replies } from '@plouf/infra';
import { DashboardQuery, DashboardView } from '@plouf/command-api/contracts';
import { DASHBOARD_MAX_DAYS, PeriodInvalid } from '@plouf/command-api/errors';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { daysOf } from './figures.ts';
import { dashboardQueries } from './queries.ts';

/** The owner's dashboard (issue 24): a period's figures beside the previous period's, administrators only. */
export const dashboardQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const dashboard = dashboardQueries(deps.db);

  app.get('/Dashboard', { config: { access: 'admin' }, schema: { tags: ['Dashboard'], querystring: DashboardQuery, response: replies(DashboardView) } }, async (request) => {
    const { from, to } = request.query;
    if (to < from) throw new PeriodInvalid('order');
    if (daysOf(from, to).length > DASHBOARD_MAX_DAYS) throw new PeriodInvalid('long');
    return { resultCode: 'Ok' as const, data: await dashboard.view({ from, to }, deps.clock()) };
  });
};
