/** Formatting with a time zone is costly to set up: one formatter, made once. */
const PARIS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

/**
 * The day of a moment in Paris, where the business is, as YYYY-MM-DD: a blog post dated today is
 * published from midnight there.
 *
 * @example
 * parisDay(new Date('2026-11-23T23:30:00Z')); // '2026-11-24'
 */
export const parisDay = (moment: Date) => PARIS.format(moment);
