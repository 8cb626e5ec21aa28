/**
 * A family's statement (issue 43): its ledger's entries with the balance after each, what it owes
 * (or is owed), and the plans' parts still to pay; as data for the screens and as a PDF to print.
 */
import type { Statement, StatementDue, StatementEntry } from '@plouf/command-api/contracts';
import { apiGet, apiUrl, type Language } from './client.ts';

export type { Statement, StatementDue, StatementEntry };

/** A period of the statement: Paris days (`YYYY-MM-DD`), both included; null for the whole account. */
export type StatementPeriod = { from: string; to: string } | null;

/**
 * The signed-in family's statement; the desk names the family.
 *
 * @example
 * const mine = await getStatement();
 * const theirs = await getStatement(12); // the desk, family 12
 */
export function getStatement(famId?: number, period: StatementPeriod = null): Promise<Statement> {
  return apiGet<Statement>('/Family/releve', { query: { famId, from: period?.from, to: period?.to }, share: false });
}

/**
 * The statement as a PDF the browser downloads (the session cookie goes with the link), worded in
 * `lang`, for the period shown.
 *
 * @example
 * statementPdfUrl('en', 12); // '/webapi/Family/releve.pdf?lang=en&famId=12'
 * statementPdfUrl('fr', undefined, { from: '2026-11-01', to: '2026-11-30' }); // '…?lang=fr&from=2026-11-01&to=2026-11-30'
 */
export const statementPdfUrl = (lang: Language, famId?: number, period: StatementPeriod = null) => apiUrl('/Family/releve.pdf', { lang, famId, from: period?.from, to: period?.to });
