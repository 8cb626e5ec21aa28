import { AppError, IdParams, Refusal, RuleRefused, isPlatformAdmin as isAdmin, ok, replies } from '@plouf/infra';
import { addDays } from '@plouf/infra/days';
import { AllowedTicket, AllowedTicketsQuery, CalendarTokenParams, CardView, CourseFilterInput, CoursePage, CourseSlot, CourseSlotsQuery, CourseView, CourseWeekQuery, FamilyQuery, InscriptionView, type CardView as Card } from '@plouf/command-api/contracts';
import { CourseNotFound, NoFamily } from '@plouf/command-api/errors';
import { CARD_REFUSALS, cardRefusal } from '@plouf/command-api/card-rules';
import { MAX_GENERATION_DAYS } from '@plouf/command-api/course-generation';
import { CARD_STATUS } from '@plouf/command-api/constants';
import { ageInMonths } from '@plouf/command-api/booking-rules';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';
import { orderQueries } from '../orders/queries.ts';
import { personalReadLog } from '../reads/log.ts';
import { calendarFeed } from './ics.ts';
import { courseQueries } from './queries.ts';
import { keptAnswers } from '../keptAnswers.ts';
import { sendJson } from '../json.ts';
import { readModelsKey } from '../readModelsAt.ts';
import { READ_MODELS } from '@plouf/command-api/read-models';

class UnknownFeed extends AppError {
  constructor() {
    super('UnknownFeed', 'FileNotFound', { fr: 'Ce calendrier n’existe pas ou a été révoqué', en: 'This calendar does not exist or was revoked' });
  }
}
class TooLong extends RuleRefused {
  constructor() {
    const text = { fr: 'Au plus 62 jours à la fois', en: 'At most 62 days at a time' };
    super('TooLong', text, { to: text });
  }
}

class PeriodOutOfBounds extends RuleRefused {
  constructor() {
    const text = { fr: `Le dernier jour suit le premier, au plus ${MAX_GENERATION_DAYS} jours plus tard`, en: `The last day comes after the first, at most ${MAX_GENERATION_DAYS} days later` };
    super('PeriodOutOfBounds', text, { to: text });
  }
}

/** The family whose data a caller reads: its own, whatever it asks; the desk's choice. */
function familyOf(request: FastifyRequest, asked?: number): number {
  if (isAdmin(request.user) && asked !== undefined) return asked;
  if (!request.user?.famId) throw new NoFamily();
  return request.user.famId;
}

const span = (from: string, to: string | undefined) => {
  const last = to ?? addDays(from, 6);
  if (last < from || last > addDays(from, 61)) throw new TooLong();
  return last;
};

/**
 * Courses (everyone reads places left; the desk and the course's instructor its roster), a
 * family's inscriptions and cards (its own only), and the family's private calendar feed.
 */
export const courseQueryRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  const courses = courseQueries(deps.db);
  // The weeks as last sent, kept against the courses' and the catalogue's positions (query-api/src/keptAnswers.ts, issue 42).
  const weeks = keptAnswers<string>(500);
  const orders = orderQueries(deps.db);
  const reads = personalReadLog(deps.db, deps.clock);
  app.addHook('onClose', reads.settled);
  const tags = ['Cours'];

  /** May this user see the roster of a course given by this instructor? The desk, or the instructor. */
  const seesRoster = async (request: FastifyRequest, usrId: number) =>
    isAdmin(request.user) || (request.user !== null && request.user.roles.includes('MNS') && (await courses.mnsOfUser(request.user.id)).includes(usrId));

  /**
   * The public course list (a pool's week on `/reserver`). Its answer depends on the courses and the
   * catalogue's names only: while neither has moved (their positions read with the session, or in one
   * statement), the same question gets the text sent last time, made by the route's own serializer
   * (what the schema lets out, nothing more).
   */
  app.get('/Cours', { config: { access: 'public' }, schema: { tags, querystring: CourseWeekQuery, response: replies(Type.Array(CourseView)) } }, async (request, reply) => {
    const { psnId, acyId, from, to, ids } = request.query;
    const last = span(from, to);
    const at = await readModelsKey(deps.db, request.readAt, [READ_MODELS.courses, READ_MODELS.catalogue]);
    const body = await weeks.get(JSON.stringify([psnId ?? null, acyId ?? null, from, last, ids ?? null]), at, async () =>
      String(reply.serialize(ok(await courses.days({ psnId, acyId, from, to: last, includeCancelled: true, ids: ids?.split(',').map(Number) })))),
    );
    return sendJson(reply, body);
  });

  app.post('/Cours/filter', { config: { access: 'admin', idempotent: false }, schema: { tags, body: CourseFilterInput, response: replies(CoursePage) } }, async (request) => ok(await courses.page(request.body)));

  /** GET /Cours/slots: the slots of a pool's period that already have their course (the generation's preview marks them). */
  app.get('/Cours/slots', { config: { access: 'admin' }, schema: { tags, querystring: CourseSlotsQuery, response: replies(Type.Array(CourseSlot)) } }, async (request) => {
    const { psnId, from, to } = request.query;
    if (to < from || to > addDays(from, MAX_GENERATION_DAYS - 1)) throw new PeriodOutOfBounds();
    return ok(await courses.slots(psnId, from, to));
  });

  /** GET /Cours/mine: the instructor's courses of some days (today by default), each with its roster. */
  app.get('/Cours/mine', { config: { access: ['MNS'] }, schema: { tags, querystring: Type.Object({ from: Type.Optional(CourseWeekQuery.properties.from), to: Type.Optional(CourseWeekQuery.properties.from) }), response: replies(Type.Array(CourseView)) } }, async (request) => {
    const from = request.query.from ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(deps.clock());
    const usrIds = await courses.mnsOfUser(request.user!.id);
    const list = await courses.days({ usrIds, from, to: span(from, request.query.to), includeCancelled: true });
    const rosters = await courses.rosters(list.map((course) => course.id));
    const births = await courses.birthDates([...rosters.values()].flat().map((inscription) => inscription.usrId));
    // The instructor sees each member's age on the lesson's day, not the birth date; each age shown is a read logged.
    const answer = list.map((course) => ({
      ...course,
      inscriptions: (rosters.get(course.id) ?? []).map((inscription) => {
        const birth = births.get(inscription.usrId);
        return { ...inscription, memberAge: birth ? Math.max(0, ageInMonths(birth, course.crsDatdebut)) : null };
      }),
    }));
    reads.record(request, answer.flatMap((course) => course.inscriptions.filter((inscription) => inscription.memberAge !== null).map((inscription) => ({ famId: inscription.famId, usrId: inscription.usrId, what: 'age' as const, where: 'roster' as const, crsId: course.id }))));
    return ok(answer);
  });

  app.get('/Cours/:id', { config: { access: 'public' }, schema: { tags, params: IdParams, response: replies(CourseView) } }, async (request) => {
    const course = await courses.byId(request.params.id, false);
    if (!course) throw new CourseNotFound();
    return ok((await seesRoster(request, course.usrId)) ? ((await courses.byId(course.id, true)) ?? course) : course);
  });

  const when = Type.Union([Type.Literal('coming'), Type.Literal('past'), Type.Literal('all')], { default: 'all' });
  app.get('/Family/inscriptions', { config: { access: 'authenticated' }, schema: { tags: ['Family'], querystring: Type.Object({ ...FamilyQuery.properties, when }), response: replies(Type.Array(InscriptionView)) } }, async (request) =>
    ok(await courses.ofFamily(familyOf(request, request.query.famId), request.query.when, deps.clock())),
  );

  /** GET /Family/tickets: the family's cards that can still pay for a lesson (valid, an entry left). */
  app.get('/Family/tickets', { config: { access: 'authenticated' }, schema: { tags: ['Family'], querystring: FamilyQuery, response: replies(Type.Array(CardView)) } }, async (request) => {
    const cards = await orders.cards(familyOf(request, request.query.famId), deps.clock());
    return ok(cards.filter((card) => !card.revoked && card.status !== CARD_STATUS.perime && (card.fftIsAbo || card.left > 0)));
  });

  /** GET /Family/allowed-tickets: each of the family's cards for a course, and why it may not pay. */
  app.get('/Family/allowed-tickets', { config: { access: 'authenticated' }, schema: { tags: ['Family'], querystring: AllowedTicketsQuery, response: replies(Type.Array(AllowedTicket)) } }, async (request) => {
    const course = await courses.byId(request.query.crsId, false);
    if (!course) throw new CourseNotFound();
    const cards = await orders.cards(familyOf(request, request.query.famId), deps.clock());
    const rule = { acyId: course.acyId, acyIdCplt: course.acyIdCplt, psnId: course.psnId, start: course.crsDatdebut };
    const answer = cards.map((card: Card) => {
      const refused = cardRefusal({ ...card, entries: card.fftNbEntree }, rule);
      return { card, allowed: refused === null, reason: refused ? CARD_REFUSALS[refused][request.language] : null };
    });
    return ok(answer.sort((a, b) => Number(b.allowed) - Number(a.allowed)));
  });

  /** GET /Calendar/{token}.ics: a family's coming lessons, for a phone's calendar (the address is the secret). */
  app.get('/Calendar/:token', { config: { access: 'public' }, schema: { tags: ['Family'], params: CalendarTokenParams, response: { 200: Type.String(), '4xx': Refusal, '5xx': Refusal } } }, async (request, reply) => {
    const match = /^(\d{1,10})-(\d{1,10})-([A-Za-z0-9_-]+)\.ics$/.exec(request.params.token);
    const famId = match ? Number(match[1]) : 0;
    const version = match ? Number(match[2]) : 0;
    if (!match || !deps.calendarKeyMatches?.(famId, version, match[3]!) || (await courses.calendarVersion(famId)) !== version) throw new UnknownFeed();
    const list = await courses.ofFamily(famId, 'coming', deps.clock());
    void reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300');
    return calendarFeed(list[0]?.famName ?? 'Plouf', list, deps.clock(), request.language);
  });
};
