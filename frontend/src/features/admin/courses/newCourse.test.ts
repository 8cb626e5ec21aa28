import { describe, expect, it } from 'vitest';
import { blankCourse, newCourseErrors, newCourseInput } from './newCourse.ts';

describe('the new course form', () => {
  it('asks for a pool, an activity and an instructor', () => {
    expect(Object.keys(newCourseErrors(blankCourse('2026-11-25', null)))).toEqual(['psnId', 'acyId', 'usrId']);
    expect(newCourseErrors({ ...blankCourse('2026-11-25', 1), acyId: 2, usrId: 3 })).toEqual({});
  });

  it('starts the course at the time in Paris', () => {
    const input = newCourseInput({ ...blankCourse('2026-11-25', 1), acyId: 2, usrId: 3, time: '14:00', libelle: ' Stage ' });
    expect(input).toEqual({ libelle: 'Stage', psnId: 1, acyId: 2, acyIdCplt: null, lvlId: null, usrId: 3, crsDatdebut: '2026-11-25T13:00:00.000Z', crsDureeMin: 45, crsCapaciteMax: 8 });
  });

  it('sends the level chosen, or null for any level', () => {
    expect(newCourseInput({ ...blankCourse('2026-11-25', 1), acyId: 2, usrId: 3, lvlId: 7 }).lvlId).toBe(7);
  });
});
