import { AppError, isPlatformAdmin as isAdmin, parisDay, replies } from '@plouf/infra';
import { ClosurePreview, ClosurePreviewQuery, ClosureQuery, ClosureView, RulesView } from '@plouf/command-api/contracts';
import { ClosureInvalid } from '@plouf/command-api/errors';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { schoolQueries } from './queries.ts';

const DAY_MS = 86_400_000;

/**
 * The school's closures (everyone reads those still standing: the pool pages and `/reserver`
 * announce them; the desk reads them all and previews what one would cancel) and its rules (the desk).
 */
export const schoolQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const school = schoolQueries(deps.db);

  app.get('/Fermeture', { config: { access: 'public' }, schema: { tags: ['Fermeture'], querystring: ClosureQuery, response: replies(Type.Array(ClosureView)) } }, async (request) => {
    const { psnId, all } = request.query;
    // Lifted and past closures are the back-office's: a visitor asking for them is refused as the access check refuses.
    if (all && !isAdmin(request.user)) {
      throw request.user
        ? new AppError('AccessForbidden', 'AccessForbidden', { fr: 'Accès refusé', en: 'Access denied' })
        : new AppError('NotAuthenticated', 'UnauhtorizedUser', { fr: 'Vous devez être connecté', en: 'You must be logged in' });
    }
    return { resultCode: 'Ok' as const, data: await school.closures({ psnId, all, today: parisDay(deps.clock()) }) };
  });

  app.get('/Fermeture/preview', { config: { access: 'admin' }, schema: { tags: ['Fermeture'], querystring: ClosurePreviewQuery, response: replies(ClosurePreview) } }, async (request) => {
    const { psnId, acyId, from, to } = request.query;
    // The same bounds the closure's command applies (school/decider.ts).
    if (to < from) throw new ClosureInvalid('days');
    if (Date.parse(to) - Date.parse(from) > 366 * DAY_MS) throw new ClosureInvalid('long');
    return { resultCode: 'Ok' as const, data: await school.preview({ psnId, acyId, from, to, now: deps.clock() }) };
  });

  app.get('/Ecole/regles', { config: { access: 'admin' }, schema: { tags: ['Ecole'], response: replies(RulesView) } }, async () => ({ resultCode: 'Ok' as const, data: await school.rules() }));
};
