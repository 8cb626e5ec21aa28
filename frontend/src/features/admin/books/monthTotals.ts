import type { DocumentSummary } from '../../../api/books.ts';

/** A document's total as the books count it: a credit note takes back, it counts negative. */
export const signedTotal = (document: Pick<DocumentSummary, 'kind' | 'total'>) => (document.kind === 'creditNote' ? -document.total : document.total);

/**
 * What a month's documents add up to, incl. VAT: invoiced, credited (a positive amount), and the
 * net of the two.
 *
 * @example
 * monthTotals([{ kind: 'invoice', total: 15000 }, { kind: 'creditNote', total: 5000 }]) // { invoiced: 15000, credited: 5000, net: 10000 }
 */
export function monthTotals(documents: readonly Pick<DocumentSummary, 'kind' | 'total'>[]) {
  let invoiced = 0;
  let credited = 0;
  for (const document of documents) {
    if (document.kind === 'invoice') invoiced += document.total;
    else credited += document.total;
  }
  return { invoiced, credited, net: invoiced - credited };
}

/** `YYYY-MM`, the month the books are asked for. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
