import { describe, expect, it } from 'vitest';
import { normalizeMinDate, periodRange } from './dates.ts';

describe('periodRange', () => {
  it('covers a month from local midnight to the next month, half open', () => {
    expect(periodRange({ year: 2026, month: 3 })).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 3, 1).toISOString(),
    });
  });

  it('rolls December over to the next year', () => {
    expect(periodRange({ year: 2025, month: 12 }).to).toBe(new Date(2026, 0, 1).toISOString());
  });

  it('covers the whole year for Tous', () => {
    expect(periodRange({ year: 2026, month: null })).toEqual({
      from: new Date(2026, 0, 1).toISOString(),
      to: new Date(2027, 0, 1).toISOString(),
    });
  });
});

describe('normalizeMinDate', () => {
  const now = new Date(2026, 10, 21, 12, 0);

  it('uses today when there is no date or the zero date', () => {
    expect(normalizeMinDate(null, now)).toBe(now);
    expect(normalizeMinDate('', now)).toBe(now);
    expect(normalizeMinDate('0001-01-01T00:00:00Z', now)).toBe(now);
  });

  it('keeps a recent date', () => {
    expect(normalizeMinDate('2024-05-02T10:00:00Z', now).getUTCFullYear()).toBe(2024);
  });

  it('never goes further back than 1 January fifty years ago', () => {
    expect(normalizeMinDate('1950-06-01T00:00:00Z', now)).toEqual(new Date(1976, 0, 1));
  });
});
