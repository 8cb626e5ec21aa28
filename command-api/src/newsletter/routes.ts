import { Deleted, eraseFirst, IdParams, Refusal, replies, type KeyStore } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand, type CommandContext } from '../runner.ts';
import {
  NewsletterExecuteInput,
  NewsletterExecuteResult,
  NewsletterInput,
  NewsletterKeyQuery,
  NewsletterLinkResult,
  NewsletterSignupResult,
  NewsletterUpdateInput,
  NewsletterView,
} from './contract.ts';
import { newsletterDecider, type NewsletterCommand } from './decider.ts';
import { newsletterAddress, newsletterSubject } from './events.ts';
import { READ_MODELS } from '../read-models.ts';
import { BadNewsletterKey, SubscriberLeft, SubscriberNotFound } from './errors.ts';

const READ_MODEL = READ_MODELS.newsletter;

/** The site's page posts `{}`; a mail client's form arrives as its text (`form`). */
const OneClickBody = Type.Object({ form: Type.Optional(Type.String({ maxLength: 10_000 })) });
const tags = ['Newsletter'];

function subscriberOfKey(keys: Pick<KeyStore, 'matches'>, purpose: 'newsletter' | 'unsubscribe', key: string): number {
  const [id, signature] = key.split('.');
  const subscriberId = Number(id);
  if (!Number.isSafeInteger(subscriberId) || subscriberId < 1 || !signature || !keys.matches(purpose, String(subscriberId), signature)) throw new BadNewsletterKey();
  return subscriberId;
}

/**
 * Newsletter commands. A visitor signs up (public; the answer never tells what the address's past
 * was, and one address gets at most a mail an hour); the mailed links validate and unsubscribe (a
 * mail client's one-click button posts to the same address, RFC 8058); the back-office validates,
 * disables, deletes, one at a time or a selection at once. The `List-Unsubscribe` address, opened in
 * a browser, leads to the site's page that confirms the unsubscription.
 */
export const newsletterRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const answer = (subscriberId: number) => deps.readBack.newsletter(subscriberId);
  const notFound = (subscriberId: number) => new SubscriberNotFound(subscriberId);

  /** A known subscriber's stream: the address is read from the list (it names the stream). */
  const streamOf = async (subscriberId: number) => {
    const subscriber = await deps.readBack.newsletter(subscriberId);
    if (!subscriber) throw new SubscriberNotFound(subscriberId);
    return { subscriber, stream: deps.newsletterStream(subscriber.libelle) };
  };
  /** Runs a command on a known subscriber's stream. */
  const onSubscriber = async (ctx: CommandContext, subscriberId: number, command: NewsletterCommand) => {
    const { subscriber, stream } = await streamOf(subscriberId);
    await ctx.handle(stream, newsletterDecider, command);
    return subscriber;
  };
  /**
   * What the desk deletes is erased (docs/adr/0022-personal-data.md): refused first if there is nothing
   * to delete, then the sign-up's key goes, then its deletion and erasure are appended together.
   */
  const deleteSubscriber = async (ctx: CommandContext, subscriberId: number) => {
    const { stream } = await streamOf(subscriberId);
    const command: NewsletterCommand = { type: 'Delete', data: { subscriberId, now: ctx.now, erasureId: `deleted:${newsletterSubject(subscriberId)}`, by: ctx.by } };
    await eraseFirst(deps.store, stream, newsletterDecider, command, {
      erase: () => deps.eraseSubjects([newsletterSubject(subscriberId)], command.data.erasureId),
      append: () => ctx.handle(stream, newsletterDecider, command),
    });
  };

  app.post(
    '/Newsletter',
    // Twenty sign-ups per connection in ten minutes: a family's addresses, not someone's list.
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: 10 * 60_000 } }, schema: { tags, body: NewsletterInput, response: replies(NewsletterSignupResult, { command: true }) } },
    async (request, reply) => {
      const email = newsletterAddress(request.body.libelle);
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          // An id for a new address; an address already known keeps its own.
          const subscriberId = await ctx.newId('newsletter');
          await ctx.handle(deps.newsletterStream(email), newsletterDecider, { type: 'Subscribe', data: { subscriberId, email, language: request.language, now: ctx.now } });
          return email;
        },
        answer: async (libelle) => ({ libelle }),
        idOf: () => null,
      });
    },
  );

  app.get(
    '/Newsletter/valid',
    { config: { access: 'public', rateLimit: { max: 30, timeWindow: 10 * 60_000 } }, schema: { tags, querystring: NewsletterKeyQuery, response: replies(NewsletterLinkResult, { command: true }) } },
    async (request, reply) => {
      const subscriberId = subscriberOfKey(deps.keys, 'newsletter', request.query.key);
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        act: async (ctx) => (await onSubscriber(ctx, subscriberId, { type: 'Validate', data: { subscriberId, now: ctx.now, by: 'link' } })).id,
        answer: async (id) => {
          const view = await deps.readBack.newsletter(id);
          return view && { libelle: view.libelle, nwlStatus: view.nwlStatus };
        },
        notFound,
      });
    },
  );

  // A mail client without one-click opens the `List-Unsubscribe` address in a browser: the site's
  // page in the reader's language takes over (`?desinscription=`), which unsubscribes once
  // hydrated and says so. A GET changes nothing itself: a mail scanner fetching it leaves the
  // subscriber subscribed.
  app.get(
    '/Newsletter/unsubscribe',
    { config: { access: 'public', rateLimit: { max: 30, timeWindow: 10 * 60_000 } }, schema: { tags, querystring: NewsletterKeyQuery, response: { 303: Type.Null(), '4xx': Refusal, '5xx': Refusal } } },
    async (request, reply) => reply.code(303).redirect(`/?desinscription=${encodeURIComponent(request.query.key)}&lang=${request.language}`),
  );

  // The one-click unsubscription of mail clients posts a form (`List-Unsubscribe=One-Click`); the
  // site's page posts JSON. Both reach the same command.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<TypeBoxTypeProvider>();
    const asText = (_request: unknown, body: string, done: (error: Error | null, body?: unknown) => void) => done(null, { form: body });
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, asText);
    oneClick.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 10_000 }, asText);
    oneClick.post(
      '/Newsletter/unsubscribe',
      { config: { access: 'public', rateLimit: { max: 30, timeWindow: 10 * 60_000 } }, schema: { tags, querystring: NewsletterKeyQuery, body: OneClickBody, response: replies(NewsletterLinkResult, { command: true }) } },
      async (request, reply) => {
        const subscriberId = subscriberOfKey(deps.keys, 'unsubscribe', request.query.key);
        const via = request.body.form?.includes('List-Unsubscribe=One-Click') ? 'oneClick' : 'link';
        return runCommand(deps, request, reply, {
          readModel: READ_MODEL,
          act: async (ctx) => (await onSubscriber(ctx, subscriberId, { type: 'Unsubscribe', data: { subscriberId, now: ctx.now, via } })).id,
          answer: async (id) => {
            const view = await deps.readBack.newsletter(id);
            return view && { libelle: view.libelle, nwlStatus: view.nwlStatus };
          },
          notFound,
        });
      },
    );
  });

  app.put(
    '/Newsletter/:id',
    { config: { access: 'admin' }, schema: { tags, params: IdParams, body: NewsletterUpdateInput, response: replies(NewsletterView, { command: true }) } },
    async (request, reply) => {
      const subscriberId = request.params.id;
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          const command: NewsletterCommand = request.body.nwlDisabled
            ? { type: 'Disable', data: { subscriberId, now: ctx.now } }
            : { type: 'Validate', data: { subscriberId, now: ctx.now, by: 'desk' } };
          await onSubscriber(ctx, subscriberId, command);
          return subscriberId;
        },
        answer,
        notFound,
      });
    },
  );

  app.delete('/Newsletter/:id', { config: { access: 'admin' }, schema: { tags, params: IdParams, response: replies(Deleted, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODEL,
      async act(ctx) {
        const subscriberId = request.params.id;
        await deleteSubscriber(ctx, subscriberId);
        return subscriberId;
      },
      answer: async (id) => ({ id }),
    }),
  );

  app.put(
    '/Newsletter/execute',
    { config: { access: 'admin' }, schema: { tags, body: NewsletterExecuteInput, response: replies(NewsletterExecuteResult, { command: true }) } },
    async (request, reply) => {
      const { action } = request.body;
      return runCommand(deps, request, reply, {
        readModel: READ_MODEL,
        async act(ctx) {
          const done: number[] = [];
          const notFoundIds: number[] = [];
          for (const subscriberId of new Set(request.body.ids)) {
            const data = { subscriberId, now: ctx.now };
            try {
              if (action === 'delete') await deleteSubscriber(ctx, subscriberId);
              else await onSubscriber(ctx, subscriberId, action === 'validate' ? { type: 'Validate', data: { ...data, by: 'desk' } } : { type: 'Disable', data });
              done.push(subscriberId);
            } catch (error) {
              // Who left stays out: the others are still done.
              if (error instanceof SubscriberLeft) continue;
              if (!(error instanceof SubscriberNotFound)) throw error;
              notFoundIds.push(subscriberId);
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
