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
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
