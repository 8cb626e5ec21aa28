import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PoolView } from '../../../api/catalogue.ts';
import { useActivityList, usePools } from '../data/lists.ts';
import { activitiesOfKind, parseActivityId, poolsTeaching } from '../data/selectors.ts';
import { usePrices } from '../data/usePrices.ts';

const byName = (a: PoolView, b: PoolView) => a.libelle.localeCompare(b.libelle, 'fr');

/** The pool list and its activity filter, kept in the address (`?activityId=`) so it can be shared. */
export function usePoolList() {
  const [params, setParams] = useSearchParams();
  const activityId = parseActivityId(params.get('activityId'));
  const pools = usePools();
  const activities = useActivityList();
  const prices = usePrices();

  const setActivityId = useCallback(
    (id: number | undefined) => setParams(id ? { activityId: String(id) } : {}, { replace: true }),
    [setParams],
  );
  const select = useMemo(() => (all: PoolView[]) => (activityId ? poolsTeaching(all, activityId) : [...all].sort(byName)), [activityId]);
  const groups = useMemo(() => {
    const all = activities.data ?? [];
    return { children: activitiesOfKind(all, 'children'), adults: activitiesOfKind(all, 'adults') };
  }, [activities.data]);
  const activity = activities.data?.find((candidate) => candidate.id === activityId);

  return { pools, prices, activityId, activity, groups, setActivityId, select };
}
