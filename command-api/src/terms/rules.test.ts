import { describe, expect, it } from 'vitest';
import { previousTerm, slotDates, termOf, termPhase, termRefusal, type TermForRules } from './rules.ts';

const term = (termId: number, firstDay: string, lastDay: string, extra: Partial<TermForRules> = {}): TermForRules => ({
  termId,
  firstDay,
  lastDay,
  psnId: null,
  priorityOpensAt: '2026-12-01T17:00:00.000Z',
  opensAt: '2026-12-03T17:00:00.000Z',
  ...extra,
});

describe('a term’s rules', () => {
  it('opens at its moments, to the millisecond, and ends after its last day in Paris', () => {
    const t = term(2, '2027-01-04', '2027-03-26');
    expect(termPhase(t, '2026-12-01T16:59:59.999Z')).toBe('closed');
    expect(termPhase(t, '2026-12-01T17:00:00.000Z')).toBe('priority');
    expect(termPhase(t, '2026-12-03T16:59:59.999Z')).toBe('priority');
    expect(termPhase(t, '2026-12-03T17:00:00.000Z')).toBe('open');
    expect(termPhase(t, '2027-03-26T22:59:59.000Z')).toBe('open');
    expect(termPhase(t, '2027-03-26T23:00:00.000Z')).toBe('ended');
    expect(termPhase({ ...t, priorityOpensAt: null }, '2026-12-02T10:00:00.000Z')).toBe('closed');
  });

  it('gives a slot’s lessons in Paris time, winter and summer, from a chosen day, after now', () => {
    const spring = term(3, '2027-03-22', '2027-04-09');
    expect(slotDates(spring, { thrJour: 3, thrHeure: 14, thrMinute: 0 })).toEqual(['2027-03-24T13:00:00.000Z', '2027-03-31T12:00:00.000Z', '2027-04-07T12:00:00.000Z']);
    expect(slotDates(spring, { thrJour: 3, thrHeure: 14, thrMinute: 0 }, '2027-03-25')).toEqual(['2027-03-31T12:00:00.000Z', '2027-04-07T12:00:00.000Z']);
    expect(slotDates(spring, { thrJour: 3, thrHeure: 14, thrMinute: 0 }, null, '2027-03-31T12:00:00.000Z')).toEqual(['2027-04-07T12:00:00.000Z']);
    expect(slotDates(spring, { thrJour: 1, thrHeure: 9, thrMinute: 30 }, '2027-04-06')).toEqual([]);
  });

  it('finds the term of a pool’s lesson and the term before, and refuses overlaps on a pool', () => {
    const autumn = term(1, '2026-09-07', '2026-12-19');
    const winter = term(2, '2027-01-04', '2027-03-26');
    const poolOnly = term(3, '2027-01-04', '2027-02-12', { psnId: 9 });
    expect(termOf([autumn, winter], 4, '2027-01-06T13:00:00.000Z')?.termId).toBe(2);
    expect(termOf([autumn, winter], 4, '2026-12-23T13:00:00.000Z')).toBeNull();
    expect(previousTerm([autumn, winter], winter)?.termId).toBe(1);
    expect(previousTerm([autumn, winter], autumn)).toBeNull();
    expect(termRefusal(poolOnly, [autumn, winter])).toBe('overlap');
    expect(termRefusal(term(4, '2027-01-04', '2027-01-01'), [])).toBe('days');
    expect(termRefusal(term(4, '2027-01-04', '2027-02-01', { priorityOpensAt: '2026-12-04T00:00:00.000Z' }), [])).toBe('priority');
    expect(termRefusal(term(4, '2027-01-04', '2027-02-01', { opensAt: '2027-02-02T10:00:00.000Z' }), [])).toBe('opening');
    expect(termRefusal(winter, [autumn, winter])).toBeNull();
  });
});
