import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { describe, expect, it } from 'vitest';
import { memberRefusal } from './eligibility.ts';

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
