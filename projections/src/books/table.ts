import type { CreditNoteIssued, InvoiceIssued } from '@plouf/command-api/events';
import type { Selectable } from 'kysely';

/** A document as stored and served: its event's whole data, and which kind it is. */
export type BookDocument = (InvoiceIssued['data'] & { kind: 'invoice' }) | (CreditNoteIssued['data'] & { kind: 'creditNote' });

/** One row per invoice or credit note (`id` its documentId, `2026-000042`); `view` a BookDocument as JSON text. */
export interface DocumentsTable {
  id: string;
  kind: BookDocument['kind'];
  year: number;
  number: number;
  fam_id: number;
  order_id: number;
  issued_at: Date;
  view: string;
}

/** The school's legal identity as last saved: one row (id 1), the IdentityView as JSON text. */
export interface SchoolIdentityTable {
  id: number;
  view: string;
}

export type DocumentRow = Selectable<DocumentsTable>;
