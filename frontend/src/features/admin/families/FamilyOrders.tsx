import { Card, HTMLTable, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyOrder } from '../../../api/types.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import { FamilyCards } from '../orders/FamilyCards.tsx';
import { OrderStatusTag } from '../orders/OrderStatusTag.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';

interface FamilyOrdersProps {
  famId: number;
  orders: readonly FamilyOrder[];
  /** The family's room said its orders changed: read the family again. */
  onOrdersChanged: () => void;
}

/** The family's orders (each opens its detail), then its cards. */
export function FamilyOrders({ famId, orders, onOrdersChanged }: FamilyOrdersProps) {
  const intl = useIntl();
  return (
    <>
      <Card elevation={1} className="plouf-form-card">
        <h2 className="plouf-card-title"><FormattedMessage id="adminFamilies.orders.title" /></h2>
        {orders.length === 0 ? (
          <NonIdealState
            icon="shopping-cart"
            iconSize={NonIdealStateIconSize.SMALL}
            // An h3 under the card's h2 (Blueprint's own title is an h4: a skipped level).
            description={
              <div>
                <h3 className="bp6-heading plouf-empty-title"><FormattedMessage id="adminFamilies.orders.none" /></h3>
                <FormattedMessage id="adminFamilies.orders.noneBody" />
              </div>
            }
          />
        ) : (
          <div className="plouf-table-wrap">
            <HTMLTable compact striped interactive className="plouf-data-table plouf-family-orders">
              <thead>
                <tr>
                  <th><FormattedMessage id="adminFamilies.column.date" /></th>
                  <th className="plouf-num"><FormattedMessage id="adminFamilies.column.total" /></th>
                  <th><FormattedMessage id="adminFamilies.column.status" /></th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => {
                  const to = `${ADMIN_BASE}/commandes/${order.id}`;
                  return (
                    <LinkRow key={order.id} to={to}>
                      <td>
                        <RowLink to={to}><FormattedMessage id="adminFamilies.orders.number" values={{ id: order.id }} /></RowLink>
                        <div className="plouf-muted">{parisDateTime(order.cmdDatadd)}</div>
                      </td>
                      <td className="plouf-num plouf-nowrap">{formatPrice(order.cmdTotal, intl.locale)}</td>
                      <td><OrderStatusTag status={order.cmdStatus} planUnderWay={order.planUnderWay === true} /></td>
                    </LinkRow>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </Card>
      <FamilyCards famId={famId} onOrdersChanged={onOrdersChanged} />
    </>
  );
}
