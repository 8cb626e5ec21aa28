import { listMyInscriptions } from '../../../api/booking.ts';
import { useFamilyLive } from './useFamilyLive.ts';

/**
 * The family's bookings (coming or past), read again when the family's room says they changed: a
 * booking made in another tab, a promotion from the waiting list, a course cancelled by the desk,
 * an entry given back to a card.
 */
export function useFamilyBookings(famId: number, when: 'coming' | 'past') {
  return useFamilyLive(famId, () => listMyInscriptions(when, { share: false }), `inscriptions:${famId}:${when}`);
}
