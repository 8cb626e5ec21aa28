import { given } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { vatPerRate } from '../orders/vat.ts';
import { invoicesDecider, type InvoicesCommand, type InvoicesState, type UnnumberedCreditNote, type UnnumberedInvoice } from './decider.ts';
import { addressLines, creditLines, parisYear } from './documents.ts';
import type { DocumentLine, InvoiceEvent, SchoolIdentityEvent } from './events.ts';
import { DEFAULT_IDENTITY, schoolIdentityDecider, type IdentityState, type SchoolIdentityCommand } from './identity.ts';

const now = '2026-11-27T10:00:00.000Z';
const lines: DocumentLine[] = [
  { fftId: 1, libelle: 'Carte 10 leçons', qty: 1, unitPrice: 12000, tva: 2000, total: 12000 },
  { fftId: 2, libelle: 'Bonnet', qty: 2, unitPrice: 1055, tva: 550, total: 2110 },
];
const invoice = (orderId: number, sourceEventId: string): UnnumberedInvoice => ({
  orderId,
  issuedAt: now,
  seller: DEFAULT_IDENTITY,
  buyer: { famId: 7, name: 'Martin', email: 'm@example.fr', address: [], language: 'fr' },
  lines,
  vat: vatPerRate(lines),
  total: 14110,
  sourceEventId,
  payments: [{ method: 0, amount: 14110, at: now, reference: null }],
});
const issued = (orderId: number, number: number, sourceEventId = `paid-${orderId}`): InvoiceEvent => ({
  type: 'InvoiceIssued',
  data: { ...invoice(orderId, sourceEventId), year: 2026, number, documentId: `2026-${String(number).padStart(6, '0')}` },
});

describe('the year’s documents', () => {
  const year = (...past: InvoiceEvent[]) => given<InvoicesCommand, InvoiceEvent, InvoicesState>(invoicesDecider, ...past);

  it('number each document after the last, invoices and credit notes in one sequence', () => {
    year().when({ type: 'IssueInvoice', data: { year: 2026, document: invoice(10, 'paid-10') } }).then([issued(10, 1)]);
    year(issued(10, 1), issued(11, 2)).when({ type: 'IssueInvoice', data: { year: 2026, document: invoice(12, 'paid-12') } }).then([issued(12, 3)]);
    const credit: UnnumberedCreditNote = { ...invoice(10, 'refund-10'), invoiceId: '2026-000001', reason: 'Déménagement', scope: 'full' };
    const [event] = year(issued(10, 1), issued(11, 2)).when({ type: 'IssueCreditNote', data: { year: 2026, document: credit } }).events();
    expect(event).toMatchObject({ type: 'CreditNoteIssued', data: { number: 3, documentId: '2026-000003', invoiceId: '2026-000001' } });
  });

  it('issue nothing for a source event already documented, nor a second invoice for an order', () => {
    year(issued(10, 1)).when({ type: 'IssueInvoice', data: { year: 2026, document: invoice(10, 'paid-10') } }).then([]);
    year(issued(10, 1)).when({ type: 'IssueInvoice', data: { year: 2026, document: invoice(10, 'another') } }).then([]);
    const credit: UnnumberedCreditNote = { ...invoice(10, 'refund-10'), invoiceId: '2026-000001', reason: '', scope: 'full' };
    const credited = year(issued(10, 1)).when({ type: 'IssueCreditNote', data: { year: 2026, document: credit } }).events();
    year(issued(10, 1), ...credited).when({ type: 'IssueCreditNote', data: { year: 2026, document: credit } }).then([]);
  });

  it('know each order’s invoice, for its credit note', () => {
    expect(year(issued(10, 1), issued(11, 2)).state.invoices[11]).toEqual({ documentId: '2026-000002', lines, total: 14110, buyer: invoice(11, 'x').buyer });
    expect(year(issued(10, 1), issued(11, 2)).state.count).toBe(2);
  });
});

describe('a credit note’s lines', () => {
  it('give back every line whole for the whole amount', () => {
    expect(creditLines(lines, 14110)).toEqual(lines);
    expect(creditLines(lines, 99_999)).toEqual(lines);
  });

  it('split a part over the lines in proportion, to the cent, VAT recomputed per rate', () => {
    const part = creditLines(lines, 5000);
    expect(part.reduce((sum, line) => sum + line.total, 0)).toBe(5000);
    // 12000 / 14110 of 5000 = 4252.3…, 2110 / 14110 of 5000 = 747.6…: the largest remainder takes the cent.
    expect(part.map((line) => line.total)).toEqual([4252, 748]);
    expect(part[0]).toMatchObject({ qty: 1, unitPrice: 4252, tva: 2000 });
    const vat = vatPerRate(part);
    expect(vat).toEqual([
      { tva: 550, base: 709, amount: 39 },
      { tva: 2000, base: 3543, amount: 709 },
    ]);
    expect(vat.reduce((sum, line) => sum + line.base + line.amount, 0)).toBe(5000);
  });

  it('share cents exactly over three equal lines', () => {
    const three = [1, 2, 3].map((fftId) => ({ fftId, libelle: `L${fftId}`, qty: 1, unitPrice: 1000, tva: 2000, total: 1000 }));
    expect(creditLines(three, 1000).map((line) => line.total)).toEqual([334, 333, 333]);
    expect(creditLines(three, 0)).toEqual([]);
  });
});

describe('the school’s identity', () => {
  const identity = (...past: SchoolIdentityEvent[]) => given<SchoolIdentityCommand, SchoolIdentityEvent, IdentityState>(schoolIdentityDecider, ...past);
  const own = { ...DEFAULT_IDENTITY, name: 'Plouf SAS', siret: '12345678900012', vatNumber: 'FR12123456789' };

  it('is the defaults until saved; saving the same again appends nothing', () => {
    expect(identity().state).toEqual({ identity: DEFAULT_IDENTITY, savedAt: null });
    identity().when({ type: 'SaveIdentity', data: { identity: own, now, by: 1 } }).then([{ type: 'SchoolIdentitySaved', data: { ...own, at: now, by: 1 } }]);
    identity({ type: 'SchoolIdentitySaved', data: { ...own, at: now, by: 1 } }).when({ type: 'SaveIdentity', data: { identity: own, now, by: 1 } }).then([]);
    // The defaults themselves, saved: now they are the school's own.
    expect(identity().when({ type: 'SaveIdentity', data: { identity: DEFAULT_IDENTITY, now, by: 1 } }).events()).toHaveLength(1);
  });
});

describe('a document’s year and buyer', () => {
  it('take the Paris year and the order’s address', () => {
    expect(parisYear('2026-12-31T22:59:59.000Z')).toBe(2026);
    expect(parisYear('2026-12-31T23:00:00.000Z')).toBe(2027);
    expect(addressLines({ adrNumberWay: '3 rue des Lilas', adrPostalCode: '69003', libelle: 'Lyon', adrIndoorInfos: 'Bât. B' })).toEqual(['3 rue des Lilas', 'Bât. B', '69003 Lyon']);
    expect(addressLines(null)).toEqual([]);
  });
});
