import { Alert, Button, Card, Collapse, Tag } from '@blueprintjs/core';
import { isUnpaid, payableUntil, PLAN_UNDER_WAY_LABEL, statusColour, statusLabel } from '@plouf/command-api/order-status';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DocumentSummary } from '../../../api/books.ts';
import type { OrderSummary } from '../../../api/commerce.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { dayHeading, parisDateTime, parisTime } from '../../../lib/parisTime.ts';
import { formatPassPrice } from '../../../lib/money.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import { OrderGiftCards } from './OrderGiftCards.tsx';

/** Where an order's card is on the page: the mention of the order that replaced another links there. */
const orderAnchor = (id: number) => `commande-${id}`;

interface Props {
  order: OrderSummary;
  /** Its invoice and credit notes, oldest first. */
  documents: readonly DocumentSummary[];
  busy: boolean;
  onPay: (order: OrderSummary) => void;
  onCancel: (order: OrderSummary) => void;
  /** The order a link named (`?commande=`): shown raised, with a coloured edge. */
  marked?: boolean;
  /** A place held while this order is paid (a term's price): until when; then the order is cancelled. */
  heldUntil?: string | undefined;
}

/** One of the family's orders: number, dates, lines, total and status; its detail on demand. */
export function OrderCard({ order, documents, busy, onPay, onCancel, marked = false, heldUntil }: Props) {
  const intl = useIntl();
  const name = useNameIn();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const language = intl.locale === 'en' ? 'en' : 'fr';
  const colour = statusColour(order.cmdStatus);
  const until = payableUntil(order.cmdDatadd);
  const expired = isUnpaid(order.cmdStatus) && Date.parse(until) < Date.now();
  // Partly paid at the desk (a Pass'Sport, vouchers): the rest is paid there, not online.
  // A term paid in parts (issue 43) is paid online, part by part, whatever its age.
  const plan = order.plan ?? null;
  // Gift cards' part (issue 43) is not the desk's: the rest of such an order is paid online.
  const gift = order.cmdGift ?? 0;
  const atDesk = isUnpaid(order.cmdStatus) && order.cmdLeft !== undefined && plan === null && order.cmdTotal - order.cmdLeft - gift > 0;
  // Parts paid, or the direct debit's mandate signed (its debits to come): the family no longer cancels it.
  const planUnderWay = plan !== null && isUnpaid(order.cmdStatus) && (plan.some((part) => part.owed < part.cents) || (order.directDebit === true && order.savedCardLast4 !== undefined));
  const nextPart = plan?.find((part) => part.owed > 0) ?? null;
  const { replacedBy } = order;
  return (
    <Card elevation={marked ? 3 : 1} className={marked ? 'orders-card orders-card-marked' : 'orders-card'} id={orderAnchor(order.id)}>
      <div className="orders-card-head">
        <div>
          <h3 className="orders-card-title"><FormattedMessage id="orders.order.number" values={{ id: order.id }} /></h3>
          <span className="plouf-muted"><FormattedMessage id="orders.order.placed" values={{ date: parisDateTime(order.cmdDatadd) }} /></span>
          {order.cmdDatpaiement && (
            <span className="plouf-muted"> · <FormattedMessage id="orders.order.paidOn" values={{ date: parisDateTime(order.cmdDatpaiement) }} /></span>
          )}
        </div>
        <div className="orders-card-status">
          <Tag round className="orders-status" style={{ backgroundColor: colour }}>
            {planUnderWay ? PLAN_UNDER_WAY_LABEL[language] : statusLabel(order.cmdStatus, language)}
          </Tag>
          <strong className="orders-card-total">{formatPassPrice(order.cmdTotal, intl)}</strong>
        </div>
      </div>
      {replacedBy !== undefined && (
        <p className="orders-card-replaced">
          <a href={`#${orderAnchor(replacedBy)}`}><FormattedMessage id="orders.order.replacedBy" values={{ id: replacedBy }} /></a>
        </p>
      )}
      <ul className="orders-card-lines">
        {order.lines.map((line, index) => (
          <li key={index}>{line.qty} × {name(line)}</li>
        ))}
      </ul>
      {plan && <PlanParts plan={plan} last4={order.savedCardLast4} debit={order.directDebit === true} />}
      {order.cmdDatpaiement && order.lines.some((line) => line.gift) && <OrderGiftCards orderId={order.id} version={`${order.cmdStatus}:${order.cmdDatpaiement}`} />}
      <OrderDocuments documents={documents} />
      <div className="orders-card-actions">
        <Button variant="minimal" icon={open ? 'chevron-up' : 'chevron-down'} onClick={() => setOpen(!open)} aria-expanded={open}>
          <FormattedMessage id={open ? 'orders.order.hide' : 'orders.order.show'} />
        </Button>
        {isUnpaid(order.cmdStatus) && (
          <span className="orders-card-buttons">
            <span className="plouf-muted orders-card-until">
              {planUnderWay ? (
                <FormattedMessage id="orders.plan.rest" values={{ left: formatPassPrice(order.cmdLeft ?? 0, intl) }} />
              ) : atDesk ? (
                <FormattedMessage id="orders.order.restAtDesk" values={{ left: formatPassPrice(order.cmdLeft ?? 0, intl) }} />
              ) : gift > 0 ? (
                <FormattedMessage id="orders.order.restAfterGift" values={{ gift: formatPassPrice(gift, intl), left: formatPassPrice(order.cmdLeft ?? 0, intl) }} />
              ) : heldUntil ? (
                <FormattedMessage id={Date.parse(heldUntil) > Date.now() ? 'orders.order.heldUntil' : 'orders.order.heldPast'} values={{ time: parisTime(heldUntil) }} />
              ) : (
                <FormattedMessage id={expired ? 'orders.order.expired' : 'orders.order.payBefore'} values={{ date: parisDateTime(until) }} />
              )}
            </span>
            {!atDesk && !planUnderWay && <Button intent="danger" variant="outlined" icon="cross" disabled={busy} onClick={() => setConfirming(true)}><FormattedMessage id="orders.order.cancel" /></Button>}
            {planUnderWay && nextPart ? (
              <Button intent="primary" icon="credit-card" disabled={busy} onClick={() => onPay(order)}>
                <FormattedMessage id="orders.plan.payNext" values={{ n: nextPart.n, price: formatPassPrice(nextPart.owed, intl) }} />
              </Button>
            ) : (
              !expired && !atDesk && <Button intent="primary" icon="credit-card" disabled={busy} onClick={() => onPay(order)}><FormattedMessage id="orders.order.pay" /></Button>
            )}
          </span>
        )}
      </div>
      <Collapse isOpen={open} keepChildrenMounted={false}>
        {open && <OrderDetail id={order.id} version={`${order.cmdStatus}:${order.cmdDatpaiement ?? ''}:${order.lines.map(name).join('|')}`} />}
      </Collapse>
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: 'orders.order.cancelYes' })}
        cancelButtonText={intl.formatMessage({ id: 'orders.order.cancelNo' })}
        onConfirm={() => {
          setConfirming(false);
          onCancel(order);
        }}
        onCancel={() => setConfirming(false)}
      >
        <FormattedMessage id="orders.order.cancelConfirm" values={{ id: order.id }} />
      </Alert>
    </Card>
  );
}

/** A term paid in parts: each part, its day and amount, and where it stands (paid, to come, declined). */
function PlanParts({ plan, last4, debit }: { plan: NonNullable<OrderSummary['plan']>; last4: string | undefined; debit: boolean }) {
  const intl = useIntl();
  return (
    <div className="orders-plan">
      <p className="orders-plan-title">
        <strong><FormattedMessage id={debit ? 'orders.plan.debitTitle' : 'orders.plan.title'} values={{ count: plan.length }} /></strong>
        {debit ? (
          <span className="plouf-muted"> · {last4 ? <FormattedMessage id="orders.plan.iban" values={{ last4 }} /> : <FormattedMessage id="orders.plan.mandateToSign" />}</span>
        ) : last4 !== undefined && (
          <span className="plouf-muted"> · {last4 ? <FormattedMessage id="orders.plan.card" values={{ last4 }} /> : <FormattedMessage id="orders.plan.cardNoDigits" />}</span>
        )}
      </p>
      <ol className="orders-plan-parts">
        {plan.map((part) => (
          <li key={part.n} className={part.declined ? 'orders-plan-declined' : undefined}>
            <FormattedMessage id={debit ? 'orders.plan.debitPart' : 'orders.plan.part'} values={{ n: part.n, date: dayHeading(part.due, intl.locale, 'long'), price: formatPassPrice(part.cents, intl) }} />
            {' — '}
            {part.owed === 0 ? (
              <Tag minimal intent="success" round><FormattedMessage id="orders.plan.paid" /></Tag>
            ) : part.overdue ? (
              <Tag minimal multiline intent="danger" round><FormattedMessage id="orders.plan.overdue" /></Tag>
            ) : part.declined && part.retryOn ? (
              <Tag minimal multiline intent="warning" round><FormattedMessage id="orders.plan.retryOn" values={{ date: dayHeading(part.retryOn, intl.locale, 'long') }} /></Tag>
            ) : part.declined ? (
              <Tag minimal intent="danger" round><FormattedMessage id="orders.plan.declined" /></Tag>
            ) : part.owed < part.cents ? (
              <FormattedMessage id="orders.plan.partly" values={{ left: formatPassPrice(part.owed, intl) }} />
            ) : (
              <span className="plouf-muted"><FormattedMessage id={debit ? 'orders.plan.debitComing' : 'orders.plan.coming'} /></span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
