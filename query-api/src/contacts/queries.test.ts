import { describe, expect, it } from 'vitest';
import { minDateRule } from './queries.ts';

describe('the min-date rule', () => {
  const today = new Date('2026-11-21T12:00:00.000Z');

  it('is today when there is nothing, or the zero date', () => {
    expect(minDateRule(null, today)).toEqual(today);
    expect(minDateRule(new Date(0), today)).toEqual(today);
  });

  it('is the oldest date otherwise', () => {
    const oldest = new Date('2024-03-05T08:00:00.000Z');
    expect(minDateRule(oldest, today)).toEqual(oldest);
  });

  it('never goes before 1 January fifty years back', () => {
    expect(minDateRule(new Date('1950-06-01T00:00:00.000Z'), today)).toEqual(new Date('1976-01-01T00:00:00.000Z'));
  });
});
