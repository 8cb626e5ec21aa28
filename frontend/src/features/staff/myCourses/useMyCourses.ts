import { NOTICES } from '@plouf/command-api/read-models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { COURSES_ROOM, markPresence, myCourses, type CourseView } from '../../../api/adminCourses.ts';
import { newActionKey } from '../../../api/client.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';
import { addDays, parisDay } from '../../admin/courses/courseTime.ts';

/**
 * The instructor's courses of today and the six days after, each with its roster, kept up to date
 * by the `courses` room (a family books or cancels while the instructor looks); presence is marked here.
 */
export function useMyCourses() {
  const notify = useNotifier();
  const errorText = useServerError();
  const [courses, setCourses] = useState<CourseView[]>([]);
  const [status, setStatus] = useState<'loading' | 'done' | 'error'>('loading');
  const [busy, setBusy] = useState<number | null>(null);
  const latest = useRef(0);
  const today = parisDay(new Date());

  const load = useCallback(
    async (live: boolean) => {
      const request = ++latest.current;
      try {
        const found = await myCourses({ from: today, to: addDays(today, 6) });
        if (request !== latest.current) return;
        setCourses(found);
        setStatus('done');
      } catch (error) {
        if (request !== latest.current) return;
        if (!live) setStatus('error');
        notify.error(errorText(error, 'myCourses.error.load'));
      }
    },
    [today, notify, errorText],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // Any notice may concern them: a course given to this instructor meanwhile is not shown yet.
  const liveStatus = useLiveBatch(COURSES_ROOM, (change) => change.readModel === NOTICES.courses, () => void load(true));

  // A pool or activity renamed: the courses' names are read again.
  useCatalogueNamesChanged(() => void load(true));

  const mark = async (crsId: number, insId: number, present: boolean) => {
    setBusy(insId);
    try {
      const updated = await markPresence(crsId, { insId, present }, newActionKey());
      latest.current++;
      setCourses((previous) => previous.map((course) => (course.id === crsId ? updated : course)));
    } catch (error) {
      notify.error(errorText(error, 'adminCourses.error.save'));
    } finally {
      setBusy(null);
    }
  };

  return { courses, status, busy, liveStatus, today, mark, reload: () => void load(false) };
}
