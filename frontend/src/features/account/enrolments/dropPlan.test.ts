import { describe, expect, it } from 'vitest';
import type { EnrolmentWeek } from '../../../api/terms.ts';
import { dropPlan, weeksToGiveUp } from './dropPlan.ts';

const week = (date: string, state: EnrolmentWeek['state']): EnrolmentWeek => ({ date, state, crsId: state === 'unscheduled' ? null : 1, insId: null, refunded: false });
const weeks = [
  week('2027-01-06T13:00:00.000Z', 'present'),
  week('2027-01-13T13:00:00.000Z', 'coming'),
  week('2027-01-20T13:00:00.000Z', 'coming'),
  week('2027-01-27T13:00:00.000Z', 'unscheduled'),
];

describe('giving a term enrolment up from a week', () => {
  it('offers only the lessons still to come', () => {
    expect(weeksToGiveUp(weeks, new Date('2027-01-12T20:00:00Z')).map((w) => w.date.slice(0, 10))).toEqual(['2027-01-13', '2027-01-20', '2027-01-27']);
    expect(weeksToGiveUp(weeks, new Date('2027-01-13T14:00:00Z')).map((w) => w.date.slice(0, 10))).toEqual(['2027-01-20', '2027-01-27']);
  });

  it('says which entries come back: before the cut-off, and the lessons not scheduled yet', () => {
    expect(dropPlan(weeks, '2027-01-13', 24, new Date('2027-01-12T20:00:00Z'))).toEqual([
      { date: '2027-01-13T13:00:00.000Z', outcome: 'spent' },
      { date: '2027-01-20T13:00:00.000Z', outcome: 'back' },
      { date: '2027-01-27T13:00:00.000Z', outcome: 'later' },
    ]);
    // One hour before the cut-off of the 13th, with a pool's 2-hour cut-off: it comes back.
    expect(dropPlan(weeks, '2027-01-13', 2, new Date('2027-01-13T10:00:00Z'))[0]!.outcome).toBe('back');
    expect(dropPlan(weeks, '2027-01-20', 24, new Date('2027-01-12T20:00:00Z')).map((line) => line.date.slice(0, 10))).toEqual(['2027-01-20', '2027-01-27']);
  });
});
