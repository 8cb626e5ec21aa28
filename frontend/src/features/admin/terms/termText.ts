import { useIntl } from 'react-intl';
import type { TermView } from '../../../api/adminTerms.ts';
import { dayOf, dayText, longDate, parisTime } from '../../../lib/parisTime.ts';

/** A term's name in the page's language (its French one when it has no English). */
export const termName = (term: Pick<TermView, 'libelle' | 'englishName'>, locale: string) => (locale.startsWith('en') && term.englishName.trim() ? term.englishName : term.libelle);

/** A moment as the school reads it: its Paris day written out and its Paris time. */
export const momentText = (iso: string, locale: string) => `${longDate(dayOf(iso), locale)} ${parisTime(iso)}`;

/** The words of a term's days and moments, in the page's language. */
export function useTermText() {
  const intl = useIntl();
  return {
    name: (term: Pick<TermView, 'libelle' | 'englishName'>) => termName(term, intl.locale),
    days: (term: Pick<TermView, 'firstDay' | 'lastDay'>) => intl.formatMessage({ id: 'adminTerms.term.days' }, { from: dayText(term.firstDay), to: dayText(term.lastDay) }),
    moment: (iso: string) => momentText(iso, intl.locale),
  };
}
