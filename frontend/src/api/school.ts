/**
 * Running a term (issue 23), the desk's side: the school's rules, the closures of a pool (with what
 * one would cancel before it is declared), and a family's make-up credits.
 */
import type { ClosureInput, ClosurePreview, ClosureView, CreditGiveInput, CreditView, RulesInput, RulesView } from '@plouf/command-api/contracts';
import { apiGet, apiSend } from './client.ts';

export type { ClosureInput, ClosurePreview, ClosureView, CreditGiveInput, CreditView, RulesInput, RulesView };

/** The school's rules and each pool's own (the defaults while never saved). */
export function getRules(): Promise<RulesView> {
  return apiGet<RulesView>('/Ecole/regles', { share: false });
}

/** Saves the whole document: the school's rules and every pool's own. */
export function saveRules(input: RulesInput, idempotencyKey: string): Promise<RulesView> {
  return apiSend<RulesView>('PUT', '/Ecole/regles', input, { idempotencyKey, readBack: () => '/Ecole/regles' });
}

/**
 * Closures by their first day: a pool's, or every pool's; `all` (the desk) keeps the past and
 * lifted ones too.
 */
export function listClosures(query: { psnId?: number; all?: boolean } = {}): Promise<ClosureView[]> {
  return apiGet<ClosureView[]>('/Fermeture', { query, share: false });
}

/** What closing these days would cancel: each course with the members booked or waiting on it. */
export function previewClosure(query: { psnId: number; acyId?: number; from: string; to: string }): Promise<ClosurePreview> {
  return apiGet<ClosurePreview>('/Fermeture/preview', { query, share: false });
}

/** Closes the days: the courses on them are cancelled and every member booked made whole. */
export function declareClosure(input: ClosureInput, idempotencyKey: string): Promise<ClosureView> {
  // No GET of one closure: a late read model is told as pending, and the list is read again.
  return apiSend<ClosureView>('POST', '/Fermeture', input, { idempotencyKey, readBack: () => null });
}

/** Lifts a closure: generating courses may use its days again (the courses it cancelled stay cancelled). */
export function liftClosure(id: number, idempotencyKey: string): Promise<ClosureView> {
  return apiSend<ClosureView>('DELETE', `/Fermeture/${id}`, undefined, { idempotencyKey, readBack: () => null });
}

/** A family's credits and their ledgers, newest first. */
export function listCredits(famId: number): Promise<CreditView[]> {
  return apiGet<CreditView[]>('/Family/credits', { query: { famId }, share: false });
}

/** The desk gives one of the family's members a make-up credit. */
export function giveCredit(famId: number, input: CreditGiveInput, idempotencyKey: string): Promise<CreditView> {
  return apiSend<CreditView>('POST', `/Family/credit/${famId}`, input, { idempotencyKey, readBack: () => null });
}
