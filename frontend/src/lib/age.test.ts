import { describe, expect, it } from 'vitest';
import { formatMinimumAge, minimumAge } from './age.ts';

// French keeps number and unit together with a no-break space: compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('minimumAge', () => {
  it('reads 0 as six months and any other value as years', () => {
    expect(minimumAge(0)).toEqual({ count: 6, unit: 'month' });
    expect(minimumAge(3)).toEqual({ count: 3, unit: 'year' });
    expect(minimumAge(16)).toEqual({ count: 16, unit: 'year' });
  });
});

describe('formatMinimumAge', () => {
  it('writes months and years in French', () => {
    expect(plain(formatMinimumAge(0, 'fr'))).toBe('6 mois');
    expect(plain(formatMinimumAge(1, 'fr'))).toBe('1 an');
    expect(plain(formatMinimumAge(6, 'fr'))).toBe('6 ans');
  });

  it('writes months and years in English, singular and plural', () => {
    expect(formatMinimumAge(0, 'en')).toBe('6 months');
    expect(formatMinimumAge(1, 'en')).toBe('1 year');
    expect(formatMinimumAge(16, 'en')).toBe('16 years');
  });
});
