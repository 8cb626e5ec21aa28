/**
 * A family's statement (issue 43): its ledger's entries with the balance after each, what it owes
 * (or is owed), and the plans' parts still to pay; as data for the screens and as a PDF to print.
 */
import type { Statement, StatementDue, StatementEntry } from '@plouf/command-api/contracts';
import { apiGet, apiUrl, type Language } from './client.ts';

export type { Statement, StatementDue, StatementEntry };

/**
 * The signed-in family's statement; the desk names the family.
 *
 * @example
 * const mine = await getStatement();
 * const theirs = await getStatement(12); // the desk, family 12
 */
export function getStatement(famId?: number): Promise<Statement> {
  return apiGet<Statement>('/Family/releve', { query: { famId }, share: false });
}

/**
 * The statement as a PDF the browser downloads (the session cookie goes with the link), worded in `lang`.
 *
 * @example
 * statementPdfUrl('en', 12); // '/webapi/Family/releve.pdf?lang=en&famId=12'
 */
export const statementPdfUrl = (lang: Language, famId?: number) => apiUrl('/Family/releve.pdf', { lang, famId });
