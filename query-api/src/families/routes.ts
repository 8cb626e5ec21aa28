import { AppError, NotYourFamily, isPlatformAdmin as isAdmin, ok } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { familyQueries } from './queries.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });


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

  app.get('/Family', { config: { access: 'admin' }, schema: { tags: ['Family'] } }, async () => ok(await families.families()));

  app.get('/Family/:id', { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags: ['Family'], params: IdParams } }, async (request) => {
    const family = await families.family(request.params.id);
    if (!family) throw notFound('family', request.params.id);
    return ok(family);
  });

  app.post(
    '/User/filter',
    { config: { access: 'admin' }, schema: { tags: ['User'], body: Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })) }) } },
    async (request) => ok(await families.filterUsers(request.body.search)),
  );

  app.get('/User/:id', { config: { access: 'authenticated' }, schema: { tags: ['User'], params: IdParams } }, async (request) => {
    const user = await families.user(request.params.id);
    if (!isAdmin(request.user) && (!user || user.famId !== request.user?.famId)) throw new NotYourFamily();
    if (!user) throw notFound('user', request.params.id);
    // A family sees its members, not the back-office's note about them.
    return ok(isAdmin(request.user) ? user : { ...user, usrNoteInterne: '' });
  });
};
