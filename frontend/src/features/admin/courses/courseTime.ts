/**
 * Days and times of courses as the school reads them: in Paris, weeks from Monday. Days are
 * `YYYY-MM-DD` texts, as the API takes them.
 */
import { addDays, parisDay } from '@plouf/infra/days';
import { dayOf } from '../../../lib/parisTime.ts';

export { addDays, parisDay };
// Days and times are written by the front end's one set of helpers (lib/parisTime.ts).
export { dayHeading, mondayOf, parisTime } from '../../../lib/parisTime.ts';

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** The Paris day a course starts on. */
export const courseDay = dayOf;

/** Groups courses by the Paris day they start on, in start order. */
export function byDay<T extends { crsDatdebut: string }>(courses: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const course of [...courses].sort((a, b) => a.crsDatdebut.localeCompare(b.crsDatdebut))) {
    const day = courseDay(course.crsDatdebut);
    days.set(day, [...(days.get(day) ?? []), course]);
  }
  return days;
}
