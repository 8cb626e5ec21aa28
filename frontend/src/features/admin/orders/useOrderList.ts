import { ADMIN_ROOMS } from '@plouf/query-api/rooms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { filterOrders, orderMinDate, type OrderSummary } from '../../../api/adminOrders.ts';
import { useLiveRoom, type LiveChange } from '../../../api/live.ts';
import { normalizeMinDate } from '../../../lib/dates.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from './useServerError.ts';
import { orderQuery, type OrderListState } from './orderListState.ts';

/** How long an order that arrived or changed live stays highlighted. */
const HIGHLIGHT_MS = 5000;
/** Several notices in a burst make one refetch. */
const LIVE_DEBOUNCE_MS = 250;

type ListStatus = 'loading' | 'done' | 'error';

/**
 * One page of the orders of a period, searched, filtered and sorted on the server, kept up to date
 * by the `admin:orders` live room: a new order appears, a status change shows.
 */
export function useOrderList(state: OrderListState, offset: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const [orders, setOrders] = useState<OrderSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const search = useDebounced(state.search, 300);
  const known = useRef<Set<number> | null>(null);
  const previousTotal = useRef<number | null>(null);
  /** Orders a notice named since the last load: highlighted when they show. */
  const touched = useRef<Set<number>>(new Set());
  const latestRequest = useRef(0);
  const liveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { year, month } = state.period;
  const { sortField, descending, status: statusFilter } = state;

  const minDate = useAsync(orderMinDate, 'orders:min-date');
  const minYear = minDate.state.status === 'done' ? normalizeMinDate(minDate.state.data, new Date()).getFullYear() : year;

  const load = useCallback(
    async (live: boolean) => {
      const request = ++latestRequest.current;
      const query = orderQuery({ search, sortField, descending, status: statusFilter, period: { year, month } }, search, offset);
      try {
        const page = await filterOrders(query, { share: !live });
        if (request !== latestRequest.current) return;
        const previous = known.current;
        const rows = page.items;
        const changed = live ? rows.filter((row) => touched.current.has(row.id) || (previous !== null && !previous.has(row.id))).map((row) => row.id) : [];
        const received = live && previousTotal.current !== null ? page.total - previousTotal.current : 0;
        known.current = new Set(rows.map((row) => row.id));
        previousTotal.current = page.total;
        touched.current = new Set();
        setOrders(rows);
        setTotal(page.total);
        setStatus('done');
        if (changed.length > 0) setHighlighted(new Set(changed));
        if (received > 0) notify.info(intl.formatMessage({ id: 'adminOrders.notify.received' }, { count: received }));
      } catch (error) {
        if (request !== latestRequest.current) return;
        if (!live) setStatus('error');
        notify.error(errorText(error, 'adminOrders.error.load'));
      }
    },
    [year, month, search, sortField, descending, statusFilter, offset, intl, notify, errorText],
  );

  useEffect(() => {
    known.current = null;
    previousTotal.current = null;
    setStatus('loading');
    void load(false);
  }, [load]);

  useEffect(() => {
    if (minDate.state.status === 'error') notify.error(errorText(minDate.state.error, 'adminOrders.error.minDate'));
  }, [minDate.state, notify, errorText]);

  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = setTimeout(() => setHighlighted(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  useEffect(() => () => clearTimeout(liveTimer.current), []);

  const liveStatus = useLiveRoom(ADMIN_ROOMS.orders, (change: LiveChange) => {
    if (change.readModel !== 'orders') return;
    for (const id of change.ids) touched.current.add(id);
    clearTimeout(liveTimer.current);
    liveTimer.current = setTimeout(() => void load(true), LIVE_DEBOUNCE_MS);
  });

  const reload = useCallback(() => void load(false), [load]);

  return { orders, total, status, highlighted, liveStatus, minYear, reload };
}
