import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { allCatalogues as catalogues } from '../i18n/allCatalogues.ts';
import { formatPassPrice, formatPrice } from './money.ts';

// Intl separates amount and symbol with a no-break space (U+00A0 or U+202F): compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows a whole amount without decimals', () => {
    expect(plain(formatPrice(1500, 'fr'))).toBe('15 €');
    expect(formatPrice(1500, 'en')).toBe('€15');
    expect(plain(formatPrice(0, 'fr'))).toBe('0 €');
  });

  it('shows two decimals as soon as there are cents', () => {
    expect(plain(formatPrice(1550, 'fr'))).toBe('15,50 €');
    expect(formatPrice(1550, 'en')).toBe('€15.50');
    expect(plain(formatPrice(1505, 'fr'))).toBe('15,05 €');
    expect(formatPrice(1, 'en')).toBe('€0.01');
  });

  it('groups thousands the way the locale does', () => {
    expect(plain(formatPrice(123456, 'fr'))).toBe('1 234,56 €');
    expect(formatPrice(123400, 'en')).toBe('€1,234');
  });
});

describe('formatPassPrice', () => {
  const intlOf = (locale: 'fr' | 'en') => createIntl({ locale, messages: catalogues[locale] });

  it('says a price of nothing in words, in the reader’s language', () => {
    expect(formatPassPrice(0, intlOf('fr'))).toBe('Gratuit');
    expect(formatPassPrice(0, intlOf('en'))).toBe('Free');
  });

  it('writes any other price as formatPrice does', () => {
    expect(plain(formatPassPrice(1500, intlOf('fr')))).toBe('15 €');
    expect(formatPassPrice(1, intlOf('en'))).toBe('€0.01');
  });
});
