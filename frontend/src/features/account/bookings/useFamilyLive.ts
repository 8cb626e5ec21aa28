import { NOTICES } from '@plouf/command-api/read-models';
import { useEffect } from 'react';
import { familyRoom } from '../../../api/booking.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';

/**
 * Something of the family's bookings (its lessons, its term enrolments), read again when the
 * family's room says its bookings or cards changed, when the room is joined (what changed before
 * sent no notice here), and when a pool or activity is renamed (the names shown).
 */
export function useFamilyLive<T>(famId: number, load: () => Promise<T>, key: string) {
  const read = useAsync(load, key);
  const { reload } = read;
  const live = useLiveRoom(familyRoom(famId), (change) => {
    if (change.readModel === NOTICES.familyBookings || change.readModel === NOTICES.cards) reload();
  });
  useEffect(() => {
    if (live === 'live') reload();
  }, [live, reload]);
  useCatalogueNamesChanged(reload);
  return { ...read, live };
}
