import { IdParams, NoBody, isPlatformAdmin, replies } from '@plouf/infra';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARDS_READ_MODEL } from '../cards/store.ts';
import type { CommandApiDeps } from '../deps.ts';
import { READ_MODELS } from '../read-models.ts';
import { runCommand } from '../runner.ts';
import { UnknownPool } from '../catalogue/pools/errors.ts';
import { missing } from '../catalogue/references.ts';
import { familyFor } from '../courses/booking/workflow.ts';
import { InscriptionView } from '../courses/contract.ts';
import { InscriptionNotFound } from '../courses/errors.ts';
import { COURSES_READ_MODEL } from '../courses/routes.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import { AbsenceInput, ClosureInput, ClosureView, CreditGiveInput, CreditView, OfferAcceptInput, RemindersInput, RulesInput, RulesView } from '../school/contract.ts';
import { schoolRulesDecider } from '../school/decider.ts';
import { ClosureNotFound } from '../school/errors.ts';
import { SCHOOL_RULES_STREAM } from '../school/events.ts';
import type { PoolRules, RulesDocument } from '../school/rules.ts';
import { declareClosure, liftClosure } from './closures.ts';
import { acceptOffer, declareAbsence, declineOffer, giveDeskCredit } from './lessons.ts';

const FAMILIES_READ_MODEL = READ_MODELS.families;

/** The document a rules form sends: each pool's own rules, without what it leaves to the school. */
export function rulesDocument(input: RulesInput): RulesDocument {
  const pools: Record<number, PoolRules> = {};
  for (const { psnId, ...own } of input.pools) {
    const set = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== null && value !== undefined)) as PoolRules;
    if (Object.keys(set).length > 0) pools[psnId] = set;
  }
  return { school: input.school, pools };
}

/**
 * Running a term (issue 23, docs/adr/0020-running-a-term.md): the school's rules, closures, the
 * desk's credits, and a family's answers about a coming lesson (an absence declared ahead, a place
 * offered from the waiting list), and its reminders.
 */
export const runningRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.put('/Ecole/regles', { config: { access: 'admin' }, schema: { tags: ['Ecole'], body: RulesInput, response: replies(RulesView, { command: true }) } }, async (request, reply) => {
    // Each pool's rules name a pool the catalogue has (its streams say), as a pass's or a contact's references.
    const unknown = await missing(deps.store, 'pools', request.body.pools.map((pool) => pool.psnId));
    if (unknown.length > 0) throw new UnknownPool(unknown, 'pools');
    return runCommand(deps, request, reply, {
      readModel: READ_MODELS.schoolRules,
      async act(ctx) {
        await ctx.handle(SCHOOL_RULES_STREAM, schoolRulesDecider, { type: 'SaveRules', data: { rules: rulesDocument(request.body), now: ctx.now, by: ctx.by } });
        return 0;
      },
      answer: () => deps.readBack.rules(),
      idOf: () => 0,
    });
  });

  const closureAnswer = (closureId: number) => deps.readBack.closure(closureId);
  app.post('/Fermeture', { config: { access: 'admin' }, schema: { tags: ['Fermeture'], body: ClosureInput, response: replies(ClosureView, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODELS.closures,
      alsoWaitFor: [COURSES_READ_MODEL, CARDS_READ_MODEL],
      act: (ctx) => declareClosure(deps.store, ctx, request.body),
      answer: closureAnswer,
      notFound: (closureId) => new ClosureNotFound(closureId),
    }),
  );
  app.delete('/Fermeture/:id', { config: { access: 'admin' }, schema: { tags: ['Fermeture'], params: IdParams, response: replies(ClosureView, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: READ_MODELS.closures,
      act: (ctx) => liftClosure(ctx, request.params.id),
      answer: closureAnswer,
      notFound: (closureId) => new ClosureNotFound(closureId),
    }),
  );

  app.post(
    '/Family/credit/:id',
    { config: { access: 'admin' }, schema: { tags: ['Family'], params: IdParams, body: CreditGiveInput, response: replies(CreditView, { command: true }) } },
    async (request, reply) =>
      runCommand(deps, request, reply, {
        readModel: READ_MODELS.credits,
        act: (ctx) => giveDeskCredit(deps.store, ctx, request.params.id, request.body, request.language),
        answer: (creditId) => deps.readBack.credit(creditId),
      }),
  );

  /** A place of the session's family (or any, for the desk); another family's is not found, as one that does not exist. */
  const located = async (insId: number, user: Parameters<typeof isPlatformAdmin>[0], famId?: number) => {
    const found = await deps.readBack.inscription(insId);
    if (!found || (!isPlatformAdmin(user) && found.famId !== user?.famId) || (famId !== undefined && found.famId !== famId)) throw new InscriptionNotFound();
    return { crsId: found.crsId, insId, famId: found.famId };
  };
  const placeAnswer = {
    readModel: COURSES_READ_MODEL,
    alsoWaitFor: [CARDS_READ_MODEL, READ_MODELS.credits],
    answer: (insId: number) => deps.readBack.inscription(insId),
    notFound: () => new InscriptionNotFound(),
  };

  app.post('/Family/absence', { config: { access: 'authenticated' }, schema: { tags: ['Family'], body: AbsenceInput, response: replies(InscriptionView, { command: true }) } }, async (request, reply) => {
    const booking = await located(request.body.insId, request.user, request.body.famId);
    return runCommand(deps, request, reply, { ...placeAnswer, act: (ctx) => declareAbsence(deps.store, ctx, booking) });
  });

  app.put(
    '/Family/offre/:id/accept',
    { config: { access: 'authenticated' }, schema: { tags: ['Family'], params: IdParams, body: OfferAcceptInput, response: replies(InscriptionView, { command: true }) } },
    async (request, reply) => {
      const booking = await located(request.params.id, request.user);
      return runCommand(deps, request, reply, { ...placeAnswer, act: (ctx) => acceptOffer(deps.store, ctx, booking, request.body.cardId) });
    },
  );
  app.put('/Family/offre/:id/decline', { config: { access: 'authenticated' }, schema: { tags: ['Family'], params: IdParams, body: NoBody, response: replies(InscriptionView, { command: true }) } }, async (request, reply) => {
    const booking = await located(request.params.id, request.user);
    return runCommand(deps, request, reply, { ...placeAnswer, act: (ctx) => declineOffer(deps.store, ctx, booking) });
  });

  app.put(
    '/Family/rappels',
    { config: { access: 'authenticated' }, schema: { tags: ['Family'], body: RemindersInput, response: replies(Type.Object({ reminders: Type.Boolean() }), { command: true }) } },
    async (request, reply) => {
      const famId = familyFor(request.user, undefined);
      return runCommand(deps, request, reply, {
        readModel: FAMILIES_READ_MODEL,
        async act(ctx) {
          const { state } = await ctx.handle(familyStream(famId), familyDecider, { type: 'SetReminders', data: { famId, reminders: request.body.reminders, now: ctx.now, by: ctx.by } });
          return state.status === 'active' && state.remindersOff ? false : true;
        },
        answer: async (reminders) => ({ reminders }),
        idOf: () => famId,
      });
    },
  );
};
