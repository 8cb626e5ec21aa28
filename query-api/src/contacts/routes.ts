import { AppError, ok } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { contactQueries } from './queries.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const FilterQuery = Type.Object({
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
});

class ContactNotFound extends AppError {
  constructor(id: number) {
    super('ContactNotFound', 'FileNotFound', { fr: `Le contact ${id} est introuvable`, en: `Contact ${id} not found` });
  }
}

class BadRange extends AppError {
  constructor() {
    const text = { fr: 'La fin doit suivre le début', en: 'The end must come after the start' };
    super('BadRange', 'InvalidModelState', text, { to: text });
  }
}

/** The back-office's contact reads; admin only. */
export const contactQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const contacts = contactQueries(deps.db);
  const now = deps.now ?? (() => new Date());

  app.get('/Contact', { config: { access: 'admin' }, schema: { tags: ['Contact'] } }, async () => ok(await contacts.list()));

  app.get('/Contact/filter', { config: { access: 'admin' }, schema: { tags: ['Contact'], querystring: FilterQuery } }, async (request) => {
    const from = new Date(request.query.from);
    const to = new Date(request.query.to);
    if (!(to > from)) throw new BadRange();
    return ok(await contacts.between(from, to));
  });

  app.get('/Contact/min-date', { config: { access: 'admin' }, schema: { tags: ['Contact'] } }, async () =>
    ok((await contacts.minDate(now())).toISOString()),
  );

  app.get('/Contact/:id', { config: { access: 'admin' }, schema: { tags: ['Contact'], params: IdParams } }, async (request) => {
    const contact = await contacts.byId(request.params.id);
    if (!contact) throw new ContactNotFound(request.params.id);
    return ok(contact);
  });
};
