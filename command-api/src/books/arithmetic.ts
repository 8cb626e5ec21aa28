/**
 * The books' arithmetic and the law's choices a document is printed with (pure; the process issues
 * with it, query-api prints with it: docs/adr/0026-invoices-law-and-retention.md). Exported as
 * `@plouf/command-api/books`.
 */
import type { VatLine } from '../orders/contract.ts';
import type { DocumentLine, InvoiceIssued, SchoolIdentity } from './events.ts';

/**
 * Each line's amount excluding VAT, in cents: its rate's base (the document's own, computed once
 * per rate on the rate's total) shared among that rate's lines in proportion to their totals, the
 * cents left going to the largest remainders. The lines of a rate add up to its base exactly, and
 * `base + VAT` to the lines' total: nothing on the document disagrees by a cent.
 *
 * @example
 * exVatTotals([{ tva: 2000, total: 1000 }, { tva: 2000, total: 1000 }, { tva: 2000, total: 1000 }], [{ tva: 2000, base: 2500, amount: 500 }]);
 * // [834, 833, 833]
 */
export function exVatTotals(lines: readonly Pick<DocumentLine, 'tva' | 'total'>[], vat: readonly VatLine[]): number[] {
  const result = lines.map(() => 0);
  for (const rate of new Set(lines.map((line) => line.tva))) {
    const indexes = lines.flatMap((line, index) => (line.tva === rate ? [index] : []));
    const total = indexes.reduce((sum, index) => sum + lines[index]!.total, 0);
    const recorded = vat.find((line) => line.tva === rate);
    const base = recorded ? recorded.base : Math.round((total * 10_000) / (10_000 + rate));
    if (total === 0) continue;
    const shares = indexes.map((index) => {
      const exact = (lines[index]!.total * base) / total;
      return { index, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
    });
    let left = base - shares.reduce((sum, share) => sum + share.cents, 0);
    for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
      if (left <= 0) break;
      share.cents += 1;
      left -= 1;
    }
    for (const share of shares) result[share.index] = share.cents;
  }
  return result;
}

/** The lines with their amounts excluding VAT (`exVatTotals`), as a document records them. */
export function withExVat(lines: readonly DocumentLine[], vat: readonly VatLine[]): DocumentLine[] {
  const totals = exVatTotals(lines, vat);
  return lines.map((line, index) => ({ ...line, totalExVat: totals[index]! }));
}

/**
 * A line's amounts excluding VAT as printed: its total (recorded at issue, or derived the same way
 * for a document issued before it was), and its unit price, that total over the quantity (a
 * fraction of a cent when the quantity does not divide it: the printing shows the decimals).
 */
export function lineExVat(line: DocumentLine, derived: number): { unit: number; total: number } {
  const total = line.totalExVat ?? derived;
  return { total, unit: total / line.qty };
}

/**
 * Whether a document was issued under the VAT franchise (CGI art. 293 B): its seller had no VAT
 * number and it charges no VAT. It then prints amounts without VAT and the mention the law asks.
 * A document issued before the franchise was applied that charged VAT with no number prints the
 * VAT it charged (VAT invoiced is owed, CGI art. 283-3), as it was issued.
 */
export const underFranchise = (document: { seller: Pick<SchoolIdentity, 'vatNumber'>; vat: readonly VatLine[] }) =>
  document.seller.vatNumber.trim() === '' && document.vat.every((line) => line.amount === 0);

/** The mention a document under the franchise carries, in French whatever the reader's language (the law's words). */
export const FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI';

type Payment = InvoiceIssued['data']['payments'][number];

/**
 * A payment's reference as a person reads it: the cheque number or transfer reference the desk
 * typed. A payment provider's own ids (Stripe's `evt_…`, the offline adapter's `offline:…`) are
 * kept in the order's history, not printed: documents issued since 2026-12 do not record them,
 * those issued before did, and are printed without them.
 *
 * @example
 * printedReference({ method: 1, reference: 'Chèque 1234567', … }); // 'Chèque 1234567'
 * printedReference({ method: 0, reference: 'offline:8f3c…', … }); // null
 */
export function printedReference(payment: Pick<Payment, 'reference'>): string | null {
  const reference = payment.reference?.trim();
  if (!reference || /^(offline[:_]|evt_|pi_|ch_|py_|re_)/.test(reference)) return null;
  return reference;
}
