/**
 * The one way the front end writes dates and times. The school is in Paris: moments are told there,
 * whatever the browser's time zone, in spec §9's `DD/MM/YYYY HH:mm`; English writes the day before
 * the month too (British style, "Monday 23 November", "Mon 23/11"), never the US "11/23".
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
  if (Number.isNaN(Date.parse(iso))) return '';
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

/**
 * The week the booking page opens on when the address names none: tomorrow's. On a Sunday that is
 * the coming week: what is left of this one is today, past every lesson's cut-off, and a family
 * opening the page would see nothing to book.
 */
export const bookingWeek = (now: Date) => mondayOf(addDays(parisDay(now), 1));

/** A `YYYY-MM-DD` day as `DD/MM/YYYY`. */
export const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The Intl locale that writes a language's dates: day before month in both. */
const dateLocale = (locale: string) => (locale.startsWith('en') ? 'en-GB' : 'fr-FR');

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A `YYYY-MM-DD` day in a language, at noon UTC so no zone moves it. */
function formatDay(day: string, locale: string, style: 'weekday' | 'short' | 'long' | 'full'): string {
  const key = `${dateLocale(locale)}|${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      weekday: { weekday: 'long' },
      short: { weekday: 'short', day: '2-digit', month: '2-digit' },
      long: { weekday: 'long', day: 'numeric', month: 'long' },
      full: { day: 'numeric', month: 'long', year: 'numeric' },
    };
    format = new Intl.DateTimeFormat(dateLocale(locale), { ...options[style], timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  const text = format.format(new Date(`${day}T12:00:00Z`)).replace(',', '');
  // French writes the first of a month as an ordinal: « 1er janvier », « mardi 1er décembre ».
  return dateLocale(locale).startsWith('fr') && (style === 'long' || style === 'full') && day.endsWith('-01') ? text.replace(/(^|\s)1(\s)/, '$11er$2') : text;
}

/** A day's weekday name in a language: `mercredi`, `Wednesday`. */
export const weekdayName = (day: string, locale: string) => formatDay(day, locale, 'weekday');

/**
 * A day as a heading, day before month in both languages.
 *
 * @example
 * dayHeading('2026-11-23', 'fr')         // 'lun. 23/11'
 * dayHeading('2026-11-23', 'en')         // 'Mon 23/11'
 * dayHeading('2026-11-23', 'en', 'long') // 'Monday 23 November'
 */
export const dayHeading = (day: string, locale: string, style: 'short' | 'long' = 'short') => formatDay(day, locale, style);

/**
 * A day written out with its year: `23 novembre 2026`, `23 November 2026`.
 *
 * @example
 * longDate('2026-11-23', 'en') // '23 November 2026'
 */
export const longDate = (day: string, locale: string) => formatDay(day, locale, 'full');

/** Items grouped by their Paris day, days in order, each day's items in the order given. */
export function byDay<T>(items: readonly T[], start: (item: T) => string): { day: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(start(item));
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, items: list }));
}
