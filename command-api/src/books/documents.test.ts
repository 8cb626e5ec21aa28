import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '../orders/events.ts';
import { exVatTotals, lineExVat, printedReference, underFranchise } from './arithmetic.ts';
import { buyerOf, creditLines, creditNoteLines, invoiceLines, paymentsOf } from './documents.ts';
import { DEFAULT_IDENTITY } from './identity.ts';

const at = '2026-11-12T09:30:00.000Z';
const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
const orderLine = (id: number, fftTarif: number, qty: number, tva = 2000) => ({ id, libelle: `Carte ${id}`, fftTarif, tva, qty, total: fftTarif * qty, psnId: null, fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, acyIds: [], psnIds: [] });
const placed: OrderPlaced['data'] = {
  orderId: 9,
  famId: 3,
  famName: 'Martin',
  buyer: { userId: 4, email: 'lea@x.fr', name: 'Léa Martin', language: 'en' },
  lines: [orderLine(1, 15000, 1), orderLine(2, 1000, 3), orderLine(3, 1055, 2, 550)],
  total: 15000 + 3000 + 2110,
  vat: [
    { tva: 550, base: 2000, amount: 110 },
    { tva: 2000, base: 15000, amount: 3000 },
  ],
  address: null,
  physical: false,
  channel: 'online',
  at,
  by: null,
};

describe('an invoice’s lines, excluding VAT (CGI art. 242 nonies A: unit price and line amount excl. VAT)', () => {
  it('share each rate’s base over its lines to the cent, so lines, bases and VAT all add up', () => {
    const { lines, vat, total } = invoiceLines(placed, { franchise: false });
    expect(vat).toEqual(placed.vat);
    expect(lines.map((line) => line.totalExVat)).toEqual([12500, 2500, 2000]);
    for (const rate of vat) {
      const ofRate = lines.filter((line) => line.tva === rate.tva);
      expect(ofRate.reduce((sum, line) => sum + line.totalExVat!, 0)).toBe(rate.base);
    }
    expect(vat.reduce((sum, line) => sum + line.base + line.amount, 0)).toBe(total);
    // Three cards of 10 € at 20 %: 25 € excl. VAT, 8,3333… € each.
    expect(lineExVat(lines[1]!, 0)).toEqual({ total: 2500, unit: 2500 / 3 });
  });

  it('give a rate’s odd cents to the largest remainders', () => {
    expect(exVatTotals([{ tva: 2000, total: 1000 }, { tva: 2000, total: 1000 }, { tva: 2000, total: 1000 }], [{ tva: 2000, base: 2500, amount: 500 }])).toEqual([834, 833, 833]);
    // A rate the document does not list (never the case): its base computed as the order's would be.
    expect(exVatTotals([{ tva: 1000, total: 1100 }], [])).toEqual([1000]);
  });

  it('charge no VAT under the franchise: the price paid is the amount excl. VAT, at 0 %', () => {
    const { lines, vat, total } = invoiceLines(placed, { franchise: true });
    expect(lines.every((line) => line.tva === 0 && line.totalExVat === line.total)).toBe(true);
    expect(vat).toEqual([{ tva: 0, base: total, amount: 0 }]);
    expect(underFranchise({ seller: DEFAULT_IDENTITY, vat })).toBe(true);
    expect(underFranchise({ seller: { vatNumber: 'FR40912345678' }, vat })).toBe(false);
    // Issued before the franchise was applied, VAT charged with no number: printed as it was issued.
    expect(underFranchise({ seller: DEFAULT_IDENTITY, vat: placed.vat })).toBe(false);
  });

  it('carry the pass’s English name when the catalogue had one', () => {
    const { lines } = invoiceLines(placed, { franchise: false, english: new Map([[1, '10-lesson card'], [2, ' ']]) });
    expect(lines[0]!.translations).toEqual({ en: { libelle: '10-lesson card' } });
    expect(lines[1]!.translations).toBeUndefined();
  });

  it('of a credit note for part of an order: one unit at the part, excl. VAT recomputed', () => {
    const { lines } = invoiceLines(placed, { franchise: false });
    const credit = creditNoteLines(creditLines(lines, 5000));
    expect(credit.total).toBe(5000);
    expect(credit.lines.reduce((sum, line) => sum + line.totalExVat!, 0)).toBe(credit.vat.reduce((sum, line) => sum + line.base, 0));
  });
});

describe('an invoice’s buyer and payments', () => {
  it('name whom the payment billed (kept through an erasure), else the order as placed', () => {
    expect(buyerOf(placed, { name: 'Famille Martin', address })).toEqual({ famId: 3, name: 'Famille Martin', email: 'lea@x.fr', address: ['3 rue des Bassins', '75011 Paris'], language: 'en' });
    expect(buyerOf({ ...placed, buyer: { ...placed.buyer, name: '' } })).toMatchObject({ name: 'Martin', address: [] });
  });

  it('keep a person’s reference (a cheque’s number), never a provider’s id', () => {
    const payments = paymentsOf([
      { type: 'PaymentSucceeded', data: { orderId: 9, paymentId: 'offline_pi_9', provider: 'offline', method: 0, amount: 100, reference: 'offline:7f1c2a', at, by: null } },
      { type: 'PaymentSucceeded', data: { orderId: 9, paymentId: 'pi_1', provider: 'stripe', method: 0, amount: 100, reference: 'evt_1Nx', at, by: null } },
      { type: 'PaymentSucceeded', data: { orderId: 9, paymentId: 'desk_1', provider: 'desk', method: 1, amount: 100, reference: 'Chèque 1234567', at, by: 1 } },
    ]);
    expect(payments.map((payment) => payment.reference)).toEqual([null, null, 'Chèque 1234567']);
    // Documents issued before recorded them: printed without.
    expect(printedReference({ reference: 'offline:7f1c2a' })).toBeNull();
    expect(printedReference({ reference: 'evt_1Nx' })).toBeNull();
    expect(printedReference({ reference: 'VIR-2026-11' })).toBe('VIR-2026-11');
  });
});
