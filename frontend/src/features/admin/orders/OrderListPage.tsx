import { Button } from '@blueprintjs/core';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from '../../../lib/persistedStore.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { MonthPicker } from '../../../ui/MonthPicker.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ORDER_PAGE_SIZE, orderListStore, type OrderListState } from './orderListState.ts';
import { OrderTable } from './OrderTable.tsx';
import { OrderToolbar } from './OrderToolbar.tsx';
import { useOrderList } from './useOrderList.ts';
import './orders.css';

/** /profil/administration/commandes: the orders of a month (or a year), live. */
export default function OrderListPage() {
  usePageTitle('adminOrders.list.title');
  const [state, setState] = useStore(orderListStore);
  const [offset, setOffset] = useState(0);
  const list = useOrderList(state, offset);
  const currentYear = new Date().getFullYear();
  // A page emptied meanwhile: show the page that now holds the last ones.
  useEffect(() => {
    if (list.status === 'done' && offset > 0 && offset >= list.total) setOffset(Math.max(0, Math.ceil(list.total / ORDER_PAGE_SIZE) - 1) * ORDER_PAGE_SIZE);
  }, [list.status, list.total, offset]);
  // Another month, search, filter or order starts again from the first page.
  const change = (patch: Partial<OrderListState>) => {
    setOffset(0);
    setState(patch);
  };

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminOrders.list.title" /></h1>
        {list.status === 'done' && (
          <span className="plouf-muted"><FormattedMessage id="adminOrders.list.count" values={{ count: list.total }} /></span>
        )}
      </div>
      <MonthPicker
        minYear={Math.min(list.minYear, state.period.year)}
        maxYear={Math.max(currentYear, state.period.year)}
        value={state.period}
        onChange={(period) => change({ period })}
      />
      <OrderToolbar state={state} onChange={change} liveStatus={list.liveStatus} onRefresh={list.reload} />
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && (
        <EmptyState
          icon="error"
          title={<FormattedMessage id="adminOrders.error.load" />}
          action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {list.status === 'done' && list.orders.length === 0 && (
        <EmptyState icon="shopping-cart" title={<FormattedMessage id={state.search.trim() || state.status !== null ? 'adminOrders.empty.search' : 'adminOrders.empty.period'} />} />
      )}
      {list.status === 'done' && list.orders.length > 0 && <OrderTable orders={list.orders} highlighted={list.highlighted} />}
      {list.status === 'done' && <Pager offset={offset} limit={ORDER_PAGE_SIZE} total={list.total} onChange={setOffset} />}
    </section>
  );
}
