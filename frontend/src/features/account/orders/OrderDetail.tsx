import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getOrder, type OrderView } from '../../../api/commerce.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPassPrice, formatPrice } from '../../../lib/money.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { inRateOrder, ratePercent } from '@plouf/command-api/vat';

const PAYMENT_STATUS = {
  requested: 'orders.payment.requested',
  succeeded: 'orders.payment.succeeded',
  failed: 'orders.payment.failed',
  refunded: 'orders.payment.refunded',
  closed: 'orders.payment.closed',
} as const;

/** An order's lines with their VAT, its payments and its billing address (GET /Commande/{id}). */
export function OrderDetail({ id, version }: { id: number; version: string }) {
  const intl = useIntl();
  // `version` changes when the order does (a live notice reloaded the list): read it again.
  const { state, reload } = useAsync(() => getOrder(id, { share: false }), `order:${id}:${version}`);
  if (state.status === 'error' && !state.data) {
    return (
      <Callout intent="danger" title={intl.formatMessage({ id: 'orders.detail.loadError' })}>
        {state.error instanceof ApiError ? state.error.serverMessage : null}
        <div><Button icon="refresh" onClick={reload}><FormattedMessage id="common.action.retry" /></Button></div>
      </Callout>
    );
  }
  if (!state.data) return <Loading />;
  return <OrderFacts order={state.data} />;
}

function OrderFacts({ order }: { order: OrderView }) {
  const intl = useIntl();
  const name = useNameIn();
  const price = (cents: number) => formatPrice(cents, intl.locale);
  const rate = (tva: number) => intl.formatNumber(ratePercent(tva), { maximumFractionDigits: 2 });
  return (
    <div className="orders-detail">
      <div className="orders-table">
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th><FormattedMessage id="orders.detail.pass" /></th>
              <th className="orders-num orders-unit"><FormattedMessage id="orders.detail.unitPrice" /></th>
              <th className="orders-num"><FormattedMessage id="orders.detail.qty" /></th>
              <th className="orders-num"><FormattedMessage id="orders.detail.total" /></th>
            </tr>
          </thead>
          <tbody>
            {order.rows.map((row) => (
              <tr key={`${row.id}:${row.psnId ?? ''}`}>
                <td>{name(row)}</td>
                <td className="orders-num orders-unit">{formatPassPrice(row.fftTarif, intl)}</td>
                <td className="orders-num">{row.qty}</td>
                <td className="orders-num">{formatPassPrice(row.total, intl)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {inRateOrder(order.vat).map((line) => (
              <tr key={line.tva}>
                <td><FormattedMessage id="orders.detail.vat" values={{ rate: rate(line.tva) }} /></td>
                <td className="orders-unit" />
                <td />
                <td className="orders-num">{price(line.amount)}</td>
              </tr>
            ))}
            <tr className="orders-total">
              <td><FormattedMessage id="orders.detail.total" /></td>
              <td className="orders-unit" />
              <td />
              <td className="orders-num">{formatPassPrice(order.cmdTotal, intl)}</td>
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
      <div className="orders-detail-side">
        {order.payments.length > 0 && (
          <>
            <h4><FormattedMessage id="orders.detail.payments" /></h4>
            <ul className="orders-payments">
              {order.payments.map((payment) => (
                <li key={payment.paymentId}>
                  <FormattedMessage
                    id="orders.payment.line"
                    values={{ date: parisDateTime(payment.at), amount: price(payment.amount), status: intl.formatMessage({ id: PAYMENT_STATUS[payment.status] }) }}
                  />
                  {payment.provider === 'gift' && <span className="plouf-muted"> — <FormattedMessage id="orders.payment.giftCard" /></span>}
                  {payment.reason && <span className="plouf-muted"> — {payment.reason}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        {order.address && (
          <>
            <h4><FormattedMessage id="orders.detail.address" /></h4>
            <address>
              {order.address.adrNumberWay}
              <br />{order.address.adrPostalCode} {order.address.libelle}
            </address>
          </>
        )}
      </div>
    </div>
  );
}
