import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ACTIVITIES, reorderActivities, type ActivityDetailView } from '../../../api/catalogue.ts';
import { rememberSaved } from '../../../api/catalogueCache.ts';
import { ApiError } from '../../../api/client.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { applyOrder, moveWithinGroup } from './activityListState.ts';

/**
 * Moving activities within their group: the new order shows at once, is saved with
 * PUT /Activity/ordre/{ids}, and is rolled back (with a notice) if the save fails; a screen
 * reader hears where the activity went. Only the latest move's answer
 * counts when moves follow each other quickly.
 */
export function useActivityOrder(activities: readonly ActivityDetailView[] | undefined, onFailed: () => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const [pending, setPending] = useState<number[] | null>(null);
  const [announce, setAnnounce] = useState('');
  const latest = useRef(0);

  const move = async (id: number, to: number) => {
    if (!activities) return;
    const ordered = applyOrder(activities, pending ?? []);
    const ids = moveWithinGroup(ordered, id, to);
    if (ids.join() === ordered.map((activity) => activity.id).join()) return;
    const moved = ordered.find((activity) => activity.id === id)!;
    const request = ++latest.current;
    setPending(ids);
    const position = ids.filter((other) => ordered.find((activity) => activity.id === other)?.acyEnfant === moved.acyEnfant).indexOf(id) + 1;
    setAnnounce(intl.formatMessage({ id: 'adminActivities.order.moved' }, { name: moved.libelle, count: position }));
    try {
      const saved = await reorderActivities(ids);
      if (request !== latest.current) return;
      for (const activity of saved) rememberSaved(ACTIVITIES, activity);
      setPending(null);
    } catch (error) {
      if (request !== latest.current) return;
      setPending(null);
      onFailed();
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminActivities.order.failed' }));
    }
  };

  return { pending, move: (id: number, to: number) => void move(id, to), announce };
}
