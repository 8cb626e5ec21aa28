import { describe, expect, it } from 'vitest';
import type { CreditView } from '../../../api/familyTerm.ts';
import { absenceAllowed, absenceOutcome, creditChoices, ledgerOrder, openOffer, released } from './lessonRules.ts';

const lesson = { cutoffAt: '2026-12-01T13:00:00.000Z', crsDatdebut: '2026-12-02T13:00:00.000Z', makeup: false };
const before = new Date('2026-12-01T12:59:00Z');
const after = new Date('2026-12-01T13:00:00Z');

const credit = (id: number, over: Partial<CreditView> = {}): CreditView => ({
  id,
  libelle: '',
  selected: false,
  detailLoaded: true,
  famId: 1,
  usrId: 12,
  memberName: 'Léo Martin',
  reason: 'absence',
  note: '',
  acyIds: [3],
  psnIds: [],
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-31T22:59:59.000Z',
  status: 'open',
  source: null,
  usedBy: null,
  closure: null,
  history: [],
  ...over,
});
const course = { acyId: 3, acyIdCplt: null, psnId: 1, start: '2026-12-09T13:00:00.000Z' };

describe('an absence declared ahead', () => {
  it('gives back, before the cut-off, the entry of a card, a credit for a subscription’s week, the credit of a make-up', () => {
    expect(absenceOutcome(lesson, { fftIsAbo: false }, before)).toBe('entry');
    expect(absenceOutcome(lesson, { fftIsAbo: true }, before)).toBe('credit');
    expect(absenceOutcome({ ...lesson, makeup: true }, { fftIsAbo: false }, before)).toBe('creditBack');
    // A card the family no longer lists is no subscription: its entry comes back.
    expect(absenceOutcome(lesson, undefined, before)).toBe('entry');
  });

  it('gives nothing back from the cut-off on', () => {
    expect(absenceOutcome(lesson, { fftIsAbo: true }, after)).toBe('nothing');
    expect(absenceOutcome({ ...lesson, makeup: true }, undefined, after)).toBe('nothing');
  });

  it('is offered for a booked place until the lesson starts, never for the waiting list', () => {
    expect(absenceAllowed({ ...lesson, insStatus: 1 }, after)).toBe(true);
    expect(absenceAllowed({ ...lesson, insStatus: 1 }, new Date('2026-12-02T13:00:00Z'))).toBe(false);
    expect(absenceAllowed({ ...lesson, insStatus: 5 }, before)).toBe(false);
  });
});

describe('a place offered from the waiting list', () => {
  it('is open until its moment, for a member still waiting', () => {
    const offered = { insStatus: 5, offeredUntil: '2026-12-01T20:00:00.000Z' };
    expect(openOffer(offered, before)).toBe('2026-12-01T20:00:00.000Z');
    expect(openOffer(offered, new Date('2026-12-01T20:00:00Z'))).toBeNull();
    expect(openOffer({ ...offered, insStatus: 1 }, before)).toBeNull();
    expect(openOffer({ insStatus: 5, offeredUntil: null }, before)).toBeNull();
  });
});

describe('a released place', () => {
  const cancelled = { insStatus: 4, releaseReason: null, credited: false, refunded: false, late: false };
  it('says an absence, a lapsed or refused offer, or how the family was made whole', () => {
    expect(released({ ...cancelled, releaseReason: 'absence', credited: true, refunded: true })).toBe('absence');
    expect(released({ ...cancelled, releaseReason: 'absence', late: true })).toBe('absenceLate');
    expect(released({ ...cancelled, releaseReason: 'offerExpired' })).toBe('offerExpired');
    expect(released({ ...cancelled, releaseReason: 'offerDeclined' })).toBe('offerDeclined');
    expect(released({ ...cancelled, releaseReason: 'courseCancelled', credited: true, refunded: true })).toBe('credited');
    expect(released({ ...cancelled, releaseReason: 'family', refunded: true })).toBe('refunded');
    expect(released({ ...cancelled, late: true })).toBe('late');
    expect(released({ ...cancelled, insStatus: 1 })).toBeNull();
  });
});

describe('credits offered in the booking dialog', () => {
  it('lists the member’s open credits, those that may pay first, with why the others may not', () => {
    const list = [
      credit(1, { acyIds: [9] }),
      credit(2, { usrId: 13 }),
      credit(3, { status: 'used' }),
      credit(4, { validUntil: '2026-12-20T22:59:59.000Z' }),
      credit(5, { validUntil: '2026-12-05T22:59:59.000Z' }),
    ];
    expect(creditChoices(list, course, 12).map((choice) => [choice.credit.id, choice.allowed, choice.refusal])).toEqual([
      [4, true, null],
      [5, false, 'creditExpired'],
      [1, false, 'activity'],
    ]);
  });

  it('orders a ledger: open ones soonest to end first, then used, then expired', () => {
    const list = [credit(1, { status: 'expired' }), credit(2, { status: 'used' }), credit(3, { validUntil: '2027-01-31T22:59:59.000Z' }), credit(4)];
    expect(ledgerOrder(list).map((entry) => entry.id)).toEqual([4, 3, 2, 1]);
  });
});
