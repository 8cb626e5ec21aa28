import { parisMoment } from '@plouf/infra/days';
import type { TermInput, TermView } from '../../../api/adminTerms.ts';
import { dayOf, parisTime } from '../../../lib/parisTime.ts';
import { compact, required, type ClientErrors } from '../kit/fieldErrors.ts';

/** What the term form edits: the moments as a Paris day and a Paris time, apart. */
export interface TermDraft {
  libelle: string;
  englishName: string;
  firstDay: string;
  lastDay: string;
  /** null: every pool. */
  psnId: number | null;
  /** Both empty: no priority window. */
  priorityDay: string;
  priorityTime: string;
  opensDay: string;
  opensTime: string;
}

export const blankTerm = (): TermDraft => ({ libelle: '', englishName: '', firstDay: '', lastDay: '', psnId: null, priorityDay: '', priorityTime: '', opensDay: '', opensTime: '18:00' });

/**
 * A term as the form shows it: its moments told in Paris, whatever the browser's zone.
 *
 * @example
 * termDraft(term).opensTime // '18:00' for '2026-12-14T17:00:00.000Z' (winter) as for '2027-06-14T16:00:00.000Z' (summer)
 */
export function termDraft(term: TermView): TermDraft {
  return {
    libelle: term.libelle,
    englishName: term.englishName,
    firstDay: term.firstDay,
    lastDay: term.lastDay,
    psnId: term.psnId,
    priorityDay: term.priorityOpensAt ? dayOf(term.priorityOpensAt) : '',
    priorityTime: term.priorityOpensAt ? parisTime(term.priorityOpensAt) : '',
    opensDay: dayOf(term.opensAt),
    opensTime: parisTime(term.opensAt),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const dayError = (value: string) => required(value) ?? (DAY.test(value) ? undefined : 'admin.validation.required');
const timeError = (value: string) => required(value) ?? (TIME.test(value) ? undefined : 'admin.validation.required');

/**
 * What is missing before the form can be sent (the order of the days and moments is the server's
 * to refuse, in its words). A priority window needs its day and its time, or neither.
 */
export function termErrors(draft: TermDraft): ClientErrors {
  const priority = draft.priorityDay !== '' || draft.priorityTime !== '';
  return compact({
    libelle: required(draft.libelle),
    firstDay: dayError(draft.firstDay),
    lastDay: dayError(draft.lastDay),
    opensDay: dayError(draft.opensDay),
    opensTime: timeError(draft.opensTime),
    priorityDay: priority ? dayError(draft.priorityDay) : undefined,
    priorityTime: priority ? timeError(draft.priorityTime) : undefined,
  });
}

const moment = (day: string, time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return parisMoment(day, hour, minute);
};

/**
 * The body of `POST /Trimestre` and `PUT /Trimestre/{id}`: the moments are the Paris wall times,
 * summer or winter.
 *
 * @example
 * termInput({ ...draft, opensDay: '2026-12-14', opensTime: '18:00' }).opensAt // '2026-12-14T17:00:00.000Z'
 * termInput({ ...draft, opensDay: '2027-06-14', opensTime: '18:00' }).opensAt // '2027-06-14T16:00:00.000Z'
 */
export function termInput(draft: TermDraft): TermInput {
  return {
    libelle: draft.libelle.trim(),
    englishName: draft.englishName.trim(),
    firstDay: draft.firstDay,
    lastDay: draft.lastDay,
    psnId: draft.psnId,
    priorityOpensAt: draft.priorityDay && draft.priorityTime ? moment(draft.priorityDay, draft.priorityTime) : null,
    opensAt: moment(draft.opensDay, draft.opensTime),
  };
}
