import { describe, expect, it } from 'vitest';
import { ageOn, formatAge, formatMonths } from './birthAge.ts';

// French keeps number and unit together with a no-break space: compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe('ageOn', () => {
  it('counts whole months below two years, whole years from then', () => {
    expect(ageOn('2026-11-25', day(2026, 11, 25))).toEqual({ count: 0, unit: 'month' });
    expect(ageOn('2026-05-26', day(2026, 11, 25))).toEqual({ count: 5, unit: 'month' });
    expect(ageOn('2026-05-25', day(2026, 11, 25))).toEqual({ count: 6, unit: 'month' });
    expect(ageOn('2024-11-26', day(2026, 11, 25))).toEqual({ count: 23, unit: 'month' });
    expect(ageOn('2024-11-25', day(2026, 11, 25))).toEqual({ count: 2, unit: 'year' });
    expect(ageOn('2019-04-12', day(2026, 4, 11))).toEqual({ count: 6, unit: 'year' });
    expect(ageOn('2019-04-12', day(2026, 4, 12))).toEqual({ count: 7, unit: 'year' });
  });

  it('has no age for a date to come or unreadable', () => {
    expect(ageOn('2026-11-26', day(2026, 11, 25))).toBeNull();
    expect(ageOn('12/04/2019', day(2026, 11, 25))).toBeNull();
  });
});

describe('formatAge', () => {
  it('writes months and years in the locale, and nothing without a birth date', () => {
    const today = day(2026, 11, 25);
    expect(plain(formatAge('2019-04-12', 'fr', today))).toBe('7 ans');
    expect(plain(formatAge('2025-07-01', 'fr', today))).toBe('16 mois');
    expect(plain(formatAge('2026-10-25', 'fr', today))).toBe('1 mois');
    expect(formatAge('2019-04-12', 'en', today)).toBe('7 years');
    expect(formatAge('2026-10-25', 'en', today)).toBe('1 month');
    expect(formatAge(null, 'fr', today)).toBe('');
  });
});

describe('formatMonths', () => {
  it('tells an age given in months as formatAge does: months below two years, years from then', () => {
    expect(plain(formatMonths(97, 'fr'))).toBe('8 ans');
    expect(formatMonths(97, 'en')).toBe('8 years');
    expect(plain(formatMonths(16, 'fr'))).toBe('16 mois');
    expect(formatMonths(24, 'en')).toBe('2 years');
    expect(formatMonths(null, 'fr')).toBe('');
  });
});
