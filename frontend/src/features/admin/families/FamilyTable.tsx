import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilySummary } from '../../../api/types.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { shownName } from '../../../lib/erased.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';

/** One row per family; a row opens the family. */
export function FamilyTable({ families }: { families: readonly FamilySummary[] }) {
  const intl = useIntl();
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table">
        <thead>
          <tr>
            <th><FormattedMessage id="adminFamilies.column.name" /></th>
            <th><FormattedMessage id="adminFamilies.column.city" /></th>
            <th className="plouf-num"><FormattedMessage id="adminFamilies.column.members" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminFamilies.column.created" /></th>
          </tr>
        </thead>
        <tbody>
          {families.map((family) => {
            const to = `${ADMIN_BASE}/familles/${family.id}`;
            return (
              <LinkRow key={family.id} to={to}>
                <td><RowLink to={to}>{shownName(family.libelle, intl)}</RowLink></td>
                <td>{family.city ?? <span className="plouf-muted">—</span>}</td>
                <td className="plouf-num">{family.membersCount}</td>
                <td className="plouf-nowrap plouf-hide-narrow">{parisDateTime(family.createdAt)}</td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
