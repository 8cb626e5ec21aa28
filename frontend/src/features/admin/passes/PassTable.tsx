import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PassView } from '../../../api/catalogue.ts';
import { formatPassPrice } from '../../../lib/money.ts';
import { PASS_LIST } from './usePassDetail.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import { PassStatusTags } from './PassStatusTags.tsx';

/** One row per pass; a row opens the pass. */
export function PassTable({ passes }: { passes: readonly PassView[] }) {
  const intl = useIntl();
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table plouf-catalogue-table">
        <thead>
          <tr>
            <th><FormattedMessage id="adminPasses.column.name" /></th>
            <th className="plouf-num"><FormattedMessage id="adminPasses.column.price" /></th>
            <th className="plouf-num plouf-hide-narrow"><FormattedMessage id="adminPasses.column.entries" /></th>
            <th className="plouf-num plouf-hide-narrow"><FormattedMessage id="adminPasses.column.validity" /></th>
            <th><FormattedMessage id="adminPasses.column.status" /></th>
          </tr>
        </thead>
        <tbody>
          {passes.map((pass) => {
            const to = `${PASS_LIST}/${pass.id}`;
            return (
              <LinkRow key={pass.id} to={to}>
                <td className="plouf-break"><RowLink to={to}>{pass.libelle}</RowLink></td>
                <td className="plouf-num plouf-nowrap">{formatPassPrice(pass.fftTarif, intl)}</td>
                <td className="plouf-num plouf-hide-narrow">{pass.fftNbEntree}</td>
                <td className="plouf-num plouf-hide-narrow plouf-nowrap"><FormattedMessage id="adminPasses.value.months" values={{ count: pass.fftValiditeM }} /></td>
                <td>
                  <span className="plouf-tags">
                    <PassStatusTags pass={pass} />
                  </span>
                </td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
