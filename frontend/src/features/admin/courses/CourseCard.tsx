import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CourseView } from '../../../api/adminCourses.ts';
import { useLevelName } from '../../../i18n/useNameIn.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { parisTime } from './courseTime.ts';

export const coursePath = (id: number) => `${ADMIN_BASE}/cours/${id}`;

/** A course in the week: time, activity (and the level it is for), instructor, places taken and waiting; struck out when cancelled. */
export function CourseCard({ course, showPool }: { course: CourseView; showPool: boolean }) {
  const levelName = useLevelName();
  const full = !course.cancelled && course.placesLeft === 0;
  return (
    <Link to={coursePath(course.id)} className={`plouf-course-card${course.cancelled ? ' plouf-course-card--cancelled' : ''}`} data-course-id={course.id}>
      <span className="plouf-course-card-time">
        {parisTime(course.crsDatdebut)}
        <span className="plouf-muted"> · <FormattedMessage id="adminCourses.card.minutes" values={{ minutes: course.crsDureeMin }} /></span>
      </span>
      <strong className="plouf-course-card-activity">{course.activite.libelle}</strong>
      {course.levelName && <span className="plouf-course-card-line"><Icon icon="layers" size={12} /> <FormattedMessage id="adminCourses.card.level" values={{ label: levelName(course) }} /></span>}
      <span className="plouf-course-card-line"><Icon icon="person" size={12} /> {course.professeur.libelle}</span>
      {showPool && <span className="plouf-course-card-line"><Icon icon="map-marker" size={12} /> {course.piscine.libelle}</span>}
      {course.cancelled ? (
        <Tag minimal intent="danger"><FormattedMessage id="adminCourses.card.cancelled" /></Tag>
      ) : (
        <span className="plouf-course-card-tags">
          <Tag minimal intent={full ? 'warning' : 'primary'} className="plouf-course-booked">
            <FormattedMessage id="adminCourses.card.booked" values={{ booked: course.booked, capacity: course.crsCapaciteMax }} />
          </Tag>
          {course.waiting > 0 && (
            <Tag minimal intent="warning"><FormattedMessage id="adminCourses.card.waiting" values={{ count: course.waiting }} /></Tag>
          )}
        </span>
      )}
    </Link>
  );
}
