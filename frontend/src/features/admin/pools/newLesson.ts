import { newLessonTemplate, type LessonTemplateInput } from '../../../api/catalogue.ts';

/** What a lesson needs from the catalogue and this install may lack. */
export type LessonNeed = 'activity' | 'instructor';

export type NewLesson = { kind: 'ready'; template: LessonTemplateInput } | { kind: 'missing'; needs: LessonNeed[] };

/**
 * A new weekly lesson with the spec's defaults (§9: activity 5, instructor 2), provided this
 * install has them: the server refuses a lesson naming an unknown id, so any other install gets the
 * first activity and the first MNS of the lists the editor offers. Without any, no lesson can be
 * added, and `needs` says what is missing.
 *
 * @example
 * newLesson([3, 5], [2, 4]) // ready, activity 5 and instructor 2
 * newLesson([3, 8], [4])    // ready, activity 3 and instructor 4
 * newLesson([3], [])        // missing: ['instructor']
 */
export function newLesson(activityIds: readonly number[], instructorIds: readonly number[]): NewLesson {
  const defaults = newLessonTemplate();
  const pick = (ids: readonly number[], preferred: number) => (ids.includes(preferred) ? preferred : ids[0]);
  const acyId = pick(activityIds, defaults.acyId);
  const usrId = pick(instructorIds, defaults.usrId);
  if (acyId === undefined || usrId === undefined) {
    const needs: LessonNeed[] = [];
    if (usrId === undefined) needs.push('instructor');
    if (acyId === undefined) needs.push('activity');
    return { kind: 'missing', needs };
  }
  return { kind: 'ready', template: { ...defaults, acyId, usrId } };
}
