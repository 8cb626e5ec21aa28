import type { PoolView } from '../../../api/catalogue.ts';
import type { Period } from '../../../lib/dates.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type PoolSortField = 'name' | 'city' | 'start' | 'created';
export const POOL_SORT_FIELDS: readonly PoolSortField[] = ['name', 'city', 'start', 'created'];

export interface PoolListState extends ListState<PoolSortField> {
  period: Period;
}

/** Spec §2: the pools list keeps its search, sort, direction and month; the whole current year at first. */
export const poolListStore = createPersistedStore<PoolListState>('plouf.admin.pools', {
  search: '',
  sortField: 'name',
  descending: false,
  period: { year: new Date().getFullYear(), month: null },
});

const pad = (value: number) => String(value).padStart(2, '0');

/** A period's first day and the day after its last, as YYYY-MM-DD. */
export function periodDays({ year, month }: Period): { first: string; after: string } {
  if (month === null) return { first: `${year}-01-01`, after: `${year + 1}-01-01` };
  return { first: `${year}-${pad(month)}-01`, after: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01` };
}

/**
 * Whether a pool gives lessons in the period: its lesson window `datMinCours`..`datMaxCours`
 * (both days included, null for no bound) overlaps the month, or the year for 'Tous'.
 *
 * @example
 * inPeriod({ datMinCours: '2026-09-01', datMaxCours: '2027-06-30' }, { year: 2026, month: 8 }) // false
 */
export function inPeriod(pool: Pick<PoolView, 'datMinCours' | 'datMaxCours'>, period: Period): boolean {
  const { first, after } = periodDays(period);
  return (pool.datMinCours === null || pool.datMinCours < after) && (pool.datMaxCours === null || pool.datMaxCours >= first);
}

const byName = (a: PoolView, b: PoolView) => a.libelle.localeCompare(b.libelle, 'fr', { sensitivity: 'base' });

const compare: Record<PoolSortField, (a: PoolView, b: PoolView) => number> = {
  name: byName,
  city: (a, b) => a.address.libelle.localeCompare(b.address.libelle, 'fr', { sensitivity: 'base' }),
  // No first day means "always": before any date.
  start: (a, b) => (a.datMinCours ?? '').localeCompare(b.datMinCours ?? ''),
  created: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
};

/** The rows to show: in the period, matching the search (name, city, postal code), sorted, then by name. */
export function visiblePools(pools: readonly PoolView[], state: PoolListState): PoolView[] {
  return visibleRows(
    pools.filter((pool) => inPeriod(pool, state.period)),
    state,
    {
      searchText: (pool) => `${pool.libelle} ${pool.address.libelle} ${pool.address.adrPostalCode}`,
      compare,
      tieBreak: (a, b) => byName(a, b) || a.id - b.id,
    },
  );
}

/** The years the month picker offers: from the earliest lesson window to the latest, around this year. */
export function pickerYears(pools: readonly PoolView[], period: Period, now: Date): { minYear: number; maxYear: number } {
  const current = now.getFullYear();
  const years = pools.flatMap((pool) => [pool.datMinCours, pool.datMaxCours]).filter((day): day is string => day !== null).map((day) => Number(day.slice(0, 4)));
  return { minYear: Math.min(current - 1, period.year, ...years), maxYear: Math.max(current + 1, period.year, ...years) };
}
