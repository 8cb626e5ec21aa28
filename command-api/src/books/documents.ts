/**
 * What a document holds, built from an order's events (pure): its lines, the buyer as the order
 * was placed, how it was paid, and a refund's share of each line.
 */
import { vatPerRate } from '../orders/vat.ts';
import type { OrderEvent, OrderPlaced } from '../orders/events.ts';
import type { Address } from '../shared/contract.ts';
import type { DocumentBuyer, DocumentLine, InvoiceIssued } from './events.ts';

const PARIS_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' });

/**
 * The Paris year of a moment: the year whose sequence a document dated then takes.
 *
 * @example
 * parisYear('2026-12-31T23:30:00.000Z'); // 2027
 */
export const parisYear = (moment: string) => Number(PARIS_YEAR.format(new Date(moment)));

/** An address as printed, one part a line. */
export function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const parts = [address.adrNumberWay, address.adrOutsideInfos, address.adrIndoorInfos, address.adrPostBox, `${address.adrPostalCode} ${address.libelle}`];
  return parts.map((part) => (part ?? '').trim()).filter((part) => part.length > 0);
}

/** An order's lines as a document prints them. */
export const documentLines = (placed: OrderPlaced['data']): DocumentLine[] =>
  placed.lines.map((line) => ({ fftId: line.id, libelle: line.libelle, qty: line.qty, unitPrice: line.fftTarif, tva: line.tva, total: line.total }));

export const buyerOf = (placed: OrderPlaced['data']): DocumentBuyer => ({
  famId: placed.famId,
  name: placed.buyer.name || placed.famName,
  email: placed.buyer.email,
  address: addressLines(placed.address),
  language: placed.buyer.language,
});

/** The payments that took money, as an invoice says how it was paid (a refund of an excess does not undo the sale). */
export function paymentsOf(events: readonly { type: string; data: unknown }[]): InvoiceIssued['data']['payments'] {
  const payments: InvoiceIssued['data']['payments'] = [];
  for (const event of events as OrderEvent[]) {
    if (event.type !== 'PaymentSucceeded') continue;
    const { method, amount, at, reference } = event.data;
    payments.push({ method, amount, at, reference });
  }
  return payments;
}

/**
 * A refund's share of each line of the invoice, to the cent: `refunded` split in proportion to
 * the lines' totals (largest remainders take the cents left), never more than the invoice. A line
 * given back whole keeps its quantity and unit price; a part of a line is one unit at that part.
 *
 * @example
 * creditLines([{ …, qty: 1, unitPrice: 1000, total: 1000 }, { …, qty: 2, unitPrice: 1000, total: 2000 }], 1000);
 * // [{ …, qty: 1, unitPrice: 333, total: 333 }, { …, qty: 1, unitPrice: 667, total: 667 }]
 */
export function creditLines(lines: readonly DocumentLine[], refunded: number): DocumentLine[] {
  const invoiced = lines.reduce((sum, line) => sum + line.total, 0);
  const amount = Math.min(Math.max(0, Math.round(refunded)), invoiced);
  if (amount === invoiced) return lines.map((line) => ({ ...line }));
  if (invoiced === 0 || amount === 0) return [];
  const shares = lines.map((line, index) => {
    const exact = (line.total * amount) / invoiced;
    return { index, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares
    .filter((share) => share.cents > 0)
    .map(({ index, cents }) => {
      const line = lines[index]!;
      return cents === line.total ? { ...line } : { ...line, qty: 1, unitPrice: cents, total: cents };
    });
}

/** A document's totals: its lines' sum and VAT per rate (computed once per rate, orders/vat.ts). */
export function totalsOf(lines: readonly DocumentLine[]) {
  return { total: lines.reduce((sum, line) => sum + line.total, 0), vat: vatPerRate(lines) };
}
