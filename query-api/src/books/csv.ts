/**
 * A month's books for the accountant, as CSV the reader's spreadsheet opens as it is
 * (`@plouf/infra/csv`): in French `;` and a decimal comma, in English `,` and a decimal
 * point; UTF-8 with a BOM, amounts in euros, one line a document or a payment.
 */
import { printedReference } from '@plouf/command-api/books';
import { csvEuros, csvText } from '@plouf/infra/csv';
import type { Language } from '@plouf/infra';
import type { BookDocument } from '@plouf/projections';
import { buyerName, isoDay, ratePercentText } from './format.ts';

const HEADERS = {
  fr: {
    documents: ['Numéro', 'Type', 'Date', 'Commande', 'Famille', 'Client', 'Total TTC'],
    base: (rate: string) => `Base HT ${rate}`,
    vat: (rate: string) => `TVA ${rate}`,
    kinds: { invoice: 'Facture', creditNote: 'Avoir' },
    payments: ['Date', 'Commande', 'Famille', 'Moyen', 'Montant', 'Référence', 'Document'],
    methods: { 0: 'Carte', 1: 'Chèque', 2: 'Virement', 3: 'PayPal', 4: 'Carte en 3 fois', 5: 'Chèques-vacances ANCV', 6: 'Coupon Sport ANCV', 7: 'Pass’Sport', 8: 'Carte cadeau', 9: 'Prélèvement SEPA', free: 'Gratuit' } as Record<string, string>,
    refund: 'Remboursement',
  },
  en: {
    documents: ['Number', 'Kind', 'Date', 'Order', 'Family', 'Buyer', 'Total incl. VAT'],
    base: (rate: string) => `Net ${rate}`,
    vat: (rate: string) => `VAT ${rate}`,
    kinds: { invoice: 'Invoice', creditNote: 'Credit note' },
    payments: ['Date', 'Order', 'Family', 'Method', 'Amount', 'Reference', 'Document'],
    methods: { 0: 'Card', 1: 'Cheque', 2: 'Transfer', 3: 'PayPal', 4: 'Card in 3 instalments', 5: 'ANCV holiday vouchers', 6: 'ANCV Coupon Sport', 7: 'Pass’Sport', 8: 'Gift card', 9: 'SEPA direct debit', free: 'Free' } as Record<string, string>,
    refund: 'Refund',
  },
} as const;

/** A rate as a column name: a plain space (the no-break one is the PDF's). */
const rateName = (tva: number, language: Language) => ratePercentText(tva, language).replace('\u00a0', ' ');

/** A credit note's amounts are negative: the books add up. */
const signed = (document: BookDocument, cents: number) => (document.kind === 'creditNote' ? -cents : cents);

/**
 * The month's invoices and credit notes, by number: the total, then base and VAT for each rate
 * found that month (credit notes negative).
 */
export function documentsCsv(documents: readonly BookDocument[], language: Language): string {
  const h = HEADERS[language];
  const money = (cents: number) => csvEuros(cents, language);
  const rates = [...new Set(documents.flatMap((document) => document.vat.map((line) => line.tva)))].sort((a, b) => a - b);
  const header = [...h.documents, ...rates.flatMap((rate) => [h.base(rateName(rate, language)), h.vat(rateName(rate, language))])];
  const rows = documents.map((document) => [
    document.documentId,
    h.kinds[document.kind],
    isoDay(document.issuedAt),
    document.orderId,
    document.buyer.famId,
    buyerName(document.buyer.name, language),
    money(signed(document, document.total)),
    ...rates.flatMap((rate) => {
      const line = document.vat.find((vat) => vat.tva === rate);
      return line ? [money(signed(document, line.base)), money(signed(document, line.amount))] : ['', ''];
    }),
  ]);
  return csvText([header, ...rows], language);
}

/**
 * The payments the month's documents record: each payment of an invoice (dated when it was made),
 * and each credit note's refund, negative (by the invoice's way of payment).
 */
export function paymentsCsv(documents: readonly BookDocument[], invoices: ReadonlyMap<string, BookDocument>, language: Language): string {
  const h = HEADERS[language];
  const money = (cents: number) => csvEuros(cents, language);
  const rows: (string | number)[][] = [];
  for (const document of documents) {
    if (document.kind === 'invoice') {
      for (const payment of document.payments) {
        rows.push([isoDay(payment.at), document.orderId, document.buyer.famId, h.methods[String(payment.method)] ?? String(payment.method), money(payment.amount), printedReference(payment) ?? '', document.documentId]);
      }
    } else {
      const invoice = invoices.get(document.invoiceId);
      const methods = invoice?.kind === 'invoice' ? [...new Set(invoice.payments.map((payment) => h.methods[String(payment.method)] ?? String(payment.method)))].join(', ') : '';
      rows.push([isoDay(document.issuedAt), document.orderId, document.buyer.famId, methods || h.refund, money(-document.total), '', document.documentId]);
    }
  }
  return csvText([[...h.payments], ...rows], language);
}
