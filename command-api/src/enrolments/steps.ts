/**
 * The steps that keep a term enrolment, its card and the slot's courses in step (ADR 0019), each
 * idempotent like the booking's (ADR 0010): the slot's stream decides the place, the cards stream
 * pays every lesson ahead, and each scheduled lesson of the slot gets the child's seat. The request
 * that enrols runs the first two; the term process runs them all again from the events (the seats,
 * a course generated later, a crash between two steps).
 */
import { AppError, foldStream, type EventStore, type HandleResult } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import { readCards } from '../cards/store.ts';
import { weeksPayable, type FamilyCards } from '../cards/decider.ts';
import type { Steps } from '../courses/booking/steps.ts';
import { readCourse, settleRelease } from '../courses/booking/steps.ts';
import { poolOf } from '../courses/catalogue.ts';
import { cutoffOf, isBooked, mayPromote, poolCutoffHours } from '../courses/enrolment.ts';
import { scheduleStream } from '../courses/events.ts';
import { scheduleDecider } from '../courses/schedule.ts';
import type { LessonTemplate } from '../catalogue/pools/contract.ts';
import { SlotNotFound, TermNotFound } from '../terms/errors.ts';
import type { TermRecord } from '../terms/events.ts';
import { readTerms } from '../terms/store.ts';
import { readClosures, readRules } from '../school/store.ts';
import { closedBy } from '../school/rules.ts';
import { termSlotStream, type DropReason, type TermSlotEvent } from './events.ts';
import { slotDates, termForPool, termPhase } from '../terms/rules.ts';
import { nextForTerm, termSlotDecider, type TermEnrolment, type TermSlotCommand, type TermSlotState } from './decider.ts';

/** The booking's steps, and the slot's stream, and new seat ids. */
export interface TermSteps extends Steps {
  slot(termId: number, tcsId: number, command: TermSlotCommand): Promise<HandleResult<TermSlotEvent, TermSlotState>>;
  /** New seat ids, as many as asked, in one go. */
  newSeatIds(count: number): Promise<number[]>;
  /** Children enrolled in the slot the term before (their first claim), during the priority window. */
  claims(term: TermRecord, tcsId: number): Promise<number[]>;
}

export { readTerms };
export const readSlot = (store: EventStore, termId: number, tcsId: number): Promise<TermSlotState> => foldStream(store, termSlotStream(termId, tcsId), termSlotDecider);

export async function termOf(store: EventStore, termId: number): Promise<TermRecord> {
  const terms = await readTerms(store);
  const found = terms.terms[termId];
  if (!found) throw new TermNotFound(termId);
  const { opened: _opened, ...term } = found;
  return term;
}

/** A pool's weekly slot in a term: its template, refused when the term is for another pool. */
export async function slotOf(store: EventStore, term: TermRecord, psnId: number, tcsId: number): Promise<{ template: LessonTemplate; pool: Awaited<ReturnType<typeof poolOf>> }> {
  if (!termForPool(term, psnId)) throw new SlotNotFound(tcsId);
  const pool = await poolOf(store, psnId).catch(() => null);
  const template = pool?.templateCours.find((candidate) => candidate.tcsId === tcsId);
  if (!pool || !template) throw new SlotNotFound(tcsId);
  return { template, pool };
}

/**
 * A slot's lessons in a term from a day (and after `now`), without those a closure stands on
 * (issue 23): nobody pays for a lesson the school will not give.
 */
export async function openDates(store: EventStore, term: Pick<TermRecord, 'firstDay' | 'lastDay'>, template: LessonTemplate, psnId: number, fromDay: string | null, now: string): Promise<string[]> {
  const closures = Object.values((await readClosures(store)).closures);
  return slotDates(term, template, fromDay, now).filter((start) => !closedBy(closures, { psnId, acyId: template.acyId, acyIdCplt: template.acyIdCplt, start }));
}

/** Every lesson the term gives in a slot (closures left out), from its first day: what a term's price is for (issue 43). */
export async function termLessons(store: EventStore, term: Pick<TermRecord, 'firstDay' | 'lastDay'>, template: LessonTemplate, psnId: number): Promise<string[]> {
  const closures = Object.values((await readClosures(store)).closures);
  return slotDates(term, template).filter((start) => !closedBy(closures, { psnId, acyId: template.acyId, acyIdCplt: template.acyIdCplt, start }));
}

/** The courses already scheduled for a slot's lessons: lesson start → course id. */
export async function coursesOfSlot(store: EventStore, psnId: number, tcsId: number): Promise<Map<string, number>> {
  const schedule = await foldStream(store, scheduleStream(psnId), scheduleDecider);
  const found = new Map<string, number>();
  const prefix = `t${tcsId}|`;
  for (const [key, crsId] of Object.entries(schedule.slots)) if (key.startsWith(prefix)) found.set(key.slice(prefix.length), crsId);
  return found;
}

/** The card that pays every lesson: the one chosen if it can, else the family's first that can (soonest to end). */
export function cardForWeeks(cards: FamilyCards, chosen: number, dates: readonly string[], course: { acyId: number; acyIdCplt: number | null; psnId: number }): number | null {
  const pays = (cardId: number) => {
    const card = cards.cards[cardId];
    return card !== undefined && weeksPayable(card, dates, course).paid === dates.length;
  };
  if (pays(chosen)) return chosen;
  return (
    Object.values(cards.cards)
      .filter((card) => pays(card.cardId))
      .sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0]?.cardId ?? null
  );
}

const isRefusal = (error: unknown) => error instanceof AppError && ['CardRefused', 'CardNotFound', 'CardPaysFewerWeeks'].includes(error.code);

/**
 * Pays the lessons of an enrolment (or a promoted place) with its card, or gives the place up when
 * the card cannot pay them after all (spent meanwhile). Returns the refusal when given up.
 */
export async function payOrDrop(steps: TermSteps, termId: number, enrolment: TermEnrolment, course: { acyId: number; acyIdCplt: number | null; psnId: number }, transferFrom?: { enrId: number; fromDate: string }): Promise<AppError | null> {
  try {
    await steps.cards(enrolment.famId, {
      type: 'ReserveWeeks',
      data: { famId: enrolment.famId, cardId: enrolment.cardId, enrId: enrolment.enrId, dates: enrolment.dates, course, ...(transferFrom && { transferFrom }), now: steps.now, by: steps.by },
    });
    return null;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await steps.slot(termId, enrolment.slot.tcsId, { type: 'Drop', data: { termId, enrId: enrolment.enrId, fromDate: enrolment.fromDate, reason: 'noEntry', now: steps.now, by: steps.by } });
    return error as AppError;
  }
}

/**
 * Gives each scheduled lesson of an enrolment its seat (those to come, from its first lesson until it
 * ended), the lessons side by side: the request that enrols does it before it answers (issue 42: a
 * family told "enrolled" is on the rosters), the term process again after it (a crash between the
 * two; a course generated later). A lesson whose seat the child already has is left as it is; a
 * lesson whose course is full (a single booking made before the term) or cancelled gives its entry
 * back, and the week shows without a seat. Returns the seats the child holds and the lessons refused,
 * by lesson start, and the slot's scheduled courses.
 */
export async function seatEnrolment(steps: TermSteps, termId: number, enrolment: TermEnrolment, only?: number): Promise<{ seats: Map<string, { crsId: number; insId: number }>; refused: Set<string>; courses: Map<string, number> }> {
  const [courses, cards] = await Promise.all([coursesOfSlot(steps.store, enrolment.slot.psnId, enrolment.slot.tcsId), readCards(steps.store, enrolment.famId)]);
  const held = new Set(cards.reserved[enrolment.enrId]?.dates ?? []);
  const { famId, famName, usrId, memberName, notify, cardId } = enrolment;
  const seated = new Map<string, { crsId: number; insId: number }>();
  const lessons = enrolment.dates.flatMap((date) => {
    if (enrolment.untilDate && parisDay(new Date(date)) >= enrolment.untilDate) return [];
    if (!held.has(date)) return [];
    const crsId = courses.get(date);
    if (crsId === undefined || (only !== undefined && crsId !== only)) return [];
    if (new Date(date).getTime() <= new Date(steps.now).getTime()) return [];
    return [{ date, crsId }];
  });
  const refused: string[] = [];
  // The enrolment's own seat on a lesson (a single booking of the child is not the enrolment's).
  const seatOf = (course: Awaited<ReturnType<typeof readCourse>>) =>
    course.status === 'none' ? undefined : Object.values(course.inscriptions).find((ins) => ins.enrolment?.enrId === enrolment.enrId && isBooked(ins.status));
  const booked = (course: Awaited<ReturnType<typeof readCourse>>) => course.status !== 'none' && Object.values(course.inscriptions).some((ins) => ins.usrId === usrId && isBooked(ins.status));
  const states = await Promise.all(lessons.map(({ crsId }) => readCourse(steps.store, crsId)));
  // One seat id per lesson, asked together, by the lesson's index (a repeat gets the same for the same
  // lesson); none when the child is on every lesson already (the process after the request).
  const insIds = states.some((course) => !seatOf(course) && !booked(course)) ? await steps.newSeatIds(lessons.length) : [];
  const outcomes = await Promise.allSettled(
    lessons.map(async ({ date, crsId }, index) => {
      const course = states[index]!;
      const mine = seatOf(course);
      if (mine) return void seated.set(date, { crsId, insId: mine.insId });
      // The child is on the lesson already (a single booking): nothing to take, nothing to give back.
      if (booked(course)) return;
      try {
        const { state } = await steps.course(crsId, { type: 'BookTermSeat', data: { insId: insIds[index]!, booker: { famId, famName, usrId, memberName, notify }, cardId, enrolment: { enrId: enrolment.enrId, termId, date }, now: steps.now, by: steps.by } });
        const seat = seatOf(state);
        if (seat) seated.set(date, { crsId, insId: seat.insId });
      } catch (error) {
        if (error instanceof AppError && error.code === 'CourseStarted') return;
        if (!(error instanceof AppError) || !['CourseFull', 'CourseCancelled', 'CourseNotFound'].includes(error.code)) throw error;
        refused.push(date);
      }
    }),
  );
  // The entries of the lessons refused go back even when another lesson failed (the process redoes that one).
  if (refused.length > 0) await steps.cards(famId, { type: 'ReturnWeeks', data: { famId, enrId: enrolment.enrId, dates: refused.sort(), now: steps.now, by: steps.by } });
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return { seats: seated, refused: new Set(refused), courses };
}

/**
 * What an ended enrolment gives up from its last day on: the seats of its scheduled lessons (their
 * entries back before each one's cut-off, by the booking's rule), the lessons not scheduled yet (their
 * entries back), then the place to the waiting list.
 */
export async function settleDrop(steps: TermSteps, termId: number, enrolment: TermEnrolment, reason: DropReason) {
  if (enrolment.status === 'ended' && enrolment.untilDate) {
    const from = enrolment.untilDate;
    const courses = await coursesOfSlot(steps.store, enrolment.slot.psnId, enrolment.slot.tcsId);
    const cards = await readCards(steps.store, enrolment.famId);
    const held = cards.reserved[enrolment.enrId]?.dates ?? [];
    const unscheduled: string[] = [];
    // A lesson not scheduled yet comes back by the pool's cut-off, as its course will record it.
    const cutoffHours = poolCutoffHours((await poolOf(steps.store, enrolment.slot.psnId).catch(() => null))?.configPiscine.delaiAnnulationH, (await readRules(steps.store)).school.cutoffHours);
    for (const date of held) {
      if (parisDay(new Date(date)) < from) continue;
      const crsId = courses.get(date);
      const state = crsId === undefined ? null : await readCourse(steps.store, crsId);
      const seat = state && state.status !== 'none' ? Object.values(state.inscriptions).find((ins) => ins.enrolment?.enrId === enrolment.enrId && isBooked(ins.status)) : undefined;
      if (crsId !== undefined && state && state.status !== 'none' && seat) {
        if (new Date(state.course.start).getTime() <= new Date(steps.now).getTime()) continue;
        const cutoff = cutoffOf(state.course.start, state.course.cutoffHours);
        const releaseReason = reason === 'desk' || reason === 'moved' ? 'desk' : reason === 'noEntry' || reason === 'voided' ? reason : 'family';
        const { events } = await steps.course(crsId, { type: 'Release', data: { insId: seat.insId, reason: releaseReason, cutoff, now: steps.now, by: steps.by } });
        await settleRelease(steps, events);
      } else if (reason !== 'moved') {
        // Not scheduled (or never seated): nothing was given yet; its entry comes back unless the lesson is past its cut-off.
        const cutoff = cutoffOf(date, cutoffHours);
        if (reason === 'family' && new Date(steps.now).getTime() > new Date(cutoff).getTime()) continue;
        unscheduled.push(date);
      }
    }
    if (unscheduled.length > 0) await steps.cards(enrolment.famId, { type: 'ReturnWeeks', data: { famId: enrolment.famId, enrId: enrolment.enrId, dates: unscheduled, now: steps.now, by: steps.by } });
  }
  await promoteTerm(steps, termId, enrolment.slot.psnId, enrolment.slot.tcsId);
}

/** Takes back an enrolment its own request made and then refused (or stored for an erased family): every lesson comes back, the place goes to the waiting list. */
export async function voidEnrolment(steps: TermSteps, termId: number, enrolment: TermEnrolment) {
  const { enrId, fromDate, slot } = enrolment;
  const { state } = await steps.slot(termId, slot.tcsId, { type: 'Drop', data: { termId, enrId, fromDate, reason: 'voided', now: steps.now, by: steps.by } });
  await settleDrop(steps, termId, state.enrolments[enrId]!, 'voided');
}

/**
 * Gives the slot's free places to the term's waiting list, first first, from its next lesson at least
 * the promotion notice away: each promoted child's lessons are paid by the card chosen when joining
 * if it can, else the family's first that can; one whose family has none is taken off the list.
 */
export async function promoteTerm(steps: TermSteps, termId: number, psnId: number, tcsId: number) {
  const term = await termOf(steps.store, termId);
  if (termPhase(term, steps.now) === 'ended') return;
  const { template } = await slotOf(steps.store, term, psnId, tcsId);
  const claims = termPhase(term, steps.now) === 'priority' ? await steps.claims(term, tcsId) : [];
  const course = { acyId: template.acyId, acyIdCplt: template.acyIdCplt, psnId };
  for (let guard = 0; guard < 200; guard++) {
    const state = await readSlot(steps.store, termId, tcsId);
    const next = nextForTerm(state, template.tcsCapaciteMax, claims);
    if (!next) return;
    const dates = (await openDates(steps.store, term, template, psnId, null, steps.now)).filter((date) => mayPromote(date, steps.now));
    if (dates.length === 0) return;
    const cardId = cardForWeeks(await readCards(steps.store, next.famId), next.cardId, dates, course);
    if (cardId === null) {
      await steps.slot(termId, tcsId, { type: 'Drop', data: { termId, enrId: next.enrId, fromDate: next.fromDate, reason: 'noEntry', now: steps.now, by: steps.by } });
      continue;
    }
    const fromDate = parisDay(new Date(dates[0]!));
    const { events, state: after } = await steps.slot(termId, tcsId, { type: 'Promote', data: { termId, enrId: next.enrId, cardId, fromDate, dates, capacity: template.tcsCapaciteMax, claims, now: steps.now, by: steps.by } });
    if (events.length === 0) return;
    const promoted = after.enrolments[next.enrId]!;
    const refused = await payOrDrop(steps, termId, promoted, course);
    if (!refused) await seatEnrolment(steps, termId, promoted);
  }
}
