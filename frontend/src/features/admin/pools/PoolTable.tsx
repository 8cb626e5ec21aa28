import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { imageUrl, type PoolView } from '../../../api/catalogue.ts';
import { POOL_LIST } from './usePoolDetail.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import { PoolStatusTags } from './PoolStatusTags.tsx';

/** YYYY-MM-DD as DD/MM/YYYY (spec §9's date format). */
export const formatDay = (day: string) => day.split('-').reverse().join('/');

function LessonWindow({ pool }: { pool: PoolView }) {
  const { datMinCours: first, datMaxCours: last } = pool;
  if (first && last) return <>{formatDay(first)} → {formatDay(last)}</>;
  if (first) return <FormattedMessage id="adminPools.window.from" values={{ date: formatDay(first) }} />;
  if (last) return <FormattedMessage id="adminPools.window.until" values={{ date: formatDay(last) }} />;
  return <span className="plouf-muted"><FormattedMessage id="adminPools.window.always" /></span>;
}

/** One row per pool; a row opens the pool. */
export function PoolTable({ pools }: { pools: readonly PoolView[] }) {
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table plouf-catalogue-table">
        <thead>
          <tr>
            <th className="plouf-col-thumb plouf-hide-narrow" aria-hidden />
            <th><FormattedMessage id="adminPools.column.name" /></th>
            <th><FormattedMessage id="adminPools.column.city" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminPools.column.window" /></th>
            <th className="plouf-num plouf-hide-narrow"><FormattedMessage id="adminPools.column.lessons" /></th>
            <th><FormattedMessage id="adminPools.column.status" /></th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => {
            const to = `${POOL_LIST}/${pool.id}`;
            return (
              <LinkRow key={pool.id} to={to}>
                <td className="plouf-col-thumb plouf-hide-narrow">
                  <img className="plouf-thumb" src={imageUrl(pool.image, { w: 96, h: 72, mode: 'crop' })} alt="" loading="lazy" width={48} height={36} />
                </td>
                <td className="plouf-break"><RowLink to={to}>{pool.libelle}</RowLink></td>
                <td>{pool.address.libelle}</td>
                <td className="plouf-nowrap plouf-hide-narrow"><LessonWindow pool={pool} /></td>
                <td className="plouf-num plouf-hide-narrow">{pool.templateCours.length}</td>
                <td>
                  <span className="plouf-tags">
                    <PoolStatusTags pool={pool} />
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
