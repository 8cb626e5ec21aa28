/**
 * The books (issue 24, docs/adr/0021-dashboard-and-books.md): the school's legal identity, and the
 * invoices and credit notes of its orders. An invoice or a credit note is a document numbered in
 * one unbroken sequence per year (`2026-000001`), the number given by the event that issues it, on
 * the year's stream (`invoices-2026`): once, never reused or skipped. A document is a snapshot: what
 * the seller, the buyer, the lines and the VAT were when it was issued; nothing later changes it.
 */
import type { VatLine } from '../orders/contract.ts';

type Stamp = { at: string; by: number | null };

/** The school's legal identity, printed on every document (a back-office setting). */
export interface SchoolIdentity {
  /** Trade or company name. */
  name: string;
  /** E.g. "SAS au capital de 10 000 €"; may be empty. */
  legalForm: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** 14 digits. */
  siret: string;
  /** Intra-community VAT number (FR + 11 characters); empty when the school is not liable. */
  vatNumber: string;
  email: string;
  phone: string;
  /** Free mentions at the foot of each document (late-payment terms, "TVA non applicable, art. 293 B du CGI"…). */
  footer: string;
}

export type SchoolIdentitySaved = { type: 'SchoolIdentitySaved'; data: SchoolIdentity & Stamp };
export type SchoolIdentityEvent = SchoolIdentitySaved;
export const SCHOOL_IDENTITY_EVENT_TYPES = ['SchoolIdentitySaved'] as const satisfies readonly SchoolIdentityEvent['type'][];
export const SCHOOL_IDENTITY_STREAM = 'school-identity';

/** Whom a document is made out to, as the order was placed. */
export interface DocumentBuyer {
  famId: number;
  name: string;
  email: string;
  /** One line per part of the address, as printed; empty when the order had none. */
  address: string[];
  language: 'fr' | 'en';
}

/** A line of a document: amounts include VAT, in cents; a credit note's are what it gives back (positive). */
export interface DocumentLine {
  fftId: number;
  libelle: string;
  qty: number;
  /** Unit price including VAT, cents. */
  unitPrice: number;
  /** Basis points (2000 = 20 %). */
  tva: number;
  /** Including VAT, cents. */
  total: number;
}

/** What every document holds. `number` is the sequence's (1, 2, …); `documentId` its printed form. */
interface DocumentData {
  documentId: string;
  year: number;
  number: number;
  orderId: number;
  /** The moment the document is dated (the payment's or the refund's). */
  issuedAt: string;
  seller: SchoolIdentity;
  buyer: DocumentBuyer;
  lines: DocumentLine[];
  /** By rate, lowest first; `base + amount` per rate is that rate's lines' total. */
  vat: VatLine[];
  /** Including VAT, cents. */
  total: number;
  /** The event that made it owed (an `OrderStatusChanged`): a document is issued once per such event. */
  sourceEventId: string;
}

/** An order became paid: its invoice. `payments`: how it was paid (method 0 card, 1 cheque, 2 transfer; `free` for none). */
export type InvoiceIssued = {
  type: 'InvoiceIssued';
  data: DocumentData & { payments: { method: number | 'free'; amount: number; at: string; reference: string | null }[] };
};
/** A paid order was refunded: a credit note for what was given back, referring to its invoice. */
export type CreditNoteIssued = {
  type: 'CreditNoteIssued';
  data: DocumentData & { invoiceId: string; reason: string; scope: 'full' | 'unused' };
};
export type InvoiceEvent = InvoiceIssued | CreditNoteIssued;
export const INVOICE_EVENT_TYPES = ['InvoiceIssued', 'CreditNoteIssued'] as const satisfies readonly InvoiceEvent['type'][];
export const invoicesStream = (year: number) => `invoices-${year}`;
/** `2026-000042`: the year and the number, as printed. */
export const documentId = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`;
