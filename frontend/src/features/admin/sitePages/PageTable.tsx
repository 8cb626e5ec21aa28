import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { PageView } from '../../../api/catalogue.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { pageTitle } from './pageListState.ts';
import { PAGE_LIST } from './usePageDetail.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';

/** One row per page; a row opens the page. */
export function PageTable({ pages }: { pages: readonly PageView[] }) {
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table">
        <thead>
          <tr>
            <th><FormattedMessage id="adminPages.column.title" /></th>
            <th><FormattedMessage id="adminPages.column.slug" /></th>
            <th className="plouf-num plouf-hide-narrow"><FormattedMessage id="adminPages.column.images" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminPages.column.updated" /></th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => {
            const to = `${PAGE_LIST}/${page.id}`;
            return (
              <LinkRow key={page.id} to={to}>
                <td className="plouf-break">
                  <RowLink to={to}>{pageTitle(page)}</RowLink>
                  {page.content.pctTitle && page.libelle !== page.content.pctTitle && (
                    <div className="plouf-muted plouf-small">{page.libelle}</div>
                  )}
                </td>
                <td className="plouf-break plouf-muted">/{page.content.slug}</td>
                <td className="plouf-num plouf-hide-narrow">{page.images.length}</td>
                <td className="plouf-nowrap plouf-hide-narrow">{parisDateTime(page.updatedAt)}</td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
