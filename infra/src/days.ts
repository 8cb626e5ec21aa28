/**
 * Formatting with a time zone is costly to set up (the zone data is loaded on the first one: tens
 * of milliseconds on a phone): each formatter is made once, on first use, not when a page's script
 * is loaded.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const PARIS = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }));

/**
 * The day of a moment in Paris, where the business is, as YYYY-MM-DD: a blog post dated today is
 * published from midnight there.
 *
 * @example
 * parisDay(new Date('2026-11-23T23:30:00Z')); // '2026-11-24'
 */
export const parisDay = (moment: Date) => byHour(days, moment, () => PARIS().format(moment));

/**
 * Paris's offset is a whole number of hours and changes on the hour: its day and offset are the same
 * through a UTC hour, so each is worked out once per hour (the term's dates are read by every
 * enrolment and every page of a rush: Intl's formatting was 5 % of the server's time, issue 42).
 */
const HOUR_MS = 3_600_000;
const KEPT_HOURS = 50_000;
const days = new Map<number, string>();
const offsets = new Map<number, number>();
function byHour<T>(kept: Map<number, T>, moment: Date, work: () => T): T {
  const time = moment.getTime();
  if (!Number.isFinite(time)) return work();
  const hour = Math.floor(time / HOUR_MS);
  const known = kept.get(hour);
  if (known !== undefined) return known;
  const value = work();
  if (kept.size >= KEPT_HOURS) kept.clear();
  kept.set(hour, value);
  return value;
}

const PARIS_OFFSET = once(() => new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' }));

/** Paris's offset from UTC at a moment, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(moment: Date): number {
  return byHour(offsets, moment, () => offsetAt(moment));
}

function offsetAt(moment: Date): number {
  const name = PARIS_OFFSET().formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The last second of a day in Paris, as an ISO moment: a card valid "until 23/11/2027" is valid
 * that whole day where the family lives, and no longer.
 *
 * @example
 * endOfParisDay('2027-11-23'); // '2027-11-23T22:59:59.000Z' (winter, UTC+1)
 * endOfParisDay('2027-07-14'); // '2027-07-14T21:59:59.000Z' (summer, UTC+2)
 */
export function endOfParisDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 23, 59, 59);
  return new Date(wall - parisOffsetMinutes(new Date(wall)) * 60_000).toISOString();
}

/**
 * A wall-clock time in Paris on a day, as an ISO moment (a lesson "Wednesday at 14:00" is at
 * 14:00 in Paris, winter or summer).
 *
 * @example
 * parisMoment('2026-11-25', 14, 0); // '2026-11-25T13:00:00.000Z'
 * parisMoment('2027-06-02', 14, 0); // '2027-06-02T12:00:00.000Z'
 */
export function parisMoment(day: string, hour: number, minute: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const first = wall - parisOffsetMinutes(new Date(wall)) * 60_000;
  // Around a change of hour the offset at the wall time and at the moment differ: take the moment's.
  return new Date(wall - parisOffsetMinutes(new Date(first)) * 60_000).toISOString();
}

/** The day after (or `n` days after) a YYYY-MM-DD day. */
export function addDays(day: string, n = 1): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** The weekday of a YYYY-MM-DD day, 1 Monday … 7 Sunday. */
export function weekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}
