import { describe, expect, it } from 'vitest';
import { decimalsOf, formatShown, parseShown, toStored } from './numberFactor.ts';

describe('number field with factor', () => {
  it('reads a comma or a dot as the decimal mark and ignores spaces', () => {
    expect(parseShown('12,5')).toBe(12.5);
    expect(parseShown('12.5')).toBe(12.5);
    expect(parseShown(' 1 250 ')).toBe(1250);
    expect(parseShown('1\u202f250,75')).toBe(1250.75);
    expect(parseShown('-3')).toBe(-3);
    expect(parseShown(',5')).toBe(0.5);
    expect(parseShown('7,')).toBe(7);
  });

  it('gives null for an empty or unreadable text', () => {
    expect(parseShown('')).toBeNull();
    expect(parseShown('  ')).toBeNull();
    expect(parseShown('abc')).toBeNull();
    expect(parseShown('1,2,3')).toBeNull();
    expect(parseShown('-')).toBeNull();
    expect(parseShown('1e3')).toBeNull();
  });

  it('stores the shown value times the factor, rounded to a whole number', () => {
    expect(toStored(12.34, { factor: 100 })).toBe(1234);
    expect(toStored(0.29, { factor: 100 })).toBe(29);
    expect(toStored(20, { factor: 100 })).toBe(2000);
    expect(toStored(5.5, { factor: 100 })).toBe(550);
    expect(toStored(12.345, { factor: 100 })).toBe(1235);
    expect(toStored(7.6)).toBe(8);
  });

  it('forces positive numbers when asked', () => {
    expect(toStored(-3, { positiveOnly: true })).toBe(0);
    expect(toStored(-3)).toBe(-3);
    expect(toStored(-0.001, { factor: 100 })).toBe(0);
    expect(Object.is(toStored(-0.001, { factor: 100 }), -0)).toBe(false);
  });

  it('shows the stored value divided by the factor, whole or with all its decimals, in the language of the page', () => {
    expect(formatShown(1250, { factor: 100, locale: 'fr' })).toBe('12,50');
    expect(formatShown(1250, { factor: 100, locale: 'en' })).toBe('12.50');
    expect(formatShown(2000, { factor: 100 })).toBe('20');
    expect(formatShown(2550, { factor: 100, locale: 'fr' })).toBe('25,50');
    expect(formatShown(550, { factor: 100, locale: 'fr' })).toBe('5,50');
    expect(formatShown(123456, { factor: 100, locale: 'fr' })).toBe('1234,56');
    expect(formatShown(3, { decimals: 0 })).toBe('3');
    expect(formatShown(2.5, { factor: 1, decimals: 0 })).toBe('3');
  });

  it('round-trips what it shows', () => {
    for (const stored of [0, 1, 99, 1234, 2000, 250000]) {
      expect(toStored(parseShown(formatShown(stored, { factor: 100, locale: 'fr' }))!, { factor: 100 })).toBe(stored);
    }
  });

  it('derives the decimals a factor needs', () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(10)).toBe(1);
    expect(decimalsOf(100)).toBe(2);
    expect(decimalsOf(1000)).toBe(3);
  });
});
