import { NOTICES } from '@plouf/command-api/read-models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { COURSES_ROOM, markPresence, myCourses, type CourseView, type InscriptionView } from '../../../api/adminCourses.ts';
import { fetchCurrentUser } from '../../../api/auth.ts';
import { newActionKey } from '../../../api/client.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';
import { addDays, parisDay } from '../../admin/courses/courseTime.ts';
import { useAuth } from '../../account/auth/useAuth.ts';
import { unreachable } from './deckOutbox.ts';
import { useDeckOutbox } from './useDeckOutbox.ts';

/**
 * The instructor's courses of today and the six days after, each with its roster, kept up to date
 * by the `courses` room (a family books or cancels while the instructor looks); presence is marked
 * here. With the network cut (or a mark of the same seat still waiting) a mark goes to the phone's
 * outbox, sent when the network comes back (useDeckOutbox.ts); the rosters then open from the deck's
 * service worker's last copy.
 */
export function useMyCourses() {
  const notify = useNotifier();
  const errorText = useServerError();
  const [courses, setCourses] = useState<CourseView[]>([]);
  const [status, setStatus] = useState<'loading' | 'done' | 'error'>('loading');
  const [busy, setBusy] = useState<number | null>(null);
  const latest = useRef(0);
  const today = parisDay(new Date());
  const { user } = useAuth();

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

  const outbox = useDeckOutbox(user?.id, liveStatus, () => void load(true));

  // A pool or activity renamed: the courses' names are read again.
  useCatalogueNamesChanged(() => void load(true));

  const queue = (crsId: number, inscription: InscriptionView, present: boolean, failed = false) =>
    outbox.queuePresence({ crsId, insId: inscription.id, present, seen: inscription.insStatus, memberName: inscription.memberName }, failed);

  const mark = async (crsId: number, inscription: InscriptionView, present: boolean) => {
    if (!outbox.online || outbox.pendingPresence(crsId, inscription.id)) {
      await queue(crsId, inscription, present);
      outbox.flush();
      return;
    }
    setBusy(inscription.id);
    try {
      const updated = await markPresence(crsId, { insId: inscription.id, present }, newActionKey());
      latest.current++;
      setCourses((previous) => previous.map((course) => (course.id === crsId ? updated : course)));
    } catch (error) {
      // The line dropped on the way: kept on the phone, sent when it answers (the server acts once).
      if (unreachable(error)) await queue(crsId, inscription, present, true);
      else notify.error(errorText(error, 'adminCourses.error.save'));
    } finally {
      setBusy(null);
    }
  };

  /** Reads again what the deck opens with (who is signed in, the rosters, each course's progress): its worker keeps them. */
  const keepCopies = () => {
    void fetchCurrentUser().catch(() => undefined);
    void load(true);
    outbox.refresh();
  };

  return { courses, status, busy, liveStatus, today, mark, outbox, keepCopies, reload: () => void load(false) };
}
