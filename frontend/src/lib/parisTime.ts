/**
 * Lessons happen in Paris: their days and hours are told there, whatever the browser's time zone,
 * in spec §9's `DD/MM/YYYY HH:mm`.
 */
import { addDays, once, parisDay, weekday } from '@plouf/infra/days';

const PARTS = once(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

function parts(iso: string) {
  const all = PARTS().formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => all.find((part) => part.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/**
 * @example
 * parisDateTime('2026-11-25T13:00:00.000Z') // '25/11/2026 14:00'
 */
export function parisDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `25/11/2026` */
export const parisDate = (iso: string) => parisDateTime(iso).slice(0, 10);
/** `14:00` */
export const parisTime = (iso: string) => parisDateTime(iso).slice(11);
/** `25/11` */
export const parisShortDate = (iso: string) => parisDateTime(iso).slice(0, 5);

/** The Paris day of a moment, `YYYY-MM-DD`. */
export const dayOf = (iso: string) => parisDay(new Date(iso));

/** The Monday of a day's week. */
export const mondayOf = (day: string) => addDays(day, 1 - weekday(day));

/** A `YYYY-MM-DD` day as `DD/MM/YYYY`. */
export const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A day's weekday name in a language, at noon so no zone moves it. */
export const weekdayName = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** Items grouped by their Paris day, days in order, each day's items in the order given. */
export function byDay<T>(items: readonly T[], start: (item: T) => string): { day: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(start(item));
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, items: list }));
}
