import { Card } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderView } from '../../../api/adminOrders.ts';
import { addressLines } from '../../../lib/people.ts';
import { shownName } from '../../../lib/erased.ts';
import { ADMIN_BASE } from '../shell/sections.ts';

/** Who ordered: the family (a link to it), the person who placed the order, the billing address. */
export function OrderParties({ order }: { order: OrderView }) {
  const intl = useIntl();
  const lines = addressLines(order.address);
  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminOrders.detail.family" /></h2>
      <p>
        <Link to={`${ADMIN_BASE}/familles/${order.famId}`} className="plouf-order-family">{shownName(order.famName, intl)}</Link>
      </p>
      <h3 className="plouf-subtitle"><FormattedMessage id="adminOrders.detail.buyer" /></h3>
      <p className="plouf-break">
        {shownName(order.buyer.name, intl)}
        {order.buyer.email && (
          <>
            <br />
            <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a>
          </>
        )}
      </p>
      <h3 className="plouf-subtitle"><FormattedMessage id="adminOrders.detail.address" /></h3>
      {lines.length > 0 ? (
        <address className="plouf-address">{lines.map((line) => <span key={line}>{line}</span>)}</address>
      ) : (
        <p className="plouf-muted"><FormattedMessage id="adminOrders.detail.noAddress" /></p>
      )}
    </Card>
  );
}
