import { Alert, Button, Card, Collapse, Tag } from '@blueprintjs/core';
import { isUnpaid, payableUntil, statusColour, statusLabel } from '@plouf/command-api/order-status';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DocumentSummary } from '../../../api/books.ts';
import type { OrderSummary } from '../../../api/commerce.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPassPrice } from '../../../lib/money.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';

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
}

/** One of the family's orders: number, dates, lines, total and status; its detail on demand. */
export function OrderCard({ order, documents, busy, onPay, onCancel, marked = false }: Props) {
  const intl = useIntl();
  const name = useNameIn();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const language = intl.locale === 'en' ? 'en' : 'fr';
  const colour = statusColour(order.cmdStatus);
  const until = payableUntil(order.cmdDatadd);
  const expired = isUnpaid(order.cmdStatus) && Date.parse(until) < Date.now();
  // Partly paid at the desk (a Pass'Sport, vouchers): the rest is paid there, not online.
  const atDesk = isUnpaid(order.cmdStatus) && order.cmdLeft !== undefined;
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
          <Tag round className="orders-status" style={{ backgroundColor: colour }}>{statusLabel(order.cmdStatus, language)}</Tag>
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
      <OrderDocuments documents={documents} />
      <div className="orders-card-actions">
        <Button variant="minimal" icon={open ? 'chevron-up' : 'chevron-down'} onClick={() => setOpen(!open)} aria-expanded={open}>
          <FormattedMessage id={open ? 'orders.order.hide' : 'orders.order.show'} />
        </Button>
        {isUnpaid(order.cmdStatus) && (
          <span className="orders-card-buttons">
            <span className="plouf-muted orders-card-until">
              {atDesk ? (
                <FormattedMessage id="orders.order.restAtDesk" values={{ left: formatPassPrice(order.cmdLeft ?? 0, intl) }} />
              ) : (
                <FormattedMessage id={expired ? 'orders.order.expired' : 'orders.order.payBefore'} values={{ date: parisDateTime(until) }} />
              )}
            </span>
            {!atDesk && <Button intent="danger" variant="outlined" icon="cross" disabled={busy} onClick={() => setConfirming(true)}><FormattedMessage id="orders.order.cancel" /></Button>}
            {!expired && !atDesk && <Button intent="primary" icon="credit-card" disabled={busy} onClick={() => onPay(order)}><FormattedMessage id="orders.order.pay" /></Button>}
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
