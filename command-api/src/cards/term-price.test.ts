import { describe, expect, it } from 'vitest';
import type { CardForRules } from './rules.ts';
import { cardsBestFirst, cardTermCost, entriesWorth, passCoversSlot, passesBestFirst, passTermOffer, type PassForPrice } from './term-price.ts';

const now = '2026-12-01T10:00:00.000Z';
const course = { acyId: 3, acyIdCplt: null, psnId: 2 };
/** Wednesdays at 14:00 (Paris) from 06/01/2027, `count` of them. */
const wednesdays = (count: number) => Array.from({ length: count }, (_, n) => new Date(Date.UTC(2027, 0, 6 + 7 * n, 13)).toISOString());
const tenEntries: CardForRules & { price: number | null } = {
  fftIsAbo: false,
  entries: 10,
  used: 0,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2027-10-31T22:59:59.000Z',
  acyIds: [3],
  psnIds: [],
  revoked: false,
  price: 15000,
};
const pass = (fields: Partial<PassForPrice> = {}): PassForPrice => ({ fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, fftTarif: 15000, acyIds: [3], psnIds: [], ...fields });

describe('what a term costs with a card the family holds', () => {
  it('spends one entry a lesson, worth the price paid over the card’s entries, and says what is left', () => {
    expect(cardTermCost({ ...tenEntries, used: 2 }, wednesdays(8), course)).toEqual({ paid: 8, pays: true, refusal: null, spent: 8, leftAfter: 0, perLesson: 1500, worth: 12000, paysFrom: null });
  });

  it('rounds what the entries are worth once, on the whole', () => {
    expect(entriesWorth(13950, 10, 4)).toBe(5580);
    expect(entriesWorth(10000, 3, 2)).toBe(6667);
    expect(cardTermCost({ ...tenEntries, price: 10000, entries: 3 }, wednesdays(2), course).worth).toBe(6667);
  });

  it('does not pay when entries run out, says how many it pays and from which lesson it would pay them all', () => {
    const cost = cardTermCost({ ...tenEntries, used: 4 }, wednesdays(8), course);
    expect(cost).toMatchObject({ paid: 6, pays: false, refusal: 'noEntry', spent: 0, leftAfter: 6, worth: null, paysFrom: 2 });
  });

  it('does not pay when it expires before the last lesson, and no later first week helps', () => {
    const cost = cardTermCost({ ...tenEntries, validUntil: '2027-01-31T22:59:59.000Z' }, wednesdays(8), course);
    expect(cost).toMatchObject({ paid: 4, pays: false, refusal: 'expired', paysFrom: null });
  });

  it('says nothing of worth for a card given at the desk (no price) nor for a subscription (one entry a week)', () => {
    expect(cardTermCost({ ...tenEntries, price: null }, wednesdays(8), course)).toMatchObject({ pays: true, spent: 8, leftAfter: 2, perLesson: null, worth: null });
    expect(cardTermCost({ ...tenEntries, fftIsAbo: true, entries: 0, weeks: [] }, wednesdays(8), course)).toMatchObject({ pays: true, spent: 8, leftAfter: null, perLesson: null, worth: null });
  });

  it('refuses a card for another activity', () => {
    expect(cardTermCost({ ...tenEntries, acyIds: [9] }, wednesdays(3), course)).toMatchObject({ paid: 0, pays: false, refusal: 'activity', paysFrom: null });
  });
});

describe('what a term costs with a pass on sale', () => {
  it('fits when one card of it pays every lesson: its price, a lesson’s share, and the entries left', () => {
    expect(passTermOffer(pass(), wednesdays(8), course, now)).toEqual({ paid: 8, pays: true, refusal: null, price: 15000, perLesson: 1500, leftAfter: 2, paysFrom: null });
  });

  it('does not fit when one card pays fewer lessons: two cards never pay one term', () => {
    expect(passTermOffer(pass(), wednesdays(12), course, now)).toMatchObject({ paid: 10, pays: false, refusal: 'noEntry', leftAfter: null, paysFrom: 2 });
  });

  it('counts its validity from the day it is paid', () => {
    // Two months from 01/12/2026: valid until 01/02/2027, the last four Wednesdays out.
    expect(passTermOffer(pass({ fftValiditeM: 2 }), wednesdays(8), course, now)).toMatchObject({ paid: 4, pays: false, refusal: 'expired' });
  });

  it('offers a subscription without a lesson’s share', () => {
    expect(passTermOffer(pass({ fftIsAbo: true, fftNbEntree: 0, fftTarif: 39000 }), wednesdays(8), course, now)).toMatchObject({ pays: true, price: 39000, perLesson: null, leftAfter: null });
  });

  it('covers a slot by its activity (or the slot’s second one) and its pool', () => {
    expect(passCoversSlot(pass({ acyIds: [3] }), course)).toBe(true);
    expect(passCoversSlot(pass({ acyIds: [4] }), course)).toBe(false);
    expect(passCoversSlot(pass({ acyIds: [4] }), { ...course, acyIdCplt: 4 })).toBe(true);
    expect(passCoversSlot(pass({ acyIds: [], psnIds: [5] }), course)).toBe(false);
  });
});

describe('best first', () => {
  it('puts the cards that pay first: a subscription, then the one that expires first, then the cheaper entry', () => {
    const dates = wednesdays(4);
    const entry = (id: string, fields: Partial<typeof tenEntries>) => {
      const card = { ...tenEntries, ...fields };
      return { id, card, cost: cardTermCost(card, dates, course) };
    };
    const sorted = cardsBestFirst([
      entry('short', { used: 8 }),
      entry('late', { validUntil: '2027-12-31T22:59:59.000Z' }),
      entry('cheap', { price: 12000 }),
      entry('abo', { fftIsAbo: true, entries: 0 }),
      entry('none', { used: 10 }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['abo', 'cheap', 'late', 'short', 'none']);
  });

  it('puts the passes that fit first, the cheapest first', () => {
    const dates = wednesdays(8);
    const offer = (id: string, fields: Partial<PassForPrice>) => ({ id, offer: passTermOffer(pass(fields), dates, course, now) });
    const sorted = passesBestFirst([offer('five', { fftNbEntree: 5, fftTarif: 8000 }), offer('abo', { fftIsAbo: true, fftTarif: 39000 }), offer('ten', {}), offer('one', { fftNbEntree: 1, fftTarif: 1500 })]);
    expect(sorted.map((item) => item.id)).toEqual(['ten', 'abo', 'five', 'one']);
  });
});
