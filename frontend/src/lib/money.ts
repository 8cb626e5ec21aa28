import type { IntlShape } from 'react-intl';

/**
 * Spec §9: prices are kept in cents and shown in euros with 0 to 2 decimals: none for a whole
 * amount, two otherwise (never "15,5 €"), in the locale's own way of writing them.
 *
 * @example
 * formatPrice(1500, 'fr') // '15 €'
 * formatPrice(1550, 'fr') // '15,50 €'
 * formatPrice(1550, 'en') // '€15.50'
 */
export function formatPrice(cents: number, locale: string): string {
  const whole = Number.isInteger(cents / 100);
  return priceFormat(locale, whole).format(cents / 100);
}

/**
 * A pass's price, or what passes cost (a cart line, an order's total), as a family reads it: a
 * price of nothing says "Gratuit" / "Free", not "0 €"; any other amount as {@link formatPrice}.
 * (Amounts that are not prices, a VAT of 0 or a payment, stay amounts: use formatPrice.)
 *
 * @example
 * formatPassPrice(0, intl)    // 'Gratuit' (fr), 'Free' (en)
 * formatPassPrice(1500, intl) // '15 €' (fr)
 */
export function formatPassPrice(cents: number, intl: Pick<IntlShape, 'locale' | 'formatMessage'>): string {
  return cents === 0 ? intl.formatMessage({ id: 'common.price.free' }) : formatPrice(cents, intl.locale);
}

/** Made once per locale and kind: a formatter costs far more to make than to use (lists show dozens of prices). */
const priceFormats = new Map<string, Intl.NumberFormat>();
function priceFormat(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    priceFormats.set(key, format);
  }
  return format;
}
