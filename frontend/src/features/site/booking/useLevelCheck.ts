import type { CourseView } from '../../../api/booking.ts';
import { familyProgress, getLevels, type LevelView } from '../../../api/progress.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { passedIn, type LevelCheck } from './eligibility.ts';

/**
 * For a course meant for a level (issue 26): the activity's levels and what each child of the
 * signed-in family passed, read when the booking dialog opens (never for the week's list, nor for a
 * course of any level). Unreadable, it refuses no one: the server still says no, with its reason.
 */
export function useLevelCheck(course: Pick<CourseView, 'acyId' | 'lvlId'>): { check: LevelCheck | null; level: LevelView | null; pending: boolean } {
  const lvlId = course.lvlId ?? null;
  const { state } = useAsync(
    () =>
      lvlId === null
        ? Promise.resolve(null)
        : Promise.all([familyProgress(), getLevels(course.acyId, { share: true })]).then(([cards, view]) => ({ levels: view.levels, passed: passedIn(cards, course.acyId) })),
    `level-check:${course.acyId}:${lvlId ?? ''}`,
  );
  const check = state.status === 'done' ? state.data : null;
  return { check, level: check?.levels.find((level) => level.lvlId === lvlId) ?? null, pending: lvlId !== null && state.status === 'loading' };
}
