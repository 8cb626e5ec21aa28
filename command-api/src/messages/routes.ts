import { AppError, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cleanHtml } from '../catalogue/html.ts';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand } from '../runner.ts';
import { MessageInput, MessageView, type MessageAudience } from './contract.ts';
import { messageDecider } from './decider.ts';
import { messageStream } from './events.ts';
import { htmlToText } from './text.ts';
import { READ_MODELS } from '../read-models.ts';

const READ_MODEL = READ_MODELS.messages;

class NoRecipient extends AppError {
  constructor() {
    const text = { fr: "Ce message n'a aucun destinataire", en: 'This message has no recipient' };
    super('NoRecipient', 'InvalidModelState', text, { audience: text });
  }
}

class AudienceNotFound extends AppError {
  constructor(audience: MessageAudience) {
    const text =
      audience.kind === 'course'
        ? { fr: `Le cours ${audience.crsId} est introuvable`, en: `Course ${audience.crsId} not found` }
        : { fr: `Le contact ${audience.kind === 'contact' ? audience.contactId : ''} est introuvable`, en: `Contact ${audience.kind === 'contact' ? audience.contactId : ''} not found` };
    super('AudienceNotFound', 'InvalidModelState', text, { audience: text });
  }
}

class EmptyText extends AppError {
  constructor(lg: string) {
    const text = { fr: 'Le texte est vide', en: 'The text is empty' };
    super('EmptyText', 'InvalidModelState', text, { [`lgs.${lg}.body`]: text });
  }
}

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
        await ctx.handle(messageStream(messageId), messageDecider, { type: 'SendMessage', data: { messageId, audience, lgs, recipients, now: ctx.now, by: ctx.by } });
        return messageId;
      },
      answer: (messageId) => deps.readBack.message(messageId),
    });
  });
};
