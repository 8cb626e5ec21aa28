import { Button, Callout, DialogBody, DialogFooter, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { allowedTickets, getCourse } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
import { listMyCredits, type LessonView } from '../../../api/familyTerm.ts';
import { parisShortDate, parisTime } from '../../../lib/parisTime.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { CardChoice } from '../../site/booking/BookingChoices.tsx';
import { CourseSummary } from '../../site/booking/CourseSummary.tsx';
import { creditChoices } from './lessonRules.ts';

interface Props {
  lesson: LessonView;
  /** The offer's end. */
  until: string;
  busy: boolean;
  onConfirm: (cardId: number) => void;
  onClose: () => void;
}

/**
 * Takes a place offered from the waiting list: the course, then how to pay (the card the member
 * waited with first when it still may, another card, or one of the member's make-up credits).
 */
export function OfferDialog({ lesson, until, busy, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const read = useAsync(
    () => Promise.all([getCourse(lesson.crsId, { share: false }), allowedTickets(lesson.crsId, lesson.usrId), listMyCredits({ share: false })]),
    `offer:${lesson.id}`,
  );
  const [cardId, setCardId] = useState<number | null>(null);
  const data = read.state.data;
  const course = data?.[0];
  const tickets = data?.[1] ?? [];
  const credits = course ? creditChoices(data?.[2] ?? [], { acyId: course.acyId, acyIdCplt: course.acyIdCplt, psnId: course.psnId, start: course.crsDatdebut }, lesson.usrId) : [];
  const waitedWith = tickets.find((ticket) => ticket.allowed && ticket.card.id === lesson.cardId)?.card.id;
  const first = waitedWith ?? tickets.find((ticket) => ticket.allowed)?.card.id ?? credits.find((choice) => choice.allowed)?.credit.id ?? null;
  useEffect(() => {
    if (cardId === null && first !== null) setCardId(first);
  }, [cardId, first]);

  return (
    <Dialog isOpen onClose={onClose} icon="tick" title={intl.formatMessage({ id: 'bookings.offer.dialogTitle' }, { name: lesson.memberName })} className="booking-dialog bookings-offer-dialog">
      <DialogBody>
        {course && <CourseSummary course={course} />}
        <p><FormattedMessage id="bookings.offer.until" values={{ date: parisShortDate(until), time: parisTime(until) }} /></p>
        {read.state.status === 'error' && !data && (
          <NonIdealState icon="error" title={intl.formatMessage({ id: 'bookings.offer.loadError' })} description={read.state.error instanceof ApiError ? read.state.error.serverMessage : undefined} />
        )}
        {!data && read.state.status !== 'error' && <Loading />}
        {course && (
          <div className="booking-form">
            <CardChoice tickets={tickets} credits={credits} value={cardId} onChange={setCardId} buyPath="/piscines" />
            <Callout icon="info-sign" className="booking-callout"><FormattedMessage id="bookings.offer.pay" /></Callout>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}><FormattedMessage id="booking.dialog.close" /></Button>
            <Button intent="success" icon="tick" loading={busy} disabled={cardId === null} onClick={() => cardId !== null && onConfirm(cardId)}>
              <FormattedMessage id="bookings.offer.confirm" />
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
