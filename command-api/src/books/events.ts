/**
 * The books (issue 24, docs/adr/0021-dashboard-and-books.md): the school's legal identity, and the
 * invoices and credit notes of its orders. An invoice or a credit note is a document numbered in
 * one unbroken sequence per year (`2026-000001`), the number given by the event that issues it, on
 * the year's stream (`invoices-2026`): once, never reused or skipped. A document is a snapshot: what
 * the seller, the buyer, the lines and the VAT were when it was issued; nothing later changes it.
 */
import type { VatLine } from '../orders/contract.ts';
import type { NameTranslations } from '../shared/contract.ts';

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
  /**
   * Intra-community VAT number (FR + 11 characters). It says the school's VAT scheme: set, the school
   * charges VAT at the catalogue's rates; empty, it is under the franchise (CGI art. 293 B) and its
   * documents charge none, with the mention the law asks (docs/adr/0026-invoices-law-and-retention.md).
   */
  vatNumber: string;
  email: string;
  phone: string;
  /** Free mentions at the foot of each document (the trade register, an insurer…); the VAT scheme's mention is printed by itself. */
  footer: string;
}

export type SchoolIdentitySaved = { type: 'SchoolIdentitySaved'; data: SchoolIdentity & Stamp };
export type SchoolIdentityEvent = SchoolIdentitySaved;
export const SCHOOL_IDENTITY_EVENT_TYPES = ['SchoolIdentitySaved'] as const satisfies readonly SchoolIdentityEvent['type'][];
export const SCHOOL_IDENTITY_STREAM = 'school-identity';

/**
 * Whom a document is made out to: the name and address billed when the order was paid (before,
 * as the order was placed), the email and language the order was placed with. A credit note's is
 * its invoice's.
 */
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
  /** The label the pass was sold under (French, the document's language of record). */
  libelle: string;
  /** The pass's English name when the document was issued, for a reader in English (absent before 2026-12, or when the catalogue had none). */
  translations?: NameTranslations;
  qty: number;
  /** Unit price including VAT, cents. */
  unitPrice: number;
  /** Basis points (2000 = 20 %); 0 on a document of a school under the franchise. */
  tva: number;
  /** Including VAT, cents. */
  total: number;
  /** Excluding VAT, cents: the line's share of its rate's base (`exVatTotals`). Absent before 2026-12: derived the same way when printed. */
  totalExVat?: number;
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
  /**
   * The last day the buyer's name and address are kept (the tenth 31 December after the document's
   * year): they are sealed under the year's books key (`booksSubject`), which a family's erasure does
   * not reach and the books' retention deletes the day after. Absent before 2026-12: the buyer was
   * sealed under the family's key and went with it.
   */
  retainedUntil?: string;
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
/**
 * The subject (docs/adr/0022-personal-data.md) whose key seals the buyers' names and addresses of a
 * year's documents, and the names billed on that year's payments: kept ten years past the year,
 * whatever the families do (docs/adr/0026-invoices-law-and-retention.md).
 */
export const booksSubject = (year: number) => `books-${year}`;
/** How many years after its own a document's buyer is kept (Code de commerce, art. L123-22). */
export const BOOKS_RETENTION_YEARS = 10;
/** The last day a year's documents keep their buyer: `2036-12-31` for 2026. */
export const retentionEnd = (year: number) => `${year + BOOKS_RETENTION_YEARS}-12-31`;

/**
 * A year's buyers past their retention: the key of `books-{year}` was deleted (and the erasure kept
 * in the ledger), so every name and address sealed under it reads as erased. One per year, on
 * `BOOKS_RETENTION_STREAM`.
 */
export type BooksRetentionEnded = { type: 'BooksRetentionEnded'; data: { year: number; erasureId: string; subjects: string[]; at: string } };
export const BOOKS_RETENTION_STREAM = 'books-retention';

/** `2026-000042`: the year and the number, as printed. */
export const documentId = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`;
