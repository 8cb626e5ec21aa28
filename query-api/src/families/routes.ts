import { AppError, IdParams, NotYourFamily, isPlatformAdmin as isAdmin, ok, replies } from '@plouf/infra';
import { FamilyExport, FamilyListQuery, FamilyPage, FamilyView, MemberCareView, UserFilterInput, UserView } from '@plouf/command-api/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parisDay } from '@plouf/infra/days';
import type { QueryApiDeps } from '../deps.ts';
import { personalReadLog, type PersonalRead } from '../reads/log.ts';
import { familyExport } from './export.ts';
import { familyQueries } from './queries.ts';

const ExportQuery = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) });
const Refusals = replies(Type.Null());
/** The export's shape (for the OpenAPI document), sent as indented text already serialized. */
const ExportFile = Type.Unsafe<string>(FamilyExport);

const notFound = (what: 'family' | 'user', id: number) =>
  new AppError(what === 'family' ? 'FamilyNotFound' : 'UserNotFound', 'FileNotFound', {
    fr: what === 'family' ? `La famille ${id} est introuvable` : `L'utilisateur ${id} est introuvable`,
    en: what === 'family' ? `Family ${id} not found` : `User ${id} not found`,
  });

/**
 * Families and their members. A family reads only itself: the check compares the session's family
 * with the one asked for, on the server, whatever id the caller puts in the path.
 */
export const familyQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const families = familyQueries(deps.db);
  const reads = personalReadLog(deps.db, deps.clock);
  app.addHook('onClose', reads.settled);
  /** The birth dates an answer shows, as reads to log (the desk's; a family's own are not logged). */
  const birthDates = (members: UserView[], where: PersonalRead['where']): PersonalRead[] =>
    members.filter((member) => member.usrDatbirth !== null).map((member) => ({ famId: member.famId, usrId: member.id, what: 'birthDate', where }));
  const exports = familyExport(deps.db, deps.pool);
  const exported = async (famId: number, language: 'fr' | 'en') => {
    const data = await exports.of(famId, deps.clock(), language);
    if (!data) throw notFound('family', famId);
    return data;
  };

  app.get('/Family', { config: { access: 'admin' }, schema: { tags: ['Family'], querystring: FamilyListQuery, response: replies(FamilyPage) } }, async (request) =>
    ok(await families.families(request.query)),
  );

  app.get('/Family/:id', { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags: ['Family'], params: IdParams, response: replies(FamilyView) } }, async (request) => {
    const family = await families.family(request.params.id);
    if (!family) throw notFound('family', request.params.id);
    reads.record(request, birthDates(family.membres, 'family'));
    // A family sees its members, not the back-office's note about them.
    return ok(isAdmin(request.user) ? family : { ...family, membres: family.membres.map((member) => ({ ...member, usrNoteInterne: '' })) });
  });

  app.post('/User/filter', { config: { access: 'admin', idempotent: false }, schema: { tags: ['User'], body: UserFilterInput, response: replies(Type.Array(UserView)) } }, async (request) => {
    const users = await families.filterUsers(request.body.search, request.body.limit);
    reads.record(request, birthDates(users, 'search'));
    return ok(users);
  });

  app.get('/User/:id', { config: { access: 'authenticated' }, schema: { tags: ['User'], params: IdParams, response: replies(UserView) } }, async (request) => {
    const user = await families.user(request.params.id);
    if (!isAdmin(request.user) && (!user || user.famId !== request.user?.famId)) throw new NotYourFamily();
    if (!user) throw notFound('user', request.params.id);
    reads.record(request, birthDates([user], 'member'));
    return ok(isAdmin(request.user) ? user : { ...user, usrNoteInterne: '' });
  });

  /**
   * GET /User/{id}/sante: a member's care details (issue 26), for their family, the desk, and the
   * instructor of a lesson they are on (from a week ago on); anyone else is told it is not theirs.
   * Each read from outside the family is logged.
   */
  app.get('/User/:id/sante', { config: { access: 'authenticated' }, schema: { tags: ['User'], params: IdParams, response: replies(MemberCareView) } }, async (request) => {
    const care = await families.memberCare(request.params.id);
    const user = request.user!;
    const own = care !== null && care.famId === user.famId;
    const since = new Date(deps.clock().getTime() - 7 * 86_400_000);
    const allowed = isAdmin(user) || own || (care !== null && user.roles.includes('MNS') && (await families.teaches(user.id, care, since)));
    if (!allowed) throw new NotYourFamily();
    if (!care) throw notFound('user', request.params.id);
    if (care.updatedAt !== null) reads.record(request, [{ famId: care.famId, usrId: care.usrId, what: 'care', where: isAdmin(user) ? 'member' : 'roster' }]);
    return ok(care);
  });

  /** Everything the school holds about the family (issue 25), in the caller's language (`?lang=` or the browser's). */
  app.get('/Family/:id/donnees', { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags: ['Family'], params: IdParams, querystring: ExportQuery, response: replies(FamilyExport) } }, async (request) =>
    ok(await exported(request.params.id, request.language)),
  );

  /** The same, as a file to keep: indented JSON, not the envelope. */
  app.get(
    '/Family/:id/donnees.json',
    { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags: ['Family'], params: IdParams, querystring: ExportQuery, response: { 200: ExportFile, '4xx': Refusals['4xx'], '5xx': Refusals['5xx'] } } },
    async (request, reply) => {
      const data = await exported(request.params.id, request.language);
      // The family's day, Paris's: at 00:30 on the 1st, not the last day of the month before.
      const name = `plouf-mes-donnees-${data.family.id}-${parisDay(new Date(data.exportedAt))}.json`;
      // Sent as text as it is (the schema above documents it): the indentation is for the reader.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
