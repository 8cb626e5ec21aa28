/**
 * The dashboard's lists as CSV files, built in the browser from the view the screen shows (no
 * server route), written by the one CSV writer of every export (`@plouf/infra/csv`) in the
 * screen's language: `;` and decimal commas in French, `,` and decimal points in English.
 */
import { csvText, type CsvCell, type CsvLanguage } from '@plouf/infra/csv';

export interface CsvTable {
  /** The file's name without `.csv`. */
  name: string;
  /** The screen's language: the file's dialect. */
  language: CsvLanguage;
  /** Column names, in the screen's language. */
  columns: string[];
  rows: CsvCell[][];
}

/**
 * @example
 * tableText({ name: 'x', language: 'fr', columns: ['Jour', 'Payé'], rows: [['2026-11-02', '12,50']] }) // '\uFEFFJour;Payé\r\n2026-11-02;12,50\r\n'
 */
export const tableText = (table: CsvTable): string => csvText([table.columns, ...table.rows], table.language);

/** Hands the table to the browser as a download. */
export function downloadCsv(table: CsvTable): void {
  const url = URL.createObjectURL(new Blob([tableText(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${table.name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
