import { DEFAULT_SCALE } from '@plouf/command-api/levels';
import { describe, expect, it } from 'vitest';
import { scaleDraft, scaleInput, scaleProblem, SCALE_MAX, SCALE_MIN, stepEdits } from './scaleForm.ts';

describe('the rating scale form', () => {
  it('round-trips the scale, trimmed', () => {
    const draft = stepEdits.set(scaleDraft(DEFAULT_SCALE), 2, { fr: ' Acquis ', en: 'Achieved ' });
    expect(scaleInput(draft)).toEqual({ steps: DEFAULT_SCALE });
    expect(scaleProblem(draft)).toBeNull();
  });

  it('keeps between the minimum and the maximum number of steps', () => {
    let draft = scaleDraft(DEFAULT_SCALE);
    for (let index = 0; index < SCALE_MAX; index++) draft = stepEdits.add(draft, `k${index}`);
    expect(draft).toHaveLength(SCALE_MAX);
    for (let index = 0; index < SCALE_MAX; index++) draft = stepEdits.remove(draft, 0);
    expect(draft).toHaveLength(SCALE_MIN);
  });

  it('says why a scale cannot be saved', () => {
    expect(scaleProblem(scaleDraft([{ fr: 'Acquis', en: '' }]))).toBe('count');
    expect(scaleProblem(stepEdits.add(scaleDraft(DEFAULT_SCALE), 'new'))).toBe('name');
    expect(scaleProblem(stepEdits.set(scaleDraft(DEFAULT_SCALE), 0, { en: '' }))).toBeNull();
  });
});
