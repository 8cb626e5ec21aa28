/**
 * The term rules, pure: a term's phase at a moment, the lessons a slot gives in it, the previous
 * term, overlaps. The deciders refuse with them, query-api shows them and the screens explain
 * with them (package subpath `@plouf/command-api/term-rules`; no TypeBox).
 */
import { addDays, endOfParisDay, parisDay, parisMoment, weekday } from '@plouf/infra/days';

/** What the rules need of a term. */
export interface TermForRules {
  termId: number;
  firstDay: string;
  lastDay: string;
  psnId: number | null;
  priorityOpensAt: string | null;
  opensAt: string;
}

/** What the rules need of a weekly slot (a pool's lesson template). */
export interface SlotForRules {
  thrJour: number;
  thrHeure: number;
  thrMinute: number;
}

/**
 * Where a term's enrolment stands at a moment: `closed` before its first window, `priority` while
 * only current families may enrol, `open` to everyone, `ended` once its last lesson day is over.
 * The moment given is the one clock's: a request one millisecond before `opensAt` is refused.
 *
 * @example
 * termPhase({ ...term, priorityOpensAt: '2026-12-01T18:00:00.000Z', opensAt: '2026-12-03T18:00:00.000Z' }, '2026-12-02T10:00:00.000Z'); // 'priority'
 */
export function termPhase(term: TermForRules, now: string): 'closed' | 'priority' | 'open' | 'ended' {
  const at = new Date(now).getTime();
  if (at > new Date(endOfParisDay(term.lastDay)).getTime()) return 'ended';
  if (at >= new Date(term.opensAt).getTime()) return 'open';
  if (term.priorityOpensAt && at >= new Date(term.priorityOpensAt).getTime()) return 'priority';
  return 'closed';
}

/** Whether a term is for this pool (a term for every pool is). */
export const termForPool = (term: Pick<TermForRules, 'psnId'>, psnId: number) => term.psnId === null || term.psnId === psnId;

/** Whether a moment falls on one of the term's days (Paris). */
export const termCoversDay = (term: Pick<TermForRules, 'firstDay' | 'lastDay'>, moment: string) => {
  const day = parisDay(new Date(moment));
  return day >= term.firstDay && day <= term.lastDay;
};

/** The term a pool's lesson at this moment belongs to, if any (terms of one pool never overlap). */
export const termOf = <T extends TermForRules>(terms: readonly T[], psnId: number, moment: string): T | null =>
  terms.find((term) => termForPool(term, psnId) && termCoversDay(term, moment)) ?? null;

/**
 * The lessons a weekly slot gives in a term (ISO starts, in order), from `fromDay` on (a Paris day;
 * the term's first by default) and after `now` when given.
 *
 * @example
 * slotDates({ firstDay: '2027-01-04', lastDay: '2027-01-24' }, { thrJour: 3, thrHeure: 14, thrMinute: 0 });
 * // ['2027-01-06T13:00:00.000Z', '2027-01-13T13:00:00.000Z', '2027-01-20T13:00:00.000Z']
 */
export function slotDates(term: Pick<TermForRules, 'firstDay' | 'lastDay'>, slot: SlotForRules, fromDay?: string | null, now?: string): string[] {
  const dates: string[] = [];
  let day = fromDay && fromDay > term.firstDay ? fromDay : term.firstDay;
  const offset = (slot.thrJour - weekday(day) + 7) % 7;
  day = addDays(day, offset);
  for (let guard = 0; day <= term.lastDay && guard < 60; day = addDays(day, 7), guard++) {
    const start = parisMoment(day, slot.thrHeure, slot.thrMinute);
    if (now && new Date(start).getTime() <= new Date(now).getTime()) continue;
    dates.push(start);
  }
  return dates;
}

/** Whether two terms share a day on a pool. */
export const termsOverlap = (a: TermForRules, b: TermForRules) => (a.psnId === null || b.psnId === null || a.psnId === b.psnId) && a.firstDay <= b.lastDay && b.firstDay <= a.lastDay;

/**
 * The term before this one whose families come first: the latest that ended before it starts and
 * shares its pools (a term for every pool shares every pool).
 */
export function previousTerm<T extends TermForRules>(terms: readonly T[], term: TermForRules): T | null {
  const before = terms.filter((other) => other.termId !== term.termId && other.lastDay < term.firstDay && (other.psnId === null || term.psnId === null || other.psnId === term.psnId));
  return before.sort((a, b) => b.lastDay.localeCompare(a.lastDay))[0] ?? null;
}

/** Why a term as given cannot be kept, or null. */
export function termRefusal(term: TermForRules, others: readonly TermForRules[]): 'days' | 'opening' | 'priority' | 'overlap' | null {
  if (term.lastDay < term.firstDay) return 'days';
  if (new Date(term.opensAt).getTime() > new Date(endOfParisDay(term.lastDay)).getTime()) return 'opening';
  if (term.priorityOpensAt && new Date(term.priorityOpensAt).getTime() >= new Date(term.opensAt).getTime()) return 'priority';
  if (others.some((other) => other.termId !== term.termId && termsOverlap(other, term))) return 'overlap';
  return null;
}
