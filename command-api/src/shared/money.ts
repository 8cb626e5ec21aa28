/**
 * An amount in cents as the reader writes euros ("15,00 €", "€15.00"): in a refusal's text, in an
 * order line's label. The screens format with the browser's own (frontend/src/lib/money.ts).
 */
export const euros = (cents: number, language: 'fr' | 'en'): string =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
