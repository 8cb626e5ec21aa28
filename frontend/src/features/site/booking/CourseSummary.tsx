import { Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseView } from '../../../api/booking.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { parisDate, parisTime, weekdayName, dayOf } from '../../../lib/parisTime.ts';

/** "Complet — liste d'attente : 4", "3 places", or cancelled: what a course has left. */
export function PlacesTag({ course }: { course: CourseView }) {
  if (course.cancelled) return <Tag intent="danger" round icon="cross"><FormattedMessage id="booking.course.cancelled" /></Tag>;
  if (course.placesLeft === 0) {
    return <Tag intent="warning" round className="booking-places"><FormattedMessage id="booking.course.full" values={{ count: course.waiting }} /></Tag>;
  }
  return <Tag intent="success" round minimal className="booking-places"><FormattedMessage id="booking.course.places" values={{ count: course.placesLeft }} /></Tag>;
}

/** A course in one line: its day and time, activity, pool, instructor and length. */
export function CourseSummary({ course }: { course: CourseView }) {
  const intl = useIntl();
  const name = useNameIn();
  const minutes = intl.formatNumber(course.crsDureeMin, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  return (
    <div className="booking-summary">
      <strong>
        {weekdayName(dayOf(course.crsDatdebut), intl.locale)} {parisDate(course.crsDatdebut)} · {parisTime(course.crsDatdebut)} · {minutes}
      </strong>
      <span>{name(course.activite)} · {name(course.piscine)}</span>
      <span className="plouf-muted"><FormattedMessage id="booking.course.instructor" values={{ name: course.professeur.libelle }} /></span>
      <PlacesTag course={course} />
    </div>
  );
}
