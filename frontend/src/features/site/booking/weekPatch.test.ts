import { describe, expect, it } from 'vitest';
import type { CourseView } from '../../../api/booking.ts';
import { patchWeek } from './weekPatch.ts';

const course = (id: number, start: string, booked = 0) => ({ id, crsDatdebut: start, booked }) as unknown as CourseView;

describe('patchWeek', () => {
  const nine = course(1, '2026-12-01T09:00:00.000Z');
  const ten = course(2, '2026-12-01T10:00:00.000Z');
  it('replaces the courses read and keeps the others', () => {
    const tenFull = course(2, '2026-12-01T10:00:00.000Z', 8);
    expect(patchWeek([nine, ten], new Set([2]), [tenFull])).toEqual([nine, tenFull]);
  });
  it('adds a course of the week just made, in the order of starts', () => {
    const half = course(9, '2026-12-01T09:30:00.000Z');
    expect(patchWeek([nine, ten], new Set([9, 40]), [half]).map((c) => c.id)).toEqual([1, 9, 2]);
  });
  it('puts a course moved to another hour of the day in its place', () => {
    const nineAtEleven = course(1, '2026-12-01T11:00:00.000Z');
    expect(patchWeek([nine, ten], new Set([1]), [nineAtEleven]).map((c) => c.id)).toEqual([2, 1]);
  });
  it('drops a course asked for that no longer belongs to the week', () => {
    expect(patchWeek([nine, ten], new Set([1]), []).map((c) => c.id)).toEqual([2]);
  });
  it('takes a whole week read as it is', () => {
    expect(patchWeek([nine], null, [ten, nine])).toEqual([ten, nine]);
  });
});
