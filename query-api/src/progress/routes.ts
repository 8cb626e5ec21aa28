import { Id, IdParams, NotYourFamily, isPlatformAdmin as isAdmin, ok, replies } from '@plouf/infra';
import { certificateFileName, certificatePdf } from '@plouf/command-api/certificate';
import { CourseProgressView, LevelsView, ProgressQuery, ReportCardView, ScaleView } from '@plouf/command-api/contracts';
import { CertificateNotFound, CourseNotFound, NoFamily } from '@plouf/command-api/errors';
import { isSeated } from '@plouf/command-api/enrolment';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { catalogueQueries } from '../catalogue/queries.ts';
import { catalogueNotFound } from '../catalogue/routes.ts';
import { courseQueries } from '../courses/queries.ts';
import { familyQueries } from '../families/queries.ts';
import { personalReadLog } from '../reads/log.ts';
import { levelCertificate } from './certificate.ts';
import { progressQueries } from './queries.ts';

const CertificateParams = Type.Object({ usrId: Id, lvlId: Id });
const CertificateQuery = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) });
const Refusals = replies(Type.Null());
const pdfReplies = { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), '4xx': Refusals['4xx'], '5xx': Refusals['5xx'] };

/** The family whose cards a caller reads: the desk names any; a family its own, another's is refused. */
function familyOf(request: FastifyRequest, asked?: number): number {
  if (isAdmin(request.user) && asked !== undefined) return asked;
  if (!request.user?.famId) throw new NoFamily();
  if (asked !== undefined && asked !== request.user.famId) throw new NotYourFamily();
  return request.user.famId;
}

/**
 * Levels, the scale and report cards (issue 26): public levels, a family's cards and the
 * certificates of the levels its children passed, a roster's cards for its instructor.
 */
export const progressQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const progress = progressQueries(deps.db);
  const catalogue = catalogueQueries(deps);
  const courses = courseQueries(deps.db);
  const families = familyQueries(deps.db);
  const reads = personalReadLog(deps.db, deps.clock);
  app.addHook('onClose', reads.settled);

  // An activity that does not exist has no levels to show: not found, as the activity itself. One
  // disabled still shows its levels (a family's report card names them).
  app.get('/Activity/:id/niveaux', { config: { access: 'public' }, schema: { tags: ['Activity'], params: IdParams, response: replies(LevelsView) } }, async (request) => {
    if ((await catalogue.byIdJson('activities', request.params.id, { admin: true })) === null) throw catalogueNotFound('activities', request.params.id);
    return ok(await progress.levels(request.params.id));
  });
  app.get('/Ecole/echelle', { config: { access: 'public' }, schema: { tags: ['Ecole'], response: replies(ScaleView) } }, async () => ok(await progress.scale()));

  app.get('/Family/progression', { config: { access: ['Famille', 'Client'] }, schema: { tags: ['Family'], querystring: ProgressQuery, response: replies(Type.Array(ReportCardView)) } }, async (request) =>
    ok(await progress.ofFamily(familyOf(request, request.query.famId))),
  );

  /**
   * GET /Family/progression/{usrId}/certificat/{lvlId}: the certificate of a level the child passed,
   * as a PDF in `?lang=` (else the reader's language). The family's own children, the desk's any:
   * another family's child is as absent as a level not passed.
   */
  app.get(
    '/Family/progression/:usrId/certificat/:lvlId',
    { config: { access: ['Famille', 'Client'] }, schema: { tags: ['Family'], params: CertificateParams, querystring: CertificateQuery, response: pdfReplies } },
    async (request, reply) => {
      const { usrId, lvlId } = request.params;
      const language = request.query.lang ?? request.language;
      const certificate = await levelCertificate(deps.db, usrId, lvlId, language);
      if (!certificate || !(isAdmin(request.user) || certificate.famId === request.user?.famId)) throw new CertificateNotFound(lvlId);
      const pdf = await certificatePdf(certificate.facts, language);
      void reply.type('application/pdf').header('content-disposition', `attachment; filename="${certificateFileName(certificate.facts, language)}"`).header('cache-control', 'private, no-store');
      return pdf;
    },
  );

  /** The deck's view of a course: its activity's levels, the scale, each seated child's card. Its instructor and the desk only. */
  app.get('/Cours/:id/progression', { config: { access: ['MNS'] }, schema: { tags: ['Cours'], params: IdParams, response: replies(CourseProgressView) } }, async (request) => {
    const course = await courses.byId(request.params.id, true);
    if (!course) throw new CourseNotFound();
    const mine = isAdmin(request.user) || (await courses.mnsOfUser(request.user!.id)).includes(course.usrId);
    // Another instructor's roster is as absent as one that does not exist.
    if (!mine) throw new CourseNotFound();
    const seated = course.inscriptions.filter((inscription) => isSeated(inscription.insStatus));
    const [levels, scale, cards, care] = await Promise.all([
      progress.levels(course.acyId),
      progress.scale(),
      progress.forRoster(course.acyId, seated.map(({ usrId, famId, memberName }) => ({ usrId, famId, memberName })), course.activite.libelle),
      families.careOf(seated.map((inscription) => inscription.usrId)),
    ]);
    reads.record(request, care.map((member) => ({ famId: member.famId, usrId: member.usrId, what: 'care' as const, where: 'roster' as const, crsId: course.id })));
    return ok({ crsId: course.id, acyId: course.acyId, levels: levels.levels, scale: scale.steps, cards, care });
  });
};
