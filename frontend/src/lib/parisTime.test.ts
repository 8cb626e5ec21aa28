import { describe, expect, it } from 'vitest';
import { byDay, dayText, mondayOf, parisDateTime, parisTime, weekdayName } from './parisTime.ts';

describe('Paris time', () => {
  it('tells a moment in Paris, winter and summer', () => {
    expect(parisDateTime('2026-11-25T13:00:00.000Z')).toBe('25/11/2026 14:00');
    expect(parisTime('2027-06-02T12:00:00.000Z')).toBe('14:00');
    expect(parisDateTime('2026-11-24T23:30:00.000Z')).toBe('25/11/2026 00:30');
  });

  it('finds the Monday of a week and names days', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(dayText('2026-11-23')).toBe('23/11/2026');
    expect(weekdayName('2026-11-25', 'fr')).toBe('mercredi');
    expect(weekdayName('2026-11-25', 'en')).toBe('Wednesday');
  });

  it('groups by the Paris day', () => {
    const groups = byDay(['2026-11-25T09:00:00Z', '2026-11-24T23:30:00Z', '2026-11-24T10:00:00Z'], (start) => start);
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([['2026-11-24', 1], ['2026-11-25', 2]]);
  });
});
