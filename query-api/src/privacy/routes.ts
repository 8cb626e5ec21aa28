import { IdParams, ok, replies } from '@plouf/infra';
import { ErasureRequestView, ErasureView } from '@plouf/command-api/contracts';
import { FamilyNotFound } from '@plouf/command-api/errors';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { privacyQueries } from './queries.ts';

/** A family's erasure (the family its own, the desk any), and the requests waiting for the desk (issue 25). */
export const privacyQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const privacy = privacyQueries(deps.db, deps.clock);
  const tags = ['Family'];

  app.get('/Family/:id/effacement', { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags, params: IdParams, response: replies(ErasureView) } }, async (request) => {
    const erasure = await privacy.erasure(request.params.id);
    if (!erasure) throw new FamilyNotFound(request.params.id);
    return ok(erasure);
  });

  app.get('/Admin/effacements', { config: { access: 'admin' }, schema: { tags, response: replies(Type.Array(ErasureRequestView)) } }, async () => ok(await privacy.pending()));
};
