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

/** `orderId`: the place was held while the family paid the term's price by that order (issue 43), now paid. */
export type TermEnrolled = { type: 'TermEnrolled'; data: EnrolmentData & { orderId?: number } };
/**
 * A place held while the family pays the term's price (issue 43, ADR 0029): it counts against the
 * slot's places like an enrolment, until `heldUntil`. Paid by `orderId` (its tuition line, `cents`),
 * it becomes the enrolment (`TermEnrolled`, the card the order gave paying its lessons); not paid in
 * time, the scheduler releases it (`TermEnrolmentDropped`, reason `unpaid`). `cardId` is 0 until paid.
 */
export type TermPlaceHeld = { type: 'TermPlaceHeld'; data: EnrolmentData & { orderId: number; heldUntil: string; cents: number } };
/** Waiting for a place for the rest of the term; `position` 1 is first. */
export type TermWaitlistJoined = { type: 'TermWaitlistJoined'; data: EnrolmentData & { position: number } };
/** The first waiting gets a freed place, from `fromDate` to the term's end (`dates`). */
export type TermWaitlistPromoted = { type: 'TermWaitlistPromoted'; data: EnrolmentData };
/**
 * An enrolment ends from `fromDate` (its lessons from that day on are given up), or a place on the
 * waiting list is left. `noEntry`: the card could not pay the weeks after all; `moved`: the desk
 * moved the child to another slot (`movedTo`); `voided`: taken back by the request that made it,
 * refused after all (the family asked for its erasure meanwhile, or the move's enrolment ended
 * meanwhile): never an enrolment, every lesson back; `unpaid`: a place held while the family paid
 * (`TermPlaceHeld`) released, the order not paid in time (or cancelled).
 */
export type DropReason = 'family' | 'desk' | 'noEntry' | 'moved' | 'voided' | 'unpaid';
export type TermEnrolmentDropped = {
  type: 'TermEnrolmentDropped';
  data: Booker &
    Stamp & { termId: number; tcsId: number; enrId: number; fromDate: string; wasWaiting: boolean; /** A place held while paying (nothing paid, nothing to give back: `wasWaiting` too). */ wasHeld?: true; reason: DropReason; movedTo?: { tcsId: number; enrId: number }; slot: SlotSummary };
};

export type TermSlotEvent = TermEnrolled | TermPlaceHeld | TermWaitlistJoined | TermWaitlistPromoted | TermEnrolmentDropped;
export const TERM_SLOT_EVENT_TYPES = ['TermEnrolled', 'TermPlaceHeld', 'TermWaitlistJoined', 'TermWaitlistPromoted', 'TermEnrolmentDropped'] as const satisfies readonly TermSlotEvent['type'][];
export const termSlotStream = (termId: number, tcsId: number) => `term-slot-${termId}-${tcsId}`;
/** What every slot stream of a term starts with. */
export const termSlotPrefix = (termId: number) => `term-slot-${termId}-`;
