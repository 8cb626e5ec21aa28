import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMinimumAge } from '../../../lib/age.ts';
import { formatPassPrice } from '../../../lib/money.ts';
import { longDate } from '../../../lib/parisTime.ts';
import { dateOfWeekday } from '../data/timetable.ts';

/**
 * How the public pages write prices, ages, days and durations in the current language.
 *
 * @example
 * siteFormat(intl).age(0) // 'dès 6 mois'
 */
export function siteFormat(intl: IntlShape) {
  return {
    /** A pass's price: "Gratuit" / "Free" when it costs nothing. */
    price: (cents: number) => formatPassPrice(cents, intl),
    /** "from 15 €": the cheapest pass; when one is free, that a free pass is offered (not "from Free"). */
    from: (cents: number) => (cents === 0 ? intl.formatMessage({ id: 'site.price.freeOffered' }) : `${intl.formatMessage({ id: 'site.price.from' })} ${formatPassPrice(cents, intl)}`),
    age: (acyAge: number) => intl.formatMessage({ id: 'site.age.from' }, { age: formatMinimumAge(acyAge, intl.locale) }),
    /** 1 Monday … 7 Sunday, by its name. */
    weekday: (day: number) => intl.formatDate(dateOfWeekday(day), { weekday: 'long' }),
    minutes: (count: number) => intl.formatNumber(count, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
    day: (day: string) => longDate(day, intl.locale),
  };
}

export type SiteFormat = ReturnType<typeof siteFormat>;

export function useSiteFormat(): SiteFormat {
  const intl = useIntl();
  return useMemo(() => siteFormat(intl), [intl]);
}
