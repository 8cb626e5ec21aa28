/**
 * A family's booking, a workflow across the family, the course and the cards (ADR 0010): the
 * member and the card are read from their streams, the course decides the place (and refuses a
 * member too young, a child without a birth date, a card that cannot pay), then the cards stream
 * spends the entry, or the place is released when the card cannot pay after all.
 */
import { foldStream, isPlatformAdmin, type EventStore, type SessionUser } from '@plouf/infra';
import { readCards } from '../../cards/store.ts';
import { familyDecider, type FamilyState } from '../../families/decider.ts';
import { NoFamily } from '../../families/errors.ts';
import { assertMayCommit, memberMayCommit, takenBackMeanwhile } from '../../families/commitments.ts';
import { familyStream } from '../../families/events.ts';
import type { CommandContext } from '../../runner.ts';
import { activityOf } from '../catalogue.ts';
import { courseDecider, type CourseCommand } from '../decider.ts';
import { CourseNotFound } from '../errors.ts';
import { courseStream, type Booker } from '../events.ts';
import { readCourse, release, spendOrRelease, stepsOf } from './steps.ts';
import { readTerms } from '../../terms/store.ts';
import { TermCourse } from '../../terms/errors.ts';
import { termOf } from '../../terms/rules.ts';
import { readRules } from '../../school/store.ts';
import { rulesFor } from '../../school/rules.ts';
import { passedLevels } from '../../progress/decider.ts';
import { levelReached } from '../../progress/levels.ts';
import { readLevels, readProgress } from '../../progress/store.ts';

/** What a booking asks: a member of the family on a course, paid with one of its cards. */
export interface BookingRequest {
  famId: number;
  crsId: number;
  usrId: number;
  cardId: number;
  /** Join the waiting list when the course is full. */
  waitingList: boolean;
  /** Who asks (the family's mails go to them when they have an address). */
  user: SessionUser | null;
  language: 'fr' | 'en';
}

/** The family acted for: the session's, or the one the desk names. */
export function familyFor(user: SessionUser | null, famId: number | undefined): number {
  if (isPlatformAdmin(user) && famId !== undefined) return famId;
  if (!user?.famId) throw new NoFamily();
  return user.famId;
}

/** Whom the family's booking mails go to: the member acting when they have an address, else the family's first. */
export function notifyOf(family: Extract<FamilyState, { status: 'active' }>, user: SessionUser | null, language: 'fr' | 'en'): Booker['notify'] {
  const acting = user ? family.members.get(user.id) : undefined;
  const member = acting?.email ? acting : [...family.members.values()].find((candidate) => candidate.email && !candidate.disabled);
  return { email: member?.email ?? '', name: member ? `${member.prenom} ${member.nom}`.trim() : family.famName, language };
}

/**
 * A course's level rule for a member (issue 26): the level's name and whether they reached it, from
 * the activity's levels and the member's progress; undefined for a course of any level (or of a
 * level the activity no longer has).
 */
export async function levelRuleOf(store: EventStore, course: { acyId: number; lvlId?: number | null }, usrId: number) {
  if (!course.lvlId) return undefined;
  const levels = await readLevels(store, course.acyId);
  const level = levels.find((candidate) => candidate.lvlId === course.lvlId);
  if (!level) return undefined;
  return { levelName: level.name, levelEnglishName: level.englishName, reached: levelReached(levels, passedLevels(await readProgress(store, usrId)), level.lvlId) };
}

/** The `Book` command for a request, from the streams (never late); `insId` is the place's id to be. */
async function bookCommand(store: EventStore, request: BookingRequest, ctx: CommandContext): Promise<(insId: number) => CourseCommand> {
  const { famId, crsId, usrId, cardId, waitingList } = request;
  const [family, course, cards, rules] = await Promise.all([foldStream(store, familyStream(famId), familyDecider), readCourse(store, crsId), readCards(store, famId), readRules(store)]);
  const desk = isPlatformAdmin(request.user) && request.user?.famId !== famId;
  assertMayCommit(family, desk ? famId : undefined);
  if (course.status === 'none') throw new CourseNotFound();
  // A make-up credit names itself as the card (issue 23): it may take a free place of a term's lesson too.
  const credit = cards.credits[cardId] ?? null;
  // A weekly slot's lesson in a term is sold with the term (ADR 0019): its places are the enrolled children's.
  if (course.course.tcsId !== null && !credit) {
    const term = termOf(Object.values((await readTerms(store)).terms), course.course.psnId, course.course.start);
    if (term) throw new TermCourse(term.name);
  }
  const member = memberMayCommit(family, usrId, ctx.now, desk);
  const memberName = `${member.prenom} ${member.nom}`.trim();
  const activity = await activityOf(store, course.course.acyId);
  const levelRule = await levelRuleOf(store, course.course, usrId);
  const booker: Booker = { famId, famName: family.famName, usrId, memberName, notify: notifyOf(family, request.user, request.language) };
  const poolRules = rulesFor(rules, course.course.psnId);
  return (insId) => ({
    type: 'Book',
    data: {
      insId,
      booker,
      cardId,
      waitingList,
      member: { called: member.prenom || memberName, birthDate: member.birthDate || null },
      ageRule: { acyAge: activity.acyAge, acyEnfant: activity.acyEnfant },
      ...(levelRule && { levelRule }),
      card: cards.cards[cardId] ?? null,
      credit,
      extraPlaces: poolRules.makeupExtraPlaces,
      waitlistCap: poolRules.waitlistCap,
      now: ctx.now,
      by: ctx.by,
    },
  });
}

/**
 * Books a place (or one on the waiting list) and spends its entry; returns the inscription's id.
 * A repeated request (same idempotency key) gets the same id, and the course decides nothing twice.
 */
export async function book(store: EventStore, ctx: CommandContext, request: BookingRequest): Promise<number> {
  const command = await bookCommand(store, request, ctx);
  const insId = await ctx.newId('inscription');
  const { events, state } = await ctx.handle(courseStream(request.crsId), courseDecider, command(insId));
  if (events.some((event) => event.type === 'SeatTaken')) {
    const refusal = await spendOrRelease(stepsOf(store, ctx), state, insId);
    if (refusal) throw refusal;
  }
  // Stored after an erasure request, or the member's removal, that was not there when the family was read: taken back (ADR 0022).
  const takenBack = events.length > 0 ? await takenBackMeanwhile(store, request.famId, request.usrId, ctx.clock, isPlatformAdmin(request.user) && request.user?.famId !== request.famId) : null;
  if (takenBack) {
    await release(stepsOf(store, ctx), request.crsId, insId, 'voided');
    throw takenBack;
  }
  return insId;
}

/** Gives a place up (the family's, or the desk's for them): its entry back before the cut-off, the waiting list served. */
export async function cancelBooking(store: EventStore, ctx: CommandContext, booking: { crsId: number; insId: number; famId: number }, user: SessionUser | null) {
  await release(stepsOf(store, ctx), booking.crsId, booking.insId, isPlatformAdmin(user) && user?.famId !== booking.famId ? 'desk' : 'family');
}
