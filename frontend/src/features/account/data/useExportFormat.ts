import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/money.ts';

const PARIS = 'Europe/Paris';

/**
 * How the export's values read in the page's language: moments as Paris dates (and times), days as
 * they are, money in euros.
 *
 * @example
 * const format = useExportFormat();
 * format.date('2026-11-25T13:00:00.000Z'); // '25 nov. 2026' in French, '25 Nov 2026' in English
 */
export function useExportFormat() {
  const intl = useIntl();
  return {
    date: (iso: string | null) => (iso ? intl.formatDate(iso, { timeZone: PARIS, dateStyle: 'medium' }) : '—'),
    dateTime: (iso: string | null) => (iso ? intl.formatDate(iso, { timeZone: PARIS, dateStyle: 'medium', timeStyle: 'short' }) : '—'),
    /** A calendar day (`YYYY-MM-DD`), read at noon UTC so no zone moves it. */
    day: (day: string | null) => (day ? intl.formatDate(`${day.slice(0, 10)}T12:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' }) : '—'),
    money: (cents: number) => formatPrice(cents, intl.locale),
  };
}
