import { Button, Callout, DialogBody, DialogFooter, NonIdealState } from '@blueprintjs/core';
import { nameIn } from '@plouf/command-api/levels';
import { Dialog } from '../../../ui/Dialog.tsx';
import { cutoffOf, ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CourseView, InscriptionView } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
import type { LessonView } from '../../../api/familyTerm.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { CardChoice, MemberChoice } from './BookingChoices.tsx';
import { CourseSummary } from './CourseSummary.tsx';
import { parisShortDate, parisTime } from '../../../lib/parisTime.ts';
import { useBookingChoice } from './useBookingChoice.ts';

interface Props {
  course: CourseView;
  famId: number;
  childActivity: boolean;
  bookings: readonly InscriptionView[];
  buyPath: string;
  onClose: () => void;
}

/** Books a member of the family on a course, or puts them on its waiting list when it is full. */
export function BookingDialog({ course, famId, childActivity, bookings, buyPath, onClose }: Props) {
  const intl = useIntl();
  const choice = useBookingChoice(course, famId, childActivity, bookings);
  const full = course.placesLeft === 0;
  const cutoff = cutoffOf(course.crsDatdebut, course.cutoffHours);
  // Past the free-cancellation moment, a booking made now can only be cancelled with its entry spent.
  const late = Date.parse(cutoff) <= Date.now();
  const { result } = choice;
  const family = choice.family.state;
  const { locale } = useLocale();
  const levelName = choice.level ? nameIn(choice.level, locale) : undefined;

  return (
    <Dialog
      isOpen
      onClose={onClose}
      icon="calendar"
      title={intl.formatMessage({ id: dialogTitle(result, full) })}
      className="booking-dialog"
    >
      <DialogBody>
        <CourseSummary course={course} levelName={levelName} />
        {late ? (
          <Callout intent="warning" icon="time" className="booking-callout booking-late">
            <FormattedMessage id="booking.dialog.cutoffPassed" values={{ date: parisShortDate(cutoff), time: parisTime(cutoff) }} />
          </Callout>
        ) : (
          <p className="booking-rule">
            <FormattedMessage id="booking.dialog.cutoff" values={{ date: parisShortDate(cutoff), time: parisTime(cutoff) }} />{' '}
            <FormattedMessage id="booking.rule.late" />
          </p>
        )}
        {full && !result && !choice.makeup && <Callout intent="warning" icon="people" className="booking-callout"><FormattedMessage id="booking.dialog.fullNote" /></Callout>}
        {choice.makeup && !result && <p className="booking-rule"><FormattedMessage id="booking.credit.makeupNote" /></p>}
        {result && <BookingResult result={result} />}
        {!result && family.status === 'loading' && !family.data && <Loading />}
        {!result && family.status === 'error' && !family.data && (
          <NonIdealState icon="error" title={intl.formatMessage({ id: 'booking.dialog.loadError' })} description={family.error instanceof ApiError ? family.error.serverMessage : undefined} />
        )}
        {!result && family.data && choice.levelPending && <Loading />}
        {!result && family.data && !choice.levelPending && (
          <div className="booking-form">
            <MemberChoice members={choice.members} acyAge={course.acyAge} levelName={levelName} value={choice.usrId} onChange={choice.chooseMember} />
            {choice.usrId === null ? (
              <p className="plouf-muted"><FormattedMessage id="booking.dialog.chooseMember" /></p>
            ) : choice.tickets.state.data && choice.tickets.state.status === 'done' ? (
              <CardChoice tickets={choice.tickets.state.data} credits={choice.credits} value={choice.cardId} onChange={choice.chooseCard} buyPath={buyPath} />
            ) : choice.tickets.state.status === 'error' ? (
              <Callout intent="danger"><FormattedMessage id="booking.card.loadError" /></Callout>
            ) : (
              <Loading />
            )}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}><FormattedMessage id="booking.dialog.close" /></Button>
            {!result && (
              <Button intent="primary" icon={full && !choice.makeup ? 'people' : 'tick'} loading={choice.busy} disabled={choice.usrId === null || choice.cardId === null} onClick={() => void choice.submit()}>
                <FormattedMessage id={choice.makeup ? 'booking.course.bookMakeup' : full ? 'booking.course.join' : 'booking.course.book'} />
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}

/**
 * What the dialog is about: what is to be done, then what was done (booking the last place makes
 * the course full, but this family booked: the title does not turn to the waiting list).
 */
function dialogTitle(result: InscriptionView | null, full: boolean) {
  if (result) return result.insStatus === ENROLMENT_STATUS.listeAttente ? 'booking.dialog.titleJoined' : 'booking.dialog.titleBooked';
  return full ? 'booking.dialog.titleWaiting' : 'booking.dialog.title';
}

/** What the booking gave: a place, or a place in line. */
function BookingResult({ result }: { result: LessonView }) {
  const waiting = result.insStatus === ENROLMENT_STATUS.listeAttente;
  return (
    <Callout intent={waiting ? 'primary' : 'success'} icon={waiting ? 'people' : 'tick-circle'} className="booking-callout" role="status">
      <p>
        {waiting ? (
          <FormattedMessage id="booking.done.waiting" values={{ name: result.memberName, position: result.position ?? '?' }} />
        ) : (
          <FormattedMessage id={result.makeup ? 'booking.done.makeup' : 'booking.done.booked'} values={{ name: result.memberName, date: `${parisShortDate(result.crsDatdebut)} ${parisTime(result.crsDatdebut)}` }} />
        )}
      </p>
      <Link to="/profil/my-booking"><FormattedMessage id="booking.dialog.myBookings" /></Link>
    </Callout>
  );
}
