/**
 * The card rules, pure: which card may pay for a course, and a subscription's week. The cards
 * decider and the course decider refuse with them, query-api answers `allowed-tickets` with them
 * (package subpath `@plouf/command-api/card-rules`; no TypeBox).
 */
import { endOfParisDay, parisDay } from '@plouf/infra/days';

/** What a card's rules need to know of it. */
export interface CardForRules {
  fftIsAbo: boolean;
  /** Entries it gives (a subscription: one a week, whatever this says). */
  entries: number;
  used: number;
  /** The weeks (`2026-W48`, Paris) a subscription has an entry spent in. */
  weeks?: readonly string[];
  validFrom: string;
  validUntil: string;
  /** Empty: any activity, any pool. */
  acyIds: readonly number[];
  psnIds: readonly number[];
  revoked: boolean;
}

export interface CourseForRules {
  acyId: number;
  acyIdCplt: number | null;
  psnId: number;
  start: string;
}

export type CardRefusal = 'revoked' | 'expired' | 'notYetValid' | 'activity' | 'pool' | 'noEntry' | 'weekUsed' | 'creditUsed' | 'creditExpired' | 'otherMember';

export const CARD_REFUSALS: Record<CardRefusal, { fr: string; en: string }> = {
  revoked: { fr: 'Cette carte a été reprise', en: 'This card was taken back' },
  expired: { fr: 'Cette carte ne sera plus valide à la date du cours', en: 'This card is no longer valid on the day of the lesson' },
  notYetValid: { fr: 'Cette carte ne sera pas encore valide à la date du cours', en: 'This card is not yet valid on the day of the lesson' },
  activity: { fr: 'Cette carte ne couvre pas cette activité', en: 'This card does not cover this activity' },
  pool: { fr: 'Cette carte ne couvre pas cette piscine', en: 'This card does not cover this pool' },
  noEntry: { fr: 'Cette carte n’a plus d’entrée', en: 'This card has no entry left' },
  weekUsed: { fr: 'Complet semaine : l’entrée de cette semaine est déjà utilisée', en: 'Full this week: this week’s entry is already used' },
  creditUsed: { fr: 'Ce crédit de rattrapage est déjà utilisé', en: 'This make-up credit is already used' },
  creditExpired: { fr: 'Ce crédit de rattrapage a expiré', en: 'This make-up credit has expired' },
  otherMember: { fr: 'Ce crédit de rattrapage est celui d’un autre membre', en: 'This make-up credit belongs to another member' },
};

/** What a make-up credit's rules need to know of it. */
export interface CreditForRules {
  usrId: number;
  status: 'open' | 'used' | 'expired';
  validFrom: string;
  validUntil: string;
  acyIds: readonly number[];
  psnIds: readonly number[];
}

/**
 * Why this credit may not book this member on this course, or null when it may: its own member,
 * once, while valid, on what the card it replaces covered (issue 23).
 *
 * @example
 * creditRefusal({ ...credit, usrId: 12 }, course, 13); // 'otherMember'
 */
export function creditRefusal(credit: CreditForRules, course: CourseForRules, usrId: number): CardRefusal | null {
  if (credit.usrId !== usrId) return 'otherMember';
  if (credit.status === 'used') return 'creditUsed';
  if (credit.status === 'expired' || new Date(credit.validUntil).getTime() < new Date(course.start).getTime()) return 'creditExpired';
  return cardRefusal({ fftIsAbo: false, entries: 1, used: 0, validFrom: credit.validFrom, validUntil: credit.validUntil, acyIds: credit.acyIds, psnIds: credit.psnIds, revoked: false }, course);
}

/**
 * The ISO week, in Paris, of a moment: a subscription's week.
 *
 * @example
 * isoWeek('2026-11-23T10:00:00.000Z'); // '2026-W48'
 */
export function isoWeek(moment: string): string {
  const [year, month, day] = parisDay(new Date(moment)).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** Why this card may not pay for this course, or null when it may. */
export function cardRefusal(card: CardForRules, course: CourseForRules): CardRefusal | null {
  if (card.revoked) return 'revoked';
  const start = new Date(course.start).getTime();
  if (new Date(card.validUntil).getTime() < start) return 'expired';
  if (new Date(card.validFrom).getTime() > start) return 'notYetValid';
  const activities = [course.acyId, ...(course.acyIdCplt ? [course.acyIdCplt] : [])];
  if (card.acyIds.length > 0 && !activities.some((id) => card.acyIds.includes(id))) return 'activity';
  if (card.psnIds.length > 0 && !card.psnIds.includes(course.psnId)) return 'pool';
  if (card.fftIsAbo) return (card.weeks ?? []).includes(isoWeek(course.start)) ? 'weekUsed' : null;
  return card.used >= card.entries ? 'noEntry' : null;
}

/**
 * How many of these lessons (in order) a card pays, having given back `freed` first (a move's
 * lessons): a term enrolment is paid ahead, every lesson or none (docs/adr/0019-term-enrolment.md).
 *
 * @example
 * weeksPayable({ ...tenEntries, used: 8 }, fourWednesdays, course); // { paid: 2, refusal: 'noEntry' }
 */
export function weeksPayable(card: CardForRules, dates: readonly string[], course: Omit<CourseForRules, 'start'>, freed: readonly string[] = []): { paid: number; refusal: CardRefusal | null } {
  const weeks = [...(card.weeks ?? [])];
  for (const date of freed) {
    const at = weeks.indexOf(isoWeek(date));
    if (at >= 0) weeks.splice(at, 1);
  }
  let used = Math.max(0, card.used - freed.length);
  let paid = 0;
  for (const date of dates) {
    const refusal = cardRefusal({ ...card, used, weeks }, { ...course, start: date });
    if (refusal) return { paid, refusal };
    paid++;
    used++;
    weeks.push(isoWeek(date));
  }
  return { paid, refusal: null };
}

/**
 * The last moment a card is valid: the end of the day, in Paris, `months` after `from` (the day it
 * was paid, in Paris). A day that does not exist (31 → 30 November) is the month's last.
 *
 * @example
 * validUntil('2026-11-23T10:00:00.000Z', 12); // '2027-11-23T22:59:59.000Z', the end of 23/11/2027 in Paris
 */
export function validUntil(from: string, months: number): string {
  const [year, month, day] = parisDay(new Date(from)).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return endOfParisDay(target.toISOString().slice(0, 10));
}
