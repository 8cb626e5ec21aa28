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
