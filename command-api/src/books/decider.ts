import type { Decider } from '@plouf/infra';
import { documentId, type CreditNoteIssued, type DocumentBuyer, type DocumentLine, type InvoiceEvent, type InvoiceIssued } from './events.ts';

/** A document as the process builds it: everything but its number, which the year's stream gives. */
export type UnnumberedInvoice = Omit<InvoiceIssued['data'], 'documentId' | 'year' | 'number'>;
export type UnnumberedCreditNote = Omit<CreditNoteIssued['data'], 'documentId' | 'year' | 'number'>;

export type InvoicesCommand =
  | { type: 'IssueInvoice'; data: { year: number; document: UnnumberedInvoice } }
  | { type: 'IssueCreditNote'; data: { year: number; document: UnnumberedCreditNote } };

/** An order's invoice as a credit note needs it: what it charged, and to whom (a credit note names the same buyer). */
export interface IssuedInvoice {
  documentId: string;
  lines: DocumentLine[];
  total: number;
  buyer: DocumentBuyer;
}

/** One year's documents: how many, which source events and orders they document. */
export interface InvoicesState {
  count: number;
  /** Source event id → the document issued for it. */
  sources: Record<string, string>;
  /** Order id → its invoice of this year. */
  invoices: Record<number, IssuedInvoice>;
  /** Order id → its credit note of this year. */
  creditNotes: Record<number, string>;
}

/**
 * The year's one sequence of invoices and credit notes (stream `invoices-{year}`, ADR 0021): a
 * document takes the number after the stream's last, so with the expected revision two documents can
 * never share a number and none is skipped. A source event already documented, an order already
 * invoiced (or credited) this year, issues nothing: a replay after a crash appends nothing twice.
 *
 * @example
 * invoicesDecider.decide({ type: 'IssueInvoice', data: { year: 2026, document } }, state);
 * // [{ type: 'InvoiceIssued', data: { ...document, year: 2026, number: state.count + 1, documentId: '2026-000043' } }]
 */
export const invoicesDecider: Decider<InvoicesCommand, InvoiceEvent, InvoicesState> = {
  initialState: () => ({ count: 0, sources: {}, invoices: {}, creditNotes: {} }),
  decide(command, state) {
    const { year, document } = command.data;
    if (state.sources[document.sourceEventId] !== undefined) return [];
    const number = state.count + 1;
    const numbered = { year, number, documentId: documentId(year, number) };
    if (command.type === 'IssueInvoice') {
      if (state.invoices[document.orderId]) return [];
      return [{ type: 'InvoiceIssued', data: { ...command.data.document, ...numbered } }];
    }
    if (state.creditNotes[document.orderId] !== undefined) return [];
    return [{ type: 'CreditNoteIssued', data: { ...command.data.document, ...numbered } }];
  },
  evolve(state, event) {
    const { documentId: id, number, sourceEventId, orderId } = event.data;
    const next = { ...state, count: Math.max(state.count, number), sources: { ...state.sources, [sourceEventId]: id } };
    if (event.type === 'InvoiceIssued') return { ...next, invoices: { ...state.invoices, [orderId]: { documentId: id, lines: event.data.lines, total: event.data.total, buyer: event.data.buyer } } };
    return { ...next, creditNotes: { ...state.creditNotes, [orderId]: id } };
  },
};
