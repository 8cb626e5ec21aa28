/**
 * Closures (issue 23): a pool, or one activity of it, closed over days, pure. Generating courses
 * skips those days, the public pages announce them (`@plouf/command-api/school-rules`).
 */
import { parisDay } from '@plouf/infra/days';

export interface ClosureSpan {
  psnId: number;
  /** Null: the whole pool. */
  acyId: number | null;
  /** First and last closed day (YYYY-MM-DD, Paris), both included. */
  from: string;
  to: string;
  lifted?: boolean;
}

/**
 * Whether a lesson (its pool, activities and start) falls in a closure.
 *
 * @example
 * closedBy([{ psnId: 1, acyId: null, from: '2026-12-21', to: '2027-01-03' }], { psnId: 1, acyId: 5, acyIdCplt: null, start: '2026-12-23T13:00:00.000Z' }); // the closure
 */
export function closedBy<C extends ClosureSpan>(closures: readonly C[], lesson: { psnId: number; acyId: number; acyIdCplt?: number | null; start: string }): C | null {
  const day = parisDay(new Date(lesson.start));
  return (
    closures.find(
      (closure) =>
        !closure.lifted &&
        closure.psnId === lesson.psnId &&
        (closure.acyId === null || closure.acyId === lesson.acyId || closure.acyId === lesson.acyIdCplt) &&
        closure.from <= day &&
        day <= closure.to,
    ) ?? null
  );
}
