/**
 * Levels, the rating scale, evaluations and report cards (issue 26): the back-office's editors, the
 * family's report cards and the instructor's evaluations at the poolside.
 */
import type { CourseProgressView, EvaluationEntry, EvaluationInput, LevelsInput, LevelsView, LevelView, ReportCardView, ScaleInput, ScaleView } from '@plouf/command-api/contracts';
import { apiGet, apiSend, apiUrl, type Language } from './client.ts';

export type { CourseProgressView, EvaluationEntry, EvaluationInput, LevelsInput, LevelsView, LevelView, ReportCardView, ScaleInput, ScaleView };

/**
 * An activity's levels in order, each with its skills (everyone may read them). `share`: the
 * screens that only name levels (a select, a booking) share a call already in flight; the editor
 * reads afresh.
 */
export function getLevels(acyId: number, options: { share?: boolean } = {}): Promise<LevelsView> {
  return apiGet<LevelsView>(`/Activity/${acyId}/niveaux`, { share: options.share ?? false });
}

/** Replaces an activity's levels and skills (a new one has a null id); answers them with their ids. */
export function saveLevels(acyId: number, input: LevelsInput, idempotencyKey: string): Promise<LevelsView> {
  return apiSend<LevelsView>('PUT', `/Activity/${acyId}/niveaux`, input, { idempotencyKey, readBack: () => `/Activity/${acyId}/niveaux` });
}

/** The school's rating scale, lowest step first. */
export function getScale(): Promise<ScaleView> {
  return apiGet<ScaleView>('/Ecole/echelle', { share: false });
}

export function saveScale(input: ScaleInput, idempotencyKey: string): Promise<ScaleView> {
  return apiSend<ScaleView>('PUT', '/Ecole/echelle', input, { idempotencyKey, readBack: () => '/Ecole/echelle' });
}

/**
 * The report cards of a family's children, one per child and activity evaluated: the family's own;
 * the desk names the family.
 *
 * @example
 * const cards = await familyProgress(); // the signed-in family's
 * const theirs = await familyProgress(12); // the desk, family 12
 */
export function familyProgress(famId?: number): Promise<ReportCardView[]> {
  return apiGet<ReportCardView[]>('/Family/progression', { query: { famId }, share: false });
}

/** What the course's instructor evaluates with: the activity's levels, the scale, a card per child seated. */
export function courseProgress(crsId: number): Promise<CourseProgressView> {
  return apiGet<CourseProgressView>(`/Cours/${crsId}/progression`, { share: false });
}

/**
 * Records a child's evaluation on a course; answers the child's card. No GET reads one card: a
 * late read model is told as pending (the family's room brings the card).
 */
export function evaluate(crsId: number, input: EvaluationInput, idempotencyKey: string): Promise<ReportCardView> {
  return apiSend<ReportCardView>('POST', `/Cours/${crsId}/evaluation`, input, { idempotencyKey, readBack: () => null });
}

/**
 * The certificate of a level a child passed: a PDF the browser downloads (the session cookie goes
 * with the link), worded in `lang`. The family's own children; the desk any.
 *
 * @example
 * certificateUrl(12, 3, 'en'); // '/webapi/Family/progression/12/certificat/3?lang=en'
 */
export const certificateUrl = (usrId: number, lvlId: number, lang: Language) => apiUrl(`/Family/progression/${usrId}/certificat/${lvlId}`, { lang });
