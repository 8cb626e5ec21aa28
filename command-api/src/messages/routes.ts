import { replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cleanHtml } from '../catalogue/html.ts';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand } from '../runner.ts';
import { MessageInput, MessageView } from './contract.ts';
import { messageDecider } from './decider.ts';
import { messageStream } from './events.ts';
import { htmlToText } from './text.ts';
import { READ_MODELS } from '../read-models.ts';
import { AudienceNotFound, EmptyText, NoRecipient } from './errors.ts';

const READ_MODEL = READ_MODELS.messages;

/**
 * POST /Message: the back-office writes to newsletter subscribers, a course's families, or one
 * contact (a reply). The recipients are fixed now, from the lists as they stand; the mailer sends
 * the mails from its outbox at its steady rate.
 */
export const messageRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.post('/Message', { config: { access: 'admin' }, schema: { tags: ['Message'], body: MessageInput, response: replies(MessageView, { command: true }) } }, async (request, reply) => {
    const { audience } = request.body;
    const seen = new Set<string>();
    const lgs = request.body.lgs
      .filter((language) => !seen.has(language.lg) && seen.add(language.lg))
      .map((language) => {
        const body = cleanHtml(language.body);
        const text = htmlToText(body);
        if (!text) throw new EmptyText(language.lg);
        return { lg: language.lg, libelle: language.libelle.trim(), body, text };
      });
    const recipients = await deps.readBack.messageRecipients(audience);
    if (!recipients) throw new AudienceNotFound(audience);
    if (recipients.length === 0) throw new NoRecipient();
    return runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        const messageId = await ctx.newId('message');
        await ctx.handle(messageStream(messageId), messageDecider, { type: 'SendMessage', data: { messageId, audience, lgs, recipients, now: ctx.now, by: ctx.by } }, { newStream: true });
        return messageId;
      },
      answer: (messageId) => deps.readBack.message(messageId),
    });
  });
};
