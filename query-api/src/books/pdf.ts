/**
 * An invoice or a credit note as a PDF (pdfkit: a library made for PDFs, pure JavaScript, its
 * standard fonts inside the package), A4, in the reader's language. It prints only what the
 * document holds: the snapshot issued, never today's identity or catalogue.
 */
import { exVatTotals, lineExVat, printedReference, underFranchise } from '@plouf/command-api/books';
import type { Language } from '@plouf/infra';
import type { BookDocument } from '@plouf/projections';
import PDFDocument from 'pdfkit';
import { buyerName, dayText, euros, preciseEuros, ratePercentText } from './format.ts';
import { PDF_WORDS } from './pdf-words.ts';

/** The file name a document is downloaded under: `facture-2026-000042.pdf`, `credit-note-…` in English. */
export function documentFileName(document: Pick<BookDocument, 'kind' | 'documentId'>, language: Language) {
  const prefix = { fr: { invoice: 'facture', creditNote: 'avoir' }, en: { invoice: 'invoice', creditNote: 'credit-note' } }[language][document.kind];
  return `${prefix}-${document.documentId}.pdf`;
}

/** The documents' colours and A4 margins, shared by every PDF the school prints (invoices, statements). */
export const PDF_PAGE = { INK: '#1f2933', MUTED: '#5f6b7a', RULE: '#c7ced6', BAND: '#eef2f6', ACCENT: '#0b5394', LEFT: 50, RIGHT: 545 } as const;
const { INK, MUTED, RULE, BAND, ACCENT, LEFT, RIGHT } = PDF_PAGE;
const WIDTH = RIGHT - LEFT;

/** The English of a pass's name for a document issued before it recorded one (the catalogue's today, ADR 0017). */
export type EnglishNames = (fftId: number) => string | undefined;

type Column = { label: string; x: number; width: number; align: 'left' | 'right' };

/**
 * Renders a document. Resolves with the PDF's bytes. Each line shows its unit price and amount
 * excluding VAT and its rate (CGI art. 242 nonies A); a document under the VAT franchise shows no
 * VAT and the mention of art. 293 B. A line is named in English when the reader reads English and
 * the document recorded the pass's English name (`englishNames` for those issued before).
 *
 * @example
 * const pdf = await documentPdf(document, 'fr'); // Buffer starting with %PDF
 */
export function documentPdf(document: BookDocument, language: Language, englishNames?: EnglishNames): Promise<Buffer> {
  const t = PDF_WORDS[language];
  const money = (cents: number) => euros(cents, language);
  const franchise = underFranchise(document);
  const pdf = new PDFDocument({ size: 'A4', bufferPages: true, margins: { top: 50, bottom: 50, left: LEFT, right: 595 - RIGHT }, info: { Title: `${t[document.kind]} ${document.documentId}`, Author: document.seller.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const seller = document.seller;
  // The seller, top left.
  pdf.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(seller.name, LEFT, 50, { width: 280 });
  pdf.fillColor(MUTED).font('Helvetica').fontSize(9);
  const sellerLines = [seller.legalForm, seller.street, `${seller.postalCode} ${seller.city}`, seller.country, `${t.siret} ${seller.siret}`, seller.vatNumber ? `${t.vatNumber} ${seller.vatNumber}` : '', seller.email, seller.phone];
  for (const line of sellerLines.filter((line) => line.trim().length > 0)) pdf.text(line, { width: 280 });
  const sellerBottom = pdf.y;

  // The document's title and references, top right.
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(t[document.kind], 330, 50, { width: RIGHT - 330, align: 'right' });
  pdf.font('Helvetica').fontSize(10).moveDown(0.3);
  const refs: [string, string][] = [
    [t.number, document.documentId],
    [t.date, dayText(document.issuedAt, language)],
    [t.order, String(document.orderId)],
  ];
  if (document.kind === 'creditNote') refs.push([t.refersTo, document.invoiceId]);
  for (const [label, value] of refs) {
    const y = pdf.y;
    pdf.fillColor(MUTED).text(label, 330, y, { width: 120, align: 'left' });
    pdf.fillColor(INK).font('Helvetica-Bold').text(value, 450, y, { width: RIGHT - 450, align: 'right' });
    pdf.font('Helvetica');
  }

  // The buyer, in a box on the right: as billed, kept through the family's erasure (ADR 0026).
  const buyerTop = Math.max(sellerBottom, pdf.y) + 20;
  const buyerLines = [buyerName(document.buyer.name, language), ...document.buyer.address, document.buyer.email].filter((line) => line.length > 0);
  pdf.fontSize(10);
  const buyerHeights = buyerLines.map((line, index) => pdf.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica').heightOfString(line, { width: RIGHT - 324 }));
  const boxHeight = 26 + buyerHeights.reduce((sum, height) => sum + height, 0);
  pdf.roundedRect(300, buyerTop, RIGHT - 300, boxHeight, 4).lineWidth(0.7).strokeColor(RULE).stroke();
  pdf.fillColor(MUTED).font('Helvetica').fontSize(8).text(t.billedTo.toUpperCase(), 312, buyerTop + 8);
  pdf.fillColor(INK).fontSize(10);
  let buyerY = buyerTop + 20;
  buyerLines.forEach((line, index) => {
    pdf.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica').text(line, 312, buyerY, { width: RIGHT - 324 });
    buyerY += buyerHeights[index]!;
  });

  // The lines: designation, quantity, unit price and amount excluding VAT, rate, amount including VAT.
  let y = buyerTop + boxHeight + 30;
  const columns: Column[] = franchise
    ? [
        { label: t.line, x: LEFT + 6, width: 255, align: 'left' },
        { label: t.qty, x: 311, width: 40, align: 'right' },
        { label: t.unitExVat, x: 355, width: 90, align: 'right' },
        { label: t.totalExVat, x: 449, width: RIGHT - 455, align: 'right' },
      ]
    : [
        { label: t.line, x: LEFT + 6, width: 174, align: 'left' },
        { label: t.qty, x: 232, width: 28, align: 'right' },
        { label: t.unitExVat, x: 264, width: 68, align: 'right' },
        { label: t.rate, x: 336, width: 40, align: 'right' },
        { label: t.totalExVat, x: 380, width: 78, align: 'right' },
        { label: t.total, x: 462, width: RIGHT - 468, align: 'right' },
      ];
  const row = (cells: string[], top: number, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const height = Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]!.width })));
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(cell, column.x, top, { width: column.width, align: column.align });
    });
    return height;
  };
  // The header band is as tall as its longest label (English ones wrap).
  pdf.font('Helvetica-Bold').fontSize(9);
  const headerHeight = Math.max(...columns.map((column) => pdf.heightOfString(column.label, { width: column.width }))) + 12;
  pdf.rect(LEFT, y - 6, WIDTH, headerHeight).fill(BAND);
  pdf.fillColor(INK);
  row(columns.map((column) => column.label), y, true);
  y += headerHeight;
  pdf.fontSize(9.5);
  const derived = exVatTotals(document.lines, document.vat);
  document.lines.forEach((line, index) => {
    if (y > 720) {
      pdf.addPage();
      y = 50;
    }
    const name = language === 'en' ? line.translations?.en?.libelle?.trim() || englishNames?.(line.fftId)?.trim() || line.libelle : line.libelle;
    const exVat = lineExVat(line, derived[index]!);
    const cells = franchise
      ? [name, String(line.qty), preciseEuros(exVat.unit, language), money(exVat.total)]
      : [name, String(line.qty), preciseEuros(exVat.unit, language), ratePercentText(line.tva, language), money(exVat.total), money(line.total)];
    y += row(cells, y) + 8;
    pdf.moveTo(LEFT, y - 4).lineTo(RIGHT, y - 4).lineWidth(0.5).strokeColor(RULE).stroke();
  });

  // VAT per rate, or the franchise's mention (left), and the totals (right).
  y += 16;
  if (y > 640) {
    pdf.addPage();
    y = 50;
  }
  const top = y;
  y = franchise ? franchiseMention(pdf, t.franchise, y) : vatTable(pdf, document, language, y);
  const base = document.vat.reduce((sum, line) => sum + line.base, 0);
  const vat = document.vat.reduce((sum, line) => sum + line.amount, 0);
  let totalsY = top + 16;
  const totals: [string, string, boolean][] = franchise
    ? [
        [t.totalHt, money(base), false],
        [t.toPay, money(document.total), true],
      ]
    : [
        [t.totalHt, money(base), false],
        [t.totalVat, money(vat), false],
        [t.totalTtc, money(document.total), true],
      ];
  for (const [label, value, strong] of totals) {
    if (strong) pdf.rect(350, totalsY - 5, RIGHT - 350, 20).fill(ACCENT);
    pdf.fillColor(strong ? '#ffffff' : INK).font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 10);
    pdf.text(label, 358, totalsY, { width: 100 });
    pdf.text(value, 450, totalsY, { width: RIGHT - 458, align: 'right' });
    totalsY += 20;
  }

  // How it was paid (the date, the way, a person's reference), or what was given back.
  y = Math.max(y, totalsY) + 24;
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(document.kind === 'invoice' ? t.paid : t.refunded(money(document.total)), LEFT, y);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  if (document.kind === 'invoice') {
    for (const payment of document.payments) {
      const how = t.methods[String(payment.method)] ?? String(payment.method);
      const reference = printedReference(payment);
      pdf.text(t.paidOn(dayText(payment.at, language), how, money(payment.amount)) + (reference ? ` (${t.reference} ${reference})` : ''), LEFT, pdf.y + 2, { width: WIDTH });
    }
  } else if (document.reason.trim()) {
    pdf.text(t.reason(document.reason), LEFT, pdf.y + 2, { width: WIDTH });
  }

  // The footer on every page: the mentions and the seller's registration.
  const pages = pdf.bufferedPageRange();
  const legal = [seller.name, seller.legalForm, `${t.siret} ${seller.siret}`, seller.vatNumber ? `${t.vatNumber} ${seller.vatNumber}` : ''].filter((part) => part.trim()).join(' · ');
  for (let index = pages.start; index < pages.start + pages.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.height - 40;
    pdf.page.margins.bottom = 0;
    pdf.moveTo(LEFT, bottom - 40).lineTo(RIGHT, bottom - 40).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.fillColor(MUTED).font('Helvetica').fontSize(7.5);
    if (seller.footer.trim()) pdf.text(seller.footer, LEFT, bottom - 34, { width: WIDTH, align: 'center', height: 20, ellipsis: true });
    pdf.text(legal, LEFT, bottom - 12, { width: WIDTH - 60, align: 'left', lineBreak: false });
    pdf.text(`${t.page} ${index - pages.start + 1}/${pages.count}`, RIGHT - 60, bottom - 12, { width: 60, align: 'right', lineBreak: false });
  }
  pdf.end();
  return done;
}

/** The VAT of each rate, base and amount (a document's own, computed once per rate at issue); returns the y below it. */
function vatTable(pdf: PDFKit.PDFDocument, document: BookDocument, language: Language, top: number): number {
  const t = PDF_WORDS[language];
  const money = (cents: number) => euros(cents, language);
  let y = top;
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(t.vatTable, LEFT, y);
  y += 16;
  const columns = [LEFT, LEFT + 60, LEFT + 135, LEFT + 205];
  pdf.rect(LEFT, y - 4, 270, 18).fill(BAND);
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(9);
  [t.rate, t.base, t.amount, t.total].forEach((label, index) => pdf.text(label, columns[index]! + 4, y, { width: 60, align: index === 0 ? 'left' : 'right' }));
  y += 18;
  pdf.font('Helvetica').fontSize(9);
  for (const line of document.vat) {
    const cells = [ratePercentText(line.tva, language), money(line.base), money(line.amount), money(line.base + line.amount)];
    cells.forEach((cell, index) => pdf.text(cell, columns[index]! + 4, y, { width: 60, align: index === 0 ? 'left' : 'right' }));
    y += 14;
  }
  return y;
}

/** The franchise's mention, where the VAT table would be, level with the first total; returns the y below it. */
function franchiseMention(pdf: PDFKit.PDFDocument, mention: string, top: number): number {
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(mention, LEFT, top + 16, { width: 270 });
  return pdf.y + 4;
}
