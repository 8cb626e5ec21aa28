import { describe, expect, it } from 'vitest';
import { bookingWeek, byDay, dayHeading, dayText, longDate, mondayOf, parisDate, parisDateTime, parisTime, weekdayName } from './parisTime.ts';

describe('Paris time', () => {
  it('tells a moment in Paris, winter and summer', () => {
    expect(parisDateTime('2026-11-25T13:00:00.000Z')).toBe('25/11/2026 14:00');
    expect(parisTime('2027-06-02T12:00:00.000Z')).toBe('14:00');
    expect(parisDateTime('2026-11-24T23:30:00.000Z')).toBe('25/11/2026 00:30');
  });

  it('opens the booking page on the week of tomorrow in Paris: on a Sunday, the coming one', () => {
    expect(bookingWeek(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-23'); // Saturday
    expect(bookingWeek(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-30'); // Sunday
    expect(bookingWeek(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-30'); // Sunday 23:30 in Paris
    expect(bookingWeek(new Date('2026-11-30T08:00:00Z'))).toBe('2026-11-30'); // Monday
  });

  it('finds the Monday of a week and names days', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(dayText('2026-11-23')).toBe('23/11/2026');
    expect(weekdayName('2026-11-25', 'fr')).toBe('mercredi');
    expect(weekdayName('2026-11-25', 'en')).toBe('Wednesday');
  });

  it('writes the day before the month in both languages, never the US month/day', () => {
    expect(dayHeading('2026-11-23', 'fr')).toBe('lun. 23/11');
    expect(dayHeading('2026-11-23', 'en')).toBe('Mon 23/11');
    expect(dayHeading('2026-11-23', 'fr', 'long')).toBe('lundi 23 novembre');
    expect(dayHeading('2026-11-23', 'en', 'long')).toBe('Monday 23 November');
    expect(dayHeading('2026-03-05', 'en')).toBe('Thu 05/03');
    expect(longDate('2026-11-23', 'fr')).toBe('23 novembre 2026');
    expect(longDate('2026-11-23', 'en')).toBe('23 November 2026');
    expect(parisDate('2026-03-05T08:07:00.000Z')).toBe('05/03/2026');
  });

  it('writes nothing for a moment it cannot read', () => {
    expect(parisDateTime('not a date')).toBe('');
  });

  it('groups by the Paris day', () => {
    const groups = byDay(['2026-11-25T09:00:00Z', '2026-11-24T23:30:00Z', '2026-11-24T10:00:00Z'], (start) => start);
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([['2026-11-24', 1], ['2026-11-25', 2]]);
  });
});

describe('the first of a month in French', () => {
  it('is written as an ordinal in the written-out forms, and only there', () => {
    expect(longDate('2027-01-01', 'fr')).toBe('1er janvier 2027');
    expect(dayHeading('2026-12-01', 'fr', 'long')).toBe('mardi 1er décembre');
    expect(longDate('2027-01-11', 'fr')).toBe('11 janvier 2027');
    expect(longDate('2027-01-01', 'en')).toBe('1 January 2027');
  });
});
