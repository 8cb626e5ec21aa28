import { Button, Card, Classes, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseView, InscriptionView } from '../../../api/booking.ts';
import { useLevelName, useNameIn } from '../../../i18n/useNameIn.ts';
import { LevelLine, PlacesTag } from './CourseSummary.tsx';
import { isActive } from './eligibility.ts';
import { byDay, dayText, parisTime, weekdayName } from '../../../lib/parisTime.ts';
import { usePageNow } from '../../../ssr/firstPaint.ts';

interface Props {
  courses: readonly CourseView[];
  /** The family's bookings, to say who is already on which course. */
  bookings: readonly InscriptionView[];
  onBook: (course: CourseView) => void;
}

/** The week's courses, day by day, each with its places left and what may be done. */
export function CourseWeek({ courses, bookings, onBook }: Props) {
  const intl = useIntl();
  // The server's clock until hydrated: a lesson starting meanwhile hydrates as it was drawn.
  const now = usePageNow();
  return (
    <div className="booking-days">
      {byDay(courses, (course) => course.crsDatdebut).map(({ day, items }) => (
        <section key={day} className="booking-day" aria-label={`${weekdayName(day, intl.locale)} ${dayText(day)}`}>
          <h2 className="booking-day-title">
            <span className="booking-weekday">{weekdayName(day, intl.locale)}</span> {dayText(day)}
          </h2>
          <ul className="booking-courses">
            {items.map((course) => (
              <CourseItem
                key={course.id}
                course={course}
                started={new Date(course.crsDatdebut).getTime() <= now}
                mine={bookings.filter((booking) => booking.crsId === course.id && isActive(booking))}
                onBook={onBook}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Lessons drawn as grey shapes, with "loading the week" said (and read out): the week asked for is on its way. */
export function CourseWeekLoading() {
  return (
    <div className="booking-days booking-days--loading" role="status">
      <p className="booking-loading-text">
        <Spinner size={SpinnerSize.SMALL} aria-hidden /> <FormattedMessage id="booking.week.loading" />
      </p>
      <ul className="booking-courses" aria-hidden>
        {[0, 1, 2].map((place) => (
          <li key={place}>
            <Card className="booking-course">
              <span className={`booking-skeleton-time ${Classes.SKELETON}`} />
              <span className="booking-skeleton-main">
                <span className={`booking-skeleton-line ${Classes.SKELETON}`} />
                <span className={`booking-skeleton-line booking-skeleton-line--short ${Classes.SKELETON}`} />
              </span>
              <span className={`booking-skeleton-side ${Classes.SKELETON}`} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ItemProps {
  course: CourseView;
  started: boolean;
  mine: readonly InscriptionView[];
  onBook: (course: CourseView) => void;
}

function CourseItem({ course, started, mine, onBook }: ItemProps) {
  const intl = useIntl();
  const name = useNameIn();
  const levelName = useLevelName();
  const full = course.placesLeft === 0;
  const minutes = intl.formatNumber(course.crsDureeMin, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  return (
    <li>
      <Card className={course.cancelled ? 'booking-course booking-course--cancelled' : 'booking-course'} data-course={course.id}>
        <div className="booking-course-time">
          <strong>{parisTime(course.crsDatdebut)}</strong>
          <span className="plouf-muted">{minutes}</span>
        </div>
        <div className="booking-course-main">
          <strong className="booking-course-activity">{name(course.activite)}</strong>
          <LevelLine name={levelName(course)} />
          <span className="plouf-muted"><FormattedMessage id="booking.course.instructor" values={{ name: course.professeur.libelle }} /></span>
          {course.cancelled && course.cancelReason && <span className="booking-course-reason">{course.cancelReason}</span>}
          {mine.length > 0 && (
            <div className="booking-course-mine">
              {mine.map((booking) => (
                <Tag key={booking.id} minimal intent={booking.insStatus === ENROLMENT_STATUS.listeAttente ? 'warning' : 'primary'} icon="person">
                  <FormattedMessage
                    id={booking.insStatus === ENROLMENT_STATUS.listeAttente ? 'booking.course.waiting' : 'booking.course.booked'}
                    values={{ name: booking.memberName, position: booking.position ?? '?' }}
                  />
                </Tag>
              ))}
            </div>
          )}
        </div>
        <div className="booking-course-side">
          <PlacesTag course={course} />
          {started && !course.cancelled && <Tag minimal round><FormattedMessage id="booking.course.started" /></Tag>}
          {!started && !course.cancelled && (
            <Button intent={full ? 'warning' : 'primary'} variant={full ? 'outlined' : 'solid'} icon={full ? 'people' : 'calendar'} onClick={() => onBook(course)}>
              <FormattedMessage id={full ? 'booking.course.join' : 'booking.course.book'} />
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
