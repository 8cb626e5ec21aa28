import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { filterOrders, orderMinDate } from '../../../api/adminOrders.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useLivePagedList } from '../../../lib/useLivePagedList.ts';
import { orderQuery, type OrderListState } from './orderListState.ts';

/**
 * One page of the orders of a period, searched, filtered and sorted on the server, kept up to date
 * by the `admin:orders` live room: a new order appears, a status change shows.
 */
export function useOrderList(state: OrderListState, offset: number) {
  const search = useDebounced(state.search, 300);
  const list = useLivePagedList({
    query: orderQuery({ ...state, search }, search, offset),
    fetchPage: filterOrders,
    room: ADMIN_ROOMS.orders,
    readModel: NOTICES.orders,
    minDate: { load: orderMinDate, key: 'orders:min-date' },
    year: state.period.year,
    messages: { received: 'adminOrders.notify.received', load: 'adminOrders.error.load', minDate: 'adminOrders.error.minDate' },
    flashChanged: true,
  });
  return { ...list, orders: list.rows };
}
