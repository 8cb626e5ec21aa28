import { Card, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderView } from '../../../api/adminOrders.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';
import { known, METHOD_MESSAGES, PAYMENT_STATUS_MESSAGES, PROVIDER_MESSAGES } from './paymentWords.ts';

type Payment = OrderView['payments'][number];

const STATUS_INTENT: Record<Payment['status'], Intent> = { requested: 'none', succeeded: 'success', failed: 'danger', refunded: 'warning', closed: 'none' };

/**
 * Every payment of the order: when, who took it and how, its reference, how much, how it went (and
 * why it failed); and, when it is partly paid (vouchers at the desk), what is left to pay.
 */
export function OrderPayments({ payments, left }: { payments: readonly Payment[]; left?: number }) {
  const intl = useIntl();
  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminOrders.payments.title" /></h2>
      {payments.length === 0 ? (
        <p className="plouf-muted"><FormattedMessage id="adminOrders.payments.none" /></p>
      ) : (
        <div className="plouf-table-wrap plouf-table-wrap--flat">
          <HTMLTable compact className="plouf-data-table plouf-order-payments">
            <thead>
              <tr>
                <th><FormattedMessage id="adminOrders.payments.provider" /></th>
                <th className="plouf-num"><FormattedMessage id="adminOrders.payments.amount" /></th>
                <th><FormattedMessage id="adminOrders.payments.status" /></th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.paymentId} data-payment-id={payment.paymentId}>
                  <td>
                    <div>
                      <FormattedMessage id={PROVIDER_MESSAGES[payment.provider]} />
                      {' · '}
                      {known(METHOD_MESSAGES, payment.method) ? <FormattedMessage id={METHOD_MESSAGES[payment.method]!} /> : payment.method}
                    </div>
                    <div className="plouf-muted">{parisDateTime(payment.at)}</div>
                    {payment.reference && (
                      <div className="plouf-muted plouf-break">
                        <FormattedMessage id="adminOrders.payments.reference" /> : {payment.reference}
                      </div>
                    )}
                    <div className="plouf-muted plouf-code">{payment.paymentId}</div>
                  </td>
                  <td className="plouf-num plouf-nowrap">{formatPrice(payment.amount, intl.locale)}</td>
                  <td>
                    <Tag minimal round intent={STATUS_INTENT[payment.status]}>
                      <FormattedMessage id={PAYMENT_STATUS_MESSAGES[payment.status]} />
                    </Tag>
                    {payment.reason && <div className="plouf-muted plouf-break">{payment.reason}</div>}
                    {payment.refundedAt && (
                      <div className="plouf-muted">
                        <FormattedMessage id="adminOrders.payments.refundedOn" values={{ amount: formatPrice(payment.refunded ?? payment.amount, intl.locale), date: parisDateTime(payment.refundedAt) }} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {left !== undefined && left > 0 && (
        <p className="plouf-order-left">
          <strong><FormattedMessage id="adminOrders.payments.left" values={{ left: formatPrice(left, intl.locale) }} /></strong>
        </p>
      )}
    </Card>
  );
}
