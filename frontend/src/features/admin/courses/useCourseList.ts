import { NOTICES } from '@plouf/command-api/read-models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { COURSES_ROOM, filterCourses, type CourseFilter, type CourseView } from '../../../api/adminCourses.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';
import { courseQuery, type CourseListState } from './courseListState.ts';

type ListStatus = 'loading' | 'done' | 'error';

/**
 * The week (or the page) of courses the filters choose, kept up to date by the `courses` room:
 * a notice naming a course shown (places, roster, instructor, cancellation) reloads them.
 */
export function useCourseList(state: CourseListState, offset: number) {
  const notify = useNotifier();
  const errorText = useServerError();
  const [courses, setCourses] = useState<CourseView[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<ListStatus>('loading');
  const shown = useRef<Set<number>>(new Set());
  const latestRequest = useRef(0);
  // The search and sort apply to the page shown: only the query itself asks the server again.
  const queryText = JSON.stringify(courseQuery(state, offset, new Date()));

  const load = useCallback(
    async (live: boolean) => {
      const request = ++latestRequest.current;
      try {
        const page = await filterCourses(JSON.parse(queryText) as CourseFilter);
        if (request !== latestRequest.current) return;
        shown.current = new Set(page.items.map((course) => course.id));
        setCourses(page.items);
        setTotal(page.total);
        setStatus('done');
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (!live) setStatus('error');
        notify.error(errorText(error, 'adminCourses.error.load'));
      }
    },
    [queryText, notify, errorText],
  );

  useEffect(() => {
    setStatus('loading');
    void load(false);
  }, [load]);

  // Every notice reads the list again (a burst once, a generation or a cancellation): a course
  // not shown may be a new one of this week.
  const liveStatus = useLiveBatch(COURSES_ROOM, (change) => change.readModel === NOTICES.courses, () => void load(true));

  const reload = useCallback(() => void load(false), [load]);
  return { courses, total, status, liveStatus, reload };
}
