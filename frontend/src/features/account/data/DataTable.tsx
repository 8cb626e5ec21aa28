import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';

export interface Column<T> {
  header: MessageId;
  cell: (row: T) => ReactNode;
}

/**
 * One list of the export as a table, scrolled sideways inside its frame on a narrow screen (the
 * frame takes the keyboard's focus, so it scrolls without a mouse); "Nothing." when empty.
 */
export function DataTable<T>({ label, rows, columns, rowKey }: { label: MessageId; rows: readonly T[]; columns: readonly Column<T>[]; rowKey: (row: T, index: number) => string | number }) {
  const intl = useIntl();
  if (rows.length === 0) return <p className="plouf-muted"><FormattedMessage id="myData.table.empty" /></p>;
  return (
    <div className="my-data-table" role="region" aria-label={intl.formatMessage({ id: label })} tabIndex={0}>
      <HTMLTable compact striped>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col"><FormattedMessage id={column.header} /></th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** A section of the export: its heading (with how many items) and its content. */
export function DataSection({ id, title, count, children }: { id: string; title: MessageId; count?: number; children: ReactNode }) {
  return (
    <section className="my-data-section" aria-labelledby={`my-data-${id}`} data-section={id}>
      <h2 id={`my-data-${id}`} className="plouf-section-heading">
        <FormattedMessage id={title} />
        {count !== undefined && <span className="my-data-count"> ({count})</span>}
      </h2>
      {children}
    </section>
  );
}
