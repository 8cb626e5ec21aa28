/**
 * What giving up an enrolment from a week means, lesson by lesson, with the booking rules'
 * cut-off (`@plouf/command-api/enrolment`): before it a lesson's entry comes back to the card,
 * after it the entry stays spent; a lesson not yet scheduled comes back.
 */
import { cutoffOf } from '@plouf/command-api/enrolment';
import { parisDay } from '@plouf/infra/days';
import type { EnrolmentWeek } from '../../../api/terms.ts';

/** The weeks a family may still give up: booked or not yet scheduled, to come. */
export const weeksToGiveUp = (weeks: readonly EnrolmentWeek[], now: Date) =>
  weeks.filter((week) => (week.state === 'coming' || week.state === 'unscheduled') && new Date(week.date).getTime() > now.getTime());

export type DropOutcome = 'back' | 'spent' | 'later';

/**
 * The lessons given up from `fromDay` (a Paris day) on, each with what becomes of its entry.
 *
 * @example
 * dropPlan(weeks, '2027-01-13', 24, new Date('2027-01-12T20:00:00Z'))
 * // [{ date: '2027-01-13T13:00:00.000Z', outcome: 'spent' }, { date: '2027-01-20T13:00:00.000Z', outcome: 'back' }]
 */
export function dropPlan(weeks: readonly EnrolmentWeek[], fromDay: string, cutoffHours: number, now: Date): { date: string; outcome: DropOutcome }[] {
  return weeksToGiveUp(weeks, now)
    .filter((week) => parisDay(new Date(week.date)) >= fromDay)
    .map((week) => ({
      date: week.date,
      outcome: week.state === 'unscheduled' ? 'later' : now.getTime() < new Date(cutoffOf(week.date, cutoffHours)).getTime() ? 'back' : 'spent',
    }));
}
