import { NOTICES } from '@plouf/command-api/read-models';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cancelCourse, changeCourse, type CancelCompensation, COURSES_ROOM, getCourse, markPresence, type CourseChangeInput, type CourseView } from '../../../api/adminCourses.ts';
import { newActionKey } from '../../../api/client.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

/**
 * One course with its roster, kept up to date by the `courses` room (a booking, a cancellation,
 * the instructor marking presence), and the desk's actions on it.
 */
export function useCourseDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  /** What is being sent: 'change', 'cancel', or the inscription whose presence is marked. */
  const [busy, setBusy] = useState<string | null>(null);
  const detail = useLiveDetail({ id, read: (crsId) => getCourse(crsId), live: { room: COURSES_ROOM, notice: NOTICES.courses } });

  /** Sends one action; the course as it now stands replaces the one shown. */
  const run = async (what: string, send: (key: string) => Promise<CourseView>, successId: MessageId): Promise<boolean> => {
    setBusy(what);
    try {
      detail.set(await send(newActionKey()));
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
    course: detail.data,
    status: detail.status,
    busy,
    liveStatus: detail.liveStatus,
    reload: detail.reload,
    change: (input: CourseChangeInput) => run('change', (key) => changeCourse(id, input, key), 'adminCourses.detail.saved'),
    cancel: (reason: string, compensation: CancelCompensation) => run('cancel', (key) => cancelCourse(id, reason, compensation, key), 'adminCourses.cancel.done'),
    presence: (insId: number, present: boolean) => run(`ins-${insId}`, (key) => markPresence(id, { insId, present }, key), 'adminCourses.roster.marked'),
  };
}
