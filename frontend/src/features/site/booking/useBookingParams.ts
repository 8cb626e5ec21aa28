import { useSearchParams } from 'react-router-dom';
import { bookingWeek, mondayOf } from '../../../lib/parisTime.ts';
import { usePageNow } from '../../../ssr/firstPaint.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

export interface BookingParams {
  psnId: number | undefined;
  acyId: number | undefined;
  /** The Monday of the week shown. */
  week: string;
  /** The course whose booking is open (kept through the login). */
  crsId: number | undefined;
}

/** The booking page's parameters in an address's query. */
function paramsOf(search: URLSearchParams, now: number): BookingParams {
  const day = search.get('week');
  return {
    psnId: positiveId(search.get('psnId')),
    acyId: positiveId(search.get('acyId')),
    week: day && DAY.test(day) ? mondayOf(day) : bookingWeek(new Date(now)),
    crsId: positiveId(search.get('crsId')),
  };
}

/** The pool the address names now (it may have changed since the render that asks). */
export const addressedPool = (): number | undefined => (typeof window === 'undefined' ? undefined : positiveId(new URLSearchParams(window.location.search).get('psnId')));

/**
 * What the booking page shows lives in its address (`/reserver?psnId=3&acyId=5&week=2026-11-23&crsId=12`):
 * a pool or activity page links to it, and a visitor sent to log in comes back to the same course.
 */
export function useBookingParams(): [BookingParams, (patch: Partial<BookingParams>) => void, string] {
  const [search, setSearch] = useSearchParams();
  // The week of tomorrow by the server's clock until hydrated (a page rendered on Sunday night hydrates as drawn).
  const now = usePageNow();
  const params = paramsOf(search, now);
  const update = (patch: Partial<BookingParams>) => {
    // Laid over the address as it is now, not as this render read it: two changes made before the
    // next render (a choice kept from before hydration, then the page's own) both stand.
    const current = typeof window === 'undefined' ? search : new URLSearchParams(window.location.search);
    const next = { ...paramsOf(current, now), ...patch };
    // The address's other parameters (the term section's open slot) stay as they are.
    const kept = new URLSearchParams(current);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) kept.delete(key);
      else kept.set(key, String(value));
    }
    setSearch(kept, { replace: true });
  };
  return [params, update, `/reserver?${search.toString()}`];
}
