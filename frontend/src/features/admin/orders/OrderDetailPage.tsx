import { Button, Callout, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';
import { parseId } from '../../../lib/params.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { OrderDocuments } from '../books/OrderDocuments.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderMoves } from './OrderMoves.tsx';
import { OrderParties } from './OrderParties.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { OrderPlan } from './OrderPlan.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { useOrderDetail } from './useOrderDetail.ts';
import { leftToPay } from './moveForm.ts';
import { isUnpaid, isPlanUnderWay } from '@plouf/command-api/order-status';
import './orders.css';

const LIST = `${ADMIN_BASE}/commandes`;

type OrderTab = 'detail' | 'history';

/** /profil/administration/commandes/{commandeId}: the order, its moves, and its history, live. */
export default function OrderDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = parseId(useParams().commandeId);
  const detail = useOrderDetail(id);
  const [tab, setTab] = useState<OrderTab>('detail');
  usePageTitle('adminOrders.detail.pageTitle');

  const back = (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate(LIST)}>
      <FormattedMessage id="adminOrders.detail.back" />
    </Button>
  );

  if (detail.status === 'loading') return <Loading />;
  if (detail.status !== 'done' || !detail.order) {
    const notFound = detail.status === 'notFound';
    return (
      <section className="plouf-page plouf-page--flush">
        {back}
        <NonIdealState
          icon={notFound ? 'search' : 'error'}
          title={<FormattedMessage id={notFound ? 'adminOrders.detail.notFound' : 'adminOrders.error.loadOne'} />}
          action={notFound ? undefined : <Button icon="refresh" onClick={detail.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      </section>
    );
  }

  const order = detail.order;
  const details = (
    <div className="plouf-order-grid">
      <div className="plouf-order-main">
        {(order.overpaid ?? 0) > 0 && (
          <Callout intent="danger" icon="warning-sign" className="plouf-order-overpaid">
            <FormattedMessage id="adminOrders.detail.overpaid" values={{ amount: formatPrice(order.overpaid ?? 0, intl.locale) }} />
          </Callout>
        )}
        <OrderLines order={order} />
        <OrderPlan order={order} />
        <OrderPayments payments={order.payments} left={isUnpaid(order.cmdStatus) && leftToPay(order) < order.cmdTotal ? leftToPay(order) : undefined} />
        <OrderDocuments orderId={order.id} famId={order.famId} />
      </div>
      <div className="plouf-order-side">
        <OrderMoves order={order} busy={detail.busy} onMove={detail.move} />
        <OrderParties order={order} />
      </div>
    </div>
  );

  return (
    <section className="plouf-page plouf-page--flush">
      {back}
      <header className="plouf-order-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminOrders.detail.title" values={{ id: order.id }} /></h1>
        <OrderStatusTag status={order.cmdStatus} large planUnderWay={isPlanUnderWay({ ...order, cmdLeft: leftToPay(order) })} />
      </header>
      <p className="plouf-muted plouf-order-dates">
        <span><FormattedMessage id="adminOrders.detail.placed" values={{ date: parisDateTime(order.cmdDatadd) }} /></span>
        {order.cmdDatpaiement && <span><FormattedMessage id="adminOrders.detail.paid" values={{ date: parisDateTime(order.cmdDatpaiement) }} /></span>}
        {order.cmdDatvalidation && <span><FormattedMessage id="adminOrders.detail.changed" values={{ date: parisDateTime(order.cmdDatvalidation) }} /></span>}
        <span><FormattedMessage id="adminOrders.detail.cards" values={{ count: order.cardIds.length }} /></span>
      </p>
      <Tabs id="order-tabs" selectedTabId={tab} onChange={(next) => setTab(next as OrderTab)} renderActiveTabPanelOnly size="large">
        <Tab id="detail" title={<FormattedMessage id="adminOrders.detail.tabDetail" />} panel={details} />
        <Tab id="history" title={<FormattedMessage id="adminOrders.detail.tabHistory" />} panel={<OrderHistory order={order} revision={detail.revision} />} />
      </Tabs>
    </section>
  );
}
