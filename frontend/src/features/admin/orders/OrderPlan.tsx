import { Card, HTMLTable, Tag } from '@blueprintjs/core';
import { planStanding } from '@plouf/command-api/order-status';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderView } from '../../../api/adminOrders.ts';
import { dayHeading } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';

/**
 * A term paid in parts (issue 43): each part, its day, its amount and where it stands, from the
 * order's payments as the server counts them (the money goes to the parts in their order, whoever
 * paid it). A part declined on the card kept says its next try, or that it is overdue: the desk may
 * record a payment of it (a cheque, vouchers) from the moves beside.
 */
export function OrderPlan({ order }: { order: OrderView }) {
  const intl = useIntl();
  if (!order.plan) return null;
  const parts = planStanding(order.plan, order.payments);
  const reason = (n: number) => order.payments.filter((payment) => payment.part === n && payment.status === 'failed').at(-1)?.reason;
  return (
    <Card elevation={1} className="plouf-form-card plouf-order-plan">
      <h2 className="plouf-card-title"><FormattedMessage id={order.directDebit ? 'adminOrders.plan.debitTitle' : 'adminOrders.plan.title'} values={{ count: parts.length }} /></h2>
      {order.directDebit ? (
        <p className="plouf-muted">
          {order.savedCardLast4 ? <FormattedMessage id="adminOrders.plan.mandate" values={{ last4: order.savedCardLast4 }} /> : <FormattedMessage id="adminOrders.plan.noMandate" />}
        </p>
      ) : order.savedCardLast4 !== undefined && (
        <p className="plouf-muted"><FormattedMessage id="adminOrders.plan.card" values={{ last4: order.savedCardLast4 || '—' }} /></p>
      )}
      <div className="plouf-table-wrap plouf-table-wrap--flat">
        <HTMLTable compact className="plouf-data-table">
          <thead>
            <tr>
              <th><FormattedMessage id="adminOrders.plan.part" /></th>
              <th><FormattedMessage id="adminOrders.plan.due" /></th>
              <th className="plouf-num"><FormattedMessage id="adminOrders.payments.amount" /></th>
              <th><FormattedMessage id="adminOrders.payments.status" /></th>
            </tr>
          </thead>
          <tbody>
            {parts.map((part) => {
              const why = part.declined ? reason(part.n) : undefined;
              return (
                <tr key={part.n} data-part={part.n}>
                  <td>{part.n}</td>
                  <td>{dayHeading(part.due, intl.locale, 'long')}</td>
                  <td className="plouf-num plouf-nowrap">{formatPrice(part.cents, intl.locale)}</td>
                  <td>
                    {part.owed === 0 ? (
                      <Tag minimal round intent="success"><FormattedMessage id="adminOrders.plan.paid" /></Tag>
                    ) : part.overdue ? (
                      <Tag minimal round intent="danger"><FormattedMessage id="adminOrders.plan.overdue" /></Tag>
                    ) : part.retryOn ? (
                      <Tag minimal round multiline intent="warning"><FormattedMessage id="adminOrders.plan.retryOn" values={{ date: dayHeading(part.retryOn, intl.locale, 'long') }} /></Tag>
                    ) : part.declined ? (
                      <Tag minimal round intent="danger"><FormattedMessage id="adminOrders.plan.declined" /></Tag>
                    ) : part.owed < part.cents ? (
                      <FormattedMessage id="adminOrders.plan.left" values={{ left: formatPrice(part.owed, intl.locale) }} />
                    ) : (
                      <span className="plouf-muted"><FormattedMessage id="adminOrders.plan.coming" /></span>
                    )}
                    {why && <div className="plouf-muted plouf-break">{why}</div>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
