import { AppError, IdParams, MomentText, RuleRefused, ok, replies } from '@plouf/infra';
import { NewsletterFilterQuery, NewsletterListQuery, NewsletterPage, NewsletterView, type NewsletterListQuery as ListQuery } from '@plouf/command-api/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { newsletterQueries } from './queries.ts';

class SubscriberNotFound extends AppError {
  constructor(id: number) {
    super('SubscriberNotFound', 'FileNotFound', { fr: `L'inscription ${id} est introuvable`, en: `Subscription ${id} not found` });
  }
}

class BadRange extends RuleRefused {
  constructor() {
    const text = { fr: 'La fin doit suivre le début', en: 'The end must come after the start' };
    super('BadRange', text, { to: text });
  }
}

const tags = ['Newsletter'];

/** The back-office's newsletter reads, paged on the server, and the export of validated addresses; admin only. */
export const newsletterQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const subscribers = newsletterQueries(deps.db);
  const page = async (query: ListQuery) => {
    if (query.from && query.to && !(new Date(query.to) > new Date(query.from))) throw new BadRange();
    return ok(await subscribers.page(query));
  };

  app.get('/Newsletter', { config: { access: 'admin' }, schema: { tags, querystring: NewsletterListQuery, response: replies(NewsletterPage) } }, async (request) => page(request.query));
  app.get('/Newsletter/filter', { config: { access: 'admin' }, schema: { tags, querystring: NewsletterFilterQuery, response: replies(NewsletterPage) } }, async (request) => page(request.query));
  app.get('/Newsletter/min-date', { config: { access: 'admin' }, schema: { tags, response: replies(MomentText) } }, async () => ok((await subscribers.minDate(deps.clock())).toISOString()));

  app.get(
    '/Newsletter/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: "The validated addresses, as a CSV file in the reader's language (`lang`, else Accept-Language): `;` in French, `,` in English.",
        querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) }),
        response: { 200: Type.String({ description: 'text/csv' }), ...errorsOnly },
      },
    },
    async (request, reply) => {
      const day = deps.clock().toISOString().slice(0, 10);
      void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="newsletter-${day}.csv"`).header('cache-control', 'no-store');
      return subscribers.exportCsv(request.language);
    },
  );

  app.get('/Newsletter/:id', { config: { access: 'admin' }, schema: { tags, params: IdParams, response: replies(NewsletterView) } }, async (request) => {
    const subscriber = await subscribers.byId(request.params.id);
    if (!subscriber) throw new SubscriberNotFound(request.params.id);
    return ok(subscriber);
  });
};

const { 200: _ok, ...errorsOnly } = replies(Type.Null());
