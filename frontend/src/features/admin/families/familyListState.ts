import { FAMILY_SORT_FIELDS } from '@plouf/command-api/constants';
import type { FamilyListQuery } from '../../../api/types.ts';
import type { ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type FamilySortField = (typeof FAMILY_SORT_FIELDS)[number];
export { FAMILY_SORT_FIELDS };

/** Families shown per page; the server pages, searches and sorts. */
export const FAMILY_PAGE_SIZE = 50;

export type FamilyListState = ListState<FamilySortField>;

/** Spec §2: the families list keeps its search, sort field and direction across navigation. */
export const familyListStore = createPersistedStore<FamilyListState>('plouf.admin.families', {
  search: '',
  sortField: 'name',
  descending: false,
});

/** The query of one page: name or city containing the search, sorted on the server, then by name. */
export function familyQuery(state: FamilyListState, search: string, offset: number): FamilyListQuery {
  const text = search.trim();
  return { ...(text ? { search: text } : {}), sort: state.sortField, desc: state.descending, offset, limit: FAMILY_PAGE_SIZE };
}
