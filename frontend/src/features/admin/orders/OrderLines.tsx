import { Card, HTMLTable, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderView } from '../../../api/adminOrders.ts';
import { formatPrice } from '../../../lib/money.ts';
import { inRateOrder, ratePercent } from '@plouf/command-api/vat';

/** Spec §9: a VAT rate in basis points, shown as a percentage with up to 2 decimals (2000 → 20 %). */
export const vatRate = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(ratePercent(basisPoints) / 100);

/** The passes sold, the VAT of each rate and the total, as the order recorded them. */
export function OrderLines({ order }: { order: OrderView }) {
  const intl = useIntl();
  const euros = (cents: number) => formatPrice(cents, intl.locale);
  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminOrders.detail.lines" /></h2>
      <div className="plouf-table-wrap plouf-table-wrap--flat">
        <HTMLTable compact className="plouf-data-table plouf-order-lines">
          <thead>
            <tr>
              <th><FormattedMessage id="adminOrders.line.pass" /></th>
              <th className="plouf-num plouf-hide-narrow"><FormattedMessage id="adminOrders.line.unitPrice" /></th>
              <th className="plouf-num"><FormattedMessage id="adminOrders.line.qty" /></th>
              <th className="plouf-num"><FormattedMessage id="adminOrders.line.total" /></th>
            </tr>
          </thead>
          <tbody>
            {order.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <span className="plouf-break">{row.libelle}</span>
                  {row.fftIsAbo && <Tag minimal round className="plouf-inline-tag"><FormattedMessage id="adminOrders.line.subscription" /></Tag>}
                  <div className="plouf-muted">
                    {/* The membership fee (issue 43) gives no card: no entries, no validity. */}
                    {!row.membership && (
                      <>
                        <FormattedMessage id="adminOrders.line.entries" values={{ count: row.fftNbEntree }} />
                        {' · '}
                        <FormattedMessage id="adminOrders.line.validity" values={{ count: row.fftValiditeM }} />
                        {' · '}
                      </>
                    )}
                    <FormattedMessage id="adminOrders.vat.rate" values={{ rate: vatRate(row.tva, intl.locale) }} />
                  </div>
                </td>
                <td className="plouf-num plouf-nowrap plouf-hide-narrow">{euros(row.fftTarif)}</td>
                <td className="plouf-num">{row.qty}</td>
                <td className="plouf-num plouf-nowrap">{euros(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <h3 className="plouf-subtitle"><FormattedMessage id="adminOrders.vat.title" /></h3>
      <dl className="plouf-order-totals">
        {inRateOrder(order.vat).map((line) => (
          <div key={line.tva} className="plouf-order-vat">
            <dt><FormattedMessage id="adminOrders.vat.rate" values={{ rate: vatRate(line.tva, intl.locale) }} /></dt>
            <dd>
              <span className="plouf-muted"><FormattedMessage id="adminOrders.vat.base" /> {euros(line.base)}</span>
              <span><FormattedMessage id="adminOrders.vat.amount" /> {euros(line.amount)}</span>
            </dd>
          </div>
        ))}
        <div className="plouf-order-grand-total">
          <dt><FormattedMessage id="adminOrders.total.incl" /></dt>
          <dd>{euros(order.cmdTotal)}</dd>
        </div>
      </dl>
    </Card>
  );
}
