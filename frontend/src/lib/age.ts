/** Spec §3: an activity's `acyAge` of 0 means "from 6 months", otherwise "from N years". */
export function minimumAge(acyAge: number): { count: number; unit: 'month' | 'year' } {
  return acyAge <= 0 ? { count: 6, unit: 'month' } : { count: acyAge, unit: 'year' };
}

/**
 * The minimum age in the locale's words, number and unit agreeing ("1 an", "3 ans", "1 year").
 * The surrounding "dès" / "from" is a message of the screen that shows it.
 *
 * @example
 * formatMinimumAge(0, 'fr') // '6 mois'
 * formatMinimumAge(3, 'en') // '3 years'
 */
export function formatMinimumAge(acyAge: number, locale: string): string {
  const { count, unit } = minimumAge(acyAge);
  const key = `${locale}|${unit}`;
  let format = ageFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    ageFormats.set(key, format);
  }
  return format.format(count);
}

/** Made once per locale and unit: a formatter costs far more to make than to use. */
const ageFormats = new Map<string, Intl.NumberFormat>();
