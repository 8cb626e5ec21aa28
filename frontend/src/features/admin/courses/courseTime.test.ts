import { describe, expect, it } from 'vitest';
import { byDay, courseDay, mondayOf, weekDays } from './courseTime.ts';

describe('course days and times', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekDays('2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('reads starts in Paris, winter and summer', () => {
    expect(courseDay('2026-11-24T23:30:00.000Z')).toBe('2026-11-25');
  });

  it('groups courses by day in start order', () => {
    const days = byDay([{ crsDatdebut: '2026-11-25T15:00:00.000Z' }, { crsDatdebut: '2026-11-25T09:00:00.000Z' }, { crsDatdebut: '2026-11-26T09:00:00.000Z' }]);
    expect([...days.keys()]).toEqual(['2026-11-25', '2026-11-26']);
    expect(days.get('2026-11-25')!.map((course) => course.crsDatdebut)).toEqual(['2026-11-25T09:00:00.000Z', '2026-11-25T15:00:00.000Z']);
  });
});
