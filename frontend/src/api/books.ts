/**
 * The books (issue 24): the school's legal identity, invoices and credit notes, their PDFs and the
 * accountant's CSV exports. PDFs and CSVs are plain links the browser downloads under the server's
 * file name, with the session cookie.
 */
import type { DocumentKind, DocumentSummary, IdentityInput, IdentityView } from '@plouf/command-api/contracts';
import { apiGet, apiSend, apiUrl, type Language } from './client.ts';

export type { DocumentKind, DocumentSummary, IdentityInput, IdentityView };

/** The school's legal identity (the defaults, `savedAt` null, while never saved). */
export function getIdentity(): Promise<IdentityView> {
  return apiGet<IdentityView>('/Ecole/identite', { share: false });
}

/** Saves the identity printed on the documents issued from now on. */
export function saveIdentity(input: IdentityInput, idempotencyKey: string): Promise<IdentityView> {
  return apiSend<IdentityView>('PUT', '/Ecole/identite', input, { idempotencyKey, readBack: () => '/Ecole/identite' });
}

/**
 * The documents of a month (`YYYY-MM`) or of an order, by number (the desk's).
 *
 * @example
 * listDocuments({ month: '2026-11' })
 * listDocuments({ orderId: 42 })
 */
export function listDocuments(query: { month: string } | { orderId: number }): Promise<DocumentSummary[]> {
  return apiGet<DocumentSummary[]>('/Facture', { query, share: false });
}

/** The caller's family's documents, newest first. */
export function listMyDocuments(): Promise<DocumentSummary[]> {
  return apiGet<DocumentSummary[]>('/Family/factures', { share: false });
}

/** A document's PDF, in the language asked. */
export const documentPdfUrl = (documentId: string, lang: Language) => apiUrl(`/Facture/${encodeURIComponent(documentId)}.pdf`, { lang });

/**
 * A month's CSV for the accountant: its invoices and credit notes, or its payments, in the screen's
 * language (its spreadsheet's separator and decimal mark, `@plouf/infra/csv`).
 */
export const booksExportUrl = (month: string, kind: 'documents' | 'payments', lang: Language) => apiUrl('/Compta/export.csv', { month, kind, lang });
