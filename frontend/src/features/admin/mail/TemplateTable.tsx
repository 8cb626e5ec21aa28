import { HTMLTable, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import type { TemplateRow } from './mailListState.ts';
import { TEMPLATE_LIST } from './useTemplateDetail.ts';

/** One row per kind; a row opens its template. */
export function TemplateTable({ rows }: { rows: readonly TemplateRow[] }) {
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table plouf-mail-table">
        <thead>
          <tr>
            <th className="plouf-mail-col-number"><FormattedMessage id="adminMail.column.number" /></th>
            <th><FormattedMessage id="adminMail.column.kind" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminMail.column.subject" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminMail.column.skin" /></th>
            <th><FormattedMessage id="adminMail.column.state" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminMail.column.updated" /></th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ template, label, subject, skin }) => {
            const to = `${TEMPLATE_LIST}/${template.id}`;
            return (
              <LinkRow key={template.id} to={to}>
                <td className="plouf-mail-col-number">{template.id}</td>
                <td className="plouf-break">
                  <RowLink to={to}>{label}</RowLink>
                  <span className="plouf-muted plouf-small plouf-mail-kind">{template.kind}</span>
                </td>
                <td className="plouf-hide-narrow plouf-col-message"><span className="plouf-ellipsis">{subject}</span></td>
                <td className="plouf-hide-narrow">{skin}</td>
                <td>
                  <Tag minimal round intent={template.mtpValide ? 'success' : 'none'}>
                    <FormattedMessage id={template.mtpValide ? 'adminMail.state.valid' : 'adminMail.state.original'} />
                  </Tag>
                </td>
                <td className="plouf-hide-narrow plouf-nowrap">{template.updatedAt ? parisDateTime(template.updatedAt) : '—'}</td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
