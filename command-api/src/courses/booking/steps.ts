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
import { courseStream, type CourseEvent, type ReleaseReason, type SeatReleased } from '../events.ts';
import { BOOKING, cutoffOf, isBooked, isSeated } from '../enrolment.ts';
import { addDays, endOfParisDay, parisDay } from '@plouf/infra/days';
import { readRules } from '../../school/store.ts';
import { offerUntil, rulesFor } from '../../school/rules.ts';
import type { CreditRecord } from '../../cards/events.ts';

/** How a step appends: a request's `ctx.handle`, or the process's tagged `handleCommand`. */
export interface Steps {
  store: EventStore;
  now: string;
  by: number | null;
  course(crsId: number, command: CourseCommand): Promise<HandleResult<CourseEvent, CourseState>>;
  cards(famId: number, command: CardCommand): Promise<HandleResult<CardEvent, FamilyCards>>;
  /** A new make-up credit's id (from the cards' sequence). */
  newCreditId(): Promise<number>;
}

/** The steps appended in a request's context (its tags make a repeat append nothing twice). */
export const stepsOf = (store: EventStore, ctx: CommandContext): Steps => ({
  store,
  now: ctx.now,
  by: ctx.by,
  course: (crsId, command) => ctx.handle(courseStream(crsId), courseDecider, command),
  cards: (famId, command) => ctx.handle(cardsStream(famId), cardsDecider, command),
  newCreditId: () => ctx.newId('card'),
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
    await steps.cards(ins.famId, { type: 'SpendEntry', data: { famId: ins.famId, cardId: ins.cardId, insId, usrId: ins.usrId, course: { crsId: course.crsId, acyId: course.acyId, acyIdCplt: course.acyIdCplt, psnId: course.psnId, start: course.start }, now: steps.now, by: steps.by } });
    return null;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await release(steps, course.crsId, insId, 'noEntry');
    return error as AppError;
  }
}

/**
 * Releases a place (or a place on the waiting list), gives its entry back when due, and promotes.
 * `compensation: 'credit'`: what comes back is a make-up credit (a subscription's absence).
 */
export async function release(steps: Steps, crsId: number, insId: number, reason: ReleaseReason, compensation?: 'credit' | 'entry'): Promise<CourseState> {
  const before = await readCourse(steps.store, crsId);
  if (before.status === 'none') return before;
  const cutoff = cutoffOf(before.course.start, before.course.cutoffHours);
  const { events, state } = await steps.course(crsId, { type: 'Release', data: { insId, reason, cutoff, ...(compensation && { compensation }), now: steps.now, by: steps.by } });
  await settleRelease(steps, events);
  return state;
}

/** Reasons a place on the waiting list leaves it with the place it was offered: the next one is offered it. */
const PASSES_THE_OFFER: readonly ReleaseReason[] = ['offerDeclined', 'offerExpired'];

/** What follows a released place: its entry (or a make-up credit) back when due, then the waiting list. */
export async function settleRelease(steps: Steps, events: readonly CourseEvent[]) {
  for (const event of events) {
    if (event.type !== 'SeatReleased') continue;
    const { famId, enrolment } = event.data;
    if (event.data.refund && event.data.credit) await giveCreditFor(steps, event);
    else if (event.data.refund && enrolment) await steps.cards(famId, { type: 'ReturnWeeks', data: { famId, enrId: enrolment.enrId, dates: [enrolment.date], now: steps.now, by: steps.by } });
    else if (event.data.refund) await steps.cards(famId, { type: 'ReturnEntry', data: { famId, insId: event.data.insId, now: steps.now, by: steps.by } });
    if (!event.data.wasWaiting || PASSES_THE_OFFER.includes(event.data.reason)) await promote(steps, event.data.crsId);
  }
}

/** Why a released place's credit was given. */
const creditReason = (event: SeatReleased): CreditRecord['reason'] => (event.data.closure ? 'closure' : event.data.reason === 'courseCancelled' ? 'courseCancelled' : event.data.reason === 'absence' ? 'absence' : 'desk');

/**
 * A make-up credit for a released place (issue 23): for the member, on what the card that paid
 * covered, valid the school's number of days from today. Once per place (the cards decider keeps it).
 */
export async function giveCreditFor(steps: Steps, event: SeatReleased) {
  const { famId, usrId, memberName, notify, insId, crsId, cardId, course } = event.data;
  const cards = await readCards(steps.store, famId);
  if (Object.values(cards.credits).some((credit) => credit.source?.insId === insId)) return;
  const card = cards.cards[cardId];
  const rules = rulesFor(await readRules(steps.store), course.psnId);
  const validUntil = endOfParisDay(addDays(parisDay(new Date(steps.now)), rules.creditValidityDays));
  const credit: CreditRecord = {
    creditId: await steps.newCreditId(),
    usrId,
    memberName,
    reason: creditReason(event),
    note: event.data.cancelReason ?? '',
    acyIds: card ? [...card.acyIds] : [],
    psnIds: card ? [...card.psnIds] : [],
    validFrom: steps.now,
    validUntil,
    source: { insId, crsId, cardId, start: course.start, psnId: course.psnId, psnName: course.psnName, acyName: course.acyName },
    ...(event.data.closure && { closure: event.data.closure }),
  };
  await steps.cards(famId, { type: 'GiveCredit', data: { famId, credit, notify, now: steps.now, by: steps.by } });
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
 * A pool whose waiting lists work by offer offers the place to the first instead, for the school's
 * window (never past the last moment a promotion is allowed): the family accepts or lets it go.
 */
export async function promote(steps: Steps, crsId: number) {
  for (let guard = 0; guard < 500; guard++) {
    const state = await readCourse(steps.store, crsId);
    const next = nextToPromote(state, steps.now);
    if (!next || state.status !== 'scheduled') return;
    const rules = rulesFor(await readRules(steps.store), state.course.psnId);
    if (rules.waitlistMode === 'offer') {
      const lastPromotion = new Date(new Date(state.course.start).getTime() - BOOKING.promotionNoticeHours * 3_600_000).toISOString();
      const until = offerUntil(steps.now, rules.offerWindowHours, lastPromotion);
      const { events } = await steps.course(crsId, { type: 'Offer', data: { insId: next.insId, until, now: steps.now, by: steps.by } });
      if (events.length === 0) return;
      continue;
    }
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
