import { COURSE_DEFAULTS } from '@plouf/command-api/constants';
import { parisMoment } from '@plouf/infra/days';
import type { CourseInput } from '../../../api/adminCourses.ts';

/** What the "new course" form edits: the day and the time in Paris, apart. */
export interface NewCourseDraft {
  libelle: string;
  psnId: number | null;
  acyId: number | null;
  /** The level the course is for (issue 26), one of the activity's; null for any. */
  lvlId: number | null;
  usrId: number | null;
  day: string;
  time: string;
  crsDureeMin: number;
  crsCapaciteMax: number;
}

export const blankCourse = (day: string, psnId: number | null): NewCourseDraft => ({
  libelle: '',
  psnId,
  acyId: null,
  lvlId: null,
  usrId: null,
  day,
  time: '10:00',
  crsDureeMin: COURSE_DEFAULTS.durationMin,
  crsCapaciteMax: COURSE_DEFAULTS.capacity,
});

/** The fields still missing or wrong, as message ids. */
export function newCourseErrors(draft: NewCourseDraft): Partial<Record<keyof NewCourseDraft, 'admin.validation.required'>> {
  const required = 'admin.validation.required' as const;
  return Object.fromEntries(
    Object.entries({
      psnId: draft.psnId === null,
      acyId: draft.acyId === null,
      usrId: draft.usrId === null,
      day: !/^\d{4}-\d{2}-\d{2}$/.test(draft.day),
      time: !/^\d{2}:\d{2}$/.test(draft.time),
      crsDureeMin: !(draft.crsDureeMin >= 5 && draft.crsDureeMin <= 480),
      crsCapaciteMax: !(draft.crsCapaciteMax >= 1 && draft.crsCapaciteMax <= 100),
    })
      .filter(([, wrong]) => wrong)
      .map(([field]) => [field, required]),
  );
}

/**
 * The body of `POST /Cours`: the start is the day and time in Paris.
 *
 * @example
 * newCourseInput({ ...draft, day: '2026-11-25', time: '14:00' }).crsDatdebut // '2026-11-25T13:00:00.000Z'
 */
export function newCourseInput(draft: NewCourseDraft): CourseInput {
  const [hour, minute] = draft.time.split(':').map(Number) as [number, number];
  return {
    libelle: draft.libelle.trim(),
    psnId: draft.psnId!,
    acyId: draft.acyId!,
    acyIdCplt: null,
    lvlId: draft.lvlId,
    usrId: draft.usrId!,
    crsDatdebut: parisMoment(draft.day, hour, minute),
    crsDureeMin: draft.crsDureeMin,
    crsCapaciteMax: draft.crsCapaciteMax,
  };
}
