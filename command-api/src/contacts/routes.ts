import { AppError, createRateLimiter, handleCommand, ok } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { metadataOf, type CommandApiDeps } from '../deps.ts';
import type { ContactCommand } from './commands.ts';
import { ContactNotFound, contactDecider } from './decider.ts';
import { contactStream } from './events.ts';

const READ_MODEL = 'contacts';

const ContactBody = Type.Object({
  ctcMail: Type.String({ format: 'email', maxLength: 254 }),
  ctcMessage: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
  acyIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, default: [] }),
});
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const ExecuteBody = Type.Object({
  action: Type.Union([Type.Literal('markRead'), Type.Literal('markUnread'), Type.Literal('delete')]),
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
});

class TooManyContacts extends AppError {
  constructor() {
    super('TooManyContacts', 'AccessForbidden', {
      fr: 'Trop de messages envoyés depuis cette adresse ; réessayez dans quelques minutes',
      en: 'Too many messages sent from this address; try again in a few minutes',
    });
  }
}

/**
 * Contact commands: a visitor sends one (public); the back-office marks read or unread, deletes,
 * one at a time or a selection at once.
 */
export const contactRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  const perAddress = createRateLimiter({ max: 10, windowMs: 10 * 60_000 });

  const run = async (request: Parameters<typeof metadataOf>[0], command: ContactCommand) => {
    const at = now();
    return handleCommand(deps.store, contactStream(command.data.contactId), contactDecider, command, metadataOf(request, at));
  };

  /** Waits for the contacts read model to show the change, then answers with the contact as it shows it. */
  const answer = async (contactId: number, position: bigint | undefined) => {
    if (position !== undefined) await deps.waiter.waitFor(READ_MODEL, position);
    const contact = await deps.readBack.contact(contactId);
    if (!contact) throw new ContactNotFound(contactId);
    return ok(contact);
  };

  app.post('/Contact', { config: { access: 'public' }, schema: { tags: ['Contact'], body: ContactBody } }, async (request) => {
    if (!perAddress.take(request.ip)) throw new TooManyContacts();
    const activityIds = [...new Set(request.body.acyIds)];
    const unknown = await deps.readBack.unknownActivities(activityIds);
    if (unknown.length > 0) {
      const text = { fr: `Activité inconnue : ${unknown.join(', ')}`, en: `Unknown activity: ${unknown.join(', ')}` };
      throw new AppError('UnknownActivity', 'InvalidModelState', text, { acyIds: text });
    }
    const contactId = await deps.ids.next('contact');
    const { position } = await run(request, {
      type: 'ReceiveContact',
      data: { contactId, email: request.body.ctcMail.trim(), message: request.body.ctcMessage.trim(), activityIds, now: now().toISOString() },
    });
    return answer(contactId, position);
  });

  app.put(
    '/Contact/:id',
    { config: { access: 'admin' }, schema: { tags: ['Contact'], params: IdParams, body: Type.Object({ ctcLu: Type.Boolean() }) } },
    async (request) => {
      const contactId = request.params.id;
      const type = request.body.ctcLu ? 'MarkContactRead' : 'MarkContactUnread';
      const { position } = await run(request, { type, data: { contactId, now: now().toISOString() } });
      return answer(contactId, position);
    },
  );

  app.delete('/Contact/:id', { config: { access: 'admin' }, schema: { tags: ['Contact'], params: IdParams } }, async (request) => {
    const contactId = request.params.id;
    const { position } = await run(request, { type: 'DeleteContact', data: { contactId, now: now().toISOString() } });
    if (position !== undefined) await deps.waiter.waitFor(READ_MODEL, position);
    return ok({ id: contactId });
  });

  app.put('/Contact/execute', { config: { access: 'admin' }, schema: { tags: ['Contact'], body: ExecuteBody } }, async (request) => {
    const type = ({ markRead: 'MarkContactRead', markUnread: 'MarkContactUnread', delete: 'DeleteContact' } as const)[request.body.action];
    const done: number[] = [];
    const notFound: number[] = [];
    let last: bigint | undefined;
    for (const contactId of new Set(request.body.ids)) {
      try {
        const { position } = await run(request, { type, data: { contactId, now: now().toISOString() } });
        if (position !== undefined && (last === undefined || position > last)) last = position;
        done.push(contactId);
      } catch (error) {
        if (!(error instanceof ContactNotFound)) throw error;
        notFound.push(contactId);
      }
    }
    if (last !== undefined) await deps.waiter.waitFor(READ_MODEL, last);
    return ok({ ids: done, notFound });
  });
};
