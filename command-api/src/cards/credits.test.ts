/** Make-up credits on the family's cards stream (issue 23): given once, spent once, given back, warned and expired by themselves. */
import { given } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { cardsDecider, creditFor, type CardCommand, type FamilyCards } from './decider.ts';
import type { CardEvent, CreditRecord } from './events.ts';
import { creditRefusal } from './rules.ts';

const now = '2026-11-23T10:00:00.000Z';
const by = null;
const notify = { email: 'f@x.fr', name: 'Léa Martin', language: 'fr' as const };
const credit: CreditRecord = {
  creditId: 40,
  usrId: 12,
  memberName: 'Léo Martin',
  reason: 'absence',
  note: '',
  acyIds: [3],
  psnIds: [],
  validFrom: now,
  validUntil: '2027-01-22T22:59:59.000Z',
  source: { insId: 500, crsId: 9, cardId: 2, start: '2026-11-25T13:00:00.000Z', psnId: 1, psnName: 'Canal', acyName: 'Natation' },
};
const given_: CardEvent = { type: 'CreditGiven', data: { famId: 3, credit, notify, at: now, by } };
const cards = (...past: CardEvent[]) => given<CardCommand, CardEvent, FamilyCards>(cardsDecider, ...past);
const course = { crsId: 41, acyId: 3, acyIdCplt: null, psnId: 2, start: '2026-12-07T13:00:00.000Z' };
const spend = (insId = 501, usrId = 12): CardCommand => ({ type: 'SpendEntry', data: { famId: 3, cardId: 40, insId, usrId, course, now, by } });
const spent: CardEvent = { type: 'CreditSpent', data: { famId: 3, creditId: 40, insId: 501, crsId: 41, at: now, by } };

describe('make-up credits', () => {
  it('are given once per lesson they make up for', () => {
    cards().when({ type: 'GiveCredit', data: { famId: 3, credit, notify, now, by } }).then([given_]);
    cards(given_).when({ type: 'GiveCredit', data: { famId: 3, credit: { ...credit, creditId: 41 }, notify, now, by } }).then([]);
    expect(creditFor(cards(given_).state, 500)?.creditId).toBe(40);
  });

  it('book one make-up of their own member, on what the card covered, while valid', () => {
    cards(given_).when(spend()).then([spent]);
    cards(given_, spent).when(spend(502)).refuses('CardRefused');
    cards(given_).when(spend(501, 13)).refuses('CardRefused');
    cards(given_).when({ ...spend(), data: { ...(spend() as Extract<CardCommand, { type: 'SpendEntry' }>).data, course: { ...course, acyId: 7 } } } as CardCommand).refuses('CardRefused');
    expect(creditRefusal({ ...credit, status: 'open' }, { ...course, start: '2027-01-23T09:00:00.000Z' }, 12)).toBe('creditExpired');
  });

  it('come back when their make-up is cancelled in time, and can be used again', () => {
    const returned: CardEvent = { type: 'CreditReturned', data: { famId: 3, creditId: 40, insId: 501, crsId: 41, at: now, by } };
    cards(given_, spent).when({ type: 'ReturnEntry', data: { famId: 3, insId: 501, now, by } }).then([returned]);
    cards(given_, spent, returned).when({ type: 'ReturnEntry', data: { famId: 3, insId: 501, now, by } }).then([]);
    cards(given_, spent, returned).when(spend(503)).then([{ type: 'CreditSpent', data: { famId: 3, creditId: 40, insId: 503, crsId: 41, at: now, by } }]);
  });

  it('warn once a week before their end, and expire at their end unless used', () => {
    const warn: CardCommand = { type: 'WarnCreditExpiry', data: { famId: 3, creditId: 40, now: '2027-01-15T22:59:59.000Z', by } };
    const warned: CardEvent = { type: 'CreditExpiryWarned', data: { famId: 3, creditId: 40, usrId: 12, memberName: 'Léo Martin', validUntil: credit.validUntil, notify, at: '2027-01-15T22:59:59.000Z', by } };
    cards(given_).when(warn).then([warned]);
    cards(given_, warned).when(warn).then([]);
    cards(given_, spent).when(warn).then([]);
    const expire = (at: string): CardCommand => ({ type: 'ExpireCredit', data: { famId: 3, creditId: 40, now: at, by } });
    cards(given_).when(expire('2027-01-22T22:59:58.999Z')).then([]);
    cards(given_).when(expire(credit.validUntil)).then([{ type: 'CreditExpired', data: { famId: 3, creditId: 40, usrId: 12, at: credit.validUntil, by } }]);
    cards(given_, spent).when(expire(credit.validUntil)).then([]);
    const expired: CardEvent = { type: 'CreditExpired', data: { famId: 3, creditId: 40, usrId: 12, at: credit.validUntil, by } };
    cards(given_, expired).when(spend()).refuses('CardRefused');
  });
});
