/**
 * The steps that keep a course's places and the families' entries in step (they live on different
 * streams; docs/adr/0010-booking-consistency.md). A place is taken first, on the course's stream;
 * then its entry is spent on the family's cards stream; a card that cannot pay releases the place.
 * Each step is idempotent (the deciders answer nothing the second time), so the request that
 * booked and the booking process that follows `$all` may both run them: whichever comes second
 * appends nothing, and a crash between two steps is finished by the process.
 */
import { AppError, foldStream, type EventStore, type HandleResult } from '@plouf/infra';
import { cardsDecider, type CardCommand, type CardState, type FamilyCards } from '../../cards/decider.ts';
import { cardsStream, type CardEvent } from '../../cards/events.ts';
import { cardRefusal, type CourseForRules } from '../../cards/rules.ts';
import { readCards } from '../../cards/store.ts';
import type { CommandContext } from '../../runner.ts';
import { courseDecider, nextToPromote, type CourseCommand, type CourseState } from '../decider.ts';
import { courseStream, type CourseEvent, type ReleaseReason } from '../events.ts';
import { cutoffOf, isBooked, isSeated } from '../enrolment.ts';

/** How a step appends: a request's `ctx.handle`, or the process's tagged `handleCommand`. */
export interface Steps {
  store: EventStore;
  now: string;
  by: number | null;
  course(crsId: number, command: CourseCommand): Promise<HandleResult<CourseEvent, CourseState>>;
  cards(famId: number, command: CardCommand): Promise<HandleResult<CardEvent, FamilyCards>>;
}

/** The steps appended in a request's context (its tags make a repeat append nothing twice). */
export const stepsOf = (store: EventStore, ctx: CommandContext): Steps => ({
  store,
  now: ctx.now,
  by: ctx.by,
  course: (crsId, command) => ctx.handle(courseStream(crsId), courseDecider, command),
  cards: (famId, command) => ctx.handle(cardsStream(famId), cardsDecider, command),
});

/** A course as its stream stands (through this process's kept fold: a long roster is not read again). */
export const readCourse = (store: EventStore, crsId: number): Promise<CourseState> => foldStream(store, courseStream(crsId), courseDecider);

const isRefusal = (error: unknown) => error instanceof AppError && (error.code === 'CardRefused' || error.code === 'CardNotFound');

/**
 * Spends the entry of a place (taken or promoted), or, when the card cannot pay, releases the
 * place (and offers it to the waiting list). Returns the refusal when released.
 */
export async function spendOrRelease(steps: Steps, state: CourseState, insId: number): Promise<AppError | null> {
  if (state.status === 'none') return null;
  const ins = state.inscriptions[insId];
  // A term enrolment's lesson was paid when the child enrolled.
  if (!ins || !isSeated(ins.status) || ins.enrolment) return null;
  const { course } = state;
  try {
    await steps.cards(ins.famId, { type: 'SpendEntry', data: { famId: ins.famId, cardId: ins.cardId, insId, course: { crsId: course.crsId, acyId: course.acyId, acyIdCplt: course.acyIdCplt, psnId: course.psnId, start: course.start }, now: steps.now, by: steps.by } });
    return null;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await release(steps, course.crsId, insId, 'noEntry');
    return error as AppError;
  }
}

/** Releases a place (or a place on the waiting list), gives its entry back when due, and promotes. */
export async function release(steps: Steps, crsId: number, insId: number, reason: ReleaseReason): Promise<CourseState> {
  const before = await readCourse(steps.store, crsId);
  if (before.status === 'none') return before;
  const cutoff = cutoffOf(before.course.start, before.course.cutoffHours);
  const { events, state } = await steps.course(crsId, { type: 'Release', data: { insId, reason, cutoff, now: steps.now, by: steps.by } });
  await settleRelease(steps, events);
  return state;
}

/** What follows a released place: its entry back when due, then the waiting list. */
export async function settleRelease(steps: Steps, events: readonly CourseEvent[]) {
  for (const event of events) {
    if (event.type !== 'SeatReleased') continue;
    const { famId, enrolment } = event.data;
    if (event.data.refund && enrolment) await steps.cards(famId, { type: 'ReturnWeeks', data: { famId, enrId: enrolment.enrId, dates: [enrolment.date], now: steps.now, by: steps.by } });
    else if (event.data.refund) await steps.cards(famId, { type: 'ReturnEntry', data: { famId, insId: event.data.insId, now: steps.now, by: steps.by } });
    if (!event.data.wasWaiting) await promote(steps, event.data.crsId);
  }
}

/** The card that pays for a promoted place: the one chosen when joining if it still can, else the first that can. */
function payingCard(cards: FamilyCards, chosen: number, course: CourseForRules): CardState | null {
  const can = (card: CardState | undefined) => card && cardRefusal(card, course) === null;
  const preferred = cards.cards[chosen];
  if (can(preferred)) return preferred!;
  return Object.values(cards.cards).filter(can).sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0] ?? null;
}

/**
 * Gives free places to the waiting list, first first, while the start is far enough away: each
 * promoted member pays with a card that can; one who has none left is taken off the list (and told).
 */
export async function promote(steps: Steps, crsId: number) {
  for (let guard = 0; guard < 500; guard++) {
    const state = await readCourse(steps.store, crsId);
    const next = nextToPromote(state, steps.now);
    if (!next || state.status !== 'scheduled') return;
    const card = payingCard(await readCards(steps.store, next.famId), next.cardId, state.course);
    if (!card) {
      await release(steps, crsId, next.insId, 'noEntry');
      continue;
    }
    const { events, state: after } = await steps.course(crsId, { type: 'Promote', data: { insId: next.insId, cardId: card.cardId, now: steps.now, by: steps.by } });
    if (events.length > 0) await spendOrRelease(steps, after, next.insId);
  }
}

/** A cancelled course releases everyone on it: their entries come back. */
export async function releaseAll(steps: Steps, crsId: number) {
  const state = await readCourse(steps.store, crsId);
  if (state.status !== 'cancelled') return;
  for (const ins of Object.values(state.inscriptions)) {
    if (!isBooked(ins.status)) continue;
    await release(steps, crsId, ins.insId, 'courseCancelled');
  }
}

/**
 * The coming places paid by cards that were taken back (their order refunded): released, the
 * family told, the entry not given back (ADR 0009). Places of lessons already started stay as
 * they are: those lessons were given.
 */
export async function releaseRevoked(steps: Steps, famId: number, cardIds: readonly number[]) {
  const cards = await readCards(steps.store, famId);
  const revoked = new Set(cardIds.filter((cardId) => cards.cards[cardId]?.revoked));
  for (const [insId, entry] of Object.entries(cards.spent)) {
    if (entry.returned || !revoked.has(entry.cardId)) continue;
    const state = await readCourse(steps.store, entry.crsId);
    if (state.status !== 'scheduled' || new Date(state.course.start).getTime() <= new Date(steps.now).getTime()) continue;
    const ins = state.inscriptions[Number(insId)];
    if (!ins || ins.cardId !== entry.cardId || !isSeated(ins.status)) continue;
    await release(steps, entry.crsId, ins.insId, 'cardRevoked');
  }
}
