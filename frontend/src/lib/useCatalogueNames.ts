import { CATALOGUE_ROOMS } from '../api/catalogue.ts';
import { useLiveNotices } from '../api/live.ts';

/**
 * Calls `onChange` when a pool, an activity or a pass changes in the catalogue: the views that show
 * their names (courses, bookings, cards, orders) take them from the catalogue when read
 * (docs/adr/0017-names-in-the-readers-language.md), so a rename shows once they are read again.
 */
export function useCatalogueNamesChanged(onChange: () => void): void {
  useLiveNotices(CATALOGUE_ROOMS.pools, onChange);
  useLiveNotices(CATALOGUE_ROOMS.activities, onChange);
  useLiveNotices(CATALOGUE_ROOMS.passes, onChange);
}
