import { NotYourFamily, isPlatformAdmin as isAdmin, replies } from '@plouf/infra';
import { CreditsQuery, CreditView } from '@plouf/command-api/contracts';
import { NoFamily } from '@plouf/command-api/errors';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { creditQueries } from './queries.ts';

/**
 * The family whose credits a caller reads: the desk names any; a family its own, and another's is
 * refused (not silently swapped for its own: a screen asking for another family's ledger is a bug
 * to show, not to hide).
 */
function familyOf(request: FastifyRequest, asked?: number): number {
  if (isAdmin(request.user) && asked !== undefined) return asked;
  if (!request.user?.famId) throw new NoFamily();
  if (asked !== undefined && asked !== request.user.famId) throw new NotYourFamily();
  return request.user.famId;
}

/** Make-up credits (issue 23): each member's ledger, for the family and the desk. */
export const creditQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const credits = creditQueries(deps.db);

  // A family's members (and the desk): an instructor's or a pool's account has no ledger to read.
  app.get('/Family/credits', { config: { access: ['Famille', 'Client'] }, schema: { tags: ['Family'], querystring: CreditsQuery, response: replies(Type.Array(CreditView)) } }, async (request) => ({
    resultCode: 'Ok' as const,
    data: await credits.ofFamily(familyOf(request, request.query.famId), deps.clock()),
  }));
};
