import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { imageUrl, type MnsView } from '../../../api/catalogue.ts';
import { mnsName } from './mnsForm.ts';
import { MNS_LIST } from './useMnsDetail.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';

/** One row per instructor, with the photo; a row opens the instructor. */
export function MnsTable({ instructors }: { instructors: readonly MnsView[] }) {
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table plouf-catalogue-table">
        <thead>
          <tr>
            <th className="plouf-col-thumb"><span className="plouf-sr-only"><FormattedMessage id="adminMns.column.photo" /></span></th>
            <th><FormattedMessage id="adminMns.column.name" /></th>
            <th><FormattedMessage id="adminMns.column.city" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminMns.column.infos" /></th>
          </tr>
        </thead>
        <tbody>
          {instructors.map((mns) => {
            const to = `${MNS_LIST}/${mns.id}`;
            return (
              <LinkRow key={mns.id} to={to}>
                <td className="plouf-col-thumb">
                  <img className="plouf-thumb plouf-thumb--round" src={imageUrl(mns.image, { w: 80, h: 80, mode: 'crop' })} alt="" loading="lazy" width={40} height={40} />
                </td>
                <td className="plouf-break"><RowLink to={to}>{mnsName(mns)}</RowLink></td>
                <td>{mns.ctyName}</td>
                <td className="plouf-hide-narrow plouf-col-message"><span className="plouf-ellipsis">{mns.mnsInfos}</span></td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
