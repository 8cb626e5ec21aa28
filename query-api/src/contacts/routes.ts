import { AppError, IdParams, MomentText, RuleRefused, ok, replies } from '@plouf/infra';
import { ContactFilterQuery, ContactListQuery, ContactPage, ContactView, type ContactListQuery as ListQuery } from '@plouf/command-api/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { contactQueries } from './queries.ts';

class ContactNotFound extends AppError {
  constructor(id: number) {
    super('ContactNotFound', 'FileNotFound', { fr: `Le contact ${id} est introuvable`, en: `Contact ${id} not found` });
  }
}

class BadRange extends RuleRefused {
  constructor() {
    const text = { fr: 'La fin doit suivre le début', en: 'The end must come after the start' };
    super('BadRange', text, { to: text });
  }
}

const tags = ['Contact'];

/** The back-office's contact reads, paged on the server; admin only. */
export const contactQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const contacts = contactQueries(deps.db);
  const page = async (query: ListQuery) => {
    if (query.from && query.to && !(new Date(query.to) > new Date(query.from))) throw new BadRange();
    return ok(await contacts.page(query));
  };

  app.get('/Contact', { config: { access: 'admin' }, schema: { tags, querystring: ContactListQuery, response: replies(ContactPage) } }, async (request) => page(request.query));
  app.get('/Contact/filter', { config: { access: 'admin' }, schema: { tags, querystring: ContactFilterQuery, response: replies(ContactPage) } }, async (request) => page(request.query));

  app.get('/Contact/min-date', { config: { access: 'admin' }, schema: { tags, response: replies(MomentText) } }, async () => ok((await contacts.minDate(deps.clock())).toISOString()));

  app.get('/Contact/:id', { config: { access: 'admin' }, schema: { tags, params: IdParams, response: replies(ContactView) } }, async (request) => {
    const contact = await contacts.byId(request.params.id);
    if (!contact) throw new ContactNotFound(request.params.id);
    return ok(contact);
  });
};
