import type { Contact } from '../../../api/types.ts';
import type { Period } from '../../../lib/dates.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type ContactSortField = 'date' | 'email' | 'read';
export const CONTACT_SORT_FIELDS: readonly ContactSortField[] = ['date', 'email', 'read'];

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

const compare: Record<ContactSortField, (a: Contact, b: Contact) => number> = {
  date: (a, b) => Date.parse(a.ctcDatadd) - Date.parse(b.ctcDatadd),
  email: (a, b) => a.ctcMail.localeCompare(b.ctcMail),
  // "Descending" puts unread contacts first, like the date puts the newest first.
  read: (a, b) => Number(b.ctcLu) - Number(a.ctcLu),
};

/**
 * The rows to show: those matching the search (email or message, accents and case ignored),
 * sorted by the chosen field, then newest first.
 */
export function visibleContacts(contacts: readonly Contact[], state: ListState<ContactSortField>): Contact[] {
  return visibleRows(contacts, state, {
    searchText: (contact) => `${contact.ctcMail} ${contact.ctcMessage}`,
    compare,
    tieBreak: (a, b) => compare.date(b, a),
  });
}
