import { describe, expect, it } from 'vitest';
import { generateCourses, generationPeriod, periodWeeks, slotKey, type PoolForGeneration } from './generate.ts';

const template = (tcsId: number, thrJour: number, thrHeure: number, thrMinute: number, tcsDureeMin = 45, tcsCapaciteMax = 8) => ({ tcsId, libelle: `T${tcsId}`, acyId: 5, acyIdCplt: null, usrId: 2, thrJour, thrHeure, thrMinute, tcsDureeMin, tcsCapaciteMax });
const pool: PoolForGeneration = { id: 3, datMinCours: null, datMaxCours: null, templateCours: [template(1, 3, 14, 0), template(2, 6, 9, 30, 30, 6), template(3, 7, 18, 15, 60, 12)] };
const now = new Date('2026-11-23T10:00:00Z'); // a Monday

describe('generating courses from templates', () => {
  it('gives each template its weekday, Paris time, duration and capacity, over the period, in order', () => {
    const courses = generateCourses(pool, { from: '2026-11-23', to: '2026-12-06' }, now);
    expect(courses.map((course) => [course.tcsId, course.crsDatdebut, course.crsDureeMin, course.crsCapaciteMax])).toEqual([
      [1, '2026-11-25T13:00:00.000Z', 45, 8],
      [2, '2026-11-28T08:30:00.000Z', 30, 6],
      [3, '2026-11-29T17:15:00.000Z', 60, 12],
      [1, '2026-12-02T13:00:00.000Z', 45, 8],
      [2, '2026-12-05T08:30:00.000Z', 30, 6],
      [3, '2026-12-06T17:15:00.000Z', 60, 12],
    ]);
    expect(courses.every((course) => course.selected && course.psnId === 3)).toBe(true);
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    const [march, april] = generateCourses({ ...pool, templateCours: [template(1, 3, 14, 0)] }, { from: '2027-03-22', to: '2027-04-02' }, now);
    expect([march!.crsDatdebut, april!.crsDatdebut]).toEqual(['2027-03-24T13:00:00.000Z', '2027-03-31T12:00:00.000Z']);
  });

  it('leaves out what has started and keeps to the period’s bounds', () => {
    const today = generateCourses({ ...pool, templateCours: [template(1, 1, 9, 0), template(2, 1, 14, 0)] }, { from: '2026-11-23', to: '2026-11-23' }, now);
    expect(today.map((course) => course.tcsId)).toEqual([2]);
    expect(generateCourses(pool, { from: '2026-12-01', to: '2026-11-30' }, now)).toEqual([]);
  });

  it('defaults to the coming four weeks within the pool’s bounds, never before today', () => {
    expect(generationPeriod(pool, now)).toEqual({ from: '2026-11-23', to: '2026-12-20' });
    // A pool open until June still gets a month by default, not seven.
    expect(generationPeriod({ ...pool, datMinCours: '2026-09-01', datMaxCours: '2027-06-30' }, now)).toEqual({ from: '2026-11-23', to: '2026-12-20' });
    expect(generationPeriod({ ...pool, datMinCours: '2027-01-04', datMaxCours: '2027-06-30' }, now)).toEqual({ from: '2027-01-04', to: '2027-01-31' });
    expect(generationPeriod({ ...pool, datMinCours: null, datMaxCours: '2026-12-06' }, now)).toEqual({ from: '2026-11-23', to: '2026-12-06' });
    expect(generationPeriod({ ...pool, datMinCours: '2027-01-04', datMaxCours: '2027-06-30' }, now, { to: '2027-12-31' })).toEqual({ from: '2027-01-04', to: '2027-06-30' });
    expect([periodWeeks({ from: '2026-11-23', to: '2026-12-20' }), periodWeeks({ from: '2026-11-23', to: '2026-11-30' }), periodWeeks({ from: '2026-11-23', to: '2026-11-23' })]).toEqual([4, 2, 1]);
  });

  it('names a slot by its template and start, so the same period twice gives the same slots', () => {
    const first = generateCourses(pool, { from: '2026-11-23', to: '2026-12-31' }, now).map(slotKey);
    const again = generateCourses(pool, { from: '2026-11-23', to: '2026-12-31' }, now).map(slotKey);
    expect(new Set(first).size).toBe(first.length);
    expect(again).toEqual(first);
  });
});
