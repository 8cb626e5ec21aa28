/**
 * Days and times of courses as the school reads them: in Paris, weeks from Monday. Days are
 * `YYYY-MM-DD` texts, as the API takes them.
 */
import { addDays, parisDay, weekday } from '@plouf/infra/days';

export { addDays, parisDay };

/**
 * The Monday of a day's week.
 *
 * @example
 * mondayOf('2026-11-26') // '2026-11-23'
 */
export const mondayOf = (day: string) => addDays(day, 1 - weekday(day));

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** The Paris day a course starts on. */
export const courseDay = (start: string) => parisDay(new Date(start));

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A course's start, `hh:mm` in Paris whatever the browser's zone.
 *
 * @example
 * courseClock('2026-11-25T13:00:00.000Z', 'fr') // '14:00'
 */
export function courseClock(start: string, locale: string): string {
  let format = clocks.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(locale, format);
  }
  return format.format(new Date(start));
}

/**
 * A day as a heading: "lun. 23/11" in French, "Mon 11/23" in English.
 *
 * @example
 * dayHeading('2026-11-23', 'fr', 'short')
 */
export function dayHeading(day: string, locale: string, weekdayStyle: 'short' | 'long' = 'short'): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: weekdayStyle, day: 'numeric', month: weekdayStyle === 'long' ? 'long' : 'numeric' }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** Groups courses by the Paris day they start on, in start order. */
export function byDay<T extends { crsDatdebut: string }>(courses: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const course of [...courses].sort((a, b) => a.crsDatdebut.localeCompare(b.crsDatdebut))) {
    const day = courseDay(course.crsDatdebut);
    days.set(day, [...(days.get(day) ?? []), course]);
  }
  return days;
}
