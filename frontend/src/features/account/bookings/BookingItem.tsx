import { Alert, Button, Callout, Card, Tag, type Intent } from '@blueprintjs/core';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LessonView } from '../../../api/familyTerm.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { parisDateTime, parisShortDate, parisTime } from '../../../lib/parisTime.ts';
import { absenceAllowed, openOffer, released, type Released } from '../lessons/lessonRules.ts';

const STATUS: Record<number, { id: MessageId; intent: Intent }> = {
  [ENROLMENT_STATUS.inscrit]: { id: 'bookings.status.booked', intent: 'primary' },
  [ENROLMENT_STATUS.present]: { id: 'bookings.status.present', intent: 'success' },
  [ENROLMENT_STATUS.absent]: { id: 'bookings.status.absent', intent: 'danger' },
  [ENROLMENT_STATUS.annule]: { id: 'bookings.status.cancelled', intent: 'none' },
  [ENROLMENT_STATUS.listeAttente]: { id: 'bookings.status.waiting', intent: 'warning' },
};

/** A released place's own tag, when its reason says more than "cancelled". */
const RELEASED_TAG: Partial<Record<NonNullable<Released>, MessageId>> = {
  absence: 'bookings.status.absence',
  absenceLate: 'bookings.status.absence',
  offerExpired: 'bookings.status.offerExpired',
  offerDeclined: 'bookings.status.offerDeclined',
};

/** What a released place's line says (an absence's wording depends on what came back). */
function releasedLine(lesson: LessonView, why: Released): MessageId | null {
  switch (why) {
    case 'absence':
      return lesson.credited ? (lesson.makeup ? 'bookings.item.absenceCreditBack' : 'bookings.item.absenceCredit') : 'bookings.item.absenceRefunded';
    case 'absenceLate':
      return 'bookings.item.absenceLate';
    case 'offerExpired':
      return 'bookings.item.offerExpired';
    case 'offerDeclined':
      return 'bookings.item.offerDeclined';
    case 'credited':
      return 'bookings.item.credited';
    case 'refunded':
      return 'bookings.item.refunded';
    case 'late':
      return 'bookings.item.late';
    default:
      return null;
  }
}

/** Spec §4's enrolment status, with the place in line for the waiting list, an offer open, or why a place was released. */
export function StatusTag({ booking, now = new Date() }: { booking: LessonView; now?: Date }) {
  const why = released(booking);
  const releasedTag = why ? RELEASED_TAG[why] : undefined;
  const offered = openOffer(booking, now) !== null;
  const status = STATUS[booking.insStatus] ?? STATUS[ENROLMENT_STATUS.inscrit]!;
  const id = releasedTag ?? (offered ? 'bookings.status.offered' : status.id);
  const intent: Intent = offered ? 'success' : why === 'absence' || why === 'absenceLate' ? 'warning' : status.intent;
  return (
    <Tag round intent={intent} className="bookings-status">
      <FormattedMessage id={id} values={{ position: booking.position ?? '?' }} />
    </Tag>
  );
}

interface Props {
  booking: LessonView;
  /** Coming lessons may be cancelled; past ones only show. */
  onCancel?: (booking: LessonView) => void;
  /** A booked lesson to come: the member will not come. */
  onAbsence?: (booking: LessonView) => void;
  /** A place offered from the waiting list: take it (choosing how to pay), or let it go. */
  onAccept?: (booking: LessonView) => void;
  onDecline?: (booking: LessonView) => void;
  busy?: boolean;
}

/**
 * One lesson of a member: when, what, where, its status, the cut-off and, to come, cancelling it,
 * declaring an absence, or answering a place offered from the waiting list.
 */
export function BookingItem({ booking, onCancel, onAbsence, onAccept, onDecline, busy = false }: Props) {
  const intl = useIntl();
  const name = useNameIn();
  const [confirming, setConfirming] = useState(false);
  const now = new Date();
  const waiting = booking.insStatus === ENROLMENT_STATUS.listeAttente;
  const seated = booking.insStatus === ENROLMENT_STATUS.inscrit;
  const inTime = now.getTime() < new Date(booking.cutoffAt).getTime();
  const minutes = intl.formatNumber(booking.crsDureeMin, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  // A term enrolment's lesson is given up with the enrolment, from a week (above the list), not one by one; an absence is declared per lesson.
  const ofTerm = typeof booking.enrId === 'number';
  const offerUntil = openOffer(booking, now);
  const cancellable = onCancel && !ofTerm && (seated || (waiting && !offerUntil)) && now.getTime() < new Date(booking.crsDatdebut).getTime();
  const absence = onAbsence && absenceAllowed(booking, now);
  const consequence: MessageId = waiting ? 'bookings.cancel.waiting' : inTime ? 'bookings.cancel.free' : 'bookings.cancel.late';
  const why = released(booking);
  const line = releasedLine(booking, why);
  const offerTitleId = `offer-${booking.id}-title`;

  return (
    <li>
      <Card className="booking-course bookings-item" data-booking={booking.id}>
        <div className="booking-course-time">
          <strong>{parisTime(booking.crsDatdebut)}</strong>
          <span className="plouf-muted">{minutes}</span>
        </div>
        <div className="booking-course-main">
          <strong className="bookings-member">{booking.memberName}</strong>
          <span>{name(booking.activite)} · {name(booking.piscine)}</span>
          {ofTerm && (
            <span className="plouf-muted"><FormattedMessage id="bookings.item.ofTerm" /></span>
          )}
          {booking.makeup && (
            <span><Tag minimal intent="primary" icon="swap-horizontal" className="bookings-makeup"><FormattedMessage id="bookings.item.makeup" /></Tag></span>
          )}
          {seated && (onCancel || onAbsence) && (
            <span className={inTime ? 'plouf-muted' : 'bookings-late'}>
              {inTime ? (
                <FormattedMessage id="bookings.cutoff.free" values={{ date: parisShortDate(booking.cutoffAt), time: parisTime(booking.cutoffAt) }} />
              ) : (
                <FormattedMessage id="bookings.cutoff.passed" />
              )}
            </span>
          )}
          {line && (
            <span className="plouf-muted bookings-released"><FormattedMessage id={line} values={{ name: booking.memberName }} /></span>
          )}
        </div>
        <div className="booking-course-side">
          <StatusTag booking={booking} now={now} />
          {absence && (
            <Button variant="outlined" icon="person" loading={busy} onClick={() => onAbsence(booking)}>
              <FormattedMessage id="bookings.absence.button" />
            </Button>
          )}
          {cancellable && (
            <Button variant="outlined" intent="danger" icon="cross" loading={busy} onClick={() => setConfirming(true)}>
              <FormattedMessage id={waiting ? 'bookings.cancel.leave' : 'bookings.cancel.button'} />
            </Button>
          )}
        </div>
        {offerUntil && (onAccept || onDecline) && (
          <Callout intent="success" icon="notifications" className="bookings-offer" role="region" aria-labelledby={offerTitleId}>
            <h3 id={offerTitleId} className="bookings-offer-title"><FormattedMessage id="bookings.offer.title" values={{ name: booking.memberName }} /></h3>
            <p><FormattedMessage id="bookings.offer.until" values={{ date: parisShortDate(offerUntil), time: parisTime(offerUntil) }} /></p>
            <div className="bookings-offer-actions">
              {onAccept && (
                <Button intent="success" icon="tick" loading={busy} onClick={() => onAccept(booking)}>
                  <FormattedMessage id="bookings.offer.accept" />
                </Button>
              )}
              {onDecline && (
                <Button variant="outlined" icon="cross" disabled={busy} onClick={() => onDecline(booking)}>
                  <FormattedMessage id="bookings.offer.decline" />
                </Button>
              )}
            </div>
          </Callout>
        )}
      </Card>
      {onCancel && (
        <Alert
          isOpen={confirming}
          intent="danger"
          icon="warning-sign"
          confirmButtonText={intl.formatMessage({ id: 'bookings.cancel.yes' })}
          cancelButtonText={intl.formatMessage({ id: 'bookings.cancel.no' })}
          onConfirm={() => {
            setConfirming(false);
            onCancel(booking);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p><strong><FormattedMessage id="bookings.cancel.title" values={{ name: booking.memberName, date: parisDateTime(booking.crsDatdebut) }} /></strong></p>
          <p><FormattedMessage id={consequence} values={{ name: booking.memberName }} /></p>
        </Alert>
      )}
    </li>
  );
}
