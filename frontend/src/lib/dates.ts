/** A month of a year, or the whole year when `month` is null (the month picker's 'Tous'). */
export interface Period {
  year: number;
  /** 1-12, or null for the whole year. */
  month: number | null;
}

/**
 * The half-open interval `[from, to)` of a period, from local midnight of its first day to local
 * midnight after its last, as ISO UTC strings for the `from` / `to` query of the filter endpoints.
 *
 * @example
 * periodRange({ year: 2026, month: 3 }) // in Paris: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' }
 */
export function periodRange(period: Period): { from: string; to: string } {
  const start = new Date(period.year, period.month === null ? 0 : period.month - 1, 1);
  const end = period.month === null ? new Date(period.year + 1, 0, 1) : new Date(period.year, period.month, 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/**
 * Spec §9: the first date offered for contacts and orders. Empty or the zero date means today;
 * anything older than 50 years is clamped to 1 January of the year 50 years back.
 */
export function normalizeMinDate(value: string | null | undefined, now: Date): Date {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1) return now;
  const limitYear = now.getFullYear() - 50;
  if (date < new Date(limitYear, now.getMonth(), now.getDate())) return new Date(limitYear, 0, 1);
  return date;
}
