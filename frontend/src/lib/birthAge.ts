/** Below this many months, an age is told in months (a baby, a toddler); from it, in years. */
const MONTHS_UNTIL_YEARS = 24;

/**
 * Spec §9 "age in years or months": a person's age on a day, from their birth date (`YYYY-MM-DD`),
 * in whole months below two years, in whole years from then; null when the date is unreadable or
 * to come.
 *
 * @example
 * ageOn('2019-04-12', new Date(2026, 10, 25)) // { count: 7, unit: 'year' }
 * ageOn('2025-07-01', new Date(2026, 10, 25)) // { count: 16, unit: 'month' }
 */
export function ageOn(birthDate: string, today: Date): { count: number; unit: 'month' | 'year' } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const months = (today.getFullYear() - year) * 12 + (today.getMonth() + 1 - month) - (today.getDate() < day ? 1 : 0);
  if (months < 0) return null;
  return months < MONTHS_UNTIL_YEARS ? { count: months, unit: 'month' } : { count: Math.floor(months / 12), unit: 'year' };
}

/**
 * The age in the locale's words ("7 ans", "16 mois", "7 years"); empty when there is none to tell.
 *
 * @example
 * formatAge('2019-04-12', 'fr', new Date(2026, 10, 25)) // '7 ans'
 */
export function formatAge(birthDate: string | null, locale: string, today = new Date()): string {
  const age = birthDate ? ageOn(birthDate, today) : null;
  return age ? new Intl.NumberFormat(locale, { style: 'unit', unit: age.unit, unitDisplay: 'long' }).format(age.count) : '';
}

/**
 * An age the server gave in whole months (the instructor's roster), told as `formatAge` tells it;
 * empty when there is none.
 *
 * @example
 * formatMonths(97, 'fr') // '8 ans'
 * formatMonths(16, 'en') // '16 months'
 */
export function formatMonths(months: number | null | undefined, locale: string): string {
  if (months === null || months === undefined || months < 0) return '';
  const age = months < MONTHS_UNTIL_YEARS ? { count: months, unit: 'month' } : { count: Math.floor(months / 12), unit: 'year' };
  return new Intl.NumberFormat(locale, { style: 'unit', unit: age.unit, unitDisplay: 'long' }).format(age.count);
}
