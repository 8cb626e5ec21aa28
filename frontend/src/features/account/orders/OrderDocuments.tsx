import { AnchorButton } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { documentPdfUrl, type DocumentSummary } from '../../../api/books.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { parisDate } from '../../../lib/parisTime.ts';

/** An order's invoice and credit notes, each with its PDF in the family's language. */
export function OrderDocuments({ documents }: { documents: readonly DocumentSummary[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  if (documents.length === 0) return null;
  return (
    <ul className="orders-documents">
      {documents.map((document) => {
        const invoice = document.kind === 'invoice';
        const labelId = `order-document-${document.documentId}`;
        return (
          <li key={document.documentId} data-document-id={document.documentId}>
            <span id={labelId}>
              {intl.formatMessage({ id: invoice ? 'orders.invoice.label' : 'orders.creditNote.label' }, { id: document.documentId, date: parisDate(document.issuedAt) })}
            </span>
            <AnchorButton small variant="outlined" icon="download" href={documentPdfUrl(document.documentId, locale)} download aria-describedby={labelId}>
              <FormattedMessage id={invoice ? 'orders.invoice.download' : 'orders.creditNote.download'} />
            </AnchorButton>
          </li>
        );
      })}
    </ul>
  );
}
