import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseView } from '../../../api/adminCourses.ts';
import { CourseCard } from './CourseCard.tsx';
import { byDay, dayHeading, parisDay, weekDays } from './courseTime.ts';

/** The week: one column per day (stacked on a phone), its courses as cards in start order. */
export function CourseWeek({ monday, courses, showPool }: { monday: string; courses: CourseView[]; showPool: boolean }) {
  const intl = useIntl();
  const days = byDay(courses);
  const today = parisDay(new Date());
  return (
    <div className="plouf-course-week">
      {weekDays(monday).map((day) => {
        const list = days.get(day) ?? [];
        return (
          <section key={day} className={`plouf-course-day${day === today ? ' plouf-course-day--today' : ''}`} data-day={day} aria-label={dayHeading(day, intl.locale, 'long')}>
            <h2 className="plouf-course-day-head">{dayHeading(day, intl.locale)}</h2>
            {list.length === 0 && <p className="plouf-muted plouf-course-day-empty"><FormattedMessage id="adminCourses.week.noCourse" /></p>}
            {list.map((course) => <CourseCard key={course.id} course={course} showPool={showPool} />)}
          </section>
        );
      })}
    </div>
  );
}
