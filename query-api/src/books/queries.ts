import { DEFAULT_IDENTITY } from '@plouf/command-api/events';
import type { DocumentSummary, IdentityView } from '@plouf/command-api/contracts';
import { SCHOOL_IDENTITY_ROW, type BookDocument, type Database } from '@plouf/projections';
import { parisMoment } from '@plouf/infra/days';
import type { Kysely } from 'kysely';

/** The identity before the back-office ever saved one. */
const DEFAULT_VIEW: IdentityView = { ...DEFAULT_IDENTITY, savedAt: null };

/** A document as listed. */
export const summaryOf = (document: BookDocument): DocumentSummary => ({
  documentId: document.documentId,
  kind: document.kind,
  year: document.year,
  number: document.number,
  orderId: document.orderId,
  famId: document.buyer.famId,
  buyerName: document.buyer.name,
  issuedAt: document.issuedAt,
  total: document.total,
  vat: document.vat,
  invoiceId: document.kind === 'creditNote' ? document.invoiceId : null,
});

/**
 * A Paris month's bounds, as moments.
 *
 * @example
 * monthBounds('2026-12'); // { from: 2026-11-30T23:00:00.000Z, to: 2026-12-31T23:00:00.000Z }
 */
export function monthBounds(month: string) {
  const first = `${month}-01`;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from: new Date(parisMoment(first, 0, 0)), to: new Date(parisMoment(next, 0, 0)) };
}

/** The books' read model (issue 24): documents as issued, and the school's identity. */
export function booksQueries(db: Kysely<Database>) {
  const parse = (row: { view: string }) => JSON.parse(row.view) as BookDocument;
  return {
    async identity(): Promise<IdentityView> {
      const row = await db.selectFrom('school_identity').select('view').where('id', '=', SCHOOL_IDENTITY_ROW).executeTakeFirst();
      return row ? (JSON.parse(row.view) as IdentityView) : DEFAULT_VIEW;
    },
    /** A family's documents, newest first. */
    async ofFamily(famId: number): Promise<DocumentSummary[]> {
      const rows = await db.selectFrom('documents').select('view').where('fam_id', '=', famId).orderBy('issued_at', 'desc').orderBy('year', 'desc').orderBy('number', 'desc').limit(1000).execute();
      return rows.map((row) => summaryOf(parse(row)));
    },
    /** A Paris month's documents, whole, by number. */
    async ofMonth(month: string): Promise<BookDocument[]> {
      const { from, to } = monthBounds(month);
      const rows = await db.selectFrom('documents').select('view').where('issued_at', '>=', from).where('issued_at', '<', to).orderBy('year').orderBy('number').execute();
      return rows.map(parse);
    },
    /** An order's documents (its invoice, its credit note), by number. */
    async ofOrder(orderId: number): Promise<BookDocument[]> {
      const rows = await db.selectFrom('documents').select('view').where('order_id', '=', orderId).orderBy('year').orderBy('number').execute();
      return rows.map(parse);
    },
    async byId(documentId: string): Promise<BookDocument | null> {
      const row = await db.selectFrom('documents').select('view').where('id', '=', documentId).executeTakeFirst();
      return row ? parse(row) : null;
    },
  };
}

export type BooksQueries = ReturnType<typeof booksQueries>;
