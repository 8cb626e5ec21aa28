import type { Decider } from '@plouf/infra';
import { CardNotFound, CardRefused } from '../cards/errors.ts';
import { cardRefusal, type CardForRules } from '../cards/rules.ts';
import { ENROLMENT_STATUS, cutoffOf, isBooked, isSeated, mayPromote, type EnrolmentStatusNumber } from './enrolment.ts';
import { AlreadyBooked, BirthDateNeeded, CapacityBelowBooked, CourseCancelled, CourseFull, CourseNotFound, CourseStarted, InscriptionNotFound, PresenceClosed, PresenceNotYet, TooYoung } from './errors.ts';
import type { Booker, CourseEvent, CourseRecord, CourseSummary, ReleaseReason, TermSeat } from './events.ts';
import { ageInMonths, minimumMonths, presenceRefusal } from './rules.ts';

type Stamp = { now: string; by: number | null };

export type CourseCommand =
  | { type: 'Schedule'; data: Stamp & { course: CourseRecord } }
  | { type: 'Change'; data: Stamp & { usrId?: number; mnsName?: string; start?: string; durationMin?: number; capacity?: number; acyIdCplt?: number | null } }
  | { type: 'Cancel'; data: Stamp & { reason: string } }
  /**
   * What the decision needs besides the course: the member (`called`: how the refusals name them),
   * the activity's age rule (`acyAge`, and whether it is a children's one), the card as it stands
   * (null: the family does not hold it). The cards stream decides the card again when it pays.
   */
  | { type: 'Book'; data: Stamp & { insId: number; booker: Booker; cardId: number; waitingList: boolean; member: BookingMember; ageRule: AgeRule; card: CardForRules | null } }
  /**
   * A lesson of a term enrolment (its rules were decided on the term's slot, its entry paid ahead):
   * a place while one is free; a member already on the course is left as they are.
   */
  | { type: 'BookTermSeat'; data: Stamp & { insId: number; booker: Booker; cardId: number; enrolment: TermSeat } }
  /** `cutoff`: the last moment a cancellation gives the entry back. */
  | { type: 'Release'; data: Stamp & { insId: number; reason: ReleaseReason; cutoff: string } }
  | { type: 'Promote'; data: Stamp & { insId: number; cardId: number } }
  | { type: 'MarkPresence'; data: Stamp & { insId: number; present: boolean } };

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
}

export type CourseState =
  | { status: 'none' }
  | { status: 'scheduled' | 'cancelled'; course: CourseRecord; inscriptions: Record<number, Inscription>; seq: number; cancelReason?: string };

export const seatsTaken = (state: CourseState) => (state.status === 'none' ? 0 : Object.values(state.inscriptions).filter((ins) => isSeated(ins.status)).length);
/** The waiting list, first first. */
export const waitingList = (state: CourseState) =>
  state.status === 'none' ? [] : Object.values(state.inscriptions).filter((ins) => ins.status === ENROLMENT_STATUS.listeAttente).sort((a, b) => a.seq - b.seq);
/** The first on the waiting list when a place is free, the course open and far enough away. */
export function nextToPromote(state: CourseState, now: string): Inscription | null {
  if (state.status !== 'scheduled' || seatsTaken(state) >= state.course.capacity || !mayPromote(state.course.start, now)) return null;
  return waitingList(state)[0] ?? null;
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
        const { usrId, mnsName, start, durationMin, capacity, acyIdCplt } = command.data;
        if (capacity !== undefined && capacity < seatsTaken(state)) throw new CapacityBelowBooked();
        const changes = {
          ...(usrId !== undefined && usrId !== course.usrId && { usrId, mnsName: mnsName ?? '' }),
          ...(start !== undefined && new Date(start).toISOString() !== course.start && { start: new Date(start).toISOString() }),
          ...(durationMin !== undefined && durationMin !== course.durationMin && { durationMin }),
          ...(capacity !== undefined && capacity !== course.capacity && { capacity }),
          ...(acyIdCplt !== undefined && acyIdCplt !== course.acyIdCplt && { acyIdCplt }),
        };
        return Object.keys(changes).length === 0 ? [] : [{ type: 'CourseChanged', data: { crsId, ...changes, at: now, by } }];
      }
      case 'Cancel':
        return state.status === 'cancelled' ? [] : [{ type: 'CourseCancelled', data: { crsId, reason: command.data.reason, at: now, by } }];
      case 'Book': {
        const { insId, booker: who, cardId, waitingList: mayWait, member, ageRule, card } = command.data;
        if (state.inscriptions[insId]) return [];
        if (member.birthDate) {
          if (ageInMonths(member.birthDate, course.start) < minimumMonths(ageRule.acyAge)) throw new TooYoung(member.called, ageRule.acyAge);
        } else if (ageRule.acyEnfant) throw new BirthDateNeeded(member.called);
        if (!card) throw new CardNotFound(cardId);
        const refused = cardRefusal(card, course);
        if (refused) throw new CardRefused(refused, cardId);
        if (state.status === 'cancelled') throw new CourseCancelled();
        if (new Date(course.start).getTime() <= new Date(now).getTime()) throw new CourseStarted();
        if (Object.values(state.inscriptions).some((ins) => ins.usrId === who.usrId && isBooked(ins.status))) throw new AlreadyBooked();
        const data = { ...who, crsId, insId, cardId, course: summaryOf(course), at: now, by };
        if (seatsTaken(state) < course.capacity && waitingList(state).length === 0) return [{ type: 'SeatTaken', data }];
        if (!mayWait) throw new CourseFull();
        return [{ type: 'WaitlistJoined', data: { ...data, position: waitingList(state).length + 1 } }];
      }
      case 'BookTermSeat': {
        const { insId, booker: who, cardId, enrolment } = command.data;
        if (state.inscriptions[insId]) return [];
        if (Object.values(state.inscriptions).some((ins) => ins.usrId === who.usrId && isBooked(ins.status))) return [];
        if (state.status === 'cancelled') throw new CourseCancelled();
        if (new Date(course.start).getTime() <= new Date(now).getTime()) throw new CourseStarted();
        if (seatsTaken(state) >= course.capacity) throw new CourseFull();
        return [{ type: 'SeatTaken', data: { ...who, crsId, insId, cardId, course: summaryOf(course), enrolment, at: now, by } }];
      }
      case 'Release': {
        const { insId, reason, cutoff } = command.data;
        const ins = inscription(insId);
        if (ins.status === ENROLMENT_STATUS.annule) return [];
        const wasWaiting = ins.status === ENROLMENT_STATUS.listeAttente;
        if (!wasWaiting && reason !== 'noEntry' && reason !== 'courseCancelled' && new Date(course.start).getTime() <= new Date(now).getTime()) throw new CourseStarted();
        // The entry comes back before the cut-off, or whenever the school cancels; a place that
        // never got its entry (noEntry) has nothing to give back, nor a card taken back (its
        // order's refund paid for what was not used).
        const late = !wasWaiting && reason === 'family' && new Date(now).getTime() > new Date(cutoff).getTime();
        const refund = !wasWaiting && reason !== 'noEntry' && reason !== 'cardRevoked' && !late;
        const told = reason === 'courseCancelled' && state.cancelReason !== undefined ? { cancelReason: state.cancelReason } : {};
        return [{ type: 'SeatReleased', data: { ...booker(ins), crsId, insId, cardId: ins.cardId, reason, wasWaiting, late, refund, course: summaryOf(course), ...told, ...seatOf(ins), at: now, by } }];
      }
      case 'Promote': {
        const { insId, cardId } = command.data;
        const ins = inscription(insId);
        if (ins.status !== ENROLMENT_STATUS.listeAttente) return [];
        // Only the first in line, into a free place, early enough: otherwise nothing (another run did it).
        if (nextToPromote(state, now)?.insId !== insId) return [];
        return [{ type: 'WaitlistPromoted', data: { ...booker(ins), crsId, insId, cardId, course: summaryOf(course), at: now, by } }];
      }
      case 'MarkPresence': {
        const { insId, present } = command.data;
        // A lesson that has not come cannot be marked (an "absent" would take the family's
        // cancellation and the waiting list's place), nor one long past be rewritten.
        const closed = presenceRefusal(course.start, now);
        if (closed === 'notYet') throw new PresenceNotYet();
        if (closed === 'closed') throw new PresenceClosed();
        const ins = inscription(insId);
        if (!isSeated(ins.status)) throw new InscriptionNotFound();
        const status = present ? ENROLMENT_STATUS.present : ENROLMENT_STATUS.absent;
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
      case 'CourseCancelled':
        return { ...state, status: 'cancelled', cancelReason: event.data.reason };
      case 'SeatTaken':
      case 'WaitlistJoined': {
        const { famId, famName, usrId, memberName, notify, insId, cardId } = event.data;
        const status = event.type === 'SeatTaken' ? ENROLMENT_STATUS.inscrit : ENROLMENT_STATUS.listeAttente;
        const seq = state.seq + 1;
        const enrolment = event.type === 'SeatTaken' && event.data.enrolment ? { enrolment: event.data.enrolment } : {};
        return { ...state, seq, inscriptions: { ...state.inscriptions, [insId]: { famId, famName, usrId, memberName, notify, insId, cardId, status, seq, ...enrolment } } };
      }
      case 'WaitlistPromoted':
        return put(event.data.insId, { status: ENROLMENT_STATUS.inscrit, cardId: event.data.cardId });
      case 'SeatReleased':
        return put(event.data.insId, { status: ENROLMENT_STATUS.annule });
      case 'PresenceMarked':
        return put(event.data.insId, { status: event.data.present ? ENROLMENT_STATUS.present : ENROLMENT_STATUS.absent });
    }
  },
};
