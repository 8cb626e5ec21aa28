/**
 * A child's weekly place in a slot for a term (docs/adr/0019-term-enrolment.md), decided on the
 * slot's stream for that term (`term-slot-{termId}-{tcsId}`): its places, its waiting list.
 */
import type { Booker } from '../courses/events.ts';
import type { SlotSummary } from '../terms/events.ts';

type Stamp = { at: string; by: number | null };

/** How an enrolment came: the family, the desk, the waiting list, a move by the desk, the mail's link. */
export type EnrolmentVia = 'family' | 'desk' | 'waitingList' | 'move' | 'reenrol';

interface EnrolmentData extends Booker, Stamp {
  termId: number;
  tcsId: number;
  enrId: number;
  cardId: number;
  /** The first lesson of the enrolment (its day, Paris). */
  fromDate: string;
  /** The lessons it covers (ISO starts), all paid by `cardId`. */
  dates: string[];
  slot: SlotSummary;
  termName: string;
  englishTermName: string;
  via: EnrolmentVia;
}

export type TermEnrolled = { type: 'TermEnrolled'; data: EnrolmentData };
/** Waiting for a place for the rest of the term; `position` 1 is first. */
export type TermWaitlistJoined = { type: 'TermWaitlistJoined'; data: EnrolmentData & { position: number } };
/** The first waiting gets a freed place, from `fromDate` to the term's end (`dates`). */
export type TermWaitlistPromoted = { type: 'TermWaitlistPromoted'; data: EnrolmentData };
/**
 * An enrolment ends from `fromDate` (its lessons from that day on are given up), or a place on the
 * waiting list is left. `noEntry`: the card could not pay the weeks after all; `moved`: the desk
 * moved the child to another slot (`movedTo`); `voided`: taken back by the request that made it,
 * refused after all (the family asked for its erasure meanwhile, or the move's enrolment ended
 * meanwhile): never an enrolment, every lesson back.
 */
export type DropReason = 'family' | 'desk' | 'noEntry' | 'moved' | 'voided';
export type TermEnrolmentDropped = {
  type: 'TermEnrolmentDropped';
  data: Booker &
    Stamp & { termId: number; tcsId: number; enrId: number; fromDate: string; wasWaiting: boolean; reason: DropReason; movedTo?: { tcsId: number; enrId: number }; slot: SlotSummary };
};

export type TermSlotEvent = TermEnrolled | TermWaitlistJoined | TermWaitlistPromoted | TermEnrolmentDropped;
export const TERM_SLOT_EVENT_TYPES = ['TermEnrolled', 'TermWaitlistJoined', 'TermWaitlistPromoted', 'TermEnrolmentDropped'] as const satisfies readonly TermSlotEvent['type'][];
export const termSlotStream = (termId: number, tcsId: number) => `term-slot-${termId}-${tcsId}`;
/** What every slot stream of a term starts with. */
export const termSlotPrefix = (termId: number) => `term-slot-${termId}-`;
