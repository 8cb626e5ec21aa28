import { describe, expect, it } from 'vitest';
import { blankClosure, closureErrors, closureInput, previewQuery } from './closureForm.ts';

describe('the closure form', () => {
  it('needs a pool, both days in order and a reason', () => {
    expect(closureErrors(blankClosure())).toEqual({ psnId: 'admin.validation.required', from: 'admin.validation.required', to: 'admin.validation.required', reason: 'admin.validation.required' });
    const draft = { ...blankClosure(2), from: '2026-12-21', to: '2026-12-20', reason: 'Vacances' };
    expect(closureErrors(draft)).toEqual({ to: 'adminSchool.closure.toBeforeFrom' });
    expect(closureErrors({ ...draft, to: '2026-12-21' })).toEqual({});
  });

  it('asks the preview for the activity only when one is chosen, and sends the reasons trimmed', () => {
    const draft = { ...blankClosure(2), from: '2026-12-21', to: '2027-01-03', reason: ' Vacances de Noël ', englishReason: ' Christmas ' };
    expect(previewQuery(draft)).toEqual({ psnId: 2, from: '2026-12-21', to: '2027-01-03' });
    expect(previewQuery({ ...draft, acyId: 5 })).toEqual({ psnId: 2, acyId: 5, from: '2026-12-21', to: '2027-01-03' });
    expect(closureInput(draft)).toEqual({ psnId: 2, acyId: null, from: '2026-12-21', to: '2027-01-03', reason: 'Vacances de Noël', englishReason: 'Christmas', compensation: 'credit' });
  });
});
