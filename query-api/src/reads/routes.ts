import { IdParams, ok, replies } from '@plouf/infra';
import { PersonalReadPage, PersonalReadsQuery } from '@plouf/command-api/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { personalReadQueries } from './queries.ts';

/** GET /Family/{id}/lectures (the desk only): who read the family's members' sensitive data, newest first. */
export const personalReadRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const reads = personalReadQueries(deps.db);
  app.get('/Family/:id/lectures', { config: { access: 'admin' }, schema: { tags: ['Family'], params: IdParams, querystring: PersonalReadsQuery, response: replies(PersonalReadPage) } }, async (request) =>
    ok(await reads.ofFamily(request.params.id, request.query)),
  );
};
