import { NOTICES } from '@plouf/command-api/read-models';
import { addDays } from '@plouf/infra/days';
import { useEffect, useRef, useState } from 'react';
import { COURSES_ROOM, getCourse, listCourses, type CourseView } from '../../../api/booking.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { coalescer } from '../../../lib/coalesce.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';

/** Notices arriving within this time are read together: a burst of bookings costs one re-read. */
export const COALESCE_MS = 100;
/** More changed courses than this at once: the week is read again in one call. */
const MAX_SINGLE_READS = 6;

/**
 * The courses of a pool's week (and activity), with their places left, kept live: a notice of
 * the 'courses' room naming courses shown here re-reads those, coalesced, so places change
 * without a reload. A notice naming a course not shown (a new one, or another pool's) reads the
 * week again, once per burst.
 */
export function useCourseWeek(psnId: number | undefined, acyId: number | undefined, monday: string) {
  const key = `courses:${psnId ?? ''}:${acyId ?? ''}:${monday}`;
  const week = useAsync(
    () => (psnId === undefined ? Promise.resolve([]) : listCourses({ psnId, acyId, from: monday, to: addDays(monday, 6) }, { share: false })),
    key,
  );
  const { reload } = week;
  const shown = week.state.data;
  const [fresh, setFresh] = useState<ReadonlyMap<number, CourseView>>(new Map());
  // A week read again shows what it read; per-course re-reads patch the week they were made for.
  useEffect(() => setFresh(new Map()), [shown]);
  const shownIds = useRef(new Set<number>());
  shownIds.current = new Set(shown?.map((course) => course.id));

  const [batch] = useState(() =>
    coalescer(COALESCE_MS, (ids, all) => {
      if (all || ids.size > MAX_SINGLE_READS) return reload();
      void Promise.allSettled([...ids].map((id) => getCourse(id, { share: false }))).then((read) => {
        const courses = read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        setFresh((current) => new Map([...current, ...courses.map((course) => [course.id, course] as const)]));
      });
    }),
  );
  useEffect(() => () => batch.cancel(), [batch]);

  const live = useLiveRoom(COURSES_ROOM, (change) => {
    if (change.readModel !== NOTICES.courses) return;
    const wanted = change.ids.filter((id) => shownIds.current.has(id));
    // A course not shown may be a new one of this week (the desk just made it): the week is read again.
    const unknown = change.ids.length > wanted.length;
    if (change.truncated || unknown || wanted.length > 0) batch.add(wanted, Boolean(change.truncated) || unknown);
  });
  // What changed before the room was joined (or while offline) sent no notice here.
  useEffect(() => {
    if (live === 'live') reload();
  }, [live, reload]);
  // A pool or activity renamed: the week's names are read again.
  useCatalogueNamesChanged(() => batch.add([], true));

  const courses = shown?.map((course) => fresh.get(course.id) ?? course);
  return { courses, status: week.state.status, error: week.state.error, reload, live };
}
