import { IdParams, isPlatformAdmin, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARDS_READ_MODEL } from '../cards/store.ts';
import type { CommandApiDeps } from '../deps.ts';
import { READ_MODELS } from '../read-models.ts';
import { runCommand } from '../runner.ts';
import { UnknownPool } from '../catalogue/pools/errors.ts';
import { UnknownActivity } from '../catalogue/activities/errors.ts';
import { DocumentNotFound } from '../catalogue/documents/errors.ts';
import { poolOf } from '../courses/catalogue.ts';
import { missing } from '../catalogue/references.ts';
import { familyFor } from '../courses/booking/workflow.ts';
import { COURSES_READ_MODEL } from '../courses/routes.ts';
import { EnrolmentDropInput, EnrolmentInput, EnrolmentMoveInput, EnrolmentView, TermInput, TermView } from '../terms/contract.ts';
import { termsDecider } from '../terms/decider.ts';
import { EnrolmentNotFound, TermNotFound, UnknownSlot } from '../terms/errors.ts';
import { TERMS_STREAM, type TermRecord } from '../terms/events.ts';
import { dropEnrolment, enrol, moveEnrolment } from './workflow.ts';
import { openTuitionOrder } from '../orders/checkout/workflow.ts';

export const TERMS_READ_MODEL = READ_MODELS.terms;
const tags = ['Trimestre'];

const recordOf = (termId: number, input: TermInput): TermRecord => ({
  termId,
  name: input.libelle.trim(),
  englishName: input.englishName.trim(),
  firstDay: input.firstDay,
  lastDay: input.lastDay,
  psnId: input.psnId,
  priorityOpensAt: input.priorityOpensAt ? new Date(input.priorityOpensAt).toISOString() : null,
  opensAt: new Date(input.opensAt).toISOString(),
  tariff: input.tariff,
});

/**
 * Terms (the back-office defines them: names, days, pools, when enrolment opens) and the families'
 * enrolments for a term (ADR 0019): a member in a weekly slot from a lesson on, given up from a
 * lesson on; the desk moves a child to another slot.
 */
export const termRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const termAnswer = (termId: number) => deps.readBack.term(termId);
  const enrolmentAnswer = (enrId: number) => deps.readBack.enrolment(enrId);

  /**
   * A term for one pool names a pool the catalogue has, and its tariff activities and slots the
   * catalogue has (their streams say), before any other rule speaks.
   */
  const referencesExist = async (input: TermInput) => {
    const unknown = input.psnId === null ? [] : await missing(deps.store, 'pools', [input.psnId]);
    if (unknown.length > 0) throw new UnknownPool(unknown, 'psnId');
    const activities = await missing(deps.store, 'activities', input.tariff.activities.map((price) => price.acyId));
    if (activities.length > 0) throw new UnknownActivity(activities, 'tariff');
    const pools = [...new Set(input.tariff.slots.map((price) => price.psnId))];
    const known = new Map(await Promise.all(pools.map(async (psnId) => [psnId, await poolOf(deps.store, psnId).catch((error: unknown) => (error instanceof DocumentNotFound ? null : Promise.reject(error)))] as const)));
    const strange = input.tariff.slots.filter((price) => !known.get(price.psnId)?.templateCours.some((template) => template.tcsId === price.tcsId) || (input.psnId !== null && price.psnId !== input.psnId));
    if (strange.length > 0) throw new UnknownSlot(strange.map((price) => price.tcsId), 'tariff');
  };

  app.post('/Trimestre', { config: { access: 'admin' }, schema: { tags, body: TermInput, response: replies(TermView, { command: true }) } }, async (request, reply) => {
    await referencesExist(request.body);
    return runCommand(deps, request, reply, {
      readModel: TERMS_READ_MODEL,
      async act(ctx) {
        const termId = await ctx.newId('term');
        await ctx.handle(TERMS_STREAM, termsDecider, { type: 'Define', data: { term: recordOf(termId, request.body), now: ctx.now, by: ctx.by } });
        return termId;
      },
      answer: termAnswer,
      notFound: (termId) => new TermNotFound(termId),
    });
  });

  app.put('/Trimestre/:id', { config: { access: 'admin' }, schema: { tags, params: IdParams, body: TermInput, response: replies(TermView, { command: true }) } }, async (request, reply) => {
    await referencesExist(request.body);
    return runCommand(deps, request, reply, {
      readModel: TERMS_READ_MODEL,
      async act(ctx) {
        await ctx.handle(TERMS_STREAM, termsDecider, { type: 'Change', data: { term: recordOf(request.params.id, request.body), now: ctx.now, by: ctx.by } });
        return request.params.id;
      },
      answer: termAnswer,
      notFound: (termId) => new TermNotFound(termId),
    });
  });

  app.post('/Family/enrolment', { config: { access: 'authenticated' }, schema: { tags: ['Family'], body: EnrolmentInput, response: replies(EnrolmentView, { command: true }) } }, async (request, reply) => {
    const { famId: asked, reenrol, pay, ...input } = request.body;
    const user = request.user;
    const famId = familyFor(request.user, asked);
    const desk = isPlatformAdmin(request.user) && request.user?.famId !== famId;
    return runCommand(deps, request, reply, {
      readModel: TERMS_READ_MODEL,
      // The answer's weeks show the seats the request took.
      alsoWaitFor: [CARDS_READ_MODEL, COURSES_READ_MODEL],
      act: (ctx) =>
        enrol(deps.store, ctx, {
          ...input,
          famId,
          user,
          language: request.language,
          via: desk ? 'desk' : reenrol ? 'reenrol' : 'family',
          // The term's price (issue 43): the family's order for it, paid online (the desk takes payment on the order's page).
          ...(pay === 'tuition' &&
            user && {
              tuition: (lines, address, plan, directDebit) => openTuitionOrder(deps, ctx, { famId, user, language: request.language, address, lines, replaces: request.body.replaces ?? null, plan, directDebit }, request.log),
              replaces: request.body.replaces ?? null,
              instalments: request.body.instalments ?? null,
              directDebit: request.body.directDebit ?? null,
            }),
        }),
      // Answered as decided, at once (issue 42): the family's next reads wait for the read models.
      decided: (result) => result.view,
      answer: (result) => enrolmentAnswer(result.enrId),
      idOf: (result) => result.enrId,
      notFound: () => new EnrolmentNotFound(),
    });
  });

  /** Where an enrolment is, for its own family or the desk; another family's is not found. */
  const located = async (enrId: number, user: Parameters<typeof isPlatformAdmin>[0]) => {
    const found = await deps.readBack.enrolment(enrId);
    if (!found || (!isPlatformAdmin(user) && found.famId !== user?.famId)) throw new EnrolmentNotFound();
    return { enrId, termId: found.termId, psnId: found.piscine.id, tcsId: found.tcsId, famId: found.famId };
  };

  app.put('/Family/enrolment/:id/drop', { config: { access: 'authenticated' }, schema: { tags: ['Family'], params: IdParams, body: EnrolmentDropInput, response: replies(EnrolmentView, { command: true }) } }, async (request, reply) => {
    const location = await located(request.params.id, request.user);
    return runCommand(deps, request, reply, {
      readModel: TERMS_READ_MODEL,
      alsoWaitFor: [CARDS_READ_MODEL, COURSES_READ_MODEL],
      async act(ctx) {
        await dropEnrolment(deps.store, ctx, location, request.body.fromDate, request.user);
        return location.enrId;
      },
      answer: enrolmentAnswer,
      notFound: () => new EnrolmentNotFound(),
    });
  });

  app.put('/Trimestre/enrolment/:id/move', { config: { access: 'admin' }, schema: { tags, params: IdParams, body: EnrolmentMoveInput, response: replies(EnrolmentView, { command: true }) } }, async (request, reply) => {
    const location = await located(request.params.id, request.user);
    return runCommand(deps, request, reply, {
      readModel: TERMS_READ_MODEL,
      alsoWaitFor: [CARDS_READ_MODEL, COURSES_READ_MODEL],
      act: (ctx) => moveEnrolment(deps.store, ctx, location, request.body),
      answer: enrolmentAnswer,
      notFound: () => new EnrolmentNotFound(),
    });
  });
};
