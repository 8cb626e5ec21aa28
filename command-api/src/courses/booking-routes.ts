import { AppError, IdParams, NoBody, isPlatformAdmin, replies, type Decider, type SessionUser } from '@plouf/infra';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { familyDecider, type FamilyState } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import { CardRefused, CardNotFound } from '../orders/cards.ts';
import { NoFamily, ORDERS_READ_MODEL, fold } from '../orders/support.ts';
import { runCommand } from '../runner.ts';
import { readCourse, readFamilyCards, release, spendOrRelease } from './booking.ts';
import { activityOf } from './catalogue.ts';
import { CalendarFeedView, InscriptionQuery, InscriptionView } from './contract.ts';
import { courseDecider, CourseNotFound, InscriptionNotFound } from './decider.ts';
import { calendarStream, courseStream, type Booker, type CalendarEvent } from './events.ts';
import { ageInMonths, cardRefusal, minimumMonths } from './rules.ts';
import { COURSES_READ_MODEL, stepsOf } from './routes.ts';

const tags = ['Family'];

class MemberNotInFamily extends AppError {
  constructor() {
    super('MemberNotInFamily', 'FileNotFound', { fr: 'Ce membre ne fait pas partie de votre famille', en: 'This member is not in your family' });
  }
}
class TooYoung extends AppError {
  constructor(name: string, age: number) {
    const fr = age === 0 ? 'à partir de 6 mois' : `à partir de ${age} ans`;
    const en = age === 0 ? 'from 6 months' : `from ${age} years old`;
    super('TooYoung', 'InvalidModelState', { fr: `${name} n’a pas l’âge de ce cours (${fr})`, en: `${name} is too young for this lesson (${en})` });
  }
}
class BirthDateNeeded extends AppError {
  constructor(name: string) {
    super('BirthDateNeeded', 'InvalidModelState', { fr: `Indiquez la date de naissance de ${name} pour l’inscrire à un cours enfant`, en: `Give ${name}'s birth date to book a children's lesson` });
  }
}

/** The family acted for: the session's, or the one the desk names. */
function familyFor(user: SessionUser | null, famId: number | undefined): number {
  if (isPlatformAdmin(user) && famId !== undefined) return famId;
  if (!user?.famId) throw new NoFamily();
  return user.famId;
}

/** Whom the family's booking mails go to: the member acting when they have an address, else the family's first. */
function notifyOf(family: Extract<FamilyState, { status: 'active' }>, user: SessionUser | null, language: 'fr' | 'en'): Booker['notify'] {
  const acting = user ? family.members.get(user.id) : undefined;
  const member = acting?.email ? acting : [...family.members.values()].find((candidate) => candidate.email && !candidate.disabled);
  return { email: member?.email ?? '', name: member ? `${member.prenom} ${member.nom}`.trim() : family.famName, language };
}

const calendarDecider: Decider<{ type: 'Issue' | 'Revoke'; data: { famId: number; now: string; by: number | null } }, CalendarEvent, { version: number; active: boolean }> = {
  initialState: () => ({ version: 0, active: false }),
  decide: ({ type, data: { famId, now, by } }, state) =>
    type === 'Issue' ? [{ type: 'CalendarFeedIssued', data: { famId, version: state.version + 1, at: now, by } }] : state.active ? [{ type: 'CalendarFeedRevoked', data: { famId, at: now, by } }] : [],
  evolve: (state, event) => (event.type === 'CalendarFeedIssued' ? { version: event.data.version, active: true } : { ...state, active: false }),
};

/**
 * A family's bookings: a member on a course with a card (`POST /Family/inscription`), a
 * cancellation (`PUT /Family/annule/{id}`), and the family's private calendar address.
 */
export const bookingRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.post('/Family/inscription', { config: { access: 'authenticated' }, schema: { tags, querystring: InscriptionQuery, body: NoBody, response: replies(InscriptionView, { command: true }) } }, async (request, reply) => {
    const { crsId, usrId, cardId, waitingList } = request.query;
    const famId = familyFor(request.user, request.query.famId);
    const [family, course, cards] = await Promise.all([fold(deps.store, familyStream(famId), familyDecider), readCourse(deps.store, crsId), readFamilyCards(deps.store, famId)]);
    if (family.status !== 'active') throw new NoFamily();
    if (course.status === 'none') throw new CourseNotFound();
    const member = family.members.get(usrId);
    if (!member || member.disabled) throw new MemberNotInFamily();
    const memberName = `${member.prenom} ${member.nom}`.trim();
    const activity = await activityOf(deps.store, course.course.acyId);
    if (member.birthDate) {
      if (ageInMonths(member.birthDate, course.course.start) < minimumMonths(activity.acyAge)) throw new TooYoung(member.prenom || memberName, activity.acyAge);
    } else if (activity.acyEnfant) throw new BirthDateNeeded(member.prenom || memberName);
    // The card is checked before a place is taken; the cards stream decides again when it pays.
    const card = cards.cards[cardId];
    if (!card) throw new CardNotFound(cardId);
    const refused = cardRefusal(card, course.course);
    if (refused) throw new CardRefused(refused, cardId);

    const booker: Booker = { famId, famName: family.famName, usrId, memberName, notify: notifyOf(family, request.user, request.language) };
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      alsoWaitFor: [ORDERS_READ_MODEL],
      async act(ctx) {
        const insId = await ctx.newId('inscription');
        const { events, state } = await ctx.handle(courseStream(crsId), courseDecider, { type: 'Book', data: { insId, booker, cardId, waitingList, now: ctx.now, by: ctx.by } });
        if (events.some((event) => event.type === 'SeatTaken')) {
          const refusal = await spendOrRelease(stepsOf(deps, ctx), state, insId);
          if (refusal) throw refusal;
        }
        return insId;
      },
      answer: (insId) => deps.readBack.inscription(insId),
      notFound: () => new InscriptionNotFound(),
    });
  });

  app.put('/Family/annule/:id', { config: { access: 'authenticated' }, schema: { tags, params: IdParams, body: NoBody, response: replies(InscriptionView, { command: true }) } }, async (request, reply) => {
    const insId = request.params.id;
    const found = await deps.readBack.inscription(insId);
    // Another family's booking is not found, as one that does not exist.
    if (!found || (!isPlatformAdmin(request.user) && found.famId !== request.user?.famId)) throw new InscriptionNotFound();
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      alsoWaitFor: [ORDERS_READ_MODEL],
      async act(ctx) {
        await release(stepsOf(deps, ctx), found.crsId, insId, isPlatformAdmin(request.user) && request.user?.famId !== found.famId ? 'desk' : 'family');
        return insId;
      },
      answer: (id) => deps.readBack.inscription(id),
      notFound: () => new InscriptionNotFound(),
    });
  });

  const feedOf = (famId: number, state: { version: number; active: boolean }) => ({
    active: state.active,
    url: state.active && deps.calendarToken ? `/webapi/Calendar/${deps.calendarToken(famId, state.version)}.ics` : null,
  });
  const calendarState = (famId: number) => fold(deps.store, calendarStream(famId), calendarDecider);

  /** GET /Family/calendar: the family's private calendar address (its coming lessons), if it has one. */
  app.get('/Family/calendar', { config: { access: 'authenticated' }, schema: { tags, response: replies(CalendarFeedView) } }, async (request) => {
    const famId = familyFor(request.user, undefined);
    return { resultCode: 'Ok' as const, data: feedOf(famId, await calendarState(famId)) };
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
