import { AnchorButton, Button, Card } from '@blueprintjs/core';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { parisDay } from '@plouf/infra/days';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { booksExportUrl } from '../../../api/books.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import type { Period } from '../../../lib/dates.ts';
import { formatPrice } from '../../../lib/money.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { MonthPicker } from '../../../ui/MonthPicker.tsx';
import { DocumentTable } from './DocumentTable.tsx';
import { monthKey, monthTotals } from './monthTotals.ts';
import { useMonthDocuments } from './useMonthDocuments.ts';

/** The month Paris is in. */
function thisMonth(): { year: number; month: number } {
  const [year, month] = parisDay(new Date()).split('-').map(Number);
  return { year: year!, month: month! };
}

/** A month's invoices and credit notes, live, with their totals and the accountant's two CSVs. */
export function MonthDocuments() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [period, setPeriod] = useState<{ year: number; month: number }>(thisMonth);
  const month = monthKey(period.year, period.month);
  const list = useMonthDocuments(month);
  const documents = list.state.data;
  const totals = monthTotals(documents ?? []);
  const euros = (cents: number) => formatPrice(cents, intl.locale);
  const title = intl.formatMessage({ id: 'adminBooks.month.title' });

  return (
    <div className="plouf-books-month">
      <div className="plouf-books-card-head">
        <h2 className="plouf-section-heading">{title}</h2>
        {documents && <span className="plouf-muted"><FormattedMessage id="adminBooks.month.count" values={{ count: documents.length }} /></span>}
        <LiveTag status={list.liveStatus} />
      </div>
      <MonthPicker
        minYear={Math.min(list.minYear, period.year)}
        maxYear={Math.max(thisMonth().year, period.year)}
        value={period}
        wholeYear={false}
        onChange={(next: Period) => setPeriod({ year: next.year, month: next.month ?? period.month })}
      />
      <div className="plouf-books-exports">
        {/* Plain links: the browser downloads them under the server's file name, with the session cookie. */}
        <AnchorButton icon="download" href={booksExportUrl(month, 'documents', locale)} download>
          <FormattedMessage id="adminBooks.month.exportDocuments" />
        </AnchorButton>
        <AnchorButton icon="download" href={booksExportUrl(month, 'payments', locale)} download>
          <FormattedMessage id="adminBooks.month.exportPayments" />
        </AnchorButton>
      </div>
      {!documents && list.state.status === 'loading' && <Loading />}
      {!documents && list.state.status === 'error' && (
        <EmptyState level={3} icon="error" title={<FormattedMessage id="adminBooks.month.loadError" />} action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>} />
      )}
      {documents && documents.length === 0 && <EmptyState level={3} icon="document" title={<FormattedMessage id="adminBooks.month.empty" />} />}
      {documents && documents.length > 0 && (
        <>
          <DocumentTable documents={documents} withOrder label={title} />
          <Card elevation={1} className="plouf-books-totals">
            <h3 className="plouf-subtitle"><FormattedMessage id="adminBooks.month.totals" /></h3>
            <dl>
              <div><dt><FormattedMessage id="adminBooks.month.invoiced" /></dt><dd>{euros(totals.invoiced)}</dd></div>
              <div><dt><FormattedMessage id="adminBooks.month.credited" /></dt><dd>{euros(totals.credited === 0 ? 0 : -totals.credited)}</dd></div>
              <div className="plouf-books-net"><dt><FormattedMessage id="adminBooks.month.net" /></dt><dd>{euros(totals.net)}</dd></div>
            </dl>
          </Card>
        </>
      )}
    </div>
  );
}
