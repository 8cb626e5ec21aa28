import { INVOICE_EVENT_TYPES, SCHOOL_IDENTITY_EVENT_TYPES, identityOf, type BooksRetentionEnded, type FamilyErased, type InvoiceEvent, type SchoolIdentityEvent } from '@plouf/command-api/events';
import type { IdentityView } from '@plouf/command-api/contracts';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { erased } from '../runner/erased.ts';
import type { Projector } from '../runner/projector.ts';
import type { BookDocument } from './table.ts';

/** The one row the identity is kept in. */
export const SCHOOL_IDENTITY_ROW = 1;

/**
 * The books (issue 24): each invoice and credit note as issued (its event's data, a snapshot:
 * nothing later changes it), and the school's identity as last saved. Notices: `books`, ids the
 * families whose documents were issued (the back-office's room and each family's room).
 */
export const booksProjector: Projector = {
  readModel: READ_MODELS.books,
  handles: [...INVOICE_EVENT_TYPES, ...SCHOOL_IDENTITY_EVENT_TYPES, 'FamilyErased', 'BooksRetentionEnded'],
  async apply(trx, recorded) {
    if (recorded.type === 'FamilyErased') {
      // The family erased (issue 25): its documents keep their numbers, lines, VAT and payments, and
      // the buyer's name and address as issued, kept under the books' key for the legal ten years
      // (ADR 0026); the email goes. A document issued before (no `retainedUntil`) loses them all.
      const { famId } = (recorded as unknown as FamilyErased).data;
      const rows = await trx.selectFrom('documents').select(['id', 'view']).where('fam_id', '=', famId).execute();
      for (const row of rows) {
        const document = JSON.parse(row.view) as BookDocument;
        const kept = document.retainedUntil !== undefined;
        const buyer = { ...document.buyer, email: erased('email', document.buyer.email), ...(!kept && { name: erased('familyName', document.buyer.name), address: erased('lines', document.buyer.address) }) };
        await trx.updateTable('documents').set({ view: JSON.stringify({ ...document, buyer }) }).where('id', '=', row.id).execute();
      }
      return [famId];
    }
    if (recorded.type === 'BooksRetentionEnded') {
      // A year past its ten years (ADR 0026): the buyers kept under its books key read as erased.
      const { year } = (recorded as unknown as BooksRetentionEnded).data;
      const rows = await trx.selectFrom('documents').select(['id', 'view', 'fam_id']).where('year', '=', year).execute();
      const families = new Set<number>();
      for (const row of rows) {
        const document = JSON.parse(row.view) as BookDocument;
        if (document.retainedUntil === undefined) continue;
        const buyer = { ...document.buyer, name: erased('familyName', document.buyer.name), address: erased('lines', document.buyer.address) };
        await trx.updateTable('documents').set({ view: JSON.stringify({ ...document, buyer }) }).where('id', '=', row.id).execute();
        families.add(row.fam_id);
      }
      return [...families];
    }
    const event = { type: recorded.type, data: recorded.data } as InvoiceEvent | SchoolIdentityEvent;
    if (event.type === 'SchoolIdentitySaved') {
      const view: IdentityView = { ...identityOf(event.data), savedAt: event.data.at };
      await trx
        .insertInto('school_identity')
        .values({ id: SCHOOL_IDENTITY_ROW, view: JSON.stringify(view) })
        .onConflict((oc) => oc.column('id').doUpdateSet({ view: JSON.stringify(view) }))
        .execute();
      return [];
    }
    const document: BookDocument = event.type === 'InvoiceIssued' ? { kind: 'invoice', ...event.data } : { kind: 'creditNote', ...event.data };
    await trx
      .insertInto('documents')
      .values({
        id: document.documentId,
        kind: document.kind,
        year: document.year,
        number: document.number,
        fam_id: document.buyer.famId,
        order_id: document.orderId,
        issued_at: new Date(document.issuedAt),
        view: JSON.stringify(document),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return [document.buyer.famId];
  },
  async reset(trx) {
    await trx.deleteFrom('documents').execute();
    await trx.deleteFrom('school_identity').execute();
  },
};
