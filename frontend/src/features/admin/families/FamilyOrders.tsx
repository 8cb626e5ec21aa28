import { Card, HTMLTable, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyOrder } from '../../../api/types.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** The family's orders as the server lists them; none yet is said plainly. */
export function FamilyOrders({ orders }: { orders: readonly FamilyOrder[] }) {
  const intl = useIntl();
  const euros = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminFamilies.orders.title" /></h2>
      {orders.length === 0 ? (
        <NonIdealState
          icon="shopping-cart"
          iconSize={NonIdealStateIconSize.SMALL}
          title={<FormattedMessage id="adminFamilies.orders.none" />}
          description={<FormattedMessage id="adminFamilies.orders.noneBody" />}
        />
      ) : (
        <div className="plouf-table-wrap">
          <HTMLTable compact striped className="plouf-data-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminFamilies.column.date" /></th>
                <th className="plouf-num"><FormattedMessage id="adminFamilies.column.total" /></th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <FormattedMessage id="adminFamilies.orders.number" values={{ id: order.id }} />
                    <div className="plouf-muted">{formatDateTime(order.cmdDatadd)}</div>
                  </td>
                  <td className="plouf-num">{euros(order.cmdTotal)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
