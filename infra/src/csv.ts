/**
 * CSV as the reader's spreadsheet opens it by a double click: the one writer of every export (the
 * books, the newsletter's addresses, the dashboard's lists built in the browser). Pure, exported as
 * `@plouf/infra/csv` so that query-api, command-api and the front end all reach it.
 *
 * - **The dialect is the reader's language.** A French spreadsheet reads `;` between fields and a
 *   decimal comma (the comma being its decimal mark); an English one reads `,` between fields and a
 *   decimal point. Both: UTF-8 with a byte order mark (accents), CRLF, numbers without grouping.
 * - **A field is quoted** when it holds the separator, a quote or a line break, its quotes doubled.
 * - **No cell is a formula** (CSV injection, OWASP): a text starting with `=`, `+`, `-`, `@`, a tab
 *   or a carriage return, which a spreadsheet would run, is written after an apostrophe, which the
 *   spreadsheet hides and which makes it text. A number (`-12,50`, `-12.50`) is not a formula and
 *   stays a number.
 */

/** The languages a CSV is written in: the reader's. */
export type CsvLanguage = 'fr' | 'en';
export type CsvCell = string | number | null;

/** A language's separator and decimal mark. */
export const CSV_DIALECT: Record<CsvLanguage, { separator: ';' | ','; decimal: ',' | '.' }> = {
  fr: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

/** `fr-FR`, `en-GB`, `fr`…: the CSV language of a locale (French unless English). */
export const csvLanguage = (locale: string): CsvLanguage => (locale.toLowerCase().startsWith('en') ? 'en' : 'fr');

/** A number as written in a cell: either decimal mark, an optional sign, nothing else. */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/** What a spreadsheet reads as the start of a formula. */
const FORMULA = /^[=+\-@\t\r]/;

function field(cell: CsvCell, language: CsvLanguage): string {
  const { separator } = CSV_DIALECT[language];
  let text = cell === null ? '' : typeof cell === 'number' ? csvNumber(cell, null, language) : cell;
  if (typeof cell === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The file's text: BOM, each row's cells joined by the language's separator, CRLF after each row.
 * A number cell is written with the language's decimal mark.
 *
 * @example
 * csvText([['Jour', 'Payé'], ['2026-11-02', 12.5]], 'fr'); // '\uFEFFJour;Payé\r\n2026-11-02;12,5\r\n'
 * csvText([['Day', 'Paid'], ['2026-11-02', '12.50']], 'en'); // '\uFEFFDay,Paid\r\n2026-11-02,12.50\r\n'
 * csvText([['=HYPERLINK("x")']], 'en'); // '\uFEFF"\'=HYPERLINK(""x"")"\r\n'
 */
export function csvText(rows: readonly (readonly CsvCell[])[], language: CsvLanguage): string {
  const { separator } = CSV_DIALECT[language];
  return `\uFEFF${rows.map((row) => row.map((cell) => field(cell, language)).join(separator)).join('\r\n')}\r\n`;
}

/**
 * A number with the language's decimal mark and no grouping; `decimals` fixed, or as many as it has (null).
 *
 * @example
 * csvNumber(1234.5, 2, 'fr'); // '1234,50'
 * csvNumber(1234.5, 2, 'en'); // '1234.50'
 * csvNumber(0.5, null, 'fr'); // '0,5'
 */
export function csvNumber(value: number, decimals: number | null, language: CsvLanguage): string {
  const text = decimals === null ? String(value) : value.toFixed(decimals);
  return CSV_DIALECT[language].decimal === ',' ? text.replace('.', ',') : text;
}

/**
 * Cents as euros, exactly (no float on the way).
 *
 * @example
 * csvEuros(-123450, 'fr'); // '-1234,50'
 * csvEuros(7, 'en'); // '0.07'
 */
export function csvEuros(cents: number, language: CsvLanguage): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}${CSV_DIALECT[language].decimal}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A fraction (0.825) as a percentage with one decimal.
 *
 * @example
 * csvPercent(0.825, 'fr'); // '82,5'
 */
export const csvPercent = (fraction: number, language: CsvLanguage): string => csvNumber(fraction * 100, 1, language);
