import type { Address } from '../../../api/types.ts';
import { addressLines } from '../../../lib/people.ts';

/**
 * OpenStreetMap for an address: a pin at its GPS position when known, else a search for the
 * address; undefined when there is neither. A plain link: no map script is loaded on the site.
 *
 * @example
 * mapLink({ gpsLat: 45.76, gpsLon: 4.83, … }) // 'https://www.openstreetmap.org/?mlat=45.76&mlon=4.83#map=17/45.76/4.83'
 */
export function mapLink(address: Address): string | undefined {
  const { gpsLat: lat, gpsLon: lon } = address;
  if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon)) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const lines = addressLines(address);
  return lines.length > 0 ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(', '))}` : undefined;
}
