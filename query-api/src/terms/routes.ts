import { IdParams, isPlatformAdmin as isAdmin, replies } from '@plouf/infra';
import { EnrolmentsQuery, EnrolmentView, RosterQuery, TermSlotsQuery, TermSlotsView, TermView } from '@plouf/command-api/contracts';
import { NoFamily, TermNotFound } from '@plouf/command-api/errors';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { termQueries } from './queries.ts';

/** The family whose data a caller reads: its own, whatever it asks; the desk's choice. */
function familyOf(request: FastifyRequest, asked?: number): number {
  if (isAdmin(request.user) && asked !== undefined) return asked;
  if (!request.user?.famId) throw new NoFamily();
  return request.user.famId;
}

/**
 * Terms and their slots (everyone: places left for the term, when enrolment opens), a family's
 * enrolments with their weeks (its own only), and a term's rosters (the desk).
 */
export const termQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const terms = termQueries(deps.db);
  const tags = ['Trimestre'];
  const now = () => deps.clock().toISOString();

  app.get('/Trimestre', { config: { access: 'public' }, schema: { tags, response: replies(Type.Array(TermView)) } }, async () => ({ resultCode: 'Ok' as const, data: await terms.all(now()) }));

  app.get('/Trimestre/slots', { config: { access: 'public' }, schema: { tags, querystring: TermSlotsQuery, response: replies(TermSlotsView) } }, async (request) => {
    const at = now();
    const { shown, terms: offered } = await terms.offered(at, request.query);
    if (!shown) {
      if (request.query.termId !== undefined) throw new TermNotFound(request.query.termId);
      return { resultCode: 'Ok' as const, data: { term: null, terms: offered, slots: [] } };
    }
    const listed = offered.find((term) => term.id === shown.termId);
    const [view, slots] = await Promise.all([listed ?? terms.byId(shown.termId, at), terms.slots(shown, at, request.query)]);
    return { resultCode: 'Ok' as const, data: { term: view, terms: offered, slots } };
  });

  app.get('/Trimestre/:id', { config: { access: 'public' }, schema: { tags, params: IdParams, response: replies(TermView) } }, async (request) => {
    const view = await terms.byId(request.params.id, now());
    if (!view) throw new TermNotFound(request.params.id);
    return { resultCode: 'Ok' as const, data: view };
  });

  app.get('/Trimestre/:id/roster', { config: { access: 'admin' }, schema: { tags, params: IdParams, querystring: RosterQuery, response: replies(Type.Array(EnrolmentView)) } }, async (request) => {
    const view = await terms.byId(request.params.id, now());
    if (!view) throw new TermNotFound(request.params.id);
    return { resultCode: 'Ok' as const, data: await terms.roster(request.params.id, now(), request.query.tcsId) };
  });

  app.get('/Family/enrolments', { config: { access: 'authenticated' }, schema: { tags: ['Family'], querystring: EnrolmentsQuery, response: replies(Type.Array(EnrolmentView)) } }, async (request) => {
    const famId = familyOf(request, request.query.famId);
    return { resultCode: 'Ok' as const, data: await terms.ofFamily(famId, now(), request.query.termId) };
  });
};
