import { ORDER_SORT_FIELDS } from '@plouf/command-api/constants';
import type { OrderFilter, OrderSortField } from '../../../api/adminOrders.ts';
import { periodRange, type Period } from '../../../lib/dates.ts';
import type { ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export { ORDER_SORT_FIELDS };

/** Orders shown per page; the server pages, searches, filters and sorts. */
export const ORDER_PAGE_SIZE = 50;

export interface OrderListState extends ListState<OrderSortField> {
  period: Period;
  /** A status (1-12) to show alone, or null for all. */
  status: number | null;
}

const today = new Date();

/** Spec §2: the orders list keeps its search, sort, direction and month (and its status filter). */
export const orderListStore = createPersistedStore<OrderListState>('plouf.admin.orders', {
  search: '',
  sortField: 'date',
  descending: true,
  period: { year: today.getFullYear(), month: today.getMonth() + 1 },
  status: null,
});

/**
 * The query of one page: the period's range, the search (trimmed), the status when one is chosen,
 * the sort and its direction.
 *
 * @example
 * orderQuery({ ...state, status: 2 }, 'martin', 50) // { from, to, search: 'martin', status: 2, sort: 'date', desc: true, offset: 50, limit: 50 }
 */
export function orderQuery(state: OrderListState, search: string, offset: number): OrderFilter {
  const text = search.trim();
  return {
    ...periodRange(state.period),
    ...(text ? { search: text } : {}),
    ...(state.status !== null ? { status: state.status } : {}),
    sort: state.sortField,
    desc: state.descending,
    offset,
    limit: ORDER_PAGE_SIZE,
  };
}
