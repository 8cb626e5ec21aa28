/**
 * What a document holds, built from an order's events (pure): its lines, the buyer as the order
 * was placed, how it was paid, and a refund's share of each line.
 */
import { inRateOrder, vatPerRate, type VatLine } from '../orders/vat.ts';
import type { OrderEvent, OrderPlaced, OrderStatusChanged } from '../orders/events.ts';
import type { Address } from '../shared/contract.ts';
import { withExVat } from './arithmetic.ts';
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

/**
 * An invoice's lines and VAT: the order's lines as sold, with the pass's English name then when
 * there is one (`english`, pass id → name) and each line's amount excluding VAT. Under the VAT
 * franchise (the seller has no VAT number) no VAT is charged: each line's rate is 0, the price
 * the family paid is its amount excluding VAT, and the only "rate" is 0 % (docs/adr/0026).
 */
export function invoiceLines(placed: OrderPlaced['data'], options: { franchise: boolean; english?: ReadonlyMap<number, string> }): { lines: DocumentLine[]; vat: VatLine[]; total: number } {
  const lines = placed.lines.map((line): DocumentLine => {
    const english = options.english?.get(line.id)?.trim();
    return {
      fftId: line.id,
      libelle: line.libelle,
      ...(english && { translations: { en: { libelle: english } } }),
      qty: line.qty,
      unitPrice: line.fftTarif,
      tva: options.franchise ? 0 : line.tva,
      total: line.total,
    };
  });
  const vat = options.franchise ? vatPerRate(lines) : inRateOrder(placed.vat);
  return { lines: withExVat(lines, vat), vat, total: placed.total };
}

/**
 * The buyer of an order's invoice: the name and address billed with the payment (`billedTo`,
 * sealed under the books' key: an erasure after the payment does not reach it), or, for an order
 * paid before the payment carried it, as the order was placed.
 */
export const buyerOf = (placed: OrderPlaced['data'], billedTo?: OrderStatusChanged['data']['billedTo']): DocumentBuyer => ({
  famId: placed.famId,
  name: billedTo ? billedTo.name : placed.buyer.name || placed.famName,
  email: placed.buyer.email,
  address: addressLines(billedTo ? billedTo.address : placed.address),
  language: placed.buyer.language,
});

/**
 * The payments that took money, as an invoice says how it was paid (a refund of an excess does not
 * undo the sale). The reference kept is the one a person gave (the desk's cheque number or transfer
 * reference); a provider's own ids stay in the order's history.
 */
export function paymentsOf(events: readonly { type: string; data: unknown }[]): InvoiceIssued['data']['payments'] {
  const payments: InvoiceIssued['data']['payments'] = [];
  for (const event of events as OrderEvent[]) {
    if (event.type !== 'PaymentSucceeded') continue;
    const { method, amount, at, reference, provider } = event.data;
    payments.push({ method, amount, at, reference: provider === 'desk' ? reference : null });
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

/**
 * A credit note's lines and totals: its lines' sum, VAT per rate (computed once per rate,
 * orders/vat.ts) and each line's amount excluding VAT, for what it gives back.
 */
export function creditNoteLines(lines: readonly DocumentLine[]): { lines: DocumentLine[]; vat: VatLine[]; total: number } {
  const vat = vatPerRate(lines);
  return { lines: withExVat(lines, vat), vat, total: lines.reduce((sum, line) => sum + line.total, 0) };
}
