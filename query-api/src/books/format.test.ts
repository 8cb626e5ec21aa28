import { describe, expect, it } from 'vitest';
import type { BookDocument } from '@plouf/projections';
import { documentsCsv, paymentsCsv } from './csv.ts';
import { buyerName, euros, preciseEuros, ratePercentText } from './format.ts';

describe('amounts as the books print them', () => {
  it('are euros in French and English', () => {
    expect(euros(123450, 'fr')).toBe('1\u00a0234,50\u00a0€');
    expect(euros(123450, 'en')).toBe('€1,234.50');
    expect(euros(5, 'fr')).toBe('0,05\u00a0€');
    expect(euros(-500, 'en')).toBe('-€5.00');
    expect(euros(123456789, 'en')).toBe('€1,234,567.89');
    // A unit price excluding VAT may hold a fraction of a cent: printed with its decimals.
    expect(preciseEuros(2500 / 3, 'fr')).toBe('8,3333\u00a0€');
    expect(preciseEuros(1249.5, 'en')).toBe('€12.495');
    expect(preciseEuros(1250, 'fr')).toBe('12,50\u00a0€');
    expect(preciseEuros(123456789.5, 'en')).toBe('€1,234,567.895');
    expect(ratePercentText(550, 'fr')).toBe('5,5\u00a0%');
    expect(ratePercentText(550, 'en')).toBe('5.5%');
  });

  it('name an erased buyer in the reader’s language', () => {
    expect(buyerName('Famille supprimée', 'en')).toBe('Deleted family');
    expect(buyerName('Famille supprimée', 'fr')).toBe('Famille supprimée');
    expect(buyerName('Famille Martin', 'en')).toBe('Famille Martin');
  });
});

const seller = { name: 'Plouf', legalForm: '', street: '1 rue', postalCode: '75001', city: 'Paris', country: 'France', siret: '12345678900012', vatNumber: '', email: '', phone: '', footer: '' };
const buyer = { famId: 3, name: 'Martin; "Claire"', email: 'c@x.fr', address: [], language: 'fr' as const };
const invoice: BookDocument = {
  kind: 'invoice',
  documentId: '2026-000001',
  year: 2026,
  number: 1,
  orderId: 9,
  issuedAt: '2026-11-30T23:30:00.000Z',
  seller,
  buyer,
  lines: [],
  vat: [
    { tva: 550, base: 1000, amount: 55 },
    { tva: 2000, base: 10000, amount: 2000 },
  ],
  total: 13055,
  sourceEventId: 'e1',
  payments: [{ method: 1, amount: 13055, at: '2026-11-30T23:30:00.000Z', reference: 'CHQ 1' }],
};
const credit: BookDocument = { ...invoice, kind: 'creditNote', documentId: '2026-000002', number: 2, vat: [{ tva: 2000, base: 1000, amount: 200 }], total: 1200, sourceEventId: 'e2', invoiceId: '2026-000001', reason: '', scope: 'unused' };

describe('the accountant’s CSV', () => {
  it('lists documents with a BOM, `;`, decimal commas, a column pair per rate, credit notes negative', () => {
    const text = documentsCsv([invoice, credit], 'fr');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Numéro;Type;Date;Commande;Famille;Client;Total TTC;Base HT 5,5 %;TVA 5,5 %;Base HT 20 %;TVA 20 %',
      // Paris day: 30 November 23:30 UTC is 1 December in Paris.
      '2026-000001;Facture;2026-12-01;9;3;"Martin; ""Claire""";130,55;10,00;0,55;100,00;20,00',
      '2026-000002;Avoir;2026-12-01;9;3;"Martin; ""Claire""";-12,00;;;-10,00;-2,00',
      '',
    ]);
  });

  it('lists payments, a refund negative by the invoice’s way of payment; in English with `,` and decimal points', () => {
    const text = paymentsCsv([invoice, credit], new Map([[invoice.documentId, invoice]]), 'en');
    expect(text.slice(1).split('\r\n')).toEqual([
      'Date,Order,Family,Method,Amount,Reference,Document',
      '2026-12-01,9,3,Cheque,130.55,CHQ 1,2026-000001',
      '2026-12-01,9,3,Cheque,-12.00,,2026-000002',
      '',
    ]);
  });

  it('lists documents in English as an English spreadsheet opens them: `,` between fields, decimal points', () => {
    const text = documentsCsv([invoice, credit], 'en');
    expect(text.slice(1).split('\r\n')).toEqual([
      'Number,Kind,Date,Order,Family,Buyer,Total incl. VAT,Net 5.5%,VAT 5.5%,Net 20%,VAT 20%',
      '2026-000001,Invoice,2026-12-01,9,3,"Martin; ""Claire""",130.55,10.00,0.55,100.00,20.00',
      '2026-000002,Credit note,2026-12-01,9,3,"Martin; ""Claire""",-12.00,,,-10.00,-2.00',
      '',
    ]);
  });

  it('never shows a payment provider’s own id as a reference (documents issued before recorded them)', () => {
    const online = { ...invoice, payments: [{ method: 0, amount: 13055, at: invoice.issuedAt, reference: 'offline:2f9c' }] } as BookDocument;
    const rows = paymentsCsv([online], new Map(), 'fr').slice(1).split('\r\n');
    expect(rows[1]).toBe('2026-12-01;9;3;Carte;130,55;;2026-000001');
  });
});
