/** How the books print amounts, rates and dates in the reader's language (pure). */
import { ERASED_FAMILY_NAME, ERASED_MEMBER_NAME, type Language } from '@plouf/infra';

const NBSP = '\u00a0';

/**
 * Cents as euros: French `1 234,50 €`, English `€1,234.50` (the space a no-break one, which the
 * PDF's standard fonts hold, unlike Intl's narrow one).
 *
 * @example
 * euros(123450, 'fr'); // '1 234,50 €'
 * euros(-500, 'en');   // '-€5.00'
 */
export function euros(cents: number, language: Language): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? NBSP : ',');
  const decimals = String(abs % 100).padStart(2, '0');
  return language === 'fr' ? `${sign}${units},${decimals}${NBSP}€` : `${sign}€${units}.${decimals}`;
}

/**
 * An amount that may hold a fraction of a cent (a unit price excluding VAT: a line's amount over its
 * quantity), in euros with as many decimals as it needs, two to four: `8,3333 €`, `12,50 €`.
 *
 * @example
 * preciseEuros(2500 / 3, 'fr'); // '8,3333 €'
 * preciseEuros(1249.5, 'en');   // '€12.495'
 */
export function preciseEuros(cents: number, language: Language): string {
  const tenThousandths = Math.round(cents * 100);
  if (tenThousandths % 100 === 0) return euros(tenThousandths / 100, language);
  const sign = tenThousandths < 0 ? '-' : '';
  const abs = Math.abs(tenThousandths);
  const units = String(Math.floor(abs / 10_000)).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? NBSP : ',');
  const decimals = String(abs % 10_000).padStart(4, '0').replace(/0+$/, '');
  return language === 'fr' ? `${sign}${units},${decimals}${NBSP}€` : `${sign}€${units}.${decimals}`;
}

/** A VAT rate in basis points as printed: `20 %`, `5,5 %` / `20%`, `5.5%`. */
export function ratePercentText(tva: number, language: Language): string {
  const text = String(Math.round(tva) / 100);
  return language === 'fr' ? `${text.replace('.', ',')}${NBSP}%` : `${text}%`;
}

const DAY = { fr: new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }), en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }) };
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A moment's Paris day as printed: `12/03/2026`, `12 March 2026`. */
export const dayText = (moment: string, language: Language) => DAY[language].format(new Date(moment));
/** A moment's Paris day as a spreadsheet reads it: `2026-03-12`. */
export const isoDay = (moment: string) => ISO_DAY.format(new Date(moment));

/**
 * A buyer's name as printed: one erased (a family erased before its document was issued, or past
 * the books' retention) in the reader's language, as the screens say it.
 *
 * @example
 * buyerName('Famille supprimée', 'en'); // 'Deleted family'
 */
export function buyerName(name: string, language: Language): string {
  if (language === 'fr' || (name !== ERASED_FAMILY_NAME && name !== ERASED_MEMBER_NAME)) return name;
  return name === ERASED_FAMILY_NAME ? 'Deleted family' : 'Deleted member';
}
