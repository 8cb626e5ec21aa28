import type { LessonTemplate } from '../../../api/catalogue.ts';

// The site's timetable screens take the shared formatter from here, with the timetable.
export { clockTime } from '../../../lib/time.ts';

export interface TimetableDay {
  /** 1 Monday … 7 Sunday. */
  day: number;
  lessons: LessonTemplate[];
}

/**
 * A pool's weekly lessons (its `templateCours`) by day, Monday first, each day by start time.
 *
 * @example
 * timetable([{ thrJour: 3, thrHeure: 14, … }, { thrJour: 1, thrHeure: 9, … }]) // [{ day: 1, … }, { day: 3, … }]
 */
export function timetable(templates: readonly LessonTemplate[]): TimetableDay[] {
  const sorted = [...templates].sort((a, b) => a.thrJour - b.thrJour || a.thrHeure - b.thrHeure || a.thrMinute - b.thrMinute);
  const days: TimetableDay[] = [];
  for (const lesson of sorted) {
    const last = days.at(-1);
    if (last?.day === lesson.thrJour) last.lessons.push(lesson);
    else days.push({ day: lesson.thrJour, lessons: [lesson] });
  }
  return days;
}

/** A date falling on the given weekday (1 Monday … 7 Sunday), to name the day through Intl. */
export const dateOfWeekday = (day: number) => new Date(2024, 0, day);
