/**
 * A family's statement as a PDF (issue 43): the school, the family, the day, each entry with its
 * amount and the balance after it, the balance, the parts still to pay. A4, in the reader's
 * language, pdfkit as the invoices.
 */
import type { IdentityView, Statement, StatementEntry } from '@plouf/command-api/contracts';
import type { Language } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import PDFDocument from 'pdfkit';
import { dayText, euros } from '../books/format.ts';
import { PDF_WORDS } from '../books/pdf-words.ts';
import { PDF_PAGE } from '../books/pdf.ts';

const NBSP = '\u00a0';
const { INK, MUTED, RULE, BAND, ACCENT, LEFT, RIGHT } = PDF_PAGE;
const WIDTH = RIGHT - LEFT;

const WORDS = {
  fr: {
    title: 'Relevé de compte',
    family: 'Famille',
    asOf: 'Au',
    period: (from: string, to: string) => `Du ${from} au ${to}`,
    since: (from: string) => `Depuis le ${from}`,
    until: (to: string) => `Jusqu’au ${to}`,
    balanceBefore: (day: string) => `Solde avant le ${day}`,
    balanceOn: (day: string) => `Solde au ${day}`,
    date: 'Date',
    what: 'Opération',
    amount: 'Montant',
    balance: 'Solde',
    owed: (amount: string) => `Reste à payer${NBSP}: ${amount}`,
    inFavour: (amount: string) => `En votre faveur${NBSP}: ${amount}`,
    settled: 'Compte à jour : rien à payer',
    upcoming: 'Prochains versements',
    part: (part: number, parts: number) => `versement ${part} sur ${parts}`,
    dueOn: (day: string, order: number, part: string, amount: string) => `${day} — commande ${order}, ${part} : ${amount}`,
    none: 'Aucune opération pour l’instant.',
    noneInPeriod: 'Aucune opération sur cette période.',
    order: (id: number) => `Commande ${id}`,
    discounts: 'Remises',
    discountKinds: { sibling: 'frère ou sœur', secondClass: 'deuxième cours', promo: 'code' } as Record<string, string>,
    paidBy: (method: string) => `Paiement par ${method}`,
    refund: (id: number) => `Remboursement, commande ${id}`,
    cancelled: (id: number) => `Commande ${id} annulée`,
    creditNote: (id: number) => `Avoir, commande ${id}`,
    quoted: (id: number) => `Commande ${id} redevenue un devis`,
    page: 'Page',
  },
  en: {
    title: 'Account statement',
    family: 'Family',
    asOf: 'As of',
    period: (from: string, to: string) => `From ${from} to ${to}`,
    since: (from: string) => `Since ${from}`,
    until: (to: string) => `Up to ${to}`,
    balanceBefore: (day: string) => `Balance before ${day}`,
    balanceOn: (day: string) => `Balance on ${day}`,
    date: 'Date',
    what: 'Entry',
    amount: 'Amount',
    balance: 'Balance',
    owed: (amount: string) => `Left to pay: ${amount}`,
    inFavour: (amount: string) => `In your favour: ${amount}`,
    settled: 'Account settled: nothing to pay',
    upcoming: 'Next instalments',
    part: (part: number, parts: number) => `instalment ${part} of ${parts}`,
    dueOn: (day: string, order: number, part: string, amount: string) => `${day} — order ${order}, ${part}: ${amount}`,
    none: 'No entries yet.',
    noneInPeriod: 'No entries in this period.',
    order: (id: number) => `Order ${id}`,
    discounts: 'Discounts',
    discountKinds: { sibling: 'sibling', secondClass: 'second class', promo: 'code' } as Record<string, string>,
    paidBy: (method: string) => `Payment by ${method}`,
    refund: (id: number) => `Refund, order ${id}`,
    cancelled: (id: number) => `Order ${id} cancelled`,
    creditNote: (id: number) => `Credit note, order ${id}`,
    quoted: (id: number) => `Order ${id} back to a quote`,
    page: 'Page',
  },
} as const;

/** An entry in words, as the PDF prints it (the screens say the same from their catalogue). */
export function entryText(entry: StatementEntry, language: Language): string {
  const w = WORDS[language];
  switch (entry.kind) {
    case 'charged':
      return entry.cents < 0 ? w.quoted(entry.orderId) : `${w.order(entry.orderId)}${language === 'fr' ? `${NBSP}:` : ':'} ${entry.lines.join(language === 'fr' ? ' ; ' : '; ')}`;
    case 'discounted': {
      const kinds = entry.discounts.map((discount) => (discount.kind === 'promo' && discount.code ? `${w.discountKinds.promo} ${discount.code}` : (w.discountKinds[discount.kind] ?? discount.kind)));
      return `${w.discounts}, ${w.order(entry.orderId).toLowerCase()}${kinds.length > 0 ? ` (${[...new Set(kinds)].join(', ')})` : ''}`;
    }
    case 'paid': {
      const method = PDF_WORDS[language].methods[String(entry.method ?? 0)] ?? '';
      const part = entry.part !== null && entry.parts !== null ? `, ${w.part(entry.part, entry.parts)}` : '';
      return `${w.paidBy(method)}, ${w.order(entry.orderId).toLowerCase()}${part}`;
    }
    case 'refunded':
      return w.refund(entry.orderId);
    case 'credited':
      return entry.orderStatus === 6 ? w.cancelled(entry.orderId) : w.creditNote(entry.orderId);
  }
}

/**
 * An entry's amount as it moves the balance: `+180,00 €` charged, `-60,00 €` paid. The PDF's
 * standard fonts have no minus sign (U+2212): the hyphen stands for it, as on a bank statement.
 */
export function signedAmount(entry: StatementEntry, language: Language): string {
  const up = entry.kind === 'charged' || entry.kind === 'refunded' ? entry.cents : -entry.cents;
  return `${up > 0 ? '+' : up < 0 ? '-' : ''}${euros(Math.abs(up), language)}`;
}

const SHORT_DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
/** A moment's Paris day as the table prints it, in either language: `19/11/2026` (the screens' form too). */
const shortDay = (moment: string) => SHORT_DAY.format(new Date(moment));

/** `releve-12-2026-12-01.pdf`; a period's names it: `releve-12-2026-11-01-2026-11-30.pdf`. */
export function statementFileName(statement: Pick<Statement, 'famId' | 'at' | 'from' | 'to'>, language: Language) {
  const period = statement.from !== null || statement.to !== null ? `${statement.from ?? 'debut'}-${statement.to ?? statement.at.slice(0, 10)}` : statement.at.slice(0, 10);
  return `${language === 'fr' ? 'releve' : 'statement'}-${statement.famId}-${period}.pdf`;
}

/** A Paris day (`2026-11-30`) in words: `30 novembre 2026`. */
const dayWords = (day: string, language: Language) => dayText(`${day}T12:00:00Z`, language);

/** The period read, in words; null for the whole account. */
function periodText(statement: Statement, language: Language): string | null {
  const w = WORDS[language];
  const { from, to } = statement;
  if (from !== null && to !== null) return w.period(dayWords(from, language), dayWords(to, language));
  if (from !== null) return w.since(dayWords(from, language));
  if (to !== null) return w.until(dayWords(to, language));
  return null;
}

/** Dated by the statement's moment (the server's clock), not the machine's: the same statement prints the same bytes. */
export function statementPdf(statement: Statement, seller: IdentityView, language: Language): Promise<Buffer> {
  const w = WORDS[language];
  const money = (cents: number) => euros(cents, language);
  const pdf = new PDFDocument({ size: 'A4', bufferPages: true, margins: { top: 50, bottom: 50, left: LEFT, right: 595 - RIGHT }, info: { Title: `${w.title} — ${statement.famName}`, Author: seller.name, CreationDate: new Date(statement.at) } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(seller.name, LEFT, 50, { width: 280 });
  pdf.fillColor(MUTED).font('Helvetica').fontSize(9);
  for (const line of [seller.street, `${seller.postalCode} ${seller.city}`, seller.email, seller.phone].filter((line) => line.trim().length > 0)) pdf.text(line, { width: 280 });
  const sellerBottom = pdf.y;
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(w.title, 300, 50, { width: RIGHT - 300, align: 'right' });
  pdf.font('Helvetica').fontSize(10).moveDown(0.3);
  pdf.fillColor(INK).font('Helvetica-Bold').text(`${w.family}${language === 'fr' ? NBSP : ''}: ${statement.famName}`, 300, pdf.y, { width: RIGHT - 300, align: 'right' });
  pdf.font('Helvetica').fillColor(MUTED).text(`${w.asOf} ${dayText(statement.at, language)}`, 300, pdf.y, { width: RIGHT - 300, align: 'right' });
  const period = periodText(statement, language);
  if (period !== null) pdf.font('Helvetica-Bold').fillColor(INK).text(period, 300, pdf.y, { width: RIGHT - 300, align: 'right' });

  // The balance, in a band.
  let y = Math.max(sellerBottom, pdf.y) + 24;
  const summary = statement.balance > 0 ? w.owed(money(statement.balance)) : statement.balance < 0 ? w.inFavour(money(-statement.balance)) : w.settled;
  pdf.rect(LEFT, y - 6, WIDTH, 26).fill(statement.balance > 0 ? ACCENT : BAND);
  pdf.fillColor(statement.balance > 0 ? '#ffffff' : INK).font('Helvetica-Bold').fontSize(12).text(summary, LEFT + 10, y, { width: WIDTH - 20 });
  y += 36;

  if (statement.upcoming.length > 0) {
    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(w.upcoming, LEFT, y);
    pdf.font('Helvetica').fontSize(9.5).fillColor(INK);
    for (const due of statement.upcoming) pdf.text(w.dueOn(dayText(`${due.due}T12:00:00Z`, language), due.orderId, w.part(due.part, due.parts), money(due.cents)), LEFT + 8, pdf.y + 2, { width: WIDTH - 8 });
    y = pdf.y + 18;
  }

  const columns = [
    { label: w.date, x: LEFT + 6, width: 70, align: 'left' as const },
    { label: w.what, x: LEFT + 80, width: 250, align: 'left' as const },
    { label: w.amount, x: LEFT + 334, width: 76, align: 'right' as const },
    { label: w.balance, x: LEFT + 414, width: WIDTH - 420, align: 'right' as const },
  ];
  const header = (top: number) => {
    pdf.rect(LEFT, top - 6, WIDTH, 20).fill(BAND);
    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(9);
    for (const column of columns) pdf.text(column.label, column.x, top, { width: column.width, align: column.align });
    return top + 20;
  };
  y = header(y);
  pdf.font('Helvetica').fontSize(9);
  // A period opens on the balance before it, and closes on the one at its end.
  const rows = statement.entries.map((entry) => [shortDay(entry.at), entryText(entry, language), signedAmount(entry, language), money(entry.balance)]);
  if (statement.from !== null) rows.unshift(['', w.balanceBefore(dayWords(statement.from, language)), '', money(statement.opening)]);
  if (statement.entries.length === 0) {
    pdf.fillColor(MUTED).text(period === null ? w.none : w.noneInPeriod, LEFT + 6, y);
    y = pdf.y + 8;
  }
  // A period not over yet closes on today's balance, not on a day still to come.
  const today = parisDay(new Date(statement.at));
  if (period !== null) rows.push(['', w.balanceOn(dayWords(statement.to !== null && statement.to < today ? statement.to : today, language)), '', money(statement.closing)]);
  for (const cells of rows) {
    const height = Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]!.width })));
    if (y + height > 740) {
      pdf.addPage();
      y = header(50);
      pdf.font('Helvetica').fontSize(9);
    }
    pdf.fillColor(INK);
    cells.forEach((cell, index) => pdf.text(cell, columns[index]!.x, y, { width: columns[index]!.width, align: columns[index]!.align }));
    y += height + 6;
    pdf.moveTo(LEFT, y - 3).lineTo(RIGHT, y - 3).lineWidth(0.4).strokeColor(RULE).stroke();
  }

  const pages = pdf.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.height - 40;
    pdf.page.margins.bottom = 0;
    pdf.fillColor(MUTED).font('Helvetica').fontSize(7.5);
    pdf.text(`${seller.name} · ${w.title} · ${statement.famName}`, LEFT, bottom - 12, { width: WIDTH - 60, lineBreak: false });
    pdf.text(`${w.page} ${index - pages.start + 1}/${pages.count}`, RIGHT - 60, bottom - 12, { width: 60, align: 'right', lineBreak: false });
  }
  pdf.end();
  return done;
}
