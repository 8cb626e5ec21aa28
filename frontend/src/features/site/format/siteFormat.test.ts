import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { allCatalogues as catalogues } from '../../../i18n/allCatalogues.ts';
import { siteFormat } from './siteFormat.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const format = (locale: 'fr' | 'en') => siteFormat(createIntl({ locale, messages: catalogues[locale] }));

describe('siteFormat', () => {
  it('writes the minimum age of an activity', () => {
    expect(plain(format('fr').age(0))).toBe('dès 6 mois');
    expect(plain(format('fr').age(4))).toBe('dès 4 ans');
    expect(format('en').age(0)).toBe('from 6 months');
    expect(format('en').age(1)).toBe('from 1 year');
  });

  it('writes prices in euros', () => {
    expect(plain(format('fr').price(1550))).toBe('15,50 €');
    expect(format('en').price(1500)).toBe('€15');
  });

  it('names days 1 Monday to 7 Sunday', () => {
    expect(format('fr').weekday(1)).toBe('lundi');
    expect(format('en').weekday(7)).toBe('Sunday');
  });

  it('writes a publication day without moving it across time zones', () => {
    expect(format('fr').day('2026-03-01')).toBe('1er mars 2026');
    expect(format('en').day('2026-03-01')).toBe('1 March 2026');
  });
});
