import { AnchorButton } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyExport } from '../../../api/privacy.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { DataSection, DataTable } from './DataTable.tsx';
import { useExportFormat } from './useExportFormat.ts';

type Export = FamilyExport;

/** Orders with their payments and refunds, invoices and credit notes (with their PDFs), cards and make-up credits. */
export function MoneySections({ data }: { data: Export }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const format = useExportFormat();
  const none = intl.formatMessage({ id: 'myData.value.none' });
  return (
    <>
      <DataSection id="orders" title="myData.orders.title" count={data.orders.length}>
        <DataTable
          label="myData.orders.title"
          rows={data.orders}
          rowKey={(order) => order.id}
          columns={[
            { header: 'myData.orders.number', cell: (order) => order.id },
            { header: 'myData.orders.date', cell: (order) => format.date(order.placedAt) },
            { header: 'myData.orders.status', cell: (order) => order.statusLabel },
            { header: 'myData.orders.lines', cell: (order) => order.lines.map((line) => `${line.qty} × ${line.label}`).join(', ') },
            { header: 'myData.orders.total', cell: (order) => format.money(order.total) },
            { header: 'myData.orders.vat', cell: (order) => format.money(order.vat.reduce((sum, line) => sum + line.amount, 0)) },
            { header: 'myData.orders.payments', cell: (order) => order.payments.filter((payment) => payment.status !== 'closed').map((payment) => `${format.date(payment.at)} · ${format.money(payment.amount)}`).join(', ') || none },
            { header: 'myData.orders.refunds', cell: (order) => order.refunds.map((refund) => `${format.date(refund.at)} · ${format.money(refund.amount)}`).join(', ') || none },
          ]}
        />
      </DataSection>
      <DataSection id="documents" title="myData.documents.title" count={data.documents.length}>
        <DataTable
          label="myData.documents.title"
          rows={data.documents}
          rowKey={(document) => document.documentId}
          columns={[
            { header: 'myData.documents.number', cell: (document) => document.documentId },
            { header: 'myData.documents.kind', cell: (document) => <FormattedMessage id={document.kind === 'invoice' ? 'myData.documents.invoice' : 'myData.documents.creditNote'} /> },
            { header: 'myData.documents.order', cell: (document) => document.orderId },
            { header: 'myData.documents.date', cell: (document) => format.date(document.issuedAt) },
            { header: 'myData.documents.amount', cell: (document) => format.money(document.total) },
            {
              header: 'myData.documents.pdf',
              cell: (document) => (
                <AnchorButton small variant="outlined" icon="download" href={`${document.pdf}?lang=${locale}`} download aria-label={intl.formatMessage({ id: 'myData.documents.pdfOf' }, { id: document.documentId })}>
                  PDF
                </AnchorButton>
              ),
            },
          ]}
        />
      </DataSection>
      <DataSection id="cards" title="myData.cards.title" count={data.cards.length}>
        <DataTable
          label="myData.cards.title"
          rows={data.cards}
          rowKey={(card) => card.id}
          columns={[
            { header: 'myData.cards.pass', cell: (card) => card.label },
            { header: 'myData.cards.entries', cell: (card) => `${card.used} / ${card.entries}` },
            { header: 'myData.cards.validity', cell: (card) => intl.formatMessage({ id: 'myData.cards.validRange' }, { from: format.date(card.validFrom), until: format.date(card.validUntil) }) },
            {
              header: 'myData.cards.status',
              cell: (card) => (card.revoked ? <FormattedMessage id="myData.cards.revoked" /> : <FormattedMessage id={`myData.cardStatus.${card.status}`} />),
            },
          ]}
        />
      </DataSection>
      <DataSection id="credits" title="myData.credits.title" count={data.credits.length}>
        <DataTable
          label="myData.credits.title"
          rows={data.credits}
          rowKey={(credit) => credit.id}
          columns={[
            { header: 'myData.credits.member', cell: (credit) => credit.member },
            { header: 'myData.cards.validity', cell: (credit) => intl.formatMessage({ id: 'myData.cards.validRange' }, { from: format.date(credit.validFrom), until: format.date(credit.validUntil) }) },
            { header: 'myData.cards.status', cell: (credit) => <FormattedMessage id={`credits.status.${credit.status}`} /> },
          ]}
        />
      </DataSection>
    </>
  );
}

/** Lessons booked (with attendance and cancellations) and term enrolments. */
export function LessonSections({ data }: { data: Export }) {
  const format = useExportFormat();
  return (
    <>
      <DataSection id="bookings" title="myData.bookings.title" count={data.bookings.length}>
        <DataTable
          label="myData.bookings.title"
          rows={data.bookings}
          rowKey={(booking) => booking.id}
          columns={[
            { header: 'myData.bookings.date', cell: (booking) => format.dateTime(booking.lessonAt) },
            { header: 'myData.bookings.activity', cell: (booking) => booking.activity },
            { header: 'myData.bookings.pool', cell: (booking) => booking.pool },
            { header: 'myData.bookings.member', cell: (booking) => booking.member },
            {
              header: 'myData.bookings.status',
              cell: (booking) => (
                <>
                  <FormattedMessage id={`myData.bookingStatus.${booking.status}`} />
                  {booking.waitingPosition !== null && ` (${booking.waitingPosition})`}
                </>
              ),
            },
            { header: 'myData.bookings.bookedAt', cell: (booking) => format.dateTime(booking.bookedAt) },
            { header: 'myData.bookings.cancelledAt', cell: (booking) => format.dateTime(booking.cancelledAt) },
          ]}
        />
      </DataSection>
      <DataSection id="enrolments" title="myData.enrolments.title" count={data.enrolments.length}>
        <DataTable
          label="myData.enrolments.title"
          rows={data.enrolments}
          rowKey={(enrolment) => enrolment.id}
          columns={[
            { header: 'myData.enrolments.term', cell: (enrolment) => enrolment.term },
            { header: 'myData.enrolments.slot', cell: (enrolment) => `${enrolment.slot} · ${enrolment.activity} · ${enrolment.pool}` },
            { header: 'myData.bookings.member', cell: (enrolment) => enrolment.member },
            { header: 'myData.enrolments.from', cell: (enrolment) => format.day(enrolment.fromDate) },
            { header: 'myData.bookings.status', cell: (enrolment) => <FormattedMessage id={`myData.enrolmentStatus.${enrolment.status}`} /> },
          ]}
        />
      </DataSection>
    </>
  );
}
