import { courseProgress, type CourseProgressView } from '../../../api/progress.ts';
import type { MemberCareView } from '../../../api/users.ts';
import { useAsync, type AsyncState } from '../../../lib/useAsync.ts';

export interface CourseProgress {
  state: AsyncState<CourseProgressView | null>;
  reload: () => void;
  /** The care details of the children seated who have some, by member. */
  care: ReadonlyMap<number, MemberCareView>;
}

/**
 * What the instructor evaluates a course with (GET /Cours/{id}/progression): the levels, the scale,
 * each seated child's card and care details. Read once for the course card (its roster flags a
 * medical note or an allergy) and shared with the evaluation panels; read again when the roster
 * changes, and when changes made offline went through (`version`). Nobody seated: nothing read.
 */
export function useCourseProgress(crsId: number, seated: readonly number[], version = 0): CourseProgress {
  const who = [...seated].sort((a, b) => a - b).join(',');
  const { state, reload } = useAsync(() => (who === '' ? Promise.resolve(null) : courseProgress(crsId)), `course-progress:${crsId}:${who}:${version}`);
  const care = new Map((state.data?.care ?? []).map((details) => [details.usrId, details] as const));
  return { state, reload, care };
}
