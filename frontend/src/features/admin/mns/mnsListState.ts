import type { MnsView } from '../../../api/catalogue.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type MnsSortField = 'lastName' | 'firstName' | 'city';
export const MNS_SORT_FIELDS: readonly MnsSortField[] = ['lastName', 'firstName', 'city'];

export type MnsListState = ListState<MnsSortField>;

/** Spec §2: the MNS list keeps its search, sort field and direction across navigation. */
export const mnsListStore = createPersistedStore<MnsListState>('plouf.admin.mns', {
  search: '',
  sortField: 'lastName',
  descending: false,
});

const text = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

const compare: Record<MnsSortField, (a: MnsView, b: MnsView) => number> = {
  lastName: (a, b) => text(a.usrNom, b.usrNom),
  firstName: (a, b) => text(a.usrPrenom, b.usrPrenom),
  city: (a, b) => text(a.ctyName, b.ctyName),
};

/** The rows to show: names or city containing the search, sorted, then by last and first name. */
export function visibleMns(instructors: readonly MnsView[], state: MnsListState): MnsView[] {
  return visibleRows(instructors, state, {
    searchText: (mns) => `${mns.usrPrenom} ${mns.usrNom} ${mns.ctyName}`,
    compare,
    tieBreak: (a, b) => compare.lastName(a, b) || compare.firstName(a, b) || a.id - b.id,
  });
}
