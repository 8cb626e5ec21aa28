import { addDays, parisDay, weekday } from '@plouf/infra/days';

/** GET /Dashboard refuses more than this many days (command-api/src/dashboard/contract.ts). */
export const MAX_PERIOD_DAYS = 400;

/** A period of Paris days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** What the owner picked: a preset worked out from today, a term of the back-office, or two dates. */
export type PeriodChoice = { kind: 'week' } | { kind: 'month' } | { kind: 'term'; termId: number } | { kind: 'custom'; from: string; to: string };

/** A term as the back-office lists it (`GET /Trimestre`). */
export interface TermDays {
  id: number;
  firstDay: string;
  lastDay: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The number of days of a range, both ends included. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The days a choice means on `today` (a Paris day): this week is Monday to Sunday, this month its
 * first to its last day, a term its own days; `null` when the choice cannot be asked (a term not
 * listed, two dates in the wrong order or too far apart).
 *
 * @example
 * rangeOf({ kind: 'week' }, '2026-11-27', []) // { from: '2026-11-23', to: '2026-11-29' }
 * rangeOf({ kind: 'month' }, '2026-02-10', []) // { from: '2026-02-01', to: '2026-02-28' }
 */
export function rangeOf(choice: PeriodChoice, today: string, terms: readonly TermDays[]): DayRange | null {
  switch (choice.kind) {
    case 'week': {
      const from = addDays(today, 1 - weekday(today));
      return { from, to: addDays(from, 6) };
    }
    case 'month': {
      const from = `${today.slice(0, 7)}-01`;
      const next = addDays(from, 31);
      return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
    }
    case 'term': {
      const term = terms.find((candidate) => candidate.id === choice.termId);
      return term ? { from: term.firstDay, to: term.lastDay } : null;
    }
    case 'custom':
      return customRangeError(choice) === null ? { from: choice.from, to: choice.to } : null;
  }
}

/** Why two dates make no period, or null when they do. */
export function customRangeError(range: DayRange): 'missing' | 'order' | 'tooLong' | null {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return 'missing';
  if (range.from > range.to) return 'order';
  if (daysIn(range) > MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}

/** The period before, of the same number of days (what the server compares with). */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}

/** The term running on `today`, else the last one begun, else the first one: the term preset's default. */
export function currentTerm<T extends TermDays>(terms: readonly T[], today: string): T | undefined {
  const sorted = [...terms].sort((a, b) => a.firstDay.localeCompare(b.firstDay));
  return sorted.find((term) => term.firstDay <= today && today <= term.lastDay) ?? sorted.filter((term) => term.firstDay <= today).at(-1) ?? sorted[0];
}

/** The choice as URL search parameters (a reload or a shared link shows the same period), and back. */
export function choiceToSearch(choice: PeriodChoice): Record<string, string> {
  switch (choice.kind) {
    case 'term':
      return { periode: 'trimestre', trimestre: String(choice.termId) };
    case 'custom':
      return { periode: 'dates', du: choice.from, au: choice.to };
    case 'week':
      return { periode: 'semaine' };
    case 'month':
      return { periode: 'mois' };
  }
}

export function choiceFromSearch(search: URLSearchParams): PeriodChoice {
  switch (search.get('periode')) {
    case 'semaine':
      return { kind: 'week' };
    case 'trimestre': {
      // No term named (0): the one running today.
      const termId = Number(search.get('trimestre') ?? 0);
      return { kind: 'term', termId: Number.isInteger(termId) && termId > 0 ? termId : 0 };
    }
    case 'dates':
      return { kind: 'custom', from: search.get('du') ?? '', to: search.get('au') ?? '' };
    default:
      return { kind: 'month' };
  }
}

/** Today as a Paris day. */
export const today = () => parisDay(new Date());
