import { HTMLTable, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MailSkinView } from '../../../api/types.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import { kindLabel } from './kinds.ts';
import { SKIN_LIST } from './useSkinDetail.ts';

/** One row per skin, with the kinds sent in it; a row opens the skin. */
export function SkinTable({ skins }: { skins: readonly MailSkinView[] }) {
  const intl = useIntl();
  const kindName = (id: number) => {
    const label = kindLabel(id);
    return label ? intl.formatMessage({ id: label }) : String(id);
  };
  const usage = (usedBy: readonly number[]) => (usedBy.length === 0 ? intl.formatMessage({ id: 'adminMail.skins.unused' }) : usedBy.map(kindName).join(', '));
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table plouf-mail-table">
        <thead>
          <tr>
            <th className="plouf-mail-col-number"><FormattedMessage id="adminMail.column.number" /></th>
            <th><FormattedMessage id="adminMail.column.name" /></th>
            <th><FormattedMessage id="adminMail.column.state" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminMail.column.usedBy" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminMail.column.updated" /></th>
          </tr>
        </thead>
        <tbody>
          {skins.map((skin) => {
            const to = `${SKIN_LIST}/${skin.id}`;
            return (
              <LinkRow key={skin.id} to={to}>
                <td className="plouf-mail-col-number">{skin.id}</td>
                <td className="plouf-break"><RowLink to={to}>{skin.libelle}</RowLink></td>
                <td>
                  <Tag minimal round intent={skin.mskValide ? 'success' : 'none'}>
                    <FormattedMessage id={skin.mskValide ? 'adminMail.state.active' : 'adminMail.state.inactive'} />
                  </Tag>
                </td>
                <td className="plouf-hide-narrow plouf-col-message"><span className="plouf-ellipsis">{usage(skin.usedBy)}</span></td>
                <td className="plouf-hide-narrow plouf-nowrap">{skin.updatedAt ? parisDateTime(skin.updatedAt) : '—'}</td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
