import type { ClosureInput } from '../../../api/school.ts';
import { compact, required, type ClientErrors } from '../kit/fieldErrors.ts';

/** The "Fermer" dialog's form. */
export interface ClosureDraft {
  psnId: number | null;
  /** null: the whole pool. */
  acyId: number | null;
  from: string;
  to: string;
  reason: string;
  englishReason: string;
  compensation: ClosureInput['compensation'];
}

/** A blank closure: a credit by default (a family keeps its week to make up, rather than an entry it may not use). */
export const blankClosure = (psnId: number | null = null): ClosureDraft => ({ psnId, acyId: null, from: '', to: '', reason: '', englishReason: '', compensation: 'credit' });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is missing or wrong before the preview can be read: a pool, both days (the last not before
 * the first), a reason. The rest (a closure ending in the past, over a year) is the server's to refuse.
 *
 * @example
 * closureErrors({ ...blankClosure(1), from: '2026-12-21', to: '2026-12-20', reason: 'Vacances' }).to // 'adminSchool.closure.toBeforeFrom'
 */
export function closureErrors(draft: ClosureDraft): ClientErrors {
  return compact({
    psnId: draft.psnId === null ? 'admin.validation.required' : undefined,
    from: required(draft.from) ?? (DAY.test(draft.from) ? undefined : 'admin.validation.required'),
    to: required(draft.to) ?? (DAY.test(draft.to) ? (DAY.test(draft.from) && draft.to < draft.from ? 'adminSchool.closure.toBeforeFrom' : undefined) : 'admin.validation.required'),
    reason: required(draft.reason),
  });
}

/** The preview's query: what `GET /Fermeture/preview` is asked for this draft (valid). */
export const previewQuery = (draft: ClosureDraft) => ({ psnId: draft.psnId!, ...(draft.acyId !== null && { acyId: draft.acyId }), from: draft.from, to: draft.to });

/** The command's body (the draft valid). */
export const closureInput = (draft: ClosureDraft): ClosureInput => ({
  psnId: draft.psnId!,
  acyId: draft.acyId,
  from: draft.from,
  to: draft.to,
  reason: draft.reason.trim(),
  englishReason: draft.englishReason.trim(),
  compensation: draft.compensation,
});
