/**
 * Terms (trimestres) and the weekly places sold for them (docs/adr/0019-term-enrolment.md).
 *
 * Every term is on one stream (`terms`): a handful a year, read whole by every enrolment. A
 * child's weekly place in a slot (a pool's weekly lesson template) for a term is decided on the
 * slot's stream for that term (`term-slot-{termId}-{tcsId}`): its places, its waiting list. The
 * weeks it pays are reserved on the family's cards stream (cards/events.ts `WeeksReserved`), and
 * the term process books the child on each of the slot's courses, those already scheduled and
 * those generated later.
 */
import type { TermTariff } from './pricing.ts';

/** A term as the school defines it. Days are Paris days (YYYY-MM-DD), moments ISO. */
export interface TermRecord {
  termId: number;
  name: string;
  /** The name in English; empty shows the French. */
  englishName: string;
  firstDay: string;
  lastDay: string;
  /** The pool it is for; null for every pool. */
  psnId: number | null;
  /** When families with a child enrolled in the previous term may enrol; null for no priority window. */
  priorityOpensAt: string | null;
  /** When enrolment opens to everyone. */
  opensAt: string;
  /** What its slots cost for the whole term (issue 43); absent before tariffs: none. */
  tariff?: TermTariff;
}

type Stamp = { at: string; by: number | null };

export type TermDefined = { type: 'TermDefined'; data: TermRecord & Stamp };
export type TermChanged = { type: 'TermChanged'; data: TermRecord & Stamp };
/** A moment of the term came (fired by the scheduler): the priority window, or the public opening. */
export type TermOpened = { type: 'TermOpened'; data: { termId: number; phase: 'priority' | 'public'; opensAt: string } & Stamp };
/**
 * A family invited to enrol again for the term, in its priority window: its children enrolled in
 * the previous term, and their slots (the mail's link enrols each one again in one click).
 */
export type ReenrolmentInvited = {
  type: 'ReenrolmentInvited';
  data: { termId: number; termName: string; englishTermName: string; famId: number; notify: { email: string; name: string; language: 'fr' | 'en' }; opensAt: string; children: Array<{ usrId: number; memberName: string; tcsId: number; slot: SlotSummary }> } & Stamp;
};

export type TermEvent = TermDefined | TermChanged | TermOpened | ReenrolmentInvited;
export const TERM_EVENT_TYPES = ['TermDefined', 'TermChanged', 'TermOpened', 'ReenrolmentInvited'] as const satisfies readonly TermEvent['type'][];
export const TERMS_STREAM = 'terms';

/** What an enrolment's events and mails say of its slot. */
export interface SlotSummary {
  tcsId: number;
  psnId: number;
  psnName: string;
  acyId: number;
  acyName: string;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  day: number;
  hour: number;
  minute: number;
  durationMin: number;
  /** The template's own label, and its English. */
  libelle: string;
  englishLabel?: string;
}

