import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActivityDetailView, MnsView } from '../../../api/catalogue.ts';
import { fullName } from '../../../lib/people.ts';
import { activityPath } from '../data/selectors.ts';
import { clockTime, type TimetableDay } from '../data/timetable.ts';
import { useSiteFormat } from '../format/siteFormat.ts';

interface PoolTimetableProps {
  days: readonly TimetableDay[];
  activityById: ReadonlyMap<number, ActivityDetailView>;
  instructors: readonly MnsView[];
}

/** The pool's week of lessons, day by day: time, length, activity, instructor and places. */
export function PoolTimetable({ days, activityById, instructors }: PoolTimetableProps) {
  const format = useSiteFormat();
  if (days.length === 0) return <p className="plouf-muted"><FormattedMessage id="site.timetable.none" /></p>;
  const activityLink = (acyId: number | null) => {
    const activity = acyId ? activityById.get(acyId) : undefined;
    return activity ? <Link to={activityPath(activity)}>{activity.libelle}</Link> : null;
  };

  return (
    <div className="site-timetable">
      {days.map(({ day, lessons }) => (
        <section key={day} className="site-timetable-day" aria-label={format.weekday(day)}>
          <h3 className="site-timetable-dayname">{format.weekday(day)}</h3>
          <ul className="site-timetable-lessons">
            {lessons.map((lesson) => {
              const instructor = instructors.find((mns) => mns.id === lesson.usrId);
              const second = activityLink(lesson.acyIdCplt);
              return (
                <li key={lesson.tcsId} className="site-lesson">
                  <span className="site-lesson-time">{clockTime(lesson.thrHeure, lesson.thrMinute)}</span>
                  <span className="site-lesson-what">
                    <span>
                      <strong>{activityLink(lesson.acyId) ?? lesson.libelle}</strong>
                      {second && <> + <strong>{second}</strong></>}
                    </span>
                    {lesson.libelle && activityById.has(lesson.acyId) && <span className="site-lesson-label">{lesson.libelle}</span>}
                    <span className="site-lesson-meta">
                      {format.minutes(lesson.tcsDureeMin)}
                      {' · '}<FormattedMessage id="site.timetable.places" values={{ count: lesson.tcsCapaciteMax }} />
                      {instructor && <>{' · '}<FormattedMessage id="site.timetable.with" values={{ name: fullName(instructor) }} /></>}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
