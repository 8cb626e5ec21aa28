import { useMemo } from 'react';
import type { PoolView } from '../../../api/catalogue.ts';
import { useActivityBySlug, usePools } from '../data/lists.ts';
import { passesForActivity, poolsTeaching } from '../data/selectors.ts';
import { usePrices } from '../data/usePrices.ts';

/** An activity's page: the activity (by its address), the pools teaching it and its passes, live. */
export function useActivityPage(slug: string) {
  const activity = useActivityBySlug(slug);
  const pools = usePools();
  const prices = usePrices();
  const acyId = activity.data?.id;
  const passes = useMemo(() => (acyId ? passesForActivity(prices.passes.data ?? [], acyId) : []), [prices.passes.data, acyId]);
  const teaching = useMemo(() => (all: PoolView[]) => (acyId ? poolsTeaching(all, acyId) : []), [acyId]);
  return { activity, pools, prices, passes, teaching };
}
