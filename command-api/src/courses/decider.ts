import type { Decider } from '@plouf/infra';
import { CardNotFound, CardRefused } from '../cards/errors.ts';
import { cardRefusal, type CardForRules } from '../cards/rules.ts';
import { ENROLMENT_STATUS, cutoffOf, isBooked, isSeated, mayPromote, type EnrolmentStatusNumber } from './enrolment.ts';
import { creditRefusal, type CreditForRules } from '../cards/rules.ts';
import {
  AbsenceNotSeated,
  AlreadyBooked,
  BirthDateNeeded,
  CapacityBelowBooked,
  CourseCancelled,
  CourseFull,
  CourseNotFound,
  CourseStarted,
  InscriptionNotFound,
  MakeupFull,
  OfferExpired,
  OfferNotFound,
  PresenceClosed,
  PresenceChangedMeanwhile,
  PresenceNotYet,
  TooYoung,
  LevelNotReached,
  WaitlistFull,
} from './errors.ts';
import type { Booker, ClosureRef, CourseEvent, CourseRecord, CourseSummary, ReleaseReason, TermSeat } from './events.ts';
import { ageInMonths, minimumMonths, presenceRefusal } from './rules.ts';

type Stamp = { now: string; by: number | null };

export type CourseCommand =
  | { type: 'Schedule'; data: Stamp & { course: CourseRecord } }
  | { type: 'Change'; data: Stamp & { usrId?: number; mnsName?: string; start?: string; durationMin?: number; capacity?: number; acyIdCplt?: number | null; lvlId?: number | null; levelName?: string; levelEnglishName?: string } }
  /** `compensation`: each member booked gets a make-up credit, or the entry back (the default); `closureId`: a closure's. */
  | { type: 'Cancel'; data: Stamp & { reason: string; compensation?: 'credit' | 'entry'; closure?: ClosureRef } }
  /**
   * What the decision needs besides the course: the member (`called`: how the refusals name them),
   * the activity's age rule (`acyAge`, and whether it is a children's one), the card as it stands
   * (null: the family does not hold it). The cards stream decides the card again when it pays.
   */
  | {
      type: 'Book';
      data: Stamp & {
        insId: number;
        booker: Booker;
        cardId: number;
        waitingList: boolean;
        member: BookingMember;
        ageRule: AgeRule;
        /** The course's level (issue 26) and whether the member reached it; absent: the course is for any level. */
        levelRule?: { levelName: string; levelEnglishName?: string; reached: boolean };
        card: CardForRules | null;
        /**
         * A make-up: `cardId` names this credit of the member (issue 23). It takes a free place, or
         * one of the pool's `extraPlaces` beyond the capacity; never the waiting list.
         */
        credit?: CreditForRules | null;
        extraPlaces?: number;
        /** Most members the waiting list may hold (the pool's rule); 0 or absent: no cap. */
        waitlistCap?: number;
      };
    }
  /**
   * A lesson of a term enrolment (its rules were decided on the term's slot, its entry paid ahead):
   * a place while one is free; a member already on the course is left as they are.
   */
  | { type: 'BookTermSeat'; data: Stamp & { insId: number; booker: Booker; cardId: number; enrolment: TermSeat } }
  /**
   * `cutoff`: the last moment a cancellation gives the entry back. `compensation: 'credit'`: what is
   * given back is a make-up credit (a subscription's absence declared ahead).
   */
  | { type: 'Release'; data: Stamp & { insId: number; reason: ReleaseReason; cutoff: string; compensation?: 'credit' | 'entry' } }
  | { type: 'Promote'; data: Stamp & { insId: number; cardId: number } }
  /** Offers a freed place to the first waiting, held until `until` (offer mode). */
  | { type: 'Offer'; data: Stamp & { insId: number; until: string } }
  /** The family takes the place offered, paid with `cardId`. */
  | { type: 'AcceptOffer'; data: Stamp & { insId: number; cardId: number } }
  | { type: 'DeclineOffer'; data: Stamp & { insId: number } }
  /** The offer made until `until` was left unanswered (the scheduler, at that moment). */
  | { type: 'ExpireOffer'; data: Stamp & { insId: number; until: string } }
  /** The reminder of the lesson starting at `start`, for this place. */
  | { type: 'Remind'; data: Stamp & { insId: number; start: string } }
  | { type: 'MarkPresence'; data: Stamp & { insId: number; present: boolean; seen?: number } };

export interface BookingMember {
  called: string;
  /** YYYY-MM-DD, or null when the family has not given it. */
  birthDate: string | null;
}

export interface AgeRule {
  acyAge: number;
  acyEnfant: boolean;
}

export interface Inscription extends Booker {
  insId: number;
  cardId: number;
  status: EnrolmentStatusNumber;
  /** Order of joining: the waiting list is served in this order. */
  seq: number;
  /** A term enrolment's lesson (paid ahead by it). */
  enrolment?: TermSeat;
  /** Paid by a make-up credit. */
  makeup?: boolean;
  /** On the waiting list with a place offered until then. */
  offeredUntil?: string;
}

export type CourseState =
  | { status: 'none' }
  | {
      status: 'scheduled' | 'cancelled';
      course: CourseRecord;
      inscriptions: Record<number, Inscription>;
      seq: number;
      cancelReason?: string;
      compensation?: 'credit' | 'entry';
      closure?: ClosureRef;
      /** Reminders sent, as `insId@start`. */
      reminded?: string[];
    };

export const seatsTaken = (state: CourseState) => (state.status === 'none' ? 0 : Object.values(state.inscriptions).filter((ins) => isSeated(ins.status)).length);
/** The waiting list, first first. */
export const waitingList = (state: CourseState) =>
  state.status === 'none' ? [] : Object.values(state.inscriptions).filter((ins) => ins.status === ENROLMENT_STATUS.listeAttente).sort((a, b) => a.seq - b.seq);
/** Places held for a waiting member's answer (offer mode). */
export const openOffers = (state: CourseState) => waitingList(state).filter((ins) => ins.offeredUntil !== undefined).length;
/** Places taken or held: what the capacity is measured against. */
export const placesHeld = (state: CourseState) => seatsTaken(state) + openOffers(state);
/** The first on the waiting list with no place offered yet, when a place is free, the course open and far enough away. */
export function nextToPromote(state: CourseState, now: string): Inscription | null {
  if (state.status !== 'scheduled' || placesHeld(state) >= state.course.capacity || !mayPromote(state.course.start, now)) return null;
  return waitingList(state).find((ins) => ins.offeredUntil === undefined) ?? null;
}
export const summaryOf = (course: CourseRecord): CourseSummary => ({
  crsId: course.crsId,
  psnId: course.psnId,
  psnName: course.psnName,
  acyName: course.acyName,
  start: course.start,
  durationMin: course.durationMin,
  cutoffAt: cutoffOf(course.start, course.cutoffHours),
});

/**
 * A course and its roster. The capacity is decided here, on one stream: a place is taken only
 * while one is free and nobody waits (a freed place goes to the waiting list first).
 */
export const courseDecider: Decider<CourseCommand, CourseEvent, CourseState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { now, by } = command.data;
    if (command.type === 'Schedule') return state.status === 'none' ? [{ type: 'CourseScheduled', data: { ...command.data.course, at: now, by } }] : [];
    if (state.status === 'none') throw new CourseNotFound();
    const { course } = state;
    const crsId = course.crsId;
    const inscription = (insId: number) => {
      const found = state.inscriptions[insId];
      if (!found) throw new InscriptionNotFound();
      return found;
    };
    const booker = ({ famId, famName, usrId, memberName, notify }: Inscription): Booker => ({ famId, famName, usrId, memberName, notify });
    const seatOf = (ins: Inscription) => (ins.enrolment ? { enrolment: ins.enrolment } : {});
    switch (command.type) {
      case 'Change': {
        if (state.status === 'cancelled') throw new CourseCancelled();
        const { usrId, mnsName, start, durationMin, capacity, acyIdCplt, lvlId, levelName, levelEnglishName } = command.data;
        if (capacity !== undefined && capacity < placesHeld(state)) throw new CapacityBelowBooked();
        const changes = {
          ...(usrId !== undefined && usrId !== course.usrId && { usrId, mnsName: mnsName ?? '' }),
          ...(start !== undefined && new Date(start).toISOString() !== course.start && { start: new Date(start).toISOString() }),
          ...(durationMin !== undefined && durationMin !== course.durationMin && { durationMin }),
          ...(capacity !== undefined && capacity !== course.capacity && { capacity }),
          ...(acyIdCplt !== undefined && acyIdCplt !== course.acyIdCplt && { acyIdCplt }),
          ...(lvlId !== undefined && lvlId !== (course.lvlId ?? null) && { lvlId, levelName: levelName ?? '', levelEnglishName: levelEnglishName ?? '' }),
        };
        return Object.keys(changes).length === 0 ? [] : [{ type: 'CourseChanged', data: { crsId, ...changes, at: now, by } }];
      }
      case 'Cancel': {
        if (state.status === 'cancelled') return [];
        const { reason, compensation, closure } = command.data;
        return [{ type: 'CourseCancelled', data: { crsId, reason, ...(compensation && { compensation }), ...(closure && { closure }), at: now, by } }];
      }
      case 'Book': {
        const { insId, booker: who, cardId, waitingList: mayWait, member, ageRule, levelRule, card, credit, extraPlaces = 0, waitlistCap = 0 } = command.data;
        if (state.inscriptions[insId]) return [];
        if (member.birthDate) {
          if (ageInMonths(member.birthDate, course.start) < minimumMonths(ageRule.acyAge)) throw new TooYoung(member.called, ageRule.acyAge);
        } else if (ageRule.acyEnfant) throw new BirthDateNeeded(member.called);
        if (levelRule && !levelRule.reached) throw new LevelNotReached(member.called, levelRule.levelName, levelRule.levelEnglishName);
        if (credit) {
          const refused = creditRefusal(credit, course, who.usrId);
          if (refused) throw new CardRefused(refused, cardId);
        } else {
          if (!card) throw new CardNotFound(cardId);
          const refused = cardRefusal(card, course);
          if (refused) throw new CardRefused(refused, cardId);
        }
        if (state.status === 'cancelled') throw new CourseCancelled();
        if (new Date(course.start).getTime() <= new Date(now).getTime()) throw new CourseStarted();
        if (Object.values(state.inscriptions).some((ins) => ins.usrId === who.usrId && isBooked(ins.status))) throw new AlreadyBooked();
        const data = { ...who, crsId, insId, cardId, course: summaryOf(course), at: now, by };
        // A make-up takes a free place, or one of the extra places beyond the capacity; it never waits.
        if (credit) {
          if (placesHeld(state) < course.capacity + extraPlaces) return [{ type: 'SeatTaken', data: { ...data, makeup: true } }];
          throw new MakeupFull();
        }
        if (placesHeld(state) < course.capacity && waitingList(state).length === 0) return [{ type: 'SeatTaken', data }];
        if (!mayWait) throw new CourseFull();
        if (waitlistCap > 0 && waitingList(state).length >= waitlistCap) throw new WaitlistFull();
        return [{ type: 'WaitlistJoined', data: { ...data, position: waitingList(state).length + 1 } }];
      }
      case 'BookTermSeat': {
        const { insId, booker: who, cardId, enrolment } = command.data;
        if (state.inscriptions[insId]) return [];
        if (Object.values(state.inscriptions).some((ins) => ins.usrId === who.usrId && isBooked(ins.status))) return [];
        if (state.status === 'cancelled') throw new CourseCancelled();
        if (new Date(course.start).getTime() <= new Date(now).getTime()) throw new CourseStarted();
        if (placesHeld(state) >= course.capacity) throw new CourseFull();
        return [{ type: 'SeatTaken', data: { ...who, crsId, insId, cardId, course: summaryOf(course), enrolment, at: now, by } }];
      }
      case 'Release': {
        const { insId, reason, cutoff, compensation } = command.data;
        const ins = inscription(insId);
        if (ins.status === ENROLMENT_STATUS.annule) return [];
        const wasWaiting = ins.status === ENROLMENT_STATUS.listeAttente;
        if (reason === 'absence' && !isSeated(ins.status)) throw new AbsenceNotSeated();
        if (!wasWaiting && reason !== 'noEntry' && reason !== 'voided' && reason !== 'courseCancelled' && new Date(course.start).getTime() <= new Date(now).getTime()) throw new CourseStarted();
        // The entry comes back before the cut-off, or whenever the school cancels; a place that
        // never got its entry (noEntry) has nothing to give back, nor a card taken back (its
        // order's refund paid for what was not used).
        const late = !wasWaiting && (reason === 'family' || reason === 'absence') && new Date(now).getTime() > new Date(cutoff).getTime();
        const refund = !wasWaiting && reason !== 'noEntry' && reason !== 'cardRevoked' && !late;
        // Made whole by a credit: the school's cancellation when it chose so, a subscription's absence
        // (its week would be lost). A make-up's own credit simply comes back.
        const asCredit = refund && !ins.makeup && (reason === 'courseCancelled' ? state.compensation === 'credit' : compensation === 'credit');
        const told = reason === 'courseCancelled' && state.cancelReason !== undefined ? { cancelReason: state.cancelReason } : {};
        const closure = reason === 'courseCancelled' && state.closure ? { closure: state.closure } : {};
        return [
          {
            type: 'SeatReleased',
            data: {
              ...booker(ins),
              crsId,
              insId,
              cardId: ins.cardId,
              reason,
              wasWaiting,
              late,
              refund,
              course: summaryOf(course),
              ...told,
              ...closure,
              ...seatOf(ins),
              ...(asCredit && { credit: true }),
              ...(ins.makeup && { makeup: true }),
              at: now,
              by,
            },
          },
        ];
      }
      case 'Promote': {
        const { insId, cardId } = command.data;
        const ins = inscription(insId);
        if (ins.status !== ENROLMENT_STATUS.listeAttente) return [];
        // Only the first in line, into a free place, early enough: otherwise nothing (another run did it).
        if (nextToPromote(state, now)?.insId !== insId) return [];
        return [{ type: 'WaitlistPromoted', data: { ...booker(ins), crsId, insId, cardId, course: summaryOf(course), at: now, by } }];
      }
      case 'Offer': {
        const { insId, until } = command.data;
        const ins = inscription(insId);
        if (ins.status !== ENROLMENT_STATUS.listeAttente || ins.offeredUntil !== undefined) return [];
        if (nextToPromote(state, now)?.insId !== insId) return [];
        return [{ type: 'PlaceOffered', data: { ...booker(ins), crsId, insId, cardId: ins.cardId, until, course: summaryOf(course), at: now, by } }];
      }
      case 'AcceptOffer': {
        const { insId, cardId } = command.data;
        const ins = state.inscriptions[insId];
        if (ins && isSeated(ins.status)) return [];
        if (!ins || ins.status !== ENROLMENT_STATUS.listeAttente || ins.offeredUntil === undefined) throw new OfferNotFound();
        if (state.status === 'cancelled') throw new CourseCancelled();
        if (new Date(now).getTime() > new Date(ins.offeredUntil).getTime()) throw new OfferExpired();
        return [{ type: 'WaitlistPromoted', data: { ...booker(ins), crsId, insId, cardId, course: summaryOf(course), offer: true, at: now, by } }];
      }
      case 'DeclineOffer':
      case 'ExpireOffer': {
        const { insId } = command.data;
        const ins = state.inscriptions[insId];
        if (command.type === 'ExpireOffer') {
          // Only the offer it was scheduled for, once its time is over; an accepted or declined one is left.
          if (!ins || ins.status !== ENROLMENT_STATUS.listeAttente || ins.offeredUntil !== command.data.until) return [];
          if (new Date(now).getTime() < new Date(command.data.until).getTime()) return [];
        } else {
          if (ins?.status === ENROLMENT_STATUS.annule) return [];
          if (!ins || ins.status !== ENROLMENT_STATUS.listeAttente || ins.offeredUntil === undefined) throw new OfferNotFound();
        }
        const reason = command.type === 'ExpireOffer' ? 'offerExpired' : 'offerDeclined';
        return [
          {
            type: 'SeatReleased',
            data: { ...booker(ins), crsId, insId, cardId: ins.cardId, reason, wasWaiting: true, late: false, refund: false, course: summaryOf(course), at: now, by },
          },
        ];
      }
      case 'Remind': {
        const { insId, start } = command.data;
        const ins = state.inscriptions[insId];
        const key = `${insId}@${start}`;
        // Only a place still held, on the lesson as it starts now, before it starts; once.
        if (state.status !== 'scheduled' || !ins || ins.status !== ENROLMENT_STATUS.inscrit || course.start !== start) return [];
        if (new Date(start).getTime() <= new Date(now).getTime() || (state.reminded ?? []).includes(key)) return [];
        return [{ type: 'LessonReminded', data: { ...booker(ins), crsId, insId, course: summaryOf(course), ...seatOf(ins), at: now, by } }];
      }
      case 'MarkPresence': {
        const { insId, present, seen } = command.data;
        // A lesson that has not come cannot be marked (an "absent" would take the family's
        // cancellation and the waiting list's place), nor one long past be rewritten.
        const closed = presenceRefusal(course.start, now);
        if (closed === 'notYet') throw new PresenceNotYet();
        if (closed === 'closed') throw new PresenceClosed();
        const ins = inscription(insId);
        if (!isSeated(ins.status)) throw new InscriptionNotFound();
        const status = present ? ENROLMENT_STATUS.present : ENROLMENT_STATUS.absent;
        // Marked on what the marker saw (an offline deck): someone else's other mark meanwhile stands.
        if (seen !== undefined && ins.status !== seen && ins.status !== status) throw new PresenceChangedMeanwhile(ins.status === ENROLMENT_STATUS.present);
        return ins.status === status ? [] : [{ type: 'PresenceMarked', data: { crsId, insId, present, at: now, by } }];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'CourseScheduled') {
      const { at: _at, by: _by, ...course } = event.data;
      return { status: 'scheduled', course, inscriptions: {}, seq: 0 };
    }
    if (state.status === 'none') return state;
    const put = (insId: number, change: Partial<Inscription>) => ({ ...state, inscriptions: { ...state.inscriptions, [insId]: { ...state.inscriptions[insId]!, ...change } } });
    switch (event.type) {
      case 'CourseChanged': {
        const { crsId: _c, at: _a, by: _b, ...changes } = event.data;
        return { ...state, course: { ...state.course, ...changes } };
      }
      case 'CourseCancelled': {
        const { reason, compensation, closure } = event.data;
        return { ...state, status: 'cancelled', cancelReason: reason, ...(compensation && { compensation }), ...(closure && { closure }) };
      }
      case 'SeatTaken':
      case 'WaitlistJoined': {
        const { famId, famName, usrId, memberName, notify, insId, cardId } = event.data;
        const status = event.type === 'SeatTaken' ? ENROLMENT_STATUS.inscrit : ENROLMENT_STATUS.listeAttente;
        const seq = state.seq + 1;
        const enrolment = event.type === 'SeatTaken' && event.data.enrolment ? { enrolment: event.data.enrolment } : {};
        const makeup = event.type === 'SeatTaken' && event.data.makeup ? { makeup: true } : {};
        return { ...state, seq, inscriptions: { ...state.inscriptions, [insId]: { famId, famName, usrId, memberName, notify, insId, cardId, status, seq, ...enrolment, ...makeup } } };
      }
      case 'WaitlistPromoted':
        return put(event.data.insId, { status: ENROLMENT_STATUS.inscrit, cardId: event.data.cardId, offeredUntil: undefined });
      case 'SeatReleased':
        return put(event.data.insId, { status: ENROLMENT_STATUS.annule, offeredUntil: undefined });
      case 'PlaceOffered':
        return put(event.data.insId, { offeredUntil: event.data.until });
      case 'LessonReminded':
        return { ...state, reminded: [...(state.reminded ?? []), `${event.data.insId}@${event.data.course.start}`] };
      case 'PresenceMarked':
        return put(event.data.insId, { status: event.data.present ? ENROLMENT_STATUS.present : ENROLMENT_STATUS.absent });
    }
  },
};
