/**
 * The booking rules, pure: which card may pay for a course, the member's age, the cancellation
 * cut-off. The command side decides with them, query-api answers `allowed-tickets` with them and
 * the screens explain with them (package subpath `@plouf/command-api/booking-rules`; no TypeBox).
 */
import { PRESENCE } from '../constants.ts';

/** The screens' and booking's old path to the cut-off, until they import `@plouf/command-api/enrolment`. */
export { cutoffOf } from './enrolment.ts';

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

export type CardRefusal = 'revoked' | 'expired' | 'notYetValid' | 'activity' | 'pool' | 'noEntry' | 'weekUsed';

export const CARD_REFUSALS: Record<CardRefusal, { fr: string; en: string }> = {
  revoked: { fr: 'Cette carte a été reprise', en: 'This card was taken back' },
  expired: { fr: 'Cette carte ne sera plus valide à la date du cours', en: 'This card is no longer valid on the day of the lesson' },
  notYetValid: { fr: 'Cette carte ne sera pas encore valide à la date du cours', en: 'This card is not yet valid on the day of the lesson' },
  activity: { fr: 'Cette carte ne couvre pas cette activité', en: 'This card does not cover this activity' },
  pool: { fr: 'Cette carte ne couvre pas cette piscine', en: 'This card does not cover this pool' },
  noEntry: { fr: 'Cette carte n’a plus d’entrée', en: 'This card has no entry left' },
  weekUsed: { fr: 'Complet semaine : l’entrée de cette semaine est déjà utilisée', en: 'Full this week: this week’s entry is already used' },
};

const parisParts = (moment: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(moment));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
};

/**
 * The ISO week, in Paris, of a moment: a subscription's week.
 *
 * @example
 * isoWeek('2026-11-23T10:00:00.000Z'); // '2026-W48'
 */
export function isoWeek(moment: string): string {
  const { year, month, day } = parisParts(moment);
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
 * The member's age in whole months on a day, from their birth date (YYYY-MM-DD).
 *
 * @example
 * ageInMonths('2020-05-10', '2026-05-09T08:00:00Z'); // 71
 */
export function ageInMonths(birthDate: string, moment: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const { year, month, day } = parisParts(moment);
  return (year - by) * 12 + (month - bm) - (day < bd ? 1 : 0);
}

/** An activity's age rule (`acyAge`): 0 means from 6 months, otherwise from N years. */
export const minimumMonths = (acyAge: number) => (acyAge === 0 ? 6 : acyAge * 12);

/**
 * When presence may be marked on a course starting at `start`: from a little before it until some
 * days after (`PRESENCE`).
 *
 * @example
 * presenceWindow('2026-12-02T13:00:00.000Z'); // { opensAt: '2026-12-02T12:30:00.000Z', closesAt: '2026-12-09T13:00:00.000Z' }
 */
export function presenceWindow(start: string): { opensAt: string; closesAt: string } {
  const at = new Date(start).getTime();
  return { opensAt: new Date(at - PRESENCE.opensMinutesBefore * 60_000).toISOString(), closesAt: new Date(at + PRESENCE.closesDaysAfter * 86_400_000).toISOString() };
}

/** Whether presence may be marked now: too early (the lesson has not come), too late, or null when it may. */
export function presenceRefusal(start: string, now: string): 'notYet' | 'closed' | null {
  const { opensAt, closesAt } = presenceWindow(start);
  const moment = new Date(now).getTime();
  if (moment < new Date(opensAt).getTime()) return 'notYet';
  return moment > new Date(closesAt).getTime() ? 'closed' : null;
}
