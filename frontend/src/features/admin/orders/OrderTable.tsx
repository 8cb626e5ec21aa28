import { HTMLTable, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderSummary } from '../../../api/adminOrders.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';
import { shownName } from '../../../lib/erased.ts';
import { nameIn } from '../../../lib/localized.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import type { Highlight } from '../../../lib/useLivePagedList.ts';
import { isPlanUnderWay } from '@plouf/command-api/order-status';

/** The orders of a page; rows that just arrived or changed live are highlighted for a moment. */
export function OrderTable({ orders, highlighted }: { orders: readonly OrderSummary[]; highlighted: ReadonlyMap<number, Highlight> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-order-table">
        <thead>
          <tr>
            <th><FormattedMessage id="adminOrders.column.number" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminOrders.column.date" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminOrders.column.family" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminOrders.column.passes" /></th>
            <th className="plouf-num"><FormattedMessage id="adminOrders.column.total" /></th>
            <th><FormattedMessage id="adminOrders.column.status" /></th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const to = `${ADMIN_BASE}/commandes/${order.id}`;
            const fresh = highlighted.has(order.id);
            return (
              <LinkRow key={order.id} to={to} className={fresh ? 'plouf-row-new' : undefined} data-order-id={order.id}>
                <td className="plouf-nowrap">
                  <RowLink to={to}><FormattedMessage id="adminOrders.list.number" values={{ id: order.id }} /></RowLink>
                  {fresh && (
                    <Tag intent="success" round minimal className="plouf-new-tag">
                      <FormattedMessage id="adminOrders.list.new" />
                    </Tag>
                  )}
                  <div className="plouf-show-narrow plouf-break">{shownName(order.famName, intl)}</div>
                  <div className="plouf-muted plouf-show-narrow">{parisDateTime(order.cmdDatadd)}</div>
                </td>
                <td className="plouf-nowrap plouf-hide-narrow">{parisDateTime(order.cmdDatadd)}</td>
                <td className="plouf-break plouf-hide-narrow">{shownName(order.famName, intl)}</td>
                <td className="plouf-hide-narrow plouf-col-passes">
                  <span className="plouf-ellipsis">{order.lines.map((line) => `${line.qty} × ${nameIn(line, locale)}`).join(', ')}</span>
                </td>
                <td className="plouf-num plouf-nowrap">{formatPrice(order.cmdTotal, intl.locale)}</td>
                <td><OrderStatusTag status={order.cmdStatus} planUnderWay={isPlanUnderWay(order)} /></td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
