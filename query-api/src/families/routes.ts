import { AppError, IdParams, NotYourFamily, isPlatformAdmin as isAdmin, ok, replies } from '@plouf/infra';
import { FamilyListQuery, FamilyPage, FamilyView, UserFilterInput, UserView } from '@plouf/command-api/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { personalReadLog, type PersonalRead } from '../reads/log.ts';
import { familyQueries } from './queries.ts';

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
};
