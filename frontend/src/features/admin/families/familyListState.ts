import type { FamilySummary } from '../../../api/types.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type FamilySortField = 'name' | 'city' | 'members' | 'date';
export const FAMILY_SORT_FIELDS: readonly FamilySortField[] = ['name', 'city', 'members', 'date'];

export type FamilyListState = ListState<FamilySortField>;

/** Spec §2: the families list keeps its search, sort field and direction across navigation. */
export const familyListStore = createPersistedStore<FamilyListState>('plouf.admin.families', {
  search: '',
  sortField: 'name',
  descending: false,
});

const byName = (a: FamilySummary, b: FamilySummary) => a.libelle.localeCompare(b.libelle, 'fr', { sensitivity: 'base' });

const compare: Record<FamilySortField, (a: FamilySummary, b: FamilySummary) => number> = {
  name: byName,
  city: (a, b) => (a.city ?? '').localeCompare(b.city ?? '', 'fr', { sensitivity: 'base' }),
  members: (a, b) => a.membersCount - b.membersCount,
  date: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
};

/**
 * The rows to show: those whose name or city contains the search (accents and case ignored),
 * sorted by the chosen field, then by name, then oldest first.
 */
export function visibleFamilies(families: readonly FamilySummary[], state: FamilyListState): FamilySummary[] {
  return visibleRows(families, state, {
    searchText: (family) => `${family.libelle} ${family.city ?? ''}`,
    compare,
    tieBreak: (a, b) => byName(a, b) || a.id - b.id,
  });
}
