import { useCallback, useEffect, useRef, useState } from 'react';
import { familyReads, type PersonalReadView } from '../../../api/families.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/** Reads shown at first and added by each "more". */
export const READS_PAGE = 20;

/**
 * Who read the family's members' sensitive data (GET /Family/{id}/lectures), newest first: the
 * first page, then the next one each time `more()` is asked.
 */
export function useFamilyReads(famId: number) {
  const notify = useNotifier();
  const errorText = useServerError();
  const [items, setItems] = useState<PersonalReadView[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<'loading' | 'done' | 'error'>('loading');
  const [busy, setBusy] = useState(false);
  const family = useRef(famId);

  const load = useCallback(
    async (offset: number) => {
      setBusy(true);
      try {
        const page = await familyReads(famId, { offset, limit: READS_PAGE });
        if (family.current !== famId) return;
        // A read logged meanwhile shifts the pages by one: a row already shown is not shown twice.
        setItems((shown) => (offset === 0 ? page.items : [...shown, ...page.items.filter((read) => !shown.some((seen) => seen.id === read.id))]));
        setTotal(page.total);
        setStatus('done');
      } catch (error) {
        if (family.current !== famId) return;
        if (offset === 0) setStatus('error');
        notify.error(errorText(error, 'adminFamilies.reads.error'));
      } finally {
        setBusy(false);
      }
    },
    [famId, notify, errorText],
  );

  useEffect(() => {
    family.current = famId;
    setStatus('loading');
    void load(0);
  }, [famId, load]);

  return { items, total, status, busy, more: () => void load(items.length), reload: () => void load(0) };
}
