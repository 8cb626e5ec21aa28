import { SCALE_MAX, SCALE_MIN, type ScaleStep } from '@plouf/command-api/levels';
import type { ScaleInput } from '../../../api/progress.ts';

export { SCALE_MAX, SCALE_MIN };

/** A step as the form edits it; `key` names it for React. */
export interface StepDraft extends ScaleStep {
  key: string;
}

/** The scale as the form shows it, lowest step first. */
export const scaleDraft = (steps: readonly ScaleStep[]): StepDraft[] => steps.map((step, index) => ({ key: `step-${index}`, fr: step.fr, en: step.en }));

/** The document sent: the steps in order, trimmed. */
export const scaleInput = (draft: readonly StepDraft[]): ScaleInput => ({ steps: draft.map((step) => ({ fr: step.fr.trim(), en: step.en.trim() })) });

/**
 * Why the scale cannot be saved: too few or too many steps, or a step with no French name; null when
 * it can.
 *
 * @example
 * scaleProblem([{ key: 'a', fr: 'Acquis', en: '' }]) // 'count'
 */
export function scaleProblem(draft: readonly StepDraft[]): 'count' | 'name' | null {
  if (draft.length < SCALE_MIN || draft.length > SCALE_MAX) return 'count';
  return draft.some((step) => step.fr.trim() === '') ? 'name' : null;
}

/** The edits the form makes, each answering new steps. */
export const stepEdits = {
  add: (draft: readonly StepDraft[], key: string): StepDraft[] => (draft.length >= SCALE_MAX ? [...draft] : [...draft, { key, fr: '', en: '' }]),
  set: (draft: readonly StepDraft[], index: number, patch: Partial<ScaleStep>): StepDraft[] => draft.map((step, at) => (at === index ? { ...step, ...patch } : step)),
  remove: (draft: readonly StepDraft[], index: number): StepDraft[] => (draft.length <= SCALE_MIN ? [...draft] : draft.filter((_, at) => at !== index)),
};
