import { AppError, IdParams, ok, replies } from '@plouf/infra';
import { MessageListQuery, MessagePage, MessageView } from '@plouf/command-api/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QueryApiDeps } from '../deps.ts';
import { messageQueries } from './queries.ts';

class MessageNotFound extends AppError {
  constructor(id: number) {
    super('MessageNotFound', 'FileNotFound', { fr: `Le message ${id} est introuvable`, en: `Message ${id} not found` });
  }
}

/** The messages sent and how far their mails are; admin only. */
export const messageQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const messages = messageQueries(deps.db, deps.pool);
  app.get('/Message', { config: { access: 'admin' }, schema: { tags: ['Message'], querystring: MessageListQuery, response: replies(MessagePage) } }, async (request) => ok(await messages.page(request.query)));
  app.get('/Message/:id', { config: { access: 'admin' }, schema: { tags: ['Message'], params: IdParams, response: replies(MessageView) } }, async (request) => {
    const message = await messages.byId(request.params.id);
    if (!message) throw new MessageNotFound(request.params.id);
    return ok(message);
  });
};
