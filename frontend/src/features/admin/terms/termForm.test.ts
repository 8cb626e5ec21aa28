import { describe, expect, it } from 'vitest';
import type { TermView } from '../../../api/adminTerms.ts';
import { blankTerm, termDraft, termErrors, termInput, type TermDraft } from './termForm.ts';

const filled: TermDraft = { ...blankTerm(), libelle: ' Trimestre 1 ', englishName: 'Term 1', firstDay: '2027-01-04', lastDay: '2027-03-28', opensDay: '2026-12-14', opensTime: '18:00' };

describe('the term form', () => {
  it('sends the Paris wall times as moments, winter and summer', () => {
    expect(termInput(filled)).toEqual({ libelle: 'Trimestre 1', englishName: 'Term 1', firstDay: '2027-01-04', lastDay: '2027-03-28', psnId: null, priorityOpensAt: null, opensAt: '2026-12-14T17:00:00.000Z', tariff: { activities: [], slots: [] } });
    const summer = termInput({ ...filled, priorityDay: '2027-06-10', priorityTime: '09:30', opensDay: '2027-06-14', opensTime: '18:00' });
    expect(summer.priorityOpensAt).toBe('2027-06-10T07:30:00.000Z');
    expect(summer.opensAt).toBe('2027-06-14T16:00:00.000Z');
    // The night the clocks go back: 03:30 on 31 October 2027 comes after the change (UTC+1).
    expect(termInput({ ...filled, opensDay: '2027-10-31', opensTime: '12:00' }).opensAt).toBe('2027-10-31T11:00:00.000Z');
    expect(termInput({ ...filled, opensDay: '2027-03-28', opensTime: '12:00' }).opensAt).toBe('2027-03-28T10:00:00.000Z');
  });

  it('shows a term’s moments in Paris time, and back to the same moments', () => {
    const term: TermView = { id: 4, libelle: 'Trimestre 3', englishName: '', firstDay: '2027-04-05', lastDay: '2027-06-27', psnId: 2, priorityOpensAt: '2027-03-20T08:00:00.000Z', opensAt: '2027-03-27T17:00:00.000Z', phase: 'closed', enrolled: 0, waiting: 0, selected: false, detailLoaded: true, tariff: { activities: [{ acyId: 3, cents: 18_000 }], slots: [{ psnId: 2, tcsId: 7, cents: 15_050 }] } };
    const draft = termDraft(term);
    expect(draft).toMatchObject({ priorityDay: '2027-03-20', priorityTime: '09:00', opensDay: '2027-03-27', opensTime: '18:00', psnId: 2 });
    const input = termInput(draft);
    expect(input.priorityOpensAt).toBe(term.priorityOpensAt);
    expect(input.opensAt).toBe(term.opensAt);
    expect(input.tariff).toEqual(term.tariff);
  });

  it('asks for the name, the days and the opening; a priority window needs its day and time or neither', () => {
    expect(Object.keys(termErrors(blankTerm())).sort()).toEqual(['firstDay', 'lastDay', 'libelle', 'opensDay']);
    expect(termErrors(filled)).toEqual({});
    expect(Object.keys(termErrors({ ...filled, priorityDay: '2026-12-10', priorityTime: '' }))).toEqual(['priorityTime']);
    expect(Object.keys(termErrors({ ...filled, priorityTime: '09:00' }))).toEqual(['priorityDay']);
    expect(Object.keys(termErrors({ ...filled, opensTime: '' }))).toEqual(['opensTime']);
  });

  it('asks what each price is for, once each', () => {
    const priced = { ...filled, prices: [{ target: 'activity:3', cents: 18_000 }, { target: '', cents: 0 }, { target: 'slot:2:7', cents: 100 }, { target: 'activity:3', cents: 1 }] };
    expect(termErrors(priced)).toEqual({ 'prices.1': 'admin.validation.required', 'prices.3': 'adminTerms.validation.pricedTwice' });
    expect(termInput({ ...priced, prices: [priced.prices[0]!, priced.prices[2]!] }).tariff).toEqual({ activities: [{ acyId: 3, cents: 18_000 }], slots: [{ psnId: 2, tcsId: 7, cents: 100 }] });
  });

  it('sends the discounts chosen, none when none is, and asks for a value and a percent up to 100', () => {
    expect(termInput(filled).tariff).toEqual({ activities: [], slots: [] });
    const discounts = { sibling: { kind: 'percent', value: 10 }, secondClass: { kind: 'amount', value: 2_500 }, first: 'secondClass' } as const;
    const draft = { ...filled, discounts };
    expect(termInput(draft).tariff.discounts).toEqual(discounts);
    expect(termInput({ ...draft, discounts: { ...discounts, secondClass: { kind: 'none', value: 0 } } }).tariff.discounts).toEqual({ ...discounts, secondClass: null });
    expect(termErrors({ ...draft, discounts: { ...discounts, sibling: { kind: 'percent', value: 0 } } })).toEqual({ 'discounts.sibling': 'admin.validation.required' });
    expect(termErrors({ ...draft, discounts: { ...discounts, sibling: { kind: 'percent', value: 120 } } })).toEqual({ 'discounts.sibling': 'adminTerms.validation.percent' });
    // Back from the server as they were sent.
    const term: TermView = { id: 4, libelle: 'T', englishName: '', firstDay: '2027-04-05', lastDay: '2027-06-27', psnId: null, priorityOpensAt: null, opensAt: '2027-03-27T17:00:00.000Z', phase: 'closed', enrolled: 0, waiting: 0, selected: false, detailLoaded: true, tariff: { activities: [], slots: [], discounts: { ...discounts, sibling: null } } };
    expect(termDraft(term).discounts).toEqual({ sibling: { kind: 'none', value: 0 }, secondClass: discounts.secondClass, first: 'secondClass' });
  });

  it('offers paying in parts only when the school chose a number of them, and reads it back', () => {
    expect(termInput({ ...filled, instalments: 0 }).tariff).toEqual({ activities: [], slots: [] });
    expect(termInput({ ...filled, membership: 2_500 }).tariff).toEqual({ activities: [], slots: [], membership: { cents: 2_500 } });
    expect(termErrors({ ...filled, membership: 100_001 }).membership).toBe('adminTerms.validation.membership');
    expect(termInput({ ...filled, instalments: 3 }).tariff).toEqual({ activities: [], slots: [], instalments: 3 });
    const term: TermView = { id: 5, libelle: 'Trimestre 4', englishName: '', firstDay: '2027-04-05', lastDay: '2027-06-27', psnId: null, priorityOpensAt: null, opensAt: '2027-03-27T17:00:00.000Z', phase: 'closed', enrolled: 0, waiting: 0, selected: false, detailLoaded: true, tariff: { activities: [], slots: [], instalments: 4 } };
    expect(termDraft(term).instalments).toBe(4);
    expect(termDraft({ ...term, tariff: { activities: [], slots: [], instalments: null } }).instalments).toBe(0);
  });

  it('asks each promo code for a code, a value and days in order, once, and sends it in capitals', () => {
    const promo = { code: 'ete10', kind: 'percent' as const, value: 10, from: '2027-01-01', until: '2027-01-31', maxUses: '20' };
    expect(termErrors({ ...filled, promos: [promo] })).toEqual({});
    expect(termInput({ ...filled, promos: [promo] }).tariff.promos).toEqual([{ code: 'ETE10', kind: 'percent', value: 10, from: '2027-01-01', until: '2027-01-31', maxUses: 20 }]);
    expect(termInput({ ...filled, promos: [{ ...promo, from: '', until: '', maxUses: '' }] }).tariff.promos).toEqual([{ code: 'ETE10', kind: 'percent', value: 10, from: null, until: null, maxUses: null }]);
    expect(termErrors({ ...filled, promos: [promo, { ...promo, code: 'ETE10 ' }] })).toEqual({ 'promos.1': 'adminTerms.validation.promoTwice' });
    expect(termErrors({ ...filled, promos: [{ ...promo, code: 'é!' }] })).toEqual({ 'promos.0': 'adminTerms.validation.promoCode' });
    expect(termErrors({ ...filled, promos: [{ ...promo, value: 120 }] })).toEqual({ 'promos.0': 'adminTerms.validation.percent' });
    expect(termErrors({ ...filled, promos: [{ ...promo, until: '2026-12-01' }] })).toEqual({ 'promos.0': 'adminTerms.validation.promoDays' });
    expect(termErrors({ ...filled, promos: [{ ...promo, maxUses: '0' }] })).toEqual({ 'promos.0': 'adminTerms.validation.promoUses' });
    expect(termInput({ ...filled, promos: [] }).tariff).toEqual({ activities: [], slots: [] });
  });
});

