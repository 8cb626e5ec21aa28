import type { CourseView } from '../../../api/booking.ts';

/**
 * The week shown after a re-read of some of its courses (`asked`, the ids a notice named) or of all
 * of it (`asked` null): courses read replace the ones shown or join the week (a course just
 * made), all in the order of their start; a course asked for and not answered left the week (moved to
 * another day or pool) and leaves the list.
 *
 * @example
 * patchWeek([nine, ten], new Set([ten.id, eleven.id]), [tenFull, eleven]); // [nine, tenFull, eleven]
 */
export function patchWeek(shown: readonly CourseView[], asked: ReadonlySet<number> | null, answer: readonly CourseView[]): CourseView[] {
  if (asked === null) return [...answer];
  const read = new Map(answer.map((course) => [course.id, course]));
  const kept = shown.filter((course) => !asked.has(course.id) || read.has(course.id)).map((course) => read.get(course.id) ?? course);
  const known = new Set(kept.map((course) => course.id));
  // A course read may have moved to another hour: the list is put in order again.
  return [...kept, ...answer.filter((course) => !known.has(course.id))].sort((a, b) => (a.crsDatdebut < b.crsDatdebut ? -1 : a.crsDatdebut > b.crsDatdebut ? 1 : a.id - b.id));
}
