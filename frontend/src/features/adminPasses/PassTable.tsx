import { HTMLTable, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { PassView } from '../../api/catalogue.ts';
import { formatPrice } from '../../lib/money.ts';
import { PASS_LIST } from './usePassDetail.ts';

/** One row per pass; a row opens the pass. */
export function PassTable({ passes }: { passes: readonly PassView[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
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
              <tr key={pass.id} onClick={() => navigate(to)}>
                <td className="plouf-break"><Link to={to} onClick={(event) => event.stopPropagation()}>{pass.libelle}</Link></td>
                <td className="plouf-num plouf-nowrap">{formatPrice(pass.fftTarif, intl.locale)}</td>
                <td className="plouf-num plouf-hide-narrow">{pass.fftNbEntree}</td>
                <td className="plouf-num plouf-hide-narrow plouf-nowrap"><FormattedMessage id="adminPasses.value.months" values={{ count: pass.fftValiditeM }} /></td>
                <td>
                  <span className="plouf-tags">
                    <Tag minimal round intent={pass.fftEnable ? 'success' : 'none'}>
                      <FormattedMessage id={pass.fftEnable ? 'adminCatalogue.field.enabled' : 'adminCatalogue.field.disabled'} />
                    </Tag>
                    {pass.fftIsAbo && <Tag minimal round intent="primary"><FormattedMessage id="adminPasses.value.subscription" /></Tag>}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
