import { IdParams, NotYourFamily, isPlatformAdmin as isAdmin, ok, replies } from '@plouf/infra';
import { CourseProgressView, LevelsView, ProgressQuery, ReportCardView, ScaleView } from '@plouf/command-api/contracts';
import { CourseNotFound, NoFamily } from '@plouf/command-api/errors';
import { isSeated } from '@plouf/command-api/enrolment';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { courseQueries } from '../courses/queries.ts';
import { progressQueries } from './queries.ts';

/** The family whose cards a caller reads: the desk names any; a family its own, another's is refused. */
function familyOf(request: FastifyRequest, asked?: number): number {
  if (isAdmin(request.user) && asked !== undefined) return asked;
  if (!request.user?.famId) throw new NoFamily();
  if (asked !== undefined && asked !== request.user.famId) throw new NotYourFamily();
  return request.user.famId;
}

/** Levels, the scale and report cards (issue 26): public levels, a family's cards, a roster's for its instructor. */
export const progressQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const progress = progressQueries(deps.db);
  const courses = courseQueries(deps.db);

  app.get('/Activity/:id/niveaux', { config: { access: 'public' }, schema: { tags: ['Activity'], params: IdParams, response: replies(LevelsView) } }, async (request) => ok(await progress.levels(request.params.id)));
  app.get('/Ecole/echelle', { config: { access: 'public' }, schema: { tags: ['Ecole'], response: replies(ScaleView) } }, async () => ok(await progress.scale()));

  app.get('/Family/progression', { config: { access: ['Famille', 'Client'] }, schema: { tags: ['Family'], querystring: ProgressQuery, response: replies(Type.Array(ReportCardView)) } }, async (request) =>
    ok(await progress.ofFamily(familyOf(request, request.query.famId))),
  );

  /** The deck's view of a course: its activity's levels, the scale, each seated child's card. Its instructor and the desk only. */
  app.get('/Cours/:id/progression', { config: { access: ['MNS'] }, schema: { tags: ['Cours'], params: IdParams, response: replies(CourseProgressView) } }, async (request) => {
    const course = await courses.byId(request.params.id, true);
    if (!course) throw new CourseNotFound();
    const mine = isAdmin(request.user) || (await courses.mnsOfUser(request.user!.id)).includes(course.usrId);
    // Another instructor's roster is as absent as one that does not exist.
    if (!mine) throw new CourseNotFound();
    const seated = course.inscriptions.filter((inscription) => isSeated(inscription.insStatus));
    const [levels, scale, cards] = await Promise.all([
      progress.levels(course.acyId),
      progress.scale(),
      progress.forRoster(course.acyId, seated.map(({ usrId, famId, memberName }) => ({ usrId, famId, memberName })), course.activite.libelle),
    ]);
    return ok({ crsId: course.id, acyId: course.acyId, levels: levels.levels, scale: scale.steps, cards });
  });
};
