import { AnchorButton, HTMLTable, Tag } from '@blueprintjs/core';
import { inRateOrder } from '@plouf/command-api/vat';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { documentPdfUrl, type DocumentSummary } from '../../../api/books.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { parisDate } from '../../../lib/parisTime.ts';
import { formatPrice } from '../../../lib/money.ts';
import { vatRate } from '../orders/OrderLines.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { signedTotal } from './monthTotals.ts';
import { shownName } from '../../../lib/erased.ts';

interface Props {
  documents: readonly DocumentSummary[];
  /** The month's list names each document's family and order; an order's own page does not. */
  withOrder: boolean;
  /** Names the table for assistive technology. */
  label: string;
}

/**
 * Invoices and credit notes by number: kind, date, (family and order), total and VAT per rate,
 * and the PDF of each in the screen's language. A credit note's amounts read negative: it takes
 * back what its invoice charged.
 */
export function DocumentTable({ documents, withOrder, label }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const buyer = (document: DocumentSummary) => shownName(document.buyerName, intl);
  const euros = (cents: number) => formatPrice(cents, intl.locale);
  const kindName = (document: DocumentSummary) => intl.formatMessage({ id: document.kind === 'invoice' ? 'adminBooks.kind.invoice' : 'adminBooks.kind.creditNote' });
  return (
    <div className="plouf-table-wrap plouf-books-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <HTMLTable compact striped className="plouf-data-table plouf-books-table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="adminBooks.column.number" /></th>
            <th scope="col" className="plouf-books-wide"><FormattedMessage id="adminBooks.column.date" /></th>
            {withOrder && <th scope="col" className="plouf-books-wide"><FormattedMessage id="adminBooks.column.family" /></th>}
            {withOrder && <th scope="col" className="plouf-books-wide"><FormattedMessage id="adminBooks.column.order" /></th>}
            <th scope="col" className="plouf-num"><FormattedMessage id="adminBooks.column.total" /></th>
            <th scope="col" className="plouf-num plouf-books-wide"><FormattedMessage id="adminBooks.column.vat" /></th>
            <th scope="col" className="plouf-cell-action"><FormattedMessage id="adminBooks.column.pdf" /></th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const family = `${ADMIN_BASE}/familles/${document.famId}`;
            const order = `${ADMIN_BASE}/commandes/${document.orderId}`;
            const credit = document.kind === 'creditNote';
            return (
              <tr key={document.documentId} data-document-id={document.documentId}>
                <td>
                  <strong className="plouf-nowrap">{document.documentId}</strong>
                  <div>
                    <Tag minimal round intent={credit ? 'warning' : 'primary'} className="plouf-books-kind">{kindName(document)}</Tag>
                    {document.invoiceId && <span className="plouf-muted plouf-nowrap"> <FormattedMessage id="adminBooks.kind.creditOf" values={{ id: document.invoiceId }} /></span>}
                  </div>
                  <div className="plouf-muted plouf-books-narrow">{parisDate(document.issuedAt)}</div>
                  {withOrder && (
                    <div className="plouf-books-narrow plouf-break">
                      <Link to={family}>{buyer(document)}</Link> · <Link to={order}><FormattedMessage id="adminBooks.order.number" values={{ id: document.orderId }} /></Link>
                    </div>
                  )}
                </td>
                <td className="plouf-nowrap plouf-books-wide">{parisDate(document.issuedAt)}</td>
                {withOrder && <td className="plouf-break plouf-books-wide"><Link to={family}>{buyer(document)}</Link></td>}
                {withOrder && (
                  <td className="plouf-nowrap plouf-books-wide">
                    <Link to={order}><FormattedMessage id="adminBooks.order.number" values={{ id: document.orderId }} /></Link>
                  </td>
                )}
                <td className={credit ? 'plouf-num plouf-nowrap plouf-books-minus' : 'plouf-num plouf-nowrap'}>{euros(signedTotal(document))}</td>
                <td className="plouf-num plouf-books-wide">
                  {inRateOrder(document.vat).map((line) => (
                    <div key={line.tva} className="plouf-nowrap">
                      <FormattedMessage id="adminBooks.vat.line" values={{ rate: vatRate(line.tva, intl.locale), amount: euros(credit ? -line.amount : line.amount) }} />
                    </div>
                  ))}
                </td>
                <td className="plouf-cell-action">
                  <AnchorButton
                    small
                    variant="minimal"
                    icon="document"
                    href={documentPdfUrl(document.documentId, locale)}
                    download
                    aria-label={intl.formatMessage({ id: credit ? 'adminBooks.pdf.creditNote' : 'adminBooks.pdf.invoice' }, { id: document.documentId })}
                  >
                    PDF
                  </AnchorButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
