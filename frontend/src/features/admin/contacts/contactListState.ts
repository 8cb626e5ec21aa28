import { CONTACT_SORT_FIELDS } from '@plouf/command-api/constants';
import type { ContactListQuery } from '../../../api/types.ts';
import { periodRange, type Period } from '../../../lib/dates.ts';
import type { ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export { CONTACT_SORT_FIELDS };

/** Contacts shown per page; the server pages, searches and sorts. */
export const CONTACT_PAGE_SIZE = 50;

export interface ContactListState extends ListState<ContactSortField> {
  period: Period;
}

const today = new Date();

/** Spec §2: the contacts list keeps its search, sort, direction and month across navigation. */
export const contactListStore = createPersistedStore<ContactListState>('plouf.admin.contacts', {
  search: '',
  sortField: 'date',
  descending: true,
  period: { year: today.getFullYear(), month: today.getMonth() + 1 },
});

/**
 * The query of one page: the period's range, the search (trimmed; accents and case are ignored by
 * the server), the sort and its direction ("descending" by status puts unread first).
 */
export function contactQuery(state: ContactListState, search: string, offset: number): ContactListQuery & { from: string; to: string } {
  const text = search.trim();
  return { ...periodRange(state.period), ...(text ? { search: text } : {}), sort: state.sortField, desc: state.descending, offset, limit: CONTACT_PAGE_SIZE };
}
