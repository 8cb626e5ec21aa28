/**
 * What the family's screens say about a lesson while a term runs (issue 23), pure: what an absence
 * declared now gives back, whether an offer is still open, what became of a released place, and
 * which make-up credits may pay for a course. The server decides with the same rules
 * (`@plouf/command-api/card-rules`); these only explain them before the family acts.
 */
import { creditRefusal, type CardRefusal, type CourseForRules } from '@plouf/command-api/card-rules';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import type { CreditView, LessonView } from '../../../api/familyTerm.ts';

/** What comes back when an absence is declared: the entry, a make-up credit, the credit that paid, or nothing (late). */
export type AbsenceOutcome = 'entry' | 'credit' | 'creditBack' | 'nothing';

/**
 * What an absence declared at `now` gives back: after the cut-off nothing; before it, a make-up's
 * credit comes back, a subscription's week becomes a credit (it would otherwise be lost), an
 * entry card's entry comes back (a term lesson's too).
 *
 * @example
 * absenceOutcome(lesson, { fftIsAbo: true }, new Date('2026-12-01T08:00:00Z')) // 'credit'
 */
export function absenceOutcome(lesson: Pick<LessonView, 'cutoffAt' | 'makeup'>, card: { fftIsAbo: boolean } | undefined, now: Date): AbsenceOutcome {
  if (now.getTime() >= new Date(lesson.cutoffAt).getTime()) return 'nothing';
  if (lesson.makeup) return 'creditBack';
  return card?.fftIsAbo ? 'credit' : 'entry';
}

/** A booked place to come, for which an absence may be declared. */
export const absenceAllowed = (lesson: Pick<LessonView, 'insStatus' | 'crsDatdebut'>, now: Date) =>
  lesson.insStatus === ENROLMENT_STATUS.inscrit && now.getTime() < new Date(lesson.crsDatdebut).getTime();

/** The place offered to this waiting member, while it is still open. */
export function openOffer(lesson: Pick<LessonView, 'insStatus' | 'offeredUntil'>, now: Date): string | null {
  if (lesson.insStatus !== ENROLMENT_STATUS.listeAttente || !lesson.offeredUntil) return null;
  return new Date(lesson.offeredUntil).getTime() > now.getTime() ? lesson.offeredUntil : null;
}

/** What became of a released place, as the family reads it. */
export type Released = 'absence' | 'absenceLate' | 'offerExpired' | 'offerDeclined' | 'credited' | 'refunded' | 'late' | null;

/**
 * Why a cancelled lesson shows as it does: an absence (with what came back), an offer that lapsed
 * or was refused, a place made whole by a credit or by the entry, or cancelled late.
 *
 * @example
 * released({ insStatus: 4, releaseReason: 'absence', credited: true, refunded: true, late: false }) // 'absence'
 */
export function released(lesson: Pick<LessonView, 'insStatus' | 'releaseReason' | 'credited' | 'refunded' | 'late'>): Released {
  if (lesson.insStatus !== ENROLMENT_STATUS.annule) return null;
  if (lesson.releaseReason === 'absence') return lesson.late ? 'absenceLate' : 'absence';
  if (lesson.releaseReason === 'offerExpired') return 'offerExpired';
  if (lesson.releaseReason === 'offerDeclined') return 'offerDeclined';
  if (lesson.credited) return 'credited';
  if (lesson.refunded) return 'refunded';
  return lesson.late ? 'late' : null;
}

/** A make-up credit as a way to pay: may it, and why not. */
export interface CreditChoice {
  credit: CreditView;
  allowed: boolean;
  refusal: CardRefusal | null;
}

/**
 * The member's open credits for a course, those that may pay first, each with why not (another
 * member's, used and expired ones are not offered at all).
 *
 * @example
 * creditChoices(credits, { acyId: 3, acyIdCplt: null, psnId: 1, start }, 12) // [{ credit, allowed: true, refusal: null }]
 */
export function creditChoices(credits: readonly CreditView[], course: CourseForRules, usrId: number): CreditChoice[] {
  return credits
    .filter((credit) => credit.usrId === usrId && credit.status === 'open')
    .map((credit) => {
      const refusal = creditRefusal(credit, course, usrId);
      return { credit, allowed: refusal === null, refusal };
    })
    .sort((a, b) => Number(b.allowed) - Number(a.allowed) || a.credit.validUntil.localeCompare(b.credit.validUntil));
}

/** A member's credits by status for the ledger: open ones soonest to expire first, then used, then expired (newest first). */
export function ledgerOrder(credits: readonly CreditView[]): CreditView[] {
  const rank = { open: 0, used: 1, expired: 2 } as const;
  return [...credits].sort((a, b) => rank[a.status] - rank[b.status] || (a.status === 'open' ? a.validUntil.localeCompare(b.validUntil) : b.validFrom.localeCompare(a.validFrom)));
}
