import { NOTICES } from '@plouf/command-api/read-models';
import { useEffect } from 'react';
import { familyRoom } from '../../../api/booking.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { listMyEnrolments } from '../../../api/terms.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';

/**
 * The family's term enrolments with their weeks, read again when the family's room says its
 * bookings or cards changed: an enrolment made in another tab, a place given by the waiting list,
 * a lesson generated and booked for the child, a lesson given up.
 */
export function useFamilyEnrolments(famId: number) {
  const enrolments = useAsync(() => listMyEnrolments({ share: false }), `enrolments:${famId}`);
  const { reload } = enrolments;
  const live = useLiveRoom(familyRoom(famId), (change) => {
    if (change.readModel === NOTICES.familyBookings || change.readModel === NOTICES.cards) reload();
  });
  useEffect(() => {
    if (live === 'live') reload();
  }, [live, reload]);
  useCatalogueNamesChanged(reload);
  return { ...enrolments, live };
}
