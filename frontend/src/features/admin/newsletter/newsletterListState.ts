import { NEWSLETTER_SORT_FIELDS } from '@plouf/command-api/constants';
import type { NewsletterListQuery, NewsletterSortField, NewsletterSubscriber } from '../../../api/types.ts';
import { periodRange, type Period } from '../../../lib/dates.ts';
import type { ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export { NEWSLETTER_SORT_FIELDS };

/** Subscribers shown per page; the server pages, searches and sorts. */
export const NEWSLETTER_PAGE_SIZE = 50;

export interface NewsletterListState extends ListState<NewsletterSortField> {
  period: Period;
}

const today = new Date();

/** Spec §2: the newsletter list keeps its search, sort and direction (and its month) across navigation. */
export const newsletterListStore = createPersistedStore<NewsletterListState>('plouf.admin.newsletter', {
  search: '',
  sortField: 'date',
  descending: true,
  period: { year: today.getFullYear(), month: today.getMonth() + 1 },
});

/**
 * The query of one page: the period's range, the search (trimmed), the sort and its direction
 * ("descending" by status puts the validated addresses first).
 *
 * @example
 * newsletterQuery({ ...state, sortField: 'status' }, ' dupont ', 50) // { from, to, search: 'dupont', sort: 'status', desc: true, offset: 50, limit: 50 }
 */
export function newsletterQuery(state: NewsletterListState, search: string, offset: number): NewsletterListQuery & { from: string; to: string } {
  const text = search.trim();
  return { ...periodRange(state.period), ...(text ? { search: text } : {}), sort: state.sortField, desc: state.descending, offset, limit: NEWSLETTER_PAGE_SIZE };
}

/**
 * Who a validation may reach: not someone who unsubscribed. They left by their own hand, and only
 * they can come back (by signing up again), so the back-office never validates them on its own.
 */
export const mayValidate = (subscriber: Pick<NewsletterSubscriber, 'nwlStatus'>) => subscriber.nwlStatus !== 'unsubscribed';
