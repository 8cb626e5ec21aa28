import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cancelCourse, changeCourse, COURSES_ROOM, getCourse, markPresence, type CourseChangeInput, type CourseView } from '../../../api/adminCourses.ts';
import { ApiError, newActionKey } from '../../../api/client.ts';
import { useLiveRoom } from '../../../api/live.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

type Status = 'loading' | 'done' | 'error' | 'notFound';

/**
 * One course with its roster, kept up to date by the `courses` room (a booking, a cancellation,
 * the instructor marking presence), and the desk's actions on it.
 */
export function useCourseDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const [course, setCourse] = useState<CourseView | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  /** What is being sent: 'change', 'cancel', or the inscription whose presence is marked. */
  const [busy, setBusy] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    async (live: boolean) => {
      const request = ++latest.current;
      if (id < 1) return setStatus('notFound');
      try {
        const found = await getCourse(id);
        if (request === latest.current) {
          setCourse(found);
          setStatus('done');
        }
      } catch (error) {
        if (request !== latest.current || live) return;
        setStatus(error instanceof ApiError && error.resultCode === 'FileNotFound' ? 'notFound' : 'error');
      }
    },
    [id],
  );

  useEffect(() => {
    setStatus('loading');
    void load(false);
  }, [load]);

  const liveStatus = useLiveRoom(COURSES_ROOM, (change) => {
    if (change.readModel === 'courses' && (change.truncated || change.ids.includes(id))) void load(true);
  });

  /** Sends one action; the course as it now stands replaces the one shown. */
  const run = async (what: string, send: (key: string) => Promise<CourseView>, successId: MessageId): Promise<boolean> => {
    setBusy(what);
    try {
      const updated = await send(newActionKey());
      latest.current++;
      setCourse(updated);
      notify.success(intl.formatMessage({ id: successId }));
      return true;
    } catch (error) {
      notify.error(errorText(error, 'adminCourses.error.save'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    course,
    status,
    busy,
    liveStatus,
    reload: () => void load(false),
    change: (input: CourseChangeInput) => run('change', (key) => changeCourse(id, input, key), 'adminCourses.detail.saved'),
    cancel: (reason: string) => run('cancel', (key) => cancelCourse(id, reason, key), 'adminCourses.cancel.done'),
    presence: (insId: number, present: boolean) => run(`ins-${insId}`, (key) => markPresence(id, { insId, present }, key), 'adminCourses.roster.marked'),
  };
}
