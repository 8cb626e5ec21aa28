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

/** A course's figures as a notice carries them (`LiveChange.figures`): what a booking changes of it. */
export type CourseFigures = Record<string, number>;

/**
 * The week shown with the figures notices carried (places left, booked, waiting) put on the
 * courses they name; a course not shown is not this week's (a booking does not move a course) and
 * is left alone. Anything but a whole number in a figure is ignored.
 *
 * @example
 * applyFigures([nine, ten], new Map([[ten.id, { booked: 8, placesLeft: 0, waiting: 1 }]])); // [nine, ten full]
 */
export function applyFigures(shown: readonly CourseView[], figures: ReadonlyMap<number, CourseFigures>): CourseView[] {
  if (figures.size === 0) return [...shown];
  const count = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback);
  return shown.map((course) => {
    const next = figures.get(course.id);
    if (!next) return course;
    return { ...course, booked: count(next.booked, course.booked), placesLeft: count(next.placesLeft, course.placesLeft), waiting: count(next.waiting, course.waiting) };
  });
}
