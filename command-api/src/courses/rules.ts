/**
 * The booking rules, pure: the member's age, the cancellation cut-off, promotion and presence
 * (which card may pay is a card rule: cards/rules.ts). The command side decides with them and the
 * screens explain with them (package subpath `@plouf/command-api/booking-rules`; no TypeBox).
 */
import { parisDay } from '@plouf/infra/days';
import { PRESENCE } from '../constants.ts';


/** A moment's Paris day as numbers (`parisDay`: its formatter made once, its day kept per hour). */
const parisParts = (moment: string) => {
  const [year, month, day] = parisDay(new Date(moment)).split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

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
