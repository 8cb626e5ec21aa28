import { addDays } from '@plouf/infra/days';
import { useEffect, useRef } from 'react';
import { coursesKey, listCourses, type CourseView } from '../../../api/booking.ts';
import { useRenderedRead } from '../../../api/catalogueCache.ts';
import { useCourseWeek } from './useCourseWeek.ts';

/** The read of a pool's week (and activity) as useCourseWeek makes it: the key of its snapshot. */
const weekQuery = (psnId: number, acyId: number | undefined, monday: string) => ({ psnId, acyId, from: monday, to: addDays(monday, 6) });

/**
 * The week /reserver shows: useCourseWeek's courses, kept live, and until they first arrive the ones
 * the server rendered the page with (docs/adr/0011), so the hydration draws what the server drew and
 * nothing is asked again (listCourses answers its first read from the page). `loading` while what is
 * shown is not the week asked for yet: nothing, or the week before the visitor changed week, pool or
 * activity (useAsync keeps it meanwhile). A live re-read of the week shown is not a load.
 *
 * @example
 * const week = useShownWeek(pool?.id, params.acyId, params.week);
 * if (week.loading) return <WeekLoading />;
 */
export function useShownWeek(psnId: number | undefined, acyId: number | undefined, monday: string) {
  const query = psnId === undefined ? undefined : weekQuery(psnId, acyId, monday);
  const rendered = useRenderedRead(query && coursesKey(query), () => listCourses(query!, { share: false }));
  const week = useCourseWeek(psnId, acyId, monday);
  const key = `${psnId ?? ''}:${acyId ?? ''}:${monday}`;
  const courses: readonly CourseView[] | undefined = week.courses ?? rendered;

  // Which week the courses shown are: the one asked for once its load has ended on a render that
  // had already asked for it (the render where the visitor changes week still holds the previous
  // week's courses, as `done`), and so on until another week is asked for.
  const askedAt = useRef(key);
  const shownFor = useRef(rendered === undefined ? undefined : key);
  const settled = (askedAt.current === key && week.status === 'done') || shownFor.current === key;
  useEffect(() => {
    if (settled) shownFor.current = key;
    askedAt.current = key;
  });
  const loading = week.status !== 'error' && (courses === undefined || !settled);
  return { ...week, courses, loading };
}
