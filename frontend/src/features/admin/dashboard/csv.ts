/**
 * CSV as French spreadsheets open it (the accountant's export does the same): UTF-8 with a byte
 * order mark, `;` between fields, a field quoted when it holds a `;`, a quote or a line break.
 * Built in the browser from the view the screen shows: no server route.
 */
export type CsvCell = string | number | null;

export interface CsvTable {
  /** The file's name without `.csv`. */
  name: string;
  /** Column names, in the screen's language. */
  columns: string[];
  rows: CsvCell[][];
}

const BOM = '\uFEFF';

function field(cell: CsvCell): string {
  const text = cell === null ? '' : String(cell);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * @example
 * csvText({ name: 'x', columns: ['Jour', 'Payé'], rows: [['2026-11-02', '12,50']] }) // '\uFEFFJour;Payé\r\n2026-11-02;12,50\r\n'
 */
export function csvText(table: CsvTable): string {
  return BOM + [table.columns, ...table.rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}

/**
 * A number as the screen's language writes it in a spreadsheet: a decimal comma in French, no
 * grouping (a spreadsheet reads `1234,5`, not `1 234,5`).
 *
 * @example
 * csvNumber(1234.5, 'fr', 2) // '1234,50'
 * csvNumber(1234.5, 'en', 2) // '1234.50'
 */
export function csvNumber(value: number, locale: string, decimals: number): string {
  const text = value.toFixed(decimals);
  return locale.startsWith('fr') ? text.replace('.', ',') : text;
}

/** Cents as euros for a spreadsheet. */
export const csvEuros = (cents: number, locale: string) => csvNumber(cents / 100, locale, 2);

/** A rate (0.825) as a percentage for a spreadsheet ('82,5'). */
export const csvPercent = (fraction: number, locale: string) => csvNumber(fraction * 100, locale, 1);

/** Hands the table to the browser as a download. */
export function downloadCsv(table: CsvTable): void {
  const url = URL.createObjectURL(new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${table.name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
