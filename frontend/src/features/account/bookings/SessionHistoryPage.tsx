import { NonIdealState } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useFamilyBookings } from './useFamilyBookings.ts';
import { useAuth } from '../auth/useAuth.ts';
import { BookingDays } from './BookingDays.tsx';
import { BookingItem } from './BookingItem.tsx';
import '../../site/booking/booking.css';
import './bookings.css';

/** /profil/session-history: the family's past lessons, most recent first, with the attendance marked. */
export default function SessionHistoryPage() {
  const { user } = useAuth();
  usePageTitle('account.section.history');
  return (
    <section className="plouf-page bookings-page">
      <h1 className="plouf-page-title"><FormattedMessage id="account.section.history" /></h1>
      <p className="plouf-muted"><FormattedMessage id="bookings.history.intro" /></p>
      {user?.famId == null ? <p className="plouf-muted"><FormattedMessage id="booking.dialog.noFamily" /></p> : <PastBookings famId={user.famId} />}
    </section>
  );
}

function PastBookings({ famId }: { famId: number }) {
  const intl = useIntl();
  const bookings = useFamilyBookings(famId, 'past');
  return (
    <BookingDays
      state={bookings.state}
      reload={bookings.reload}
      newestFirst
      empty={<NonIdealState icon="history" description={intl.formatMessage({ id: 'bookings.history.empty' })} />}
      item={(booking) => <BookingItem key={booking.id} booking={booking} />}
    />
  );
}
