/**
 * A number shown in one unit and stored in a smaller whole one (spec §5 "number field with
 * factor"): euros shown, cents stored (factor 100); a VAT rate in percent shown, basis points
 * stored (factor 100); metres shown, centimetres stored (factor 100).
 */
export interface FactorOptions {
  /** Stored = shown × factor. Default 1. */
  factor?: number;
  /** Negative numbers become 0. */
  positiveOnly?: boolean;
}

/** How many decimals a factor's shown value needs: 100 → 2, 1 → 0. */
export function decimalsOf(factor = 1): number {
  return Math.max(0, Math.ceil(Math.log10(factor) - 1e-9));
}

/**
 * Reads what a person typed: a comma or a dot as the decimal mark, spaces ignored. Empty or not a
 * number gives null.
 *
 * @example
 * parseShown('12,5') // 12.5
 * parseShown('1 250') // 1250
 * parseShown('abc') // null
 */
export function parseShown(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * The stored whole number for a shown one.
 *
 * @example
 * toStored(12.34, { factor: 100 }) // 1234, not 1233.9999999999998
 * toStored(-3, { positiveOnly: true }) // 0
 */
export function toStored(shown: number, { factor = 1, positiveOnly = false }: FactorOptions = {}): number {
  const stored = Math.round(shown * factor);
  if (positiveOnly && stored < 0) return 0;
  return stored === 0 ? 0 : stored;
}

/**
 * The shown text of a stored number in the page's language: a whole number without decimals,
 * any other with `decimals` of them (like prices, spec §9: "15 €", "15,50 €", never "15,5 €").
 *
 * @example
 * formatShown(1250, { factor: 100, locale: 'fr' }) // '12,50'
 * formatShown(2000, { factor: 100, locale: 'en' }) // '20'
 */
export function formatShown(stored: number, { factor = 1, decimals = decimalsOf(factor), locale = 'fr' }: FactorOptions & { decimals?: number; locale?: string } = {}): string {
  if (!Number.isFinite(stored)) return '';
  const shown = stored / factor;
  const fraction = Number.isInteger(shown) ? 0 : decimals;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: decimals, useGrouping: false }).format(shown);
}
