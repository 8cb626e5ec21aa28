import { HTMLTable, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CourseView } from '../../../api/adminCourses.ts';
import { useLevelName } from '../../../i18n/useNameIn.ts';
import { coursePath } from './CourseCard.tsx';
import { courseDay, dayHeading, parisTime } from './courseTime.ts';

/** The list view: one row per course, its day and time linking to its page. */
export function CourseTable({ courses }: { courses: CourseView[] }) {
  const intl = useIntl();
  const levelName = useLevelName();
  return (
    <div className="plouf-table-wrap">
      <HTMLTable compact striped className="plouf-course-table">
        <thead>
          <tr>
            <th><FormattedMessage id="adminCourses.column.date" /></th>
            <th><FormattedMessage id="adminCourses.column.activity" /></th>
            <th><FormattedMessage id="adminCourses.column.instructor" /></th>
            <th className="plouf-hide-phone"><FormattedMessage id="adminCourses.column.pool" /></th>
            <th><FormattedMessage id="adminCourses.column.booked" /></th>
            <th className="plouf-hide-phone"><FormattedMessage id="adminCourses.column.waiting" /></th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.id} data-course-id={course.id} className={course.cancelled ? 'plouf-course-row--cancelled' : undefined}>
              <td>
                <Link to={coursePath(course.id)}>
                  {dayHeading(courseDay(course.crsDatdebut), intl.locale)} {parisTime(course.crsDatdebut)}
                </Link>
              </td>
              <td>
                {course.activite.libelle}
                {course.levelName && <div className="plouf-muted plouf-small"><FormattedMessage id="adminCourses.card.level" values={{ label: levelName(course) }} /></div>}
              </td>
              <td>{course.professeur.libelle}</td>
              <td className="plouf-hide-phone">{course.piscine.libelle}</td>
              <td>
                {course.cancelled ? (
                  <Tag minimal intent="danger"><FormattedMessage id="adminCourses.card.cancelled" /></Tag>
                ) : (
                  `${course.booked}/${course.crsCapaciteMax}`
                )}
              </td>
              <td className="plouf-hide-phone">{course.waiting || ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
