import { useCallback, useState } from 'react';

/**
 * A bulk selection over the rows on screen (contacts, newsletter subscribers): rows that leave
 * the list (deleted, filtered out) leave the selection too.
 */
export function useSelection(visibleIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const ids = visibleIds.filter((id) => chosen.has(id));
  const selected: ReadonlySet<number> = new Set(ids);

  const toggle = useCallback((id: number) => {
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const allSelected = visibleIds.length > 0 && ids.length === visibleIds.length;
  const toggleAll = () => setChosen(allSelected ? new Set() : new Set(visibleIds));
  const clear = useCallback(() => setChosen(new Set()), []);

  return { selected, ids, toggle, toggleAll, clear };
}
