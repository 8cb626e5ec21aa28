/**
 * CSV as the reader's spreadsheet opens it by a double click (pure; exported as
 * `@plouf/command-api/csv`, for the server's exports and the browser's). A French spreadsheet reads
 * `;` between fields and a decimal comma (the comma being its decimal mark); an English one reads
 * `,` between fields and a decimal point. Both: UTF-8 with a byte order mark (accents), CRLF, a
 * field quoted when it holds the separator, a quote or a line break, numbers without grouping.
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

function field(cell: CsvCell, separator: string): string {
  const text = cell === null ? '' : String(cell);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The file's text: BOM, rows joined by the language's separator, CRLF after each.
 *
 * @example
 * csvText([['Jour', 'Payé'], ['2026-11-02', '12,50']], 'fr'); // '\uFEFFJour;Payé\r\n2026-11-02;12,50\r\n'
 * csvText([['Day', 'Paid'], ['2026-11-02', '12.50']], 'en'); // '\uFEFFDay,Paid\r\n2026-11-02,12.50\r\n'
 */
export function csvText(rows: readonly (readonly CsvCell[])[], language: CsvLanguage): string {
  const { separator } = CSV_DIALECT[language];
  return `\uFEFF${rows.map((row) => row.map((cell) => field(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}

/**
 * A number with the language's decimal mark and no grouping.
 *
 * @example
 * csvNumber(1234.5, 2, 'fr'); // '1234,50'
 * csvNumber(1234.5, 2, 'en'); // '1234.50'
 */
export function csvNumber(value: number, decimals: number, language: CsvLanguage): string {
  const text = value.toFixed(decimals);
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
