import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/money.ts';

/**
 * How the export's values read in the page's language: moments as Paris dates (and times), days as
 * they are, money in euros. Day before month in both languages, as the rest of the site writes them.
 *
 * @example
 * const format = useExportFormat();
 * format.date('2026-11-25T13:00:00.000Z'); // '25 nov. 2026' in French, '25 Nov 2026' in English
 */
export function useExportFormat() {
  const { locale } = useIntl();
  return useMemo(() => {
    const tag = locale.startsWith('en') ? 'en-GB' : 'fr-FR';
    const date = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Paris', dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Paris', dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', dateStyle: 'medium' });
    return {
      date: (iso: string | null) => (iso ? date.format(new Date(iso)) : '—'),
      dateTime: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—'),
      /** A calendar day (`YYYY-MM-DD`), read at noon UTC so no zone moves it. */
      day: (value: string | null) => (value ? day.format(new Date(`${value.slice(0, 10)}T12:00:00Z`)) : '—'),
      money: (cents: number) => formatPrice(cents, locale),
    };
  }, [locale]);
}
