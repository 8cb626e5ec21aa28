import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { BookDocument } from '@plouf/projections';
import { documentPdf } from './pdf.ts';

/** The PDF's text, spaces (no-break ones too) made plain. */
async function text(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/[\s\u00a0]+/g, ' ');
}

const registered = { name: 'Plouf École de Natation', legalForm: 'SAS au capital de 10 000 €', street: '12 quai de la Loire', postalCode: '75019', city: 'Paris', country: 'France', siret: '91234567800015', vatNumber: 'FR40912345678', email: 'contact@plouf.fr', phone: '01 42 00 12 34', footer: 'RCS Paris 912 345 678' };
/** The same school without a VAT number: under the franchise. */
const franchised = { ...registered, vatNumber: '' };
const buyer = { famId: 3, name: 'Famille Martin', email: 'lea@x.fr', address: ['3 rue des Bassins', '75011 Paris'], language: 'fr' as const };

/** Three 10-lesson cards at 150 € incl. 20 % VAT, as issued from now on: lines excl. VAT recorded, the English name too. */
const invoice: BookDocument = {
  kind: 'invoice',
  documentId: '2026-000042',
  year: 2026,
  number: 42,
  orderId: 9,
  issuedAt: '2026-11-12T09:30:00.000Z',
  seller: registered,
  buyer,
  lines: [
    { fftId: 1, libelle: 'Carte 10 séances enfants', translations: { en: { libelle: 'Children’s 10-lesson card' } }, qty: 3, unitPrice: 15000, tva: 2000, total: 45000, totalExVat: 37500 },
    { fftId: 2, libelle: 'Bonnet de bain', qty: 1, unitPrice: 1055, tva: 550, total: 1055, totalExVat: 1000 },
  ],
  vat: [
    { tva: 550, base: 1000, amount: 55 },
    { tva: 2000, base: 37500, amount: 7500 },
  ],
  total: 46055,
  sourceEventId: 'e1',
  payments: [{ method: 0, amount: 46055, at: '2026-11-12T09:30:00.000Z', reference: null }],
  retainedUntil: '2036-12-31',
};

describe('an invoice as a PDF (CGI art. 242 nonies A)', () => {
  it('shows each line’s unit price and amount excluding VAT, its rate, and the totals excl. VAT, VAT and incl. VAT', async () => {
    const french = await text(await documentPdf(invoice, 'fr'));
    expect(french).toContain('P.U. HT');
    expect(french).toContain('Total HT');
    // 3 × 125,00 € excl. VAT = 375,00 €; 450,00 € incl. VAT.
    expect(french).toMatch(/Carte 10 séances enfants 3 125,00 € 20 % 375,00 € 450,00 €/);
    expect(french).toMatch(/Bonnet de bain 1 10,00 € 5,5 % 10,00 € 10,55 €/);
    expect(french).toMatch(/Total HT 385,00 € Total TVA 75,55 € Total TTC 460,55 €/);
    expect(french).toContain('N° TVA intracommunautaire FR40912345678');
    expect(french).not.toContain('TVA non applicable');
  });

  it('derives the amounts excluding VAT of a document issued before it recorded them, the same way', async () => {
    const older: BookDocument = { ...invoice, lines: invoice.lines.map(({ totalExVat: _, translations: __, ...line }) => line) };
    const french = await text(await documentPdf(older, 'fr'));
    expect(french).toMatch(/Carte 10 séances enfants 3 125,00 € 20 % 375,00 € 450,00 €/);
  });

  it('prints a unit price excl. VAT that is not a whole cent with its decimals', async () => {
    const three: BookDocument = { ...invoice, lines: [{ fftId: 5, libelle: 'Séance', qty: 3, unitPrice: 1000, tva: 2000, total: 3000 }], vat: [{ tva: 2000, base: 2500, amount: 500 }], total: 3000 };
    expect(await text(await documentPdf(three, 'fr'))).toMatch(/Séance 3 8,3333 € 20 % 25,00 € 30,00 €/);
  });

  it('charges no VAT under the franchise and says why, without a VAT line', async () => {
    const franchise: BookDocument = {
      ...invoice,
      seller: franchised,
      lines: invoice.lines.map((line) => ({ ...line, tva: 0, totalExVat: line.total })),
      vat: [{ tva: 0, base: 46055, amount: 0 }],
    };
    const french = await text(await documentPdf(franchise, 'fr'));
    expect(french).toContain('TVA non applicable, art. 293 B du CGI');
    expect(french).toMatch(/Carte 10 séances enfants 3 150,00 € 450,00 €/);
    expect(french).toMatch(/Total HT 460,55 € Net à payer 460,55 €/);
    expect(french).not.toMatch(/Total TVA|TVA par taux|20 %|Total TTC/);
    const english = await text(await documentPdf(franchise, 'en'));
    expect(english).toContain('TVA non applicable, art. 293 B du CGI (VAT not applicable, article 293 B of the French General Tax Code)');
  });

  it('prints no business-to-business mention, and a payment by card without a provider’s id', async () => {
    const paidOnline: BookDocument = { ...invoice, payments: [{ method: 0, amount: 46055, at: invoice.issuedAt, reference: 'offline:3c1f9a0e' }] };
    const french = await text(await documentPdf(paidOnline, 'fr'));
    expect(french).toContain('460,55 € payé le 12/11/2026 par carte bancaire');
    expect(french).not.toContain('offline:');
    expect(french).not.toMatch(/indemnité forfaitaire|40 €|escompte/i);
    const byCheque: BookDocument = { ...invoice, payments: [{ method: 1, amount: 46055, at: invoice.issuedAt, reference: 'Chèque 1234567' }] };
    expect(await text(await documentPdf(byCheque, 'fr'))).toContain('par chèque (réf. Chèque 1234567)');
  });

  it('names a line in English when the reader reads English: the name recorded, else the catalogue’s, else the French', async () => {
    const english = await text(await documentPdf(invoice, 'en', (fftId) => (fftId === 2 ? 'Swim cap' : undefined)));
    expect(english).toContain('Children’s 10-lesson card');
    expect(english).not.toContain('Carte 10 séances enfants');
    expect(english).toContain('Swim cap');
    expect(english).toMatch(/Unit price excl\. VAT/);
    expect(english).toMatch(/Total excl\. VAT €385\.00 Total VAT €75\.55 Total incl\. VAT €460\.55/);
    expect(await text(await documentPdf(invoice, 'en'))).toContain('Bonnet de bain');
  });
});
