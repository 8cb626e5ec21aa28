import { DEFAULT_RULES } from '@plouf/command-api/school-rules';
import { describe, expect, it } from 'vitest';
import type { RulesView } from '../../../api/school.ts';
import { numberError, placeServerErrors, retryDays, rulesDraft, rulesErrors, rulesInput } from './rulesForm.ts';

const view: RulesView = { school: { ...DEFAULT_RULES }, pools: [{ psnId: 7, waitlistCap: 5 }], savedAt: null };

describe('the school rules form', () => {
  it('shows the rules as typed text, a pool’s missing rules empty', () => {
    const draft = rulesDraft(view);
    expect(draft.school.cutoffHours).toBe('24');
    expect(draft.school.waitlistMode).toBe('automatic');
    expect(draft.pools[7]).toEqual({ makeupExtraPlaces: '', waitlistMode: '', offerWindowHours: '', waitlistCap: '5' });
  });

  it('sends the school’s rules and only the pools that set something of their own', () => {
    const draft = rulesDraft(view);
    draft.pools[3] = { makeupExtraPlaces: '', waitlistMode: '', offerWindowHours: '', waitlistCap: '' };
    draft.pools[9] = { makeupExtraPlaces: ' 2 ', waitlistMode: 'offer', offerWindowHours: '', waitlistCap: '' };
    draft.school.reminderLeadHours = '0';
    expect(rulesInput(draft, [3, 7, 9])).toEqual({
      school: { ...DEFAULT_RULES, reminderLeadHours: 0 },
      pools: [
        { psnId: 7, waitlistCap: 5 },
        { psnId: 9, makeupExtraPlaces: 2, waitlistMode: 'offer' },
      ],
    });
  });

  it('refuses what is not a whole number within the contract’s bounds, a pool’s empty field allowed', () => {
    expect(numberError('', { min: 0, max: 720 })).toBe('required');
    expect(numberError('', { min: 0, max: 20 }, true)).toBeUndefined();
    expect(numberError('1.5', { min: 0, max: 20 })).toBe('range');
    expect(numberError('0', { min: 1, max: 168 })).toBe('range');
    expect(numberError('168', { min: 1, max: 168 })).toBeUndefined();
    const draft = rulesDraft(view);
    draft.school.creditValidityDays = '0';
    draft.pools[7] = { ...draft.pools[7]!, offerWindowHours: 'douze' };
    expect(rulesErrors(draft, [7])).toEqual({ 'school.creditValidityDays': 'range', 'pools.7.offerWindowHours': 'range' });
  });

  it('names the server’s errors about a pool as the form does, by the pool’s id', () => {
    const sent = { school: { ...DEFAULT_RULES }, pools: [{ psnId: 7, waitlistCap: 5 }, { psnId: 9, waitlistCap: 500 }] };
    expect(placeServerErrors({ 'pools.1.waitlistCap': 'Trop grand', 'school.cutoffHours': 'Requis' }, sent)).toEqual({ 'pools.9.waitlistCap': 'Trop grand', 'school.cutoffHours': 'Requis' });
  });

  it('reads a declined instalment’s tries again as whole days, increasing, at most three; rules saved before them read as 3 and 7', () => {
    expect(retryDays('3, 7')).toEqual([3, 7]);
    expect(retryDays(' 2 5;10 ')).toEqual([2, 5, 10]);
    expect(retryDays('')).toEqual([]);
    for (const typed of ['7, 3', '3, 3', '0', '61', '1, 2, 3, 4', 'trois']) expect(retryDays(typed), typed).toBeNull();
    const view: RulesView = { school: { ...DEFAULT_RULES }, pools: [], savedAt: null };
    const old = { ...view, school: { ...view.school, instalmentRetryDays: undefined as unknown as number[] } };
    expect(rulesDraft(old).school.instalmentRetryDays).toBe('3, 7');
    const draft = rulesDraft(view);
    expect(rulesErrors({ ...draft, school: { ...draft.school, instalmentRetryDays: '7, 3' } }, [])).toEqual({ 'school.instalmentRetryDays': 'retryDays' });
    expect(rulesInput({ ...draft, school: { ...draft.school, instalmentRetryDays: '2, 9' } }, []).school.instalmentRetryDays).toEqual([2, 9]);
  });
});
