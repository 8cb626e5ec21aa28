import { useMemo } from 'react';
import { usePasses } from './lists.ts';
import { passesForActivity, passesForPool, passesOnSale } from './selectors.ts';

/**
 * The passes on sale (live) and the "from" price of an activity or a pool: its cheapest pass,
 * or undefined while the passes load or when none applies.
 */
export function usePrices() {
  const passes = usePasses();
  const prices = useMemo(() => {
    const all = passes.data ?? [];
    return {
      onSale: passesOnSale(all),
      activityPrice: (acyId: number) => passesForActivity(all, acyId)[0]?.fftTarif,
      poolPrice: (psnId: number) => passesForPool(all, psnId)[0]?.fftTarif,
    };
  }, [passes.data]);
  return { passes, ...prices };
}

export type Prices = ReturnType<typeof usePrices>;
