import { foldStream, IdParams, NoBody, isPlatformAdmin, replies } from '@plouf/infra';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARDS_READ_MODEL } from '../../cards/store.ts';
import type { CommandApiDeps } from '../../deps.ts';
import { runCommand } from '../../runner.ts';
import { CalendarFeedView, InscriptionQuery, InscriptionView } from '../contract.ts';
import { InscriptionNotFound, TermLessonCancel } from '../errors.ts';
import { calendarStream } from '../events.ts';
import { COURSES_READ_MODEL } from '../routes.ts';
import { calendarDecider, type CalendarState } from './calendar.ts';
import { book, cancelBooking, familyFor } from './workflow.ts';

const tags = ['Family'];

/**
 * A family's bookings: a member on a course with a card (`POST /Family/inscription`), a
 * cancellation (`PUT /Family/annule/{id}`), and the family's private calendar address.
 */
export const bookingRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.post('/Family/inscription', { config: { access: 'authenticated' }, schema: { tags, querystring: InscriptionQuery, body: NoBody, response: replies(InscriptionView, { command: true }) } }, async (request, reply) => {
    const { crsId, usrId, cardId, waitingList } = request.query;
    const famId = familyFor(request.user, request.query.famId);
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      alsoWaitFor: [CARDS_READ_MODEL],
      act: (ctx) => book(deps.store, ctx, { famId, crsId, usrId, cardId, waitingList, user: request.user, language: request.language }),
      answer: (insId) => deps.readBack.inscription(insId),
      notFound: () => new InscriptionNotFound(),
    });
  });

  app.put('/Family/annule/:id', { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: NoBody, response: replies(InscriptionView, { command: true }) } }, async (request, reply) => {
    const insId = request.params.id;
    const found = await deps.readBack.inscription(insId);
    // Another family's booking is not found, as one that does not exist.
    if (!found || (!isPlatformAdmin(request.user) && found.famId !== request.user?.famId)) throw new InscriptionNotFound();
    // A term enrolment's lesson is given up with the enrolment, from a week (ADR 0019); the desk may still cancel one.
    if (found.enrId && !isPlatformAdmin(request.user)) throw new TermLessonCancel();
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      alsoWaitFor: [CARDS_READ_MODEL],
      async act(ctx) {
        await cancelBooking(deps.store, ctx, { crsId: found.crsId, insId, famId: found.famId }, request.user);
        return insId;
      },
      answer: (id) => deps.readBack.inscription(id),
      notFound: () => new InscriptionNotFound(),
    });
  });

  const feedOf = (famId: number, state: CalendarState) => ({
    active: state.active,
    url: state.active && deps.calendarToken ? `/webapi/Calendar/${deps.calendarToken(famId, state.version)}.ics` : null,
  });

  /** GET /Family/calendar: the family's private calendar address (its coming lessons), if it has one. */
  app.get('/Family/calendar', { config: { access: 'authenticated' }, schema: { tags, response: replies(CalendarFeedView) } }, async (request) => {
    const famId = familyFor(request.user, undefined);
    return { resultCode: 'Ok' as const, data: feedOf(famId, await foldStream(deps.store, calendarStream(famId), calendarDecider)) };
  });

  /** POST /Family/calendar: a new private address (the older one stops working); DELETE: none. */
  const changeFeed = (type: 'Issue' | 'Revoke') => async (request: FastifyRequest, reply: FastifyReply) => {
    const famId = familyFor(request.user, undefined);
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      async act(ctx) {
        const { state } = await ctx.handle(calendarStream(famId), calendarDecider, { type, data: { famId, now: ctx.now, by: ctx.by } });
        return state;
      },
      answer: async (state) => feedOf(famId, state),
      idOf: () => famId,
    });
  };
  app.post('/Family/calendar', { config: { access: 'authenticated' }, schema: { tags, body: NoBody, response: replies(CalendarFeedView, { command: true }) } }, changeFeed('Issue'));
  app.delete('/Family/calendar', { config: { access: 'authenticated' }, schema: { tags, response: replies(CalendarFeedView, { command: true }) } }, changeFeed('Revoke'));
};
