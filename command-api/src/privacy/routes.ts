import { randomUUID } from 'node:crypto';
import { IdParams, NotYourFamily, isPlatformAdmin as isAdmin, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { runCommand } from '../runner.ts';
import { familyStream } from '../families/events.ts';
import { FamilyNotFound } from '../families/errors.ts';
import { READ_MODELS } from '../read-models.ts';
import { ConfirmErasureInput, ErasureView, RequestErasureInput, WithdrawInput } from './contract.ts';
import { erasureDecider, erasureSubjects } from './decider.ts';
import { BlockersBehind } from './errors.ts';
import { caughtUpWithStore } from '../shared/caught-up.ts';

/** The read models an erasure's blockers are counted on. */
const BLOCKERS_READ_FROM = [READ_MODELS.orders, READ_MODELS.courses, READ_MODELS.terms] as const;

const tags = ['Family'];

/**
 * A family's erasure (issue 25, docs/adr/0022-personal-data.md): the family asks (or the desk on its
 * behalf), and withdraws; the desk refuses with a reason, or confirms once nothing is owed or booked.
 * Confirming deletes the keys of the family, its members' accounts and the contact requests and
 * newsletter sign-ups made from their addresses, keeps the erasure in the list outside the database,
 * then records `FamilyErased`; the members' sessions, logins and mailed links end with it.
 */
export const privacyRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const answer = (famId: number) => deps.readBack.erasure(famId);

  app.post(
    '/Family/:id/effacement',
    { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags, params: IdParams, body: RequestErasureInput, response: replies(ErasureView, { command: true }) } },
    async (request, reply) => {
      const famId = request.params.id;
      return runCommand(deps, request, reply, {
        readModel: READ_MODELS.privacy,
        async act(ctx) {
          await ctx.handle(familyStream(famId), erasureDecider, { type: 'RequestErasure', data: { famId, via: isAdmin(request.user) ? 'desk' : 'family', now: ctx.now, by: ctx.by } });
          return famId;
        },
        answer,
        notFound: (id) => new FamilyNotFound(id),
      });
    },
  );

  app.delete(
    '/Family/:id/effacement',
    { config: { access: 'authenticated', familyParam: 'id' }, schema: { tags, params: IdParams, body: WithdrawInput, response: replies(ErasureView, { command: true }) } },
    async (request, reply) => {
      const famId = request.params.id;
      return runCommand(deps, request, reply, {
        readModel: READ_MODELS.privacy,
        async act(ctx) {
          await ctx.handle(familyStream(famId), erasureDecider, { type: 'WithdrawErasure', data: { famId, reason: request.body?.reason?.trim() ?? '', now: ctx.now, by: ctx.by } });
          return famId;
        },
        answer,
        notFound: (id) => new FamilyNotFound(id),
      });
    },
  );

  app.post(
    '/Family/:id/effacement/confirmation',
    { config: { access: 'admin' }, schema: { tags, params: IdParams, body: ConfirmErasureInput, response: replies(ErasureView, { command: true }) } },
    async (request, reply) => {
      if (!isAdmin(request.user)) throw new NotYourFamily();
      const famId = request.params.id;
      const stream = familyStream(famId);
      return runCommand(deps, request, reply, {
        readModel: READ_MODELS.privacy,
        alsoWaitFor: [READ_MODELS.families],
        async act(ctx) {
          const state = (await deps.store.readStream(stream)).reduce((folded, event) => erasureDecider.evolve(folded, event as never), erasureDecider.initialState());
          // What the family holds, counted once the read models hold every event stored until now:
          // the request was read above, so a commitment stored before it is counted, and one stored
          // after it finds the request and takes itself back (families/commitments.ts, ADR 0022).
          await caughtUpWithStore(deps, BLOCKERS_READ_FROM, () => new BlockersBehind());
          const view = await deps.readBack.erasure(famId);
          const reach = await deps.readBack.erasureReach(state.emails);
          const erasureId = randomUUID();
          const subjects = erasureSubjects(famId, state.userIds, reach.contactIds, reach.subscriberIds);
          const command = {
            type: 'EraseFamily' as const,
            data: { famId, typedName: request.body.famName, blockers: view?.blockers ?? [], erasureId, subjects, ...reach, now: ctx.now, by: ctx.by },
          };
          // Decided once before the keys go (refusals leave everything as it was), then for real.
          erasureDecider.decide(command, state);
          await deps.erase(subjects, erasureId, { famId, userIds: state.userIds });
          await ctx.handle(stream, erasureDecider, command);
          for (const userId of state.userIds) {
            await deps.sessions.forget(userId);
            for (const purpose of ['reset', 'setup', 'autolog'] as const) await deps.keys.revoke(purpose, userId);
          }
          deps.sessionsChanged?.(state.userIds);
          return famId;
        },
        answer,
        notFound: (id) => new FamilyNotFound(id),
      });
    },
  );
};
