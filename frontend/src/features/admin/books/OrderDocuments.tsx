import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { FormattedMessage, useIntl } from 'react-intl';
import { listDocuments } from '../../../api/books.ts';
import { useLiveRead } from '../../../lib/useLiveRead.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { DocumentTable } from './DocumentTable.tsx';
import './books.css';

/**
 * An order's invoice and credit notes on its back-office page, with their PDFs; read again when
 * the `admin:books` room tells one was issued for the order's family.
 */
export function OrderDocuments({ orderId, famId }: { orderId: number; famId: number }) {
  const intl = useIntl();
  const documents = useLiveRead(
    () => listDocuments({ orderId }),
    `books:order:${orderId}`,
    ADMIN_ROOMS.books,
    (change) => change.readModel === NOTICES.books && (Boolean(change.truncated) || change.ids.includes(famId)),
  );
  const { state } = documents;
  const title = intl.formatMessage({ id: 'adminBooks.orderDocuments.title' });
  return (
    <Card elevation={1} className="plouf-form-card plouf-order-documents">
      <h2 className="plouf-card-title">{title}</h2>
      {!state.data && state.status === 'loading' && <Loading />}
      {!state.data && state.status === 'error' && (
        <NonIdealState icon="error" title={<FormattedMessage id="adminBooks.orderDocuments.loadError" />} action={<Button icon="refresh" onClick={documents.reload}><FormattedMessage id="common.action.retry" /></Button>} />
      )}
      {state.data && state.data.length === 0 && <p className="plouf-muted"><FormattedMessage id="adminBooks.orderDocuments.none" /></p>}
      {state.data && state.data.length > 0 && <DocumentTable documents={state.data} withOrder={false} label={title} />}
    </Card>
  );
}
