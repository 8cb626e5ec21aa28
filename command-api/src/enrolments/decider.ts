import type { Decider } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import type { AgeRule, BookingMember } from '../courses/decider.ts';
import { BirthDateNeeded, LevelNotReached, TooYoung } from '../courses/errors.ts';
import type { Booker } from '../courses/events.ts';
import { ageInMonths, minimumMonths } from '../courses/rules.ts';
import { AlreadyEnrolled, EnrolmentEnded, EnrolmentNotFound, HoldReleased, EnrolmentNotOpen, NoWeeksLeft, PriorityOnly, SlotFull, TermEnded } from '../terms/errors.ts';
import type { SlotSummary } from '../terms/events.ts';
import type { DropReason, EnrolmentVia, TermEnrolled, TermSlotEvent } from './events.ts';

type Stamp = { now: string; by: number | null };

/** Who may enrol now: the term's phase, and whether this family (or the desk) is let in. */
export interface EnrolmentAccess {
  phase: 'closed' | 'priority' | 'open' | 'ended';
  opensAt: string;
  /** The family had a child enrolled in the previous term. */
  priorityFamily: boolean;
  /** The desk enrols whenever the term has not ended. */
  desk: boolean;
}

/** The enrolment as the decision needs it (the event's facts, who enrols apart); `dates` are the lessons it covers, all paid. */
export type EnrolmentRequest = Pick<TermEnrolled['data'], 'enrId' | 'cardId' | 'fromDate' | 'dates' | 'slot' | 'termName' | 'englishTermName' | 'via'> & { booker: Booker };

export type TermSlotCommand =
  | {
      type: 'Enrol';
      data: Stamp & {
        termId: number;
        enrolment: EnrolmentRequest;
        access: EnrolmentAccess;
        member: BookingMember;
        ageRule: AgeRule;
        /** The slot's level (issue 26) and whether the member reached it; absent: a slot for any level. */
        levelRule?: { levelName: string; levelEnglishName?: string; reached: boolean };
        /** The slot's places (its template's). */
        capacity: number;
        /**
         * Children who keep the first claim on this slot in the priority window (enrolled in it the
         * previous term); empty once the term is open to everyone.
         */
        claims: number[];
        waitingList: boolean;
        /**
         * Paid by an order of the term's price rather than a card (issue 43): the place is held for
         * it until `heldUntil`, never through the waiting list (a full slot refuses).
         */
        hold?: { orderId: number; heldUntil: string; cents: number };
      };
    }
  /** The order that pays a held place is paid: the place becomes the enrolment, its lessons paid by the card the order gave. */
  | { type: 'ConfirmHold'; data: Stamp & { termId: number; enrId: number; orderId: number; cardId: number } }
  /** The first waiting gets the place freed, for the lessons from `fromDate` (`dates`). */
  | { type: 'Promote'; data: Stamp & { termId: number; enrId: number; cardId: number; fromDate: string; dates: string[]; capacity: number; claims: number[] } }
  /** An enrolment ends from a lesson day on; a place on the waiting list is left. */
  | { type: 'Drop'; data: Stamp & { termId: number; enrId: number; fromDate: string; reason: DropReason; movedTo?: { tcsId: number; enrId: number } } };

export interface TermEnrolment extends Booker {
  enrId: number;
  cardId: number;
  /** `held`: a place kept while the family pays its order (counts against the places like `enrolled`). */
  status: 'enrolled' | 'held' | 'waiting' | 'ended' | 'left';
  /** The order that pays a held place, and until when it is held. */
  hold?: { orderId: number; heldUntil: string; cents: number };
  fromDate: string;
  /** The first lesson day given up, once ended. */
  untilDate: string | null;
  dates: string[];
  seq: number;
  slot: SlotSummary;
  termName: string;
  englishTermName: string;
  via: EnrolmentVia;
}

export type TermSlotState = { enrolments: Record<number, TermEnrolment>; seq: number };

/** The places taken: children enrolled, and places held while a family pays. */
export const enrolledCount = (state: TermSlotState) => Object.values(state.enrolments).filter((enrolment) => enrolment.status === 'enrolled' || enrolment.status === 'held').length;
/** The term's waiting list for the slot, first first. */
export const termWaitingList = (state: TermSlotState) =>
  Object.values(state.enrolments)
    .filter((enrolment) => enrolment.status === 'waiting')
    .sort((a, b) => a.seq - b.seq);
/** Whether a member holds or waits for a place in the slot. */
export const standingOf = (state: TermSlotState, usrId: number) =>
  Object.values(state.enrolments).find((enrolment) => enrolment.usrId === usrId && (enrolment.status === 'enrolled' || enrolment.status === 'held' || enrolment.status === 'waiting')) ?? null;

/** Places held for children with a first claim (other than `usrId`) who have not enrolled again yet. */
const heldFor = (state: TermSlotState, claims: readonly number[], usrId: number | null) => claims.filter((claimant) => claimant !== usrId && !standingOf(state, claimant)).length;

/** The places a newcomer may take now. */
export const placesFree = (state: TermSlotState, capacity: number, claims: readonly number[] = [], usrId: number | null = null) =>
  Math.max(0, capacity - enrolledCount(state) - heldFor(state, claims, usrId));

/**
 * The lessons among `dates` a newcomer can have: a child who gave the place up from a later week
 * still holds the weeks before it, so a place freed from week 5 is free from week 5 only.
 */
export function datesFree(state: TermSlotState, capacity: number, dates: readonly string[], claims: readonly number[] = [], usrId: number | null = null): string[] {
  const held = enrolledCount(state) + heldFor(state, claims, usrId);
  const ended = Object.values(state.enrolments).filter((enrolment) => enrolment.status === 'ended' && enrolment.untilDate !== null);
  return dates.filter((date) => {
    const day = parisDay(new Date(date));
    return held + ended.filter((enrolment) => enrolment.untilDate! > day && enrolment.dates.includes(date)).length < capacity;
  });
}

/** The first waiting, when a place is free for them. */
export function nextForTerm(state: TermSlotState, capacity: number, claims: readonly number[]): TermEnrolment | null {
  const first = termWaitingList(state)[0];
  if (!first) return null;
  return placesFree(state, capacity, claims, first.usrId) > 0 ? first : null;
}


/**
 * Whether the term lets this request enrol now: not ended, and open to everyone, or in the priority
 * window to a priority family; the desk enrols whenever the term runs. Checked first, before the
 * card or the places, so that a request a second early hears "not open yet" whatever it carries.
 */
export function checkAccess(access: EnrolmentAccess) {
  if (access.phase === 'ended') throw new TermEnded();
  if (access.desk) return;
  if (access.phase === 'closed') throw new EnrolmentNotOpen(access.opensAt);
  if (access.phase === 'priority' && !access.priorityFamily) throw new PriorityOnly(access.opensAt);
}

/**
 * A slot's places for a term (docs/adr/0019-term-enrolment.md): a child enrols from a lesson to the
 * term's end while a place is free and nobody waits; a full slot has a waiting list in order of
 * arrival; a place freed for the rest of the term goes to its first. Children enrolled in the
 * previous term keep the first claim on their slot during the priority window.
 */
export const termSlotDecider: Decider<TermSlotCommand, TermSlotEvent, TermSlotState> = {
  initialState: () => ({ enrolments: {}, seq: 0 }),
  decide(command, state) {
    const { now, by } = command.data;
    switch (command.type) {
      case 'Enrol': {
        const { termId, enrolment, access, member, ageRule, levelRule, capacity, claims, waitingList, hold } = command.data;
        if (state.enrolments[enrolment.enrId]) return [];
        checkAccess(access);
        if (enrolment.dates.length === 0) throw new NoWeeksLeft();
        if (member.birthDate) {
          if (ageInMonths(member.birthDate, enrolment.dates[0]!) < minimumMonths(ageRule.acyAge)) throw new TooYoung(member.called, ageRule.acyAge);
        } else if (ageRule.acyEnfant) throw new BirthDateNeeded(member.called);
        if (levelRule && !levelRule.reached) throw new LevelNotReached(member.called, levelRule.levelName, levelRule.levelEnglishName);
        if (standingOf(state, enrolment.booker.usrId)) throw new AlreadyEnrolled(member.called);
        const data = { ...enrolment.booker, termId, tcsId: enrolment.slot.tcsId, enrId: enrolment.enrId, cardId: enrolment.cardId, fromDate: enrolment.fromDate, dates: enrolment.dates, slot: enrolment.slot, termName: enrolment.termName, englishTermName: enrolment.englishTermName, via: enrolment.via, at: now, by };
        const free = datesFree(state, capacity, enrolment.dates, claims, enrolment.booker.usrId);
        if (termWaitingList(state).length === 0 && placesFree(state, capacity, claims, enrolment.booker.usrId) > 0 && free.length > 0) {
          // The weeks still held by a child who gave the place up from a later one are not this child's.
          if (hold) {
            // Its price was computed for every lesson asked: a place free for fewer is refused rather than sold short.
            if (free.length < enrolment.dates.length) throw new SlotFull();
            return [{ type: 'TermPlaceHeld', data: { ...data, cardId: 0, ...hold } }];
          }
          return [{ type: 'TermEnrolled', data: { ...data, dates: free, fromDate: free.length === enrolment.dates.length ? enrolment.fromDate : parisDay(new Date(free[0]!)) } }];
        }
        if (!waitingList || hold) throw new SlotFull();
        return [{ type: 'TermWaitlistJoined', data: { ...data, position: termWaitingList(state).length + 1 } }];
      }
      case 'Promote': {
        const { termId, enrId, cardId, fromDate, dates, capacity, claims } = command.data;
        const waiting = state.enrolments[enrId];
        const free = datesFree(state, capacity, dates, claims, waiting?.usrId ?? null);
        if (!waiting || waiting.status !== 'waiting' || nextForTerm(state, capacity, claims)?.enrId !== enrId || free.length === 0) return [];
        const { famId, famName, usrId, memberName, notify, slot, termName, englishTermName } = waiting;
        const from = free.length === dates.length ? fromDate : parisDay(new Date(free[0]!));
        return [{ type: 'TermWaitlistPromoted', data: { famId, famName, usrId, memberName, notify, termId, tcsId: slot.tcsId, enrId, cardId, fromDate: from, dates: free, slot, termName, englishTermName, via: 'waitingList', at: now, by } }];
      }
      case 'ConfirmHold': {
        const { termId, enrId, orderId, cardId } = command.data;
        const held = state.enrolments[enrId];
        if (!held || held.hold?.orderId !== orderId) throw new EnrolmentNotFound();
        // Confirmed already (the process ran twice): nothing more.
        if (held.status === 'enrolled' && held.cardId === cardId) return [];
        if (held.status !== 'held') throw new HoldReleased();
        const { famId, famName, usrId, memberName, notify, slot, termName, englishTermName, fromDate, dates, via } = held;
        return [{ type: 'TermEnrolled', data: { famId, famName, usrId, memberName, notify, termId, tcsId: slot.tcsId, enrId, cardId, fromDate, dates, slot, termName, englishTermName, via, orderId, at: now, by } }];
      }
      case 'Drop': {
        const { termId, enrId, fromDate, reason, movedTo } = command.data;
        const enrolment = state.enrolments[enrId];
        if (!enrolment) throw new EnrolmentNotFound();
        if (enrolment.status === 'ended' || enrolment.status === 'left') {
          // The steps that follow an enrolment may run twice; a person's stop or the desk's move
          // that comes second (the other ended it meanwhile) is refused, not answered as done.
          if (reason === 'noEntry' || reason === 'voided' || reason === 'unpaid') return [];
          throw new EnrolmentEnded();
        }
        const { famId, famName, usrId, memberName, notify, slot } = enrolment;
        if (enrolment.status === 'held') {
          // Nothing paid, nothing seated: the whole place goes, whatever day was asked.
          return [{ type: 'TermEnrolmentDropped', data: { famId, famName, usrId, memberName, notify, termId, tcsId: slot.tcsId, enrId, fromDate: enrolment.fromDate, wasWaiting: true, wasHeld: true, reason, slot, at: now, by } }];
        }
        const wasWaiting = enrolment.status === 'waiting';
        const from = !wasWaiting && fromDate < enrolment.fromDate ? enrolment.fromDate : fromDate;
        return [{ type: 'TermEnrolmentDropped', data: { famId, famName, usrId, memberName, notify, termId, tcsId: slot.tcsId, enrId, fromDate: from, wasWaiting, reason, ...(movedTo && { movedTo }), slot, at: now, by } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'TermEnrolled':
      case 'TermPlaceHeld':
      case 'TermWaitlistJoined': {
        const d = event.data;
        const before = state.enrolments[d.enrId];
        if (event.type === 'TermEnrolled' && before?.status === 'held') {
          // The held place paid: the same place, in the same order, now the enrolment.
          return { ...state, enrolments: { ...state.enrolments, [d.enrId]: { ...before, status: 'enrolled', cardId: d.cardId } } };
        }
        const seq = state.seq + 1;
        const enrolment: TermEnrolment = {
          famId: d.famId,
          famName: d.famName,
          usrId: d.usrId,
          memberName: d.memberName,
          notify: d.notify,
          enrId: d.enrId,
          cardId: d.cardId,
          status: event.type === 'TermEnrolled' ? 'enrolled' : event.type === 'TermPlaceHeld' ? 'held' : 'waiting',
          ...(event.type === 'TermPlaceHeld' && { hold: { orderId: event.data.orderId, heldUntil: event.data.heldUntil, cents: event.data.cents } }),
          fromDate: d.fromDate,
          untilDate: null,
          dates: d.dates,
          seq,
          slot: d.slot,
          termName: d.termName,
          englishTermName: d.englishTermName,
          via: d.via,
        };
        return { seq, enrolments: { ...state.enrolments, [d.enrId]: enrolment } };
      }
      case 'TermWaitlistPromoted': {
        const found = state.enrolments[event.data.enrId];
        if (!found) return state;
        return { ...state, enrolments: { ...state.enrolments, [found.enrId]: { ...found, status: 'enrolled', cardId: event.data.cardId, fromDate: event.data.fromDate, dates: event.data.dates } } };
      }
      case 'TermEnrolmentDropped': {
        const found = state.enrolments[event.data.enrId];
        if (!found) return state;
        const status = event.data.wasWaiting ? 'left' : 'ended';
        return { ...state, enrolments: { ...state.enrolments, [found.enrId]: { ...found, status, untilDate: event.data.wasWaiting ? null : event.data.fromDate } } };
      }
    }
  },
};
