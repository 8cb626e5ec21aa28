import { given, givenCommands } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { cardsDecider, heldOf, validUntil, type CardCommand, type FamilyCards } from './decider.ts';
import type { CardEvent, CardRecord } from './events.ts';
import { cardRefusal, isoWeek } from './rules.ts';

const now = '2026-11-23T10:00:00.000Z';
const by = 1;
const cards = (...past: CardEvent[]) => given<CardCommand, CardEvent, FamilyCards>(cardsDecider, ...past);

describe('an order’s cards', () => {
  const record = (cardId: number, fftId = 4): CardRecord => ({ cardId, fftId, libelle: 'Carte', fftIsAbo: false, entries: 10, validFrom: now, validUntil: '2027-11-23T23:59:59.000Z', acyIds: [], psnIds: [], note: '' });
  const issued: CardEvent = { type: 'CardsIssued', data: { famId: 3, orderId: 7, cards: [record(1), record(2)], at: now, by: null } };
  const issue: CardCommand = { type: 'IssueOrderCards', data: { famId: 3, orderId: 7, cards: [record(1), record(2)], notify: {}, now, by: null } };
  const revoke: CardCommand = { type: 'RevokeOrderCards', data: { famId: 3, orderId: 7, reason: 'Remboursée', now, by } };
  const revoked: CardEvent = { type: 'CardsRevoked', data: { famId: 3, orderId: 7, cardIds: [1, 2], reason: 'Remboursée', at: now, by } };

  it('gives an order’s cards once (a replayed payment or a crash gives no second set)', () => {
    cards().when(issue).then([issued]);
    cards(issued).when({ ...issue, data: { ...issue.data, cards: [record(3), record(4)] } }).then([]);
  });

  it('takes back every card of a refunded order, used or not, and no entry of it is spent afterwards', () => {
    // The exact sequence of issue 19: a card of the order paid one lesson, then the order is refunded.
    const spent: CardEvent = { type: 'EntrySpent', data: { famId: 3, cardId: 1, insId: 500, crsId: 40, week: '2026-W49', at: now, by } };
    cards(issued, spent).when(revoke).then([revoked]);
    const spend: CardCommand = { type: 'SpendEntry', data: { famId: 3, cardId: 1, insId: 501, course: { crsId: 41, acyId: 1, acyIdCplt: null, psnId: 2, start: '2026-12-07T13:00:00.000Z' }, now, by } };
    cards(issued, spent, revoked).when(spend).refuses('CardRefused');
    expect(cards(issued, spent, revoked).when(spend).events).toThrow(expect.objectContaining({ messages: { fr: 'Cette carte a été reprise (carte 1)', en: 'This card was taken back (card 1)' } }));
    cards(issued, spent).when(spend).then([{ type: 'EntrySpent', data: { famId: 3, cardId: 1, insId: 501, crsId: 41, week: '2026-W50', at: now, by } }]);
  });

  it('takes back the cards of a refunded order once', () => {
    cards(issued).when(revoke).then([revoked]);
    cards(issued, revoked).when(revoke).then([]);
    expect(heldOf(cards(issued, revoked).state, 4)).toBe(0);
    expect(heldOf(cards(issued).state, 4)).toBe(2);
  });

  it('corrects only what changes, and refuses a card the family does not hold', () => {
    cards(issued).when({ type: 'CorrectCard', data: { famId: 3, cardId: 1, entries: 10, now, by } }).then([]);
    cards(issued).when({ type: 'CorrectCard', data: { famId: 3, cardId: 1, entries: 8, note: 'Geste', now, by } }).then([{ type: 'CardCorrected', data: { famId: 3, cardId: 1, entries: 8, note: 'Geste', at: now, by } }]);
    cards(issued).when({ type: 'CorrectCard', data: { famId: 3, cardId: 99, revoked: true, now, by } }).refuses('CardNotFound');
  });

  it('gives a card at the desk, outside any order', () => {
    cards().when({ type: 'GiveCard', data: { famId: 3, card: record(5, 6), now, by } }).then([{ type: 'CardsIssued', data: { famId: 3, orderId: null, cards: [record(5, 6)], at: now, by } }]);
  });

  it('makes a card valid for its months, to the end of the same day, or the month’s last day', () => {
    // The end of that day in Paris: 23:59:59 there, UTC+1 in winter, UTC+2 in summer.
    expect(validUntil('2026-11-23T10:00:00.000Z', 12)).toBe('2027-11-23T22:59:59.000Z');
    expect(validUntil('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T22:59:59.000Z');
    expect(validUntil('2026-06-14T10:00:00.000Z', 1)).toBe('2026-07-14T21:59:59.000Z');
    // Paid at 00:30 in Paris on 1 December (still 30 November in UTC): a card of the 1st.
    expect(validUntil('2026-11-30T23:30:00.000Z', 1)).toBe('2027-01-01T22:59:59.000Z');
  });
});

describe('a card’s entries', () => {
  const start = '2026-12-02T13:00:00.000Z';
  const twoEntries: CardRecord = { cardId: 1, fftId: 2, libelle: 'Carte 2', fftIsAbo: false, entries: 2, validFrom: now, validUntil: '2027-11-23T22:59:59.000Z', acyIds: [3], psnIds: [], note: '' };
  const abo: CardRecord = { cardId: 2, fftId: 3, libelle: 'Abonnement', fftIsAbo: true, entries: 0, validFrom: now, validUntil: '2027-06-30T21:59:59.000Z', acyIds: [], psnIds: [2], note: '' };
  const course = (crsId: number, at: string) => ({ crsId, acyId: 3, acyIdCplt: null, psnId: 2, start: at });
  const spend = (cardId: number, insId: number, at = start): CardCommand => ({ type: 'SpendEntry', data: { famId: 9, cardId, insId, course: course(insId, at), now, by } });
  const giveBack = (insId: number): CardCommand => ({ type: 'ReturnEntry', data: { famId: 9, insId, now, by } });
  /** The family's two cards, then these commands. */
  const after = (...commands: CardCommand[]) =>
    givenCommands<CardCommand, CardEvent, FamilyCards>(cardsDecider, { type: 'GiveCard', data: { famId: 9, card: twoEntries, now, by } }, { type: 'GiveCard', data: { famId: 9, card: abo, now, by } }, ...commands);

  it('spends one entry per inscription, once, and gives it back once', () => {
    expect(after(spend(1, 10), spend(1, 10)).state.cards[1]!.used).toBe(1);
    after(spend(1, 10)).when(giveBack(10)).then([{ type: 'EntryReturned', data: { famId: 9, cardId: 1, insId: 10, crsId: 10, at: now, by } }]);
    after(spend(1, 10), giveBack(10)).when(giveBack(10)).then([]);
    expect(after(spend(1, 10), giveBack(10)).state.cards[1]!.used).toBe(0);
    after(spend(1, 10), spend(1, 11)).when(spend(1, 12)).refuses('CardRefused');
    after().when(spend(7, 13)).refuses('CardNotFound');
  });

  it('lets a subscription pay one lesson a Paris week', () => {
    after(spend(2, 20, '2026-12-01T09:00:00.000Z')).when(spend(2, 21, '2026-12-06T20:00:00.000Z')).refuses('CardRefused');
    // Sunday 23:30 in Paris is still that week; Monday 00:30 in Paris (Sunday 23:30 UTC) is the next.
    expect(isoWeek('2026-12-06T22:30:00.000Z')).toBe('2026-W49');
    expect(isoWeek('2026-12-06T23:30:00.000Z')).toBe('2026-W50');
    after(spend(2, 20, '2026-12-01T09:00:00.000Z')).when(spend(2, 22, '2026-12-06T23:30:00.000Z')).then([{ type: 'EntrySpent', data: { famId: 9, cardId: 2, insId: 22, crsId: 22, week: '2026-W50', at: now, by } }]);
  });

  it('explains each refusal', () => {
    const card = { fftIsAbo: false, entries: 1, used: 0, validFrom: now, validUntil: '2026-12-31T22:59:59.000Z', acyIds: [3], psnIds: [2], revoked: false };
    expect(cardRefusal(card, course(1, start))).toBeNull();
    expect(cardRefusal(card, course(1, '2027-01-02T13:00:00.000Z'))).toBe('expired');
    expect(cardRefusal(card, course(1, '2026-11-20T13:00:00.000Z'))).toBe('notYetValid');
    expect(cardRefusal(card, { ...course(1, start), acyId: 4 })).toBe('activity');
    expect(cardRefusal(card, { ...course(1, start), acyId: 4, acyIdCplt: 3 })).toBeNull();
    expect(cardRefusal(card, { ...course(1, start), psnId: 9 })).toBe('pool');
    expect(cardRefusal({ ...card, used: 1 }, course(1, start))).toBe('noEntry');
    expect(cardRefusal({ ...card, revoked: true }, course(1, start))).toBe('revoked');
  });
});

describe('a term enrolment’s lessons paid ahead', () => {
  const lessons = ['2027-01-06T13:00:00.000Z', '2027-01-13T13:00:00.000Z', '2027-01-20T13:00:00.000Z', '2027-01-27T13:00:00.000Z'];
  const course = { acyId: 3, acyIdCplt: null, psnId: 2 };
  const card = (entries: number, extra: Partial<CardRecord> = {}): CardEvent => ({
    type: 'CardsIssued',
    data: { famId: 3, orderId: null, cards: [{ cardId: 1, fftId: 4, libelle: 'Carte', fftIsAbo: false, entries, validFrom: now, validUntil: '2027-11-23T22:59:59.000Z', acyIds: [], psnIds: [], note: '', ...extra }], at: now, by: null },
  });
  const reserve = (enrId: number, dates = lessons, transferFrom?: { enrId: number; fromDate: string }): CardCommand => ({ type: 'ReserveWeeks', data: { famId: 3, cardId: 1, enrId, dates, course, ...(transferFrom && { transferFrom }), now, by } });
  const reserved = (enrId: number, dates = lessons): CardEvent => ({ type: 'WeeksReserved', data: { famId: 3, cardId: 1, enrId, dates, weeks: dates.map(isoWeek), at: now, by } });

  it('pays every lesson at once, or refuses saying how many the card pays', () => {
    cards(card(10)).when(reserve(50)).then([reserved(50)]);
    expect(cards(card(10), reserved(50)).state.cards[1]!.used).toBe(4);
    cards(card(10), reserved(50)).when(reserve(50)).then([]);
    expect(cards(card(3)).when(reserve(50)).events).toThrow(expect.objectContaining({ code: 'CardPaysFewerWeeks', messages: expect.objectContaining({ fr: expect.stringContaining('ne paie que 3 séance(s) sur les 4') }) }));
    // The entries paid ahead are no one else's: a second enrolment finds fewer.
    cards(card(6), reserved(50)).when(reserve(51)).refuses('CardPaysFewerWeeks');
    cards(card(6, { validUntil: '2027-01-15T22:59:59.000Z' })).when(reserve(50)).refuses('CardPaysFewerWeeks');
    cards(card(10, { acyIds: [9] })).when(reserve(50)).refuses('CardRefused');
  });

  it('pays a subscription’s lessons one a week: a week already used is not paid twice', () => {
    const subscription = card(0, { fftIsAbo: true });
    cards(subscription).when(reserve(50)).then([reserved(50)]);
    const spent: CardEvent = { type: 'EntrySpent', data: { famId: 3, cardId: 1, insId: 9, crsId: 8, week: isoWeek(lessons[1]!), at: now, by } };
    cards(subscription, spent).when(reserve(50)).refuses('CardPaysFewerWeeks');
  });

  it('gives lessons back once each, and a move carries the lessons from its day to the new slot', () => {
    const back: CardCommand = { type: 'ReturnWeeks', data: { famId: 3, enrId: 50, dates: lessons.slice(2), now, by } };
    cards(card(10), reserved(50)).when(back).then([{ type: 'WeeksReturned', data: { famId: 3, cardId: 1, enrId: 50, dates: lessons.slice(2), at: now, by } }]);
    const returned = cards(card(10), reserved(50)).when(back).events()[0]!;
    expect(cards(card(10), reserved(50), returned).state.cards[1]!.used).toBe(2);
    cards(card(10), reserved(50), returned).when(back).then([]);
    // A card of 5 entries holds the 4 lessons of slot A; moved from the third lesson, B's two lessons are paid by A's.
    const later = ['2027-01-21T17:00:00.000Z', '2027-01-28T17:00:00.000Z'];
    cards(card(5), reserved(50)).when(reserve(51, later)).refuses('CardPaysFewerWeeks');
    cards(card(5), reserved(50))
      .when(reserve(51, later, { enrId: 50, fromDate: '2027-01-20' }))
      .then([{ type: 'WeeksReserved', data: { famId: 3, cardId: 1, enrId: 51, dates: later, weeks: later.map(isoWeek), transferred: { enrId: 50, dates: lessons.slice(2) }, at: now, by } }]);
  });
});
