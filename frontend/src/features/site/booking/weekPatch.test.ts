import { describe, expect, it } from 'vitest';
import type { CourseView } from '../../../api/booking.ts';
import { applyFigures, patchWeek } from './weekPatch.ts';

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

describe('applyFigures', () => {
  const shown = [
    { id: 1, booked: 2, placesLeft: 6, waiting: 0 },
    { id: 2, booked: 7, placesLeft: 1, waiting: 0 },
  ] as unknown as CourseView[];
  it("puts a notice's figures on the course it names, and leaves the others", () => {
    const next = applyFigures(shown, new Map([[2, { booked: 8, placesLeft: 0, waiting: 1 }]]));
    expect(next.map(({ id, booked, placesLeft, waiting }) => ({ id, booked, placesLeft, waiting }))).toEqual([
      { id: 1, booked: 2, placesLeft: 6, waiting: 0 },
      { id: 2, booked: 8, placesLeft: 0, waiting: 1 },
    ]);
    expect(next[0]).toBe(shown[0]);
  });
  it('ignores a course the week does not show, and figures that are not counts', () => {
    const next = applyFigures(shown, new Map([[9, { booked: 1, placesLeft: 7, waiting: 0 }], [1, { booked: -1, placesLeft: 1.5, waiting: 3 }]]));
    expect(next.map(({ id, booked, placesLeft, waiting }) => ({ id, booked, placesLeft, waiting }))).toEqual([
      { id: 1, booked: 2, placesLeft: 6, waiting: 3 },
      { id: 2, booked: 7, placesLeft: 1, waiting: 0 },
    ]);
  });
});
