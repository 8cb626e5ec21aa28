import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DocumentSummary } from '../../../api/books.ts';
import { ApiError } from '../../../api/client.ts';
import { cancelOrder, getOrder, type OrderSummary } from '../../../api/commerce.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { listMyEnrolments } from '../../../api/terms.ts';
import { useFamilyLive } from '../bookings/useFamilyLive.ts';
import { useCart } from '../cart/useCart.ts';
import { useAuth } from '../auth/useAuth.ts';
import { CardList } from './CardList.tsx';
import { OrderCard } from './OrderCard.tsx';
import { useMyPurchases } from './useMyPurchases.ts';
import './orders.css';

const NO_DOCUMENTS: readonly DocumentSummary[] = [];

/** /profil/commandes: the family's orders (pay or cancel an unpaid one, download its invoice) and its cards, live. */
export default function MyOrdersPage() {
  const { user } = useAuth();
  usePageTitle('account.section.orders');
  return (
    <section className="plouf-page orders-page">
      <h1 className="plouf-page-title"><FormattedMessage id="account.section.orders" /></h1>
      <p className="plouf-muted"><FormattedMessage id="orders.page.intro" /></p>
      {user?.famId == null ? <p className="plouf-muted"><FormattedMessage id="orders.list.empty" /></p> : <Purchases famId={user.famId} />}
    </section>
  );
}

function Purchases({ famId }: { famId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotifier();
  const cart = useCart();
  const action = useActionKey();
  const [busy, setBusy] = useState(false);
  const { orders, cards, live, hasMore, showMore, documentsByOrder } = useMyPurchases(famId);
  // The places held while their term's price is paid (issue 43): until when, by order.
  const enrolments = useFamilyLive(famId, () => listMyEnrolments({ share: false }), `orders-holds:${famId}`);
  const heldUntil = new Map((enrolments.state.data ?? []).flatMap((enrolment) => (enrolment.status === 'held' && enrolment.hold ? [[enrolment.hold.orderId, enrolment.hold.heldUntil] as const] : [])));
  // `?commande=N` (the link of the order's confirmation mail, kept through the login): that order is shown and marked.
  const [search] = useSearchParams();
  const wanted = Number(search.get('commande') ?? Number.NaN);
  const shown = orders.state.data?.items.some((order) => order.id === wanted) ?? false;
  useEffect(() => {
    if (shown) document.getElementById(`commande-${wanted}`)?.scrollIntoView({ block: 'start' });
  }, [shown, wanted]);
  const failure = (error: unknown, fallback: 'orders.order.cancelError' | 'orders.detail.loadError') =>
    notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: fallback }));

  // Spec: paying an unpaid order goes to step 3 with that order's lines as the cart; its payment is asked by its number.
  const pay = async (order: OrderSummary) => {
    setBusy(true);
    try {
      const detail = await getOrder(order.id, { share: false });
      cart.replace(
        detail.rows.map((row) => ({ item: { id: row.id, libelle: row.libelle, fftTarif: row.fftTarif, tva: row.tva, fftIsAbo: row.fftIsAbo, fftNbEntree: row.fftNbEntree }, qty: row.qty, psnId: row.psnId })),
        detail.address,
        detail.id,
      );
      navigate('/profil/paiement');
    } catch (error) {
      failure(error, 'orders.detail.loadError');
      setBusy(false);
    }
  };

  const cancel = async (order: OrderSummary) => {
    setBusy(true);
    try {
      await cancelOrder(order.id, action.keyFor({ cancel: order.id }));
      action.done();
      // The cart paying that order (its checkout, a gift card spent on it) checks out anew next time.
      cart.orderGone(order.id);
      notify.success(intl.formatMessage({ id: 'orders.order.cancelled' }, { id: order.id }));
      orders.reload();
    } catch (error) {
      failure(error, 'orders.order.cancelError');
    } finally {
      setBusy(false);
    }
  };

  const page = orders.state.data;
  return (
    <>
      <div className="orders-heading">
        <h2 className="plouf-section-heading"><FormattedMessage id="orders.list.title" /></h2>
        <LiveTag status={live} quiet />
      </div>
      {orders.state.status === 'error' && !page && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'orders.list.loadError' })}>
          {orders.state.error instanceof ApiError ? orders.state.error.serverMessage : null}
          <div><Button icon="refresh" onClick={orders.reload}><FormattedMessage id="common.action.retry" /></Button></div>
        </Callout>
      )}
      {!page && orders.state.status === 'loading' && <Loading />}
      {page && page.items.length === 0 && <NonIdealState icon="shopping-cart" description={intl.formatMessage({ id: 'orders.list.empty' })} />}
      {page && page.items.length > 0 && (
        <div className="orders-list">
          {page.items.map((order) => <OrderCard key={order.id} order={order} heldUntil={heldUntil.get(order.id)} marked={order.id === wanted} documents={documentsByOrder.get(order.id) ?? NO_DOCUMENTS} busy={busy} onPay={pay} onCancel={cancel} />)}
          {hasMore && <Button icon="more" onClick={showMore} loading={orders.state.status === 'loading'}><FormattedMessage id="orders.list.more" /></Button>}
        </div>
      )}

      <h2 className="plouf-section-heading"><FormattedMessage id="orders.cards.title" /></h2>
      {cards.state.status === 'error' && !cards.state.data && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'orders.cards.loadError' })}>
          <Button icon="refresh" onClick={cards.reload}><FormattedMessage id="common.action.retry" /></Button>
        </Callout>
      )}
      {!cards.state.data && cards.state.status === 'loading' && <Loading />}
      {cards.state.data && <CardList cards={cards.state.data} />}
    </>
  );
}
