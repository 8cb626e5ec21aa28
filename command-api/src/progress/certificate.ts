/**
 * A level's certificate as a PDF (issue 26): the school, the child, the level passed in the reader's
 * language, the activity, the day and the instructor, on one landscape A4 page. Made with pdfkit (a
 * library built for PDFs, pure JavaScript, its standard fonts inside the package), as the invoices
 * are. One function for both places that print it: the family's download (query-api, from the
 * report card) and the mail that tells the family (the mailer, from `LevelPassed`), so the file
 * attached and the file downloaded are the same (`@plouf/command-api/certificate`).
 */
import PDFDocument from 'pdfkit';
import { nameIn } from './levels.ts';

type Language = 'fr' | 'en';

/** What a certificate prints: all of it as recorded when the level was passed, but the school's name and the activity's. */
export interface CertificateFacts {
  /** The school's name (its identity's, as the invoices print it). */
  school: string;
  memberName: string;
  level: { name: string; englishName: string };
  /** The activity as the reader's language names it. */
  activity: string;
  /** When the level was passed (ISO). */
  at: string;
  /** The instructor who passed it (or the desk). */
  evaluator: string;
}

const LABELS = {
  fr: {
    title: 'Certificat de réussite',
    awardedTo: 'Ce certificat est décerné à',
    passed: 'qui a validé le niveau',
    activity: (activity: string) => `en ${activity}`,
    on: 'Date',
    by: 'Évalué par',
  },
  en: {
    title: 'Certificate of achievement',
    awardedTo: 'This certificate is awarded to',
    passed: 'for passing the level',
    activity: (activity: string) => `in ${activity}`,
    on: 'Date',
    by: 'Assessed by',
  },
} as const;

/** Words as a file name holds them: no accents, lower case, dashes (`Léa Niveau` → `lea-niveau`). */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The name the certificate is downloaded or attached under.
 *
 * @example
 * certificateFileName({ memberName: 'Léa Niveau', level: { name: 'Têtard', englishName: 'Tadpole' } }, 'fr'); // 'certificat-tetard-lea-niveau.pdf'
 * certificateFileName({ memberName: 'Léa Niveau', level: { name: 'Têtard', englishName: 'Tadpole' } }, 'en'); // 'certificate-tadpole-lea-niveau.pdf'
 */
export function certificateFileName(facts: Pick<CertificateFacts, 'memberName' | 'level'>, language: Language) {
  const words = [language === 'en' ? 'certificate' : 'certificat', slug(nameIn(facts.level, language)), slug(facts.memberName)].filter(Boolean);
  return `${words.join('-')}.pdf`;
}

/** The day a level was passed, written out on the school's clock (`12 mars 2026`, `12 March 2026`). */
export function certificateDay(at: string, language: Language, timeZone = 'Europe/Paris') {
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) return at;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(moment);
}

const INK = '#1f2933';
const MUTED = '#5f6b7a';
const ACCENT = '#0b5394';
const WATER = '#0e7490';
const PALE = '#e0f2f7';

/**
 * Renders a certificate. Resolves with the PDF's bytes.
 *
 * @example
 * const pdf = await certificatePdf({ school: 'École de natation Plouf', memberName: 'Léa Niveau', level: { name: 'Têtard', englishName: 'Tadpole' }, activity: 'Apprentissage de la natation', at: '2026-11-28T10:00:00Z', evaluator: 'Marc Dupont' }, 'fr');
 * // Buffer starting with %PDF
 */
export function certificatePdf(facts: CertificateFacts, language: Language, timeZone = 'Europe/Paris'): Promise<Buffer> {
  const t = LABELS[language];
  const level = nameIn(facts.level, language);
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0, info: { Title: `${t.title} · ${level} · ${facts.memberName}`, Author: facts.school } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { width, height } = pdf.page;
  // A double frame, and a band of water along the bottom.
  pdf.rect(24, 24, width - 48, height - 48).lineWidth(3).strokeColor(ACCENT).stroke();
  pdf.rect(34, 34, width - 68, height - 68).lineWidth(0.8).strokeColor(WATER).stroke();
  pdf.save();
  pdf.moveTo(35, height - 110);
  for (let x = 35; x < width - 35; x += 60) pdf.bezierCurveTo(x + 15, height - 124, x + 45, height - 96, x + 60, height - 110);
  pdf.lineTo(width - 35, height - 35).lineTo(35, height - 35).closePath().fill(PALE);
  pdf.restore();

  const inner = { x: 70, width: width - 140 };
  /** One centred line, its size lowered until it fits the width (a long name wraps only below `min`); answers where the next one goes. */
  const centred = (text: string, y: number, font: string, size: number, color: string, min = size) => {
    pdf.font(font);
    let fitted = size;
    while (fitted > min && pdf.fontSize(fitted).widthOfString(text) > inner.width) fitted -= 1;
    pdf.fontSize(fitted).fillColor(color).text(text, inner.x, y, { width: inner.width, align: 'center' });
    return pdf.y;
  };

  let y = centred(facts.school.toUpperCase(), 70, 'Helvetica-Bold', 13, WATER, 9);
  y = centred(t.title, y + 18, 'Times-Bold', 38, ACCENT);
  pdf.moveTo(width / 2 - 80, y + 8).lineTo(width / 2 + 80, y + 8).lineWidth(1).strokeColor(WATER).stroke();
  y = centred(t.awardedTo, y + 30, 'Helvetica', 14, MUTED);
  y = centred(facts.memberName, y + 10, 'Times-BoldItalic', 34, INK, 20);
  y = centred(t.passed, y + 14, 'Helvetica', 14, MUTED);
  y = centred(level, y + 8, 'Helvetica-Bold', 30, ACCENT, 18);
  y = centred(t.activity(facts.activity), y + 10, 'Helvetica', 15, INK, 11);

  // The day on the left, the instructor on the right, each above a line as a signature would be.
  const columnWidth = 240;
  const rule = Math.max(y + 44, 412);
  const columns = [
    { x: inner.x + 40, label: t.on, value: certificateDay(facts.at, language, timeZone) },
    { x: width - inner.x - 40 - columnWidth, label: t.by, value: facts.evaluator },
  ];
  for (const column of columns) {
    pdf.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(column.value, column.x, rule - 20, { width: columnWidth, align: 'center' });
    pdf.moveTo(column.x + 20, rule).lineTo(column.x + columnWidth - 20, rule).lineWidth(0.7).strokeColor(MUTED).stroke();
    pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text(column.label, column.x, rule + 6, { width: columnWidth, align: 'center' });
  }

  pdf.end();
  return done;
}
