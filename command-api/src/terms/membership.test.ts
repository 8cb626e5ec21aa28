import { describe, expect, it } from 'vitest';
import { membershipDecider, type MembershipEvent } from './membership.ts';
import { MembershipTaken } from './errors.ts';
import { schoolYearOf, schoolYearText } from './pricing.ts';

const now = '2026-09-01T10:00:00.000Z';
const claim = (orderId: number) => ({ type: 'ClaimMembership' as const, data: { famId: 3, year: 2026, orderId, cents: 2_500, now } });
const release = (orderId: number) => ({ type: 'ReleaseMembership' as const, data: { famId: 3, year: 2026, orderId, now } });
const state = (...events: MembershipEvent[]) => events.reduce(membershipDecider.evolve, membershipDecider.initialState());
const claimed = (orderId: number): MembershipEvent => ({ type: 'MembershipClaimed', data: { famId: 3, year: 2026, orderId, cents: 2_500, at: now } });
const released = (orderId: number): MembershipEvent => ({ type: 'MembershipReleased', data: { famId: 3, year: 2026, orderId, at: now } });

describe('the school year', () => {
  it('runs from September to August, named by its first calendar year', () => {
    expect(schoolYearOf('2026-09-07')).toBe(2026);
    expect(schoolYearOf('2027-01-04')).toBe(2026);
    expect(schoolYearOf('2027-08-31')).toBe(2026);
    expect(schoolYearOf('2027-09-01')).toBe(2027);
    expect(schoolYearText(2026)).toBe('2026-2027');
  });
});

describe('the membership fee’s stream (ADR 0029, decisions 33-37)', () => {
  it('is held by one order at a time; the same order again takes nothing more', () => {
    expect(membershipDecider.decide(claim(7), state())).toEqual([claimed(7)]);
    expect(membershipDecider.decide(claim(7), state(claimed(7)))).toEqual([]);
    expect(() => membershipDecider.decide(claim(8), state(claimed(7)))).toThrow(MembershipTaken);
  });

  it('is given back by its order only, and then taken by the next', () => {
    expect(membershipDecider.decide(release(8), state(claimed(7)))).toEqual([]);
    expect(membershipDecider.decide(release(7), state(claimed(7)))).toEqual([released(7)]);
    expect(membershipDecider.decide(release(7), state(claimed(7), released(7)))).toEqual([]);
    expect(membershipDecider.decide(claim(8), state(claimed(7), released(7)))).toEqual([claimed(8)]);
  });
});
