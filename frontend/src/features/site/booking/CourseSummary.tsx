import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseView } from '../../../api/booking.ts';
import { useLevelName, useNameIn } from '../../../i18n/useNameIn.ts';
import { parisDate, parisTime, weekdayName, dayOf } from '../../../lib/parisTime.ts';

/** "Complet — liste d'attente : 4", "3 places", or cancelled: what a course has left. */
export function PlacesTag({ course }: { course: CourseView }) {
  if (course.cancelled) return <Tag intent="danger" round icon="cross"><FormattedMessage id="booking.course.cancelled" /></Tag>;
  if (course.placesLeft === 0) {
    return <Tag intent="warning" round className="booking-places"><FormattedMessage id="booking.course.full" values={{ count: course.waiting }} /></Tag>;
  }
  return <Tag intent="success" round minimal className="booking-places"><FormattedMessage id="booking.course.places" values={{ count: course.placesLeft }} /></Tag>;
}

/** "Niveau : Grenouille": the level a course is for, when it is for one. */
export function LevelLine({ name }: { name: string | undefined }) {
  if (!name) return null;
  return (
    <span className="booking-level">
      <Icon icon="layers" size={12} /> <FormattedMessage id="booking.course.level" values={{ label: name }} />
    </span>
  );
}

/** A course in one line: its day and time, activity (and level), pool, instructor and length. `levelName`: the level named in the reader's language, when known. */
export function CourseSummary({ course, levelName: named }: { course: CourseView; levelName?: string | undefined }) {
  const levelNameOf = useLevelName();
  const levelName = named ?? levelNameOf(course);
  const intl = useIntl();
  const name = useNameIn();
  const minutes = intl.formatNumber(course.crsDureeMin, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  return (
    <div className="booking-summary">
      <strong>
        {weekdayName(dayOf(course.crsDatdebut), intl.locale)} {parisDate(course.crsDatdebut)} · {parisTime(course.crsDatdebut)} · {minutes}
      </strong>
      <span>{name(course.activite)} · {name(course.piscine)}</span>
      <LevelLine name={levelName} />
      <span className="plouf-muted"><FormattedMessage id="booking.course.instructor" values={{ name: course.professeur.libelle }} /></span>
      <PlacesTag course={course} />
    </div>
  );
}
