import { Alert, Button, Card, Tag, type Intent } from '@blueprintjs/core';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InscriptionView } from '../../../api/booking.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { parisDateTime, parisShortDate, parisTime } from '../../../lib/parisTime.ts';

const STATUS: Record<number, { id: MessageId; intent: Intent }> = {
  [ENROLMENT_STATUS.inscrit]: { id: 'bookings.status.booked', intent: 'primary' },
  [ENROLMENT_STATUS.present]: { id: 'bookings.status.present', intent: 'success' },
  [ENROLMENT_STATUS.absent]: { id: 'bookings.status.absent', intent: 'danger' },
  [ENROLMENT_STATUS.annule]: { id: 'bookings.status.cancelled', intent: 'none' },
  [ENROLMENT_STATUS.listeAttente]: { id: 'bookings.status.waiting', intent: 'warning' },
};

/** Spec §4's enrolment status, with the place in line for the waiting list. */
export function StatusTag({ booking }: { booking: InscriptionView }) {
  const status = STATUS[booking.insStatus] ?? STATUS[ENROLMENT_STATUS.inscrit]!;
  return (
    <Tag round intent={status.intent} className="bookings-status">
      <FormattedMessage id={status.id} values={{ position: booking.position ?? '?' }} />
    </Tag>
  );
}

interface Props {
  booking: InscriptionView;
  /** Coming lessons may be cancelled; past ones only show. */
  onCancel?: (booking: InscriptionView) => void;
  busy?: boolean;
}

/** One lesson of a member: when, what, where, its status, the cut-off and, to come, cancelling it. */
export function BookingItem({ booking, onCancel, busy = false }: Props) {
  const intl = useIntl();
  const name = useNameIn();
  const [confirming, setConfirming] = useState(false);
  const waiting = booking.insStatus === ENROLMENT_STATUS.listeAttente;
  const seated = booking.insStatus === ENROLMENT_STATUS.inscrit;
  const inTime = Date.now() < new Date(booking.cutoffAt).getTime();
  const minutes = intl.formatNumber(booking.crsDureeMin, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  // A term enrolment's lesson is given up with the enrolment, from a week (above the list), not one by one.
  const ofTerm = typeof booking.enrId === 'number';
  const cancellable = onCancel && !ofTerm && (seated || waiting) && Date.now() < new Date(booking.crsDatdebut).getTime();
  const consequence: MessageId = waiting ? 'bookings.cancel.waiting' : inTime ? 'bookings.cancel.free' : 'bookings.cancel.late';

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
          {seated && onCancel && !ofTerm && (
            <span className={inTime ? 'plouf-muted' : 'bookings-late'}>
              {inTime ? (
                <FormattedMessage id="bookings.cutoff.free" values={{ date: parisShortDate(booking.cutoffAt), time: parisTime(booking.cutoffAt) }} />
              ) : (
                <FormattedMessage id="bookings.cutoff.passed" />
              )}
            </span>
          )}
          {booking.insStatus === ENROLMENT_STATUS.annule && (booking.refunded || booking.late) && (
            <span className="plouf-muted"><FormattedMessage id={booking.refunded ? 'bookings.item.refunded' : 'bookings.item.late'} /></span>
          )}
        </div>
        <div className="booking-course-side">
          <StatusTag booking={booking} />
          {cancellable && (
            <Button variant="outlined" intent="danger" icon="cross" loading={busy} onClick={() => setConfirming(true)}>
              <FormattedMessage id={waiting ? 'bookings.cancel.leave' : 'bookings.cancel.button'} />
            </Button>
          )}
        </div>
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
