import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { formatPrice } from '../../../lib/money.ts';

/** How the dashboard writes its numbers in the screen's language. */
export function formats(intl: Pick<IntlShape, 'locale' | 'formatNumber'>) {
  return {
    count: (value: number) => intl.formatNumber(value),
    money: (cents: number) => formatPrice(cents, intl.locale),
    /** Whole euros, short, for a chart's axis ("1,2 k€"). */
    moneyShort: (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 }),
    percent: (fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: fraction < 0.1 && fraction > 0 ? 1 : 0 }),
  };
}
export type Formats = ReturnType<typeof formats>;

/** A message of the screen's language by its id. */
export const say = (intl: Pick<IntlShape, 'formatMessage'>) => (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
