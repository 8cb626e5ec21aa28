import { Deleted, eraseFirst, IdParams, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnknownActivity } from '../catalogue/activities/errors.ts';
import { missing } from '../catalogue/references.ts';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand, type CommandContext } from '../runner.ts';
import { ContactExecuteInput, ContactExecuteResult, ContactInput, ContactReadInput, ContactView, contactView } from './contract.ts';
import { contactDecider } from './decider.ts';
import { ContactNotFound } from './errors.ts';
import { contactStream, contactSubject } from './events.ts';
import { READ_MODELS } from '../read-models.ts';

const READ_MODEL = READ_MODELS.contacts;
const tags = ['Contact'];

/**
 * Contact commands: a visitor sends one (public, at most 10 per address in 10 minutes); the
 * back-office marks read or unread, deletes, one at a time or a selection at once.
 */
export const contactRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  /**
   * What the desk deletes is erased (docs/adr/0022-personal-data.md): refused first if there is nothing
   * to delete, then the request's key goes, then its deletion and erasure are appended together.
   */
  const deleteContact = async (ctx: CommandContext, contactId: number) => {
    const stream = contactStream(contactId);
    const command = { type: 'DeleteContact' as const, data: { contactId, now: ctx.now, erasureId: `deleted:${contactSubject(contactId)}`, by: ctx.by } };
    await eraseFirst(deps.store, stream, contactDecider, command, {
      erase: () => deps.eraseSubjects([contactSubject(contactId)], command.data.erasureId),
      append: () => ctx.handle(stream, contactDecider, command),
    });
  };

  const answer = (contactId: number) => deps.readBack.contact(contactId);
  const notFound = (contactId: number) => new ContactNotFound(contactId);

  app.post(
    '/Contact',
    { config: { access: 'public', rateLimit: { max: 10, timeWindow: 10 * 60_000 } }, schema: { tags, body: ContactInput, response: replies(ContactView, { command: true }) } },
    async (request, reply) => {
      const activityIds = [...new Set(request.body.acyIds)];
      const unknown = await missing(deps.store, 'activities', activityIds);
      if (unknown.length > 0) throw new UnknownActivity(unknown, 'acyIds');
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          const contactId = await ctx.newId('contact');
          const data = { contactId, email: request.body.ctcMail.trim(), message: request.body.ctcMessage.trim(), activityIds, now: ctx.now };
          const { events } = await ctx.handle(contactStream(contactId), contactDecider, { type: 'ReceiveContact', data }, { newStream: true });
          const received = events.some((event) => event.type === 'ContactReceived');
          // Answered as decided (issue 42): the contact as the back-office will read it. A repeat
          // whose first run stored it (a takeover) decides nothing and reads it back.
          return { contactId, view: received ? contactView({ id: contactId, email: data.email, message: data.message, activityIds, receivedAt: data.now, read: false }) : null };
        },
        decided: (result) => result.view,
        idOf: (result) => result.contactId,
        answer: (result) => answer(result.contactId),
        notFound: (result) => notFound(result.contactId),
      });
    },
  );

  app.put(
    '/Contact/:id',
    { config: { access: 'admin' }, schema: { tags, params: IdParams, body: ContactReadInput, response: replies(ContactView, { command: true }) } },
    async (request, reply) =>
      runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          const contactId = request.params.id;
          await ctx.handle(contactStream(contactId), contactDecider, { type: request.body.ctcLu ? 'MarkContactRead' : 'MarkContactUnread', data: { contactId, now: ctx.now } });
          return contactId;
        },
        answer,
        notFound,
      }),
  );

  app.delete('/Contact/:id', { config: { access: 'admin' }, schema: { tags, params: IdParams, response: replies(Deleted, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        const contactId = request.params.id;
        await deleteContact(ctx, contactId);
        return contactId;
      },
      answer: async (id) => ({ id }),
    }),
  );

  app.put(
    '/Contact/execute',
    { config: { access: 'admin' }, schema: { tags, body: ContactExecuteInput, response: replies(ContactExecuteResult, { command: true }) } },
    async (request, reply) => {
      const { action } = request.body;
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          const done: number[] = [];
          const notFoundIds: number[] = [];
          for (const contactId of new Set(request.body.ids)) {
            try {
              if (action === 'delete') await deleteContact(ctx, contactId);
              else await ctx.handle(contactStream(contactId), contactDecider, { type: action === 'markRead' ? 'MarkContactRead' : 'MarkContactUnread', data: { contactId, now: ctx.now } });
              done.push(contactId);
            } catch (error) {
              if (!(error instanceof ContactNotFound)) throw error;
              notFoundIds.push(contactId);
            }
          }
          return { ids: done, notFound: notFoundIds };
        },
        answer: async (result) => result,
        idOf: () => null,
      });
    },
  );
};
