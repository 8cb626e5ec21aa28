import { Alert, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelInscription } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
import { listMyCards } from '../../../api/commerce.ts';
import { acceptOffer, declareAbsence, declineOffer, type LessonView } from '../../../api/familyTerm.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LinkButton } from '../../site/ui/LinkButton.tsx';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { useFamilyBookings } from './useFamilyBookings.ts';
import { useAuth } from '../auth/useAuth.ts';
import { BookingDays } from './BookingDays.tsx';
import { BookingItem } from './BookingItem.tsx';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { TermEnrolments } from '../enrolments/TermEnrolments.tsx';
import { AbsenceDialog } from '../lessons/AbsenceDialog.tsx';
import { OfferDialog } from '../lessons/OfferDialog.tsx';
import { openOffer } from '../lessons/lessonRules.ts';
import { useFamilyLive } from './useFamilyLive.ts';
import '../../site/booking/booking.css';
import './bookings.css';

/**
 * /profil/my-booking: the family's term enrolments and coming lessons, live, to give up, cancel,
 * declare absent or take when offered from the waiting list; and its calendar feed.
 */
export default function MyBookingsPage() {
  const { user } = useAuth();
  usePageTitle('account.section.bookings');
  return (
    <section className="plouf-page bookings-page">
      {user?.famId == null ? (
        <>
          <h1 className="plouf-page-title"><FormattedMessage id="account.section.bookings" /></h1>
          <p className="plouf-muted"><FormattedMessage id="booking.dialog.noFamily" /></p>
        </>
      ) : (
        <ComingBookings famId={user.famId} />
      )}
    </section>
  );
}

function ComingBookings({ famId }: { famId: number }) {
  const intl = useIntl();
  const notify = useNotifier();
  const action = useActionKey();
  const bookings = useFamilyBookings(famId, 'coming');
  // Which card paid a lesson says what an absence gives back (a subscription's week becomes a credit).
  const cards = useFamilyLive(famId, () => listMyCards({ share: false }), `cards:${famId}`);
  const [busy, setBusy] = useState<number | null>(null);
  const [absent, setAbsent] = useState<LessonView | null>(null);
  const [accepting, setAccepting] = useState<LessonView | null>(null);
  const [declining, setDeclining] = useState<LessonView | null>(null);

  /** Runs one family action on a lesson: busy meanwhile, the server's refusal said as it is. */
  const act = async (booking: LessonView, run: () => Promise<string>, failed: 'bookings.cancel.failed' | 'bookings.absence.failed' | 'bookings.offer.acceptFailed' | 'bookings.offer.declineFailed') => {
    setBusy(booking.id);
    try {
      notify.success(await run());
      action.done();
      bookings.reload();
      return true;
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: failed }));
      bookings.reload();
      return false;
    } finally {
      setBusy(null);
    }
  };

  const cancel = (booking: LessonView) =>
    void act(booking, async () => {
      const cancelled = await cancelInscription(booking.id, action.keyFor({ cancel: booking.id }));
      return intl.formatMessage({ id: cancelled.refunded ? 'bookings.cancel.doneRefunded' : 'bookings.cancel.done' });
    }, 'bookings.cancel.failed');

  const declare = async (booking: LessonView) => {
    const done = await act(booking, async () => {
      const freed = await declareAbsence(booking.id, action.keyFor({ absence: booking.id }));
      const id = freed.credited ? 'bookings.absence.doneCredit' : freed.refunded ? 'bookings.absence.doneRefunded' : 'bookings.absence.done';
      return intl.formatMessage({ id }, { name: booking.memberName });
    }, 'bookings.absence.failed');
    if (done) setAbsent(null);
  };

  const accept = async (booking: LessonView, cardId: number) => {
    const done = await act(booking, async () => {
      await acceptOffer(booking.id, cardId, action.keyFor({ accept: booking.id, cardId }));
      return intl.formatMessage({ id: 'bookings.offer.accepted' }, { name: booking.memberName, date: parisDateTime(booking.crsDatdebut) });
    }, 'bookings.offer.acceptFailed');
    if (done) setAccepting(null);
  };

  const decline = (booking: LessonView) =>
    void act(booking, async () => {
      await declineOffer(booking.id, action.keyFor({ decline: booking.id }));
      return intl.formatMessage({ id: 'bookings.offer.declined' }, { name: booking.memberName });
    }, 'bookings.offer.declineFailed');

  const offerUntil = accepting ? openOffer(accepting, new Date()) : null;

  return (
    <>
      <div className="booking-heading">
        <h1 className="plouf-page-title"><FormattedMessage id="account.section.bookings" /></h1>
        <LiveTag status={bookings.live} quiet />
      </div>
      <p className="plouf-muted"><FormattedMessage id="bookings.page.intro" /></p>
      <div className="bookings-layout">
        <div className="bookings-main">
          <TermEnrolments famId={famId} />
          <BookingDays
            state={bookings.state}
            reload={bookings.reload}
            empty={<NonIdealState icon="calendar" description={intl.formatMessage({ id: 'bookings.list.empty' })} action={<BookLink />} />}
            item={(booking) => (
              <BookingItem key={booking.id} booking={booking} busy={busy === booking.id} onCancel={cancel} onAbsence={setAbsent} onAccept={setAccepting} onDecline={setDeclining} />
            )}
          />
          {bookings.state.data && bookings.state.data.length > 0 && <div className="bookings-more"><BookLink /></div>}
        </div>
        <aside className="bookings-aside"><CalendarFeedPanel /></aside>
      </div>
      {absent && (
        <AbsenceDialog
          key={absent.id}
          lesson={absent}
          card={cards.state.data?.find((card) => card.id === absent.cardId)}
          busy={busy === absent.id}
          onConfirm={() => void declare(absent)}
          onClose={() => setAbsent(null)}
        />
      )}
      {accepting && offerUntil && (
        <OfferDialog key={accepting.id} lesson={accepting} until={offerUntil} busy={busy === accepting.id} onConfirm={(cardId) => void accept(accepting, cardId)} onClose={() => setAccepting(null)} />
      )}
      <Alert
        isOpen={declining !== null}
        intent="danger"
        icon="cross"
        confirmButtonText={intl.formatMessage({ id: 'bookings.offer.decline' })}
        cancelButtonText={intl.formatMessage({ id: 'bookings.absence.keep' })}
        onConfirm={() => {
          const chosen = declining;
          setDeclining(null);
          if (chosen) decline(chosen);
        }}
        onCancel={() => setDeclining(null)}
      >
        <p><strong><FormattedMessage id="bookings.offer.declineTitle" values={{ name: declining?.memberName ?? '' }} /></strong></p>
        <p><FormattedMessage id="bookings.offer.declineBody" values={{ name: declining?.memberName ?? '' }} /></p>
      </Alert>
    </>
  );
}

function BookLink() {
  return (
    <LinkButton to="/reserver" intent="primary" icon="calendar">
      <FormattedMessage id="bookings.list.book" />
    </LinkButton>
  );
}
