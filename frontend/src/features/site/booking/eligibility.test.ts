import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { describe, expect, it } from 'vitest';
import { levelRefused, memberRefusal, passedIn } from './eligibility.ts';

const course = (acyAge: number) => ({ id: 9, acyAge, crsDatdebut: '2026-11-25T13:00:00.000Z' });

describe('who may be booked', () => {
  it('applies the activity’s age on the day of the course', () => {
    expect(memberRefusal({ id: 1, usrDatbirth: '2021-01-10' }, course(6), true, [])).toBe('tooYoung');
    expect(memberRefusal({ id: 1, usrDatbirth: '2020-11-25' }, course(6), true, [])).toBeNull();
    expect(memberRefusal({ id: 1, usrDatbirth: '2026-05-26' }, course(0), true, [])).toBe('tooYoung');
    expect(memberRefusal({ id: 1, usrDatbirth: '2026-05-25' }, course(0), true, [])).toBeNull();
  });

  it('needs a birth date for a children’s activity only', () => {
    expect(memberRefusal({ id: 1, usrDatbirth: null }, course(3), true, [])).toBe('birthDate');
    expect(memberRefusal({ id: 1, usrDatbirth: null }, course(16), false, [])).toBeNull();
  });

  it('does not book a member twice, but again after a cancellation', () => {
    const booked = { crsId: 9, usrId: 1, insStatus: ENROLMENT_STATUS.listeAttente };
    expect(memberRefusal({ id: 1, usrDatbirth: null }, course(16), false, [booked])).toBe('already');
    expect(memberRefusal({ id: 1, usrDatbirth: null }, course(16), false, [{ ...booked, insStatus: ENROLMENT_STATUS.annule }])).toBeNull();
  });
});

const level = (lvlId: number) => ({ lvlId, name: `Niveau ${lvlId}`, englishName: '', skills: [] });
const levels = [level(7), level(8), level(9)];

describe('the level a course is for', () => {
  it('gathers the levels each child passed in the course’s activity', () => {
    const cards = [
      { usrId: 5, acyId: 2, passed: [{ lvlId: 7 }] },
      { usrId: 5, acyId: 3, passed: [{ lvlId: 30 }] },
      { usrId: 6, acyId: 2, passed: [] },
    ];
    expect(passedIn(cards, 2)).toEqual(new Map([[5, [7]], [6, []]]));
    expect(passedIn(cards, 4)).toEqual(new Map());
  });

  it('opens the first level to all, the next ones to who passed the one before (or a later one)', () => {
    const check = { levels, passed: new Map([[5, [7]], [6, [9]]]) };
    expect(levelRefused(1, 7, check)).toBe(false);
    expect(levelRefused(1, 8, check)).toBe(true);
    expect(levelRefused(5, 8, check)).toBe(false);
    expect(levelRefused(5, 9, check)).toBe(true);
    expect(levelRefused(6, 8, check)).toBe(false);
  });

  it('refuses no one for a course of any level, or before the check is loaded', () => {
    expect(levelRefused(1, null, { levels, passed: new Map() })).toBe(false);
    expect(levelRefused(1, 9, null)).toBe(false);
  });

  it('comes after the age and the booking already made', () => {
    const forLevel = { ...course(6), lvlId: 8 };
    const check = { levels, passed: new Map<number, number[]>() };
    expect(memberRefusal({ id: 1, usrDatbirth: '2018-01-10' }, forLevel, true, [], check)).toBe('level');
    expect(memberRefusal({ id: 1, usrDatbirth: '2024-01-10' }, forLevel, true, [], check)).toBe('tooYoung');
    expect(memberRefusal({ id: 1, usrDatbirth: '2018-01-10' }, forLevel, true, [])).toBeNull();
  });
});
