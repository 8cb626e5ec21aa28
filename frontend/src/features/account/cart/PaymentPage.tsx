import { Button, Callout, Classes, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { getOrder } from '../../../api/commerce.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPassPrice, formatPrice } from '../../../lib/money.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LinkButton } from '../../site/ui/LinkButton.tsx';
import { CartLines, CartTotals } from './CartSummary.tsx';
import { CartSteps } from './CartSteps.tsx';
import type { WaitingOrder } from './cartMachine.ts';
import { usePasses } from '../../site/data/lists.ts';
import { isCompleteAddress } from './cartModel.ts';
import { forgetCartReturn, paidReturnPath, storedCartReturn, type CartReturn } from './cartReturn.ts';
import { TestCardForm } from './TestCardForm.tsx';
import { GiftCardForm } from './GiftCardForm.tsx';
import { MandateForm } from './MandateForm.tsx';
import { HoldNote } from './HoldNote.tsx';
import { useCart } from './useCart.ts';
import './cart.css';
import { CalloutTitle } from './CalloutTitle.tsx';

const StripePayment = lazy(() => import('./StripePayment.tsx'));

/** /profil/paiement, step 3: the order placed from the cart, then its payment (or free validation). */
export default function PaymentPage() {
  const cart = useCart();
  const free = cart.total === 0 && cart.items.length > 0;
  const { state, canCheckout, checkout } = cart;
  usePageTitle('account.section.checkout');

  // A cart to pay is placed on arrival: the card form needs the payment's secret. A free one waits
  // for its "Valider" click.
  useEffect(() => {
    if (state === 'editing' && canCheckout && !free) checkout();
  }, [state, canCheckout, free, checkout]);

  if (state === 'paid' && cart.paidOrderId !== null) return <Confirmation orderId={cart.paidOrderId} />;
  if (cart.items.length === 0) return <Navigate to="/profil/panier" replace />;
  if (!isCompleteAddress(cart.address)) return <Navigate to="/profil/facturation" replace />;
  return (
    <section className="plouf-page cart-page">
      <CartSteps current={2} />
      <h1 className="plouf-page-title"><FormattedMessage id="account.section.checkout" /></h1>
      <HoldNote />
      <div className="cart-layout">
        <div className="cart-main"><Summary /></div>
        <aside className="cart-aside"><Payment free={free} /></aside>
      </div>
    </section>
  );
}

/** The order as the server priced it once placed, the cart until then; the price changes first. */
function Summary() {
  const intl = useIntl();
  const cart = useCart();
  const price = (cents: number) => formatPassPrice(cents, intl);
  // The server names a changed pass as sold (French); the pass as served now names it in the reader's language.
  const passes = usePasses();
  const passName = (id: number, sold: string) => passes.data?.find((pass) => pass.id === id)?.libelle ?? sold;
  const { order } = cart;
  const lines = order ? order.items : cart.items;
  return (
    <>
      {cart.changes.length > 0 && (
        <Callout intent="warning" icon="warning-sign" className="cart-callout">
          <CalloutTitle level={2}>{intl.formatMessage({ id: 'cart.payment.pricesChanged' })}</CalloutTitle>
          <ul className="cart-changes">
            {cart.changes.map((change) => (
              <li key={change.id}>
                <FormattedMessage id="cart.payment.priceChanged" values={{ name: passName(change.id, change.libelle), before: price(change.before), after: price(change.after) }} />
              </li>
            ))}
          </ul>
        </Callout>
      )}
      <h2 className="plouf-section-heading">
        {order ? <FormattedMessage id="cart.payment.order" values={{ id: order.orderId }} /> : <FormattedMessage id="cart.payment.summary" />}
      </h2>
      <CartLines items={lines} inParts={order?.part !== undefined} />
      <CartTotals total={order?.total ?? cart.total} vat={order?.vat ?? cart.vat} />
      {cart.address && (
        <div className="cart-billed">
          <h3><FormattedMessage id="cart.payment.billedTo" /></h3>
          <address>
            {cart.address.adrNumberWay}
            {cart.address.adrOutsideInfos && <><br />{cart.address.adrOutsideInfos}</>}
            {cart.address.adrIndoorInfos && <><br />{cart.address.adrIndoorInfos}</>}
            <br />{cart.address.adrPostalCode} {cart.address.libelle}
            {cart.address.adrPostBox && <><br />{cart.address.adrPostBox}</>}
          </address>
        </div>
      )}
    </>
  );
}

/** Where the checkout stands: placing, failed, the card form (declined → try again), paying. */
function Payment({ free }: { free: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useCart();
  const { state, order, status } = cart;
  // A plan's later part (issue 43): its order is placed and partly paid, nothing in it to change; back to the orders it was paid from.
  const laterPart = order?.part !== undefined && order.part.n > 1;
  const back = laterPart ? (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate('/profil/commandes')}><FormattedMessage id="cart.payment.backToOrders" /></Button>
  ) : (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate('/profil/panier')}><FormattedMessage id="cart.payment.back" /></Button>
  );

  if (state === 'checking' || state === 'placing') {
    return (
      <div className="cart-progress" role="status">
        <Spinner size={24} />
        <FormattedMessage id={status === 'FreeValidationProgress' ? 'cart.payment.freeProgress' : 'cart.payment.intentProgress'} />
      </div>
    );
  }
  if (state === 'confirmingReplace' && cart.waiting) {
    return <ReplaceWaiting waiting={cart.waiting} onConfirm={cart.confirmReplace} back={back} />;
  }
  if (state === 'failed') {
    return (
      <>
        <Callout intent="danger" icon="error" role="alert" className="cart-callout">
          <CalloutTitle level={2}>{intl.formatMessage({ id: status === 'OrderValidationError' ? 'cart.payment.validationError' : status === 'OrderRefused' ? 'cart.payment.refused' : 'cart.payment.intentError' })}</CalloutTitle>
          {cart.errorMessage}
        </Callout>
        <div className="cart-actions cart-actions--split">
          {back}
          {/* An order the desk holds money on stays in the way until the desk acts: trying again would
              be refused again; the family's orders show it and what is left to pay there. */}
          {cart.heldAtDesk ? (
            <LinkButton to="/profil/commandes" intent="primary" icon="shopping-cart"><FormattedMessage id="cart.payment.orders" /></LinkButton>
          ) : (
            <Button intent="primary" icon="refresh" onClick={cart.checkout}><FormattedMessage id="cart.payment.retry" /></Button>
          )}
        </div>
      </>
    );
  }
  if (free || !order) {
    return (
      <>
        {free && <p><FormattedMessage id="cart.payment.free" /></p>}
        <div className="cart-actions cart-actions--split">
          {back}
          {free && <Button intent="primary" size="large" icon="tick" onClick={cart.checkout} disabled={!cart.canCheckout}><FormattedMessage id="cart.payment.validateFree" /></Button>}
        </div>
      </>
    );
  }

  const paying = state === 'paying';
  // A plan's part (a term paid in instalments, issue 43): this payment takes that part, not the total.
  const part = order.part;
  // What gift cards paid of it (issue 43): the card pays what they left.
  const gift = order.gift;
  const form = { amount: formatPrice(part ? part.amount : gift ? gift.left : order.total, intl.locale), paying, disabled: paying || !cart.canPay, onPay: cart.pay, keepsCard: part?.n === 1 };
  // Paid by monthly direct debit (issue 43): the family signs the mandate; no card is asked.
  if (order.debit) {
    return (
      <>
        <MandateForm order={order} paying={paying} disabled={paying || !cart.canPay} onSign={cart.pay} refusal={status === 'PaymentError' ? (cart.errorMessage ?? '') : null} />
        <div className="cart-actions">{back}</div>
      </>
    );
  }
  return (
    <>
      <h2 className="plouf-section-heading"><FormattedMessage id="cart.payment.card" /></h2>
      {part && (
        <Callout intent="primary" icon="calendar" className="cart-callout cart-part">
          <CalloutTitle level={3}>{intl.formatMessage({ id: 'cart.payment.partTitle' }, { n: part.n, count: part.count })}</CalloutTitle>
          <FormattedMessage id="cart.payment.partNote" values={{ total: formatPrice(order.total, intl.locale), amount: formatPrice(part.amount, intl.locale), first: part.n === 1 ? 'yes' : part.n === part.count ? 'last' : 'no' }} />
        </Callout>
      )}
      {gift && (
        <Callout intent="success" icon="gift-box" className="cart-callout cart-gift-paid">
          <CalloutTitle level={3}>{intl.formatMessage({ id: 'cart.gift.paidTitle' }, { amount: formatPrice(gift.paid, intl.locale) })}</CalloutTitle>
          <FormattedMessage id="cart.gift.left" values={{ total: formatPrice(order.total, intl.locale), left: formatPrice(gift.left, intl.locale) }} />
        </Callout>
      )}
      {cart.declined !== null && (
        <Callout intent="danger" icon="error" role="alert" className="cart-callout">
          <CalloutTitle level={3}>{intl.formatMessage({ id: 'cart.payment.declined' })}</CalloutTitle>
          {cart.declined ? cart.declined : <FormattedMessage id="cart.payment.cardDeclined" />} <FormattedMessage id="cart.payment.declinedRetry" />
        </Callout>
      )}
      {status === 'PaymentError' && (
        <Callout intent="danger" icon="error" role="alert" className="cart-callout">
          <CalloutTitle level={3}>{intl.formatMessage({ id: 'cart.payment.sendError' })}</CalloutTitle>
          {cart.errorMessage}
        </Callout>
      )}
      {status === 'PaymentPending' && <Callout intent="primary" icon="time" role="status" className="cart-callout"><FormattedMessage id="cart.payment.pending" /></Callout>}
      {order.provider === 'stripe' && order.publishableKey && order.clientSecret ? (
        <Suspense fallback={<Spinner size={24} />}>
          <StripePayment publishableKey={order.publishableKey} clientSecret={order.clientSecret} {...form} />
        </Suspense>
      ) : (
        <TestCardForm {...form} />
      )}
      {/* A plan's parts are paid by card, on their days: a gift card pays an order paid at once. */}
      {!part && <GiftCardForm order={order} onSpent={cart.giftSpent} disabled={paying} />}
      <div className="cart-actions">{back}</div>
    </>
  );
}

/**
 * The family's order still waiting for its payment, which this checkout would cancel: said before
 * paying, with what it holds, and only replaced once the family confirms. It may keep it instead
 * (and pay it from "My orders").
 */
function ReplaceWaiting({ waiting, onConfirm, back }: { waiting: WaitingOrder; onConfirm: () => void; back: ReactNode }) {
  const intl = useIntl();
  // The order keeps the names it was placed with; the passes as served now give them in the reader's language.
  const passes = usePasses();
  const values = { id: waiting.orderId, date: parisDateTime(waiting.cmdDatadd), total: formatPassPrice(waiting.total, intl) };
  return (
    <>
      {/* Its own heading: the callout's title would be an h5 after the page's h2 and h3. */}
      <Callout intent="warning" icon="warning-sign" role="alert" className="cart-callout cart-replace">
        <h3 className={`${Classes.HEADING} cart-replace-title`}><FormattedMessage id="cart.replace.title" values={values} /></h3>
        <p><FormattedMessage id="cart.replace.placed" values={values} /></p>
        <ul className="cart-replace-lines">
          {waiting.lines.map((line, index) => (
            <li key={index}>{line.qty} × {passes.data?.find((pass) => pass.id === line.id)?.libelle ?? line.libelle}</li>
          ))}
        </ul>
        <p><FormattedMessage id="cart.replace.body" values={values} /></p>
      </Callout>
      <div className="cart-actions cart-replace-actions">
        <Button intent="primary" icon="swap-horizontal" onClick={onConfirm}><FormattedMessage id="cart.replace.confirm" values={values} /></Button>
        <LinkButton to="/profil/commandes" icon="shopping-cart"><FormattedMessage id="cart.replace.keep" values={values} /></LinkButton>
        {back}
      </div>
    </>
  );
}

function Confirmation({ orderId }: { orderId: number }) {
  const [target] = useState(() => storedCartReturn());
  // The card form was further down the page, on a phone below the fold.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <section className="plouf-page cart-page">
      <CartSteps current={2} />
      {/* The page's h1 is what happened; in the status, so that it is read out when the payment lands. */}
      <Callout intent="success" icon="tick-circle" role="status" className="cart-done">
        <h1 className={`${Classes.HEADING} cart-done-title`}><FormattedMessage id="cart.done.title" /></h1>
        <p><FormattedMessage id="cart.done.body" values={{ id: orderId }} /></p>
        {target ? <BackToSlot target={target} orderId={orderId} /> : <LinkButton to="/profil/commandes" intent="success" icon="shopping-cart"><FormattedMessage id="cart.done.orders" /></LinkButton>}
      </Callout>
    </section>
  );
}

/**
 * A pass bought from a term's enrol dialog (issue 41): once the order is known to hold it, the
 * family lands back on the slot, its dialog open with the new card chosen; meanwhile (and if the
 * page cannot move) a button does the same.
 */
function BackToSlot({ target, orderId }: { target: CartReturn; orderId: number }) {
  const navigate = useNavigate();
  const path = paidReturnPath(target, orderId);
  useEffect(() => {
    let current = true;
    getOrder(orderId, { share: false }).then(
      (order) => {
        if (!current) return;
        forgetCartReturn();
        if (order.rows.some((row) => row.id === target.fftId)) navigate(path, { replace: true });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [orderId, target.fftId, path, navigate]);
  return (
    <LinkButton to={path} intent="success" icon="arrow-left">
      <FormattedMessage id="cart.return.continue" values={{ label: target.label }} />
    </LinkButton>
  );
}
