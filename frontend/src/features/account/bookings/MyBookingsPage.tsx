import { NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelInscription, type InscriptionView } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
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
import '../../site/booking/booking.css';
import './bookings.css';

/** /profil/my-booking: the family's term enrolments and coming lessons, live, to give up or cancel; and its calendar feed. */
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
  const [busy, setBusy] = useState<number | null>(null);

  const cancel = async (booking: InscriptionView) => {
    setBusy(booking.id);
    try {
      const cancelled = await cancelInscription(booking.id, action.keyFor({ cancel: booking.id }));
      action.done();
      notify.success(intl.formatMessage({ id: cancelled.refunded ? 'bookings.cancel.doneRefunded' : 'bookings.cancel.done' }));
      bookings.reload();
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'bookings.cancel.failed' }));
    } finally {
      setBusy(null);
    }
  };

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
            item={(booking) => <BookingItem key={booking.id} booking={booking} busy={busy === booking.id} onCancel={(chosen) => void cancel(chosen)} />}
          />
          {bookings.state.data && bookings.state.data.length > 0 && <div className="bookings-more"><BookLink /></div>}
        </div>
        <aside className="bookings-aside"><CalendarFeedPanel /></aside>
      </div>
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
