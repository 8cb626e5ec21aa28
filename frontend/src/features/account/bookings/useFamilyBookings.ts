import { NOTICES } from '@plouf/command-api/read-models';
import { useEffect } from 'react';
import { familyRoom, listMyInscriptions } from '../../../api/booking.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';

/**
 * The family's bookings (coming or past), read again when the family's room says they changed: a
 * booking made in another tab, a promotion from the waiting list, a course cancelled by the desk,
 * an entry given back to a card.
 */
export function useFamilyBookings(famId: number, when: 'coming' | 'past') {
  const bookings = useAsync(() => listMyInscriptions(when, { share: false }), `inscriptions:${famId}:${when}`);
  const { reload } = bookings;
  const live = useLiveRoom(familyRoom(famId), (change) => {
    if (change.readModel === NOTICES.familyBookings || change.readModel === NOTICES.cards) reload();
  });
  // What changed before the room was joined (or while offline) sent no notice here.
  useEffect(() => {
    if (live === 'live') reload();
  }, [live, reload]);
  // A pool or activity renamed: the names shown are read again.
  useCatalogueNamesChanged(reload);
  return { ...bookings, live };
}
