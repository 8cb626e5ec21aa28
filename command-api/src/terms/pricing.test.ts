import { describe, expect, it } from 'vitest';
import { proratedCents, slotTermCents, tariffOf, tariffRefusal, type TermTariff, withDiscounts, discountsEarned, instalmentPlan, monthlyDebits } from './pricing.ts';

const tariff: TermTariff = {
  activities: [
    { acyId: 1, cents: 18_000 },
    { acyId: 2, cents: 24_000 },
  ],
  slots: [{ psnId: 5, tcsId: 40, cents: 15_000 }],
};

describe('a slot’s price for the term', () => {
  it('is the slot’s own, else its activity’s, else none', () => {
    expect(slotTermCents(tariff, { psnId: 5, tcsId: 40, acyId: 1 })).toBe(15_000);
    // The same template id in another pool is another slot.
    expect(slotTermCents(tariff, { psnId: 6, tcsId: 40, acyId: 1 })).toBe(18_000);
    expect(slotTermCents(tariff, { psnId: 5, tcsId: 41, acyId: 2 })).toBe(24_000);
    expect(slotTermCents(tariff, { psnId: 5, tcsId: 41, acyId: 3 })).toBeNull();
    expect(slotTermCents(tariffOf({}), { psnId: 5, tcsId: 40, acyId: 1 })).toBeNull();
  });

  it('is prorated to the lessons left, to the cent, half up', () => {
    expect(proratedCents(18_000, 12, 12)).toBe(18_000);
    expect(proratedCents(18_000, 12, 9)).toBe(13_500);
    expect(proratedCents(10_000, 3, 1)).toBe(3_333);
    expect(proratedCents(10_000, 3, 2)).toBe(6_667);
    expect(proratedCents(1, 2, 1)).toBe(1);
    expect(proratedCents(18_000, 12, 0)).toBe(0);
    expect(proratedCents(18_000, 0, 0)).toBe(0);
    // More left than the term gives (a lesson added since): never more than the term's price.
    expect(proratedCents(18_000, 12, 13)).toBe(18_000);
  });

  it('is refused when an activity or a slot is priced twice', () => {
    expect(tariffRefusal(tariff)).toBeNull();
    expect(tariffRefusal({ ...tariff, activities: [...tariff.activities, { acyId: 1, cents: 1 }] })).toBe('tariff');
    expect(tariffRefusal({ ...tariff, slots: [...tariff.slots, { psnId: 5, tcsId: 40, cents: 1 }] })).toBe('tariff');
    expect(tariffRefusal({ ...tariff, slots: [...tariff.slots, { psnId: 6, tcsId: 40, cents: 1 }] })).toBeNull();
  });
});

describe('a term’s discounts (issue 43)', () => {
  const both = { sibling: { kind: 'percent', value: 10 }, secondClass: { kind: 'amount', value: 2_000 }, first: 'sibling' } as const;

  it('takes off only what applies, in the school’s order', () => {
    expect(withDiscounts(15_000, both, { sibling: false, secondClass: false })).toEqual({ cents: 15_000, applied: [] });
    expect(withDiscounts(15_000, both, { sibling: true, secondClass: false })).toEqual({ cents: 13_500, applied: [{ kind: 'sibling', cents: 1_500 }] });
    // Percent first, then the amount off what is left; the other way round, the percent of less.
    expect(withDiscounts(15_000, both, { sibling: true, secondClass: true })).toEqual({ cents: 11_500, applied: [{ kind: 'sibling', cents: 1_500 }, { kind: 'secondClass', cents: 2_000 }] });
    expect(withDiscounts(15_000, { ...both, first: 'secondClass' }, { sibling: true, secondClass: true })).toEqual({ cents: 11_700, applied: [{ kind: 'secondClass', cents: 2_000 }, { kind: 'sibling', cents: 1_300 }] });
  });

  it('rounds a percent to the cent and never goes below nothing', () => {
    expect(withDiscounts(999, { sibling: { kind: 'percent', value: 15 }, secondClass: null, first: 'sibling' }, { sibling: true, secondClass: true }).cents).toBe(849);
    expect(withDiscounts(1_500, { sibling: null, secondClass: { kind: 'amount', value: 5_000 }, first: 'sibling' }, { sibling: true, secondClass: true })).toEqual({ cents: 0, applied: [{ kind: 'secondClass', cents: 1_500 }] });
    expect(withDiscounts(15_000, undefined, { sibling: true, secondClass: true })).toEqual({ cents: 15_000, applied: [] });
  });

  it('earns the sibling discount from a brother’s or sister’s place, the second class from the child’s own other slot', () => {
    const child = { usrId: 7, tcsId: 40 };
    expect(discountsEarned([], child)).toEqual({ sibling: false, secondClass: false });
    // Its own place in this very slot (asked again) earns nothing.
    expect(discountsEarned([child], child)).toEqual({ sibling: false, secondClass: false });
    expect(discountsEarned([{ usrId: 8, tcsId: 40 }], child)).toEqual({ sibling: true, secondClass: false });
    expect(discountsEarned([{ usrId: 7, tcsId: 41 }], child)).toEqual({ sibling: false, secondClass: true });
  });

  it('refuses a percentage over a hundred', () => {
    expect(tariffRefusal({ ...tariff, discounts: { ...both, sibling: { kind: 'percent', value: 101 } } })).toBe('discount');
    expect(tariffRefusal({ ...tariff, discounts: { ...both, sibling: { kind: 'amount', value: 10_100 } } })).toBeNull();
  });
});

describe('a price paid in instalments', () => {
  it('is split to the cent, the cents left over on the first part, and adds up to the price', () => {
    expect(instalmentPlan(10_000, 3, '2026-09-14')).toEqual([
      { n: 1, due: '2026-09-14', cents: 3_334 },
      { n: 2, due: '2026-10-14', cents: 3_333 },
      { n: 3, due: '2026-11-14', cents: 3_333 },
    ]);
    for (const [cents, count] of [[1, 3], [2, 3], [17_999, 4], [18_000, 2], [0, 3], [123_457, 3]] as const) {
      const parts = instalmentPlan(cents, count, '2026-09-01');
      expect(parts.reduce((sum, part) => sum + part.cents, 0), `${cents} in ${count}`).toBe(cents);
      expect(new Set(parts.slice(1).map((part) => part.cents)).size, `${cents} in ${count}`).toBeLessThanOrEqual(1);
      expect(parts[0]!.cents - parts.at(-1)!.cents, `${cents} in ${count}`).toBeLessThan(count);
    }
  });

  it('falls due on the same day of the next months, or on a shorter month’s last day, across the year’s end', () => {
    expect(instalmentPlan(9_000, 3, '2026-12-31').map((part) => part.due)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
    expect(instalmentPlan(9_000, 4, '2027-11-30').map((part) => part.due)).toEqual(['2027-11-30', '2027-12-30', '2028-01-30', '2028-02-29']);
    expect(instalmentPlan(9_000, 2, '2026-03-31').map((part) => part.due)).toEqual(['2026-03-31', '2026-04-30']);
  });

  it('refuses what is not a price, a count or a day', () => {
    expect(() => instalmentPlan(10.5, 3, '2026-09-01')).toThrow(RangeError);
    expect(() => instalmentPlan(-1, 3, '2026-09-01')).toThrow(RangeError);
    expect(() => instalmentPlan(100, 0, '2026-09-01')).toThrow(RangeError);
    expect(() => instalmentPlan(100, 3, '1 septembre')).toThrow(RangeError);
    for (const day of ['2026-02-31', '2026-13-05', '2026-00-10', '2026-09-00']) expect(() => instalmentPlan(100, 3, day), day).toThrow(RangeError);
    expect(() => instalmentPlan(100, 13, '2026-09-01')).toThrow(RangeError);
    expect(() => instalmentPlan(2 ** 60, 3, '2026-09-01')).toThrow(RangeError);
  });
});

describe('monthly direct debits to the term’s last lesson (ADR 0029, decision 49)', () => {
  it('counts a debit on the day the mandate is signed, then one a month not after the last lesson', () => {
    expect(monthlyDebits('2026-09-10', '2026-12-16')).toBe(4);
    expect(monthlyDebits('2026-09-10', '2026-12-09')).toBe(3);
    expect(monthlyDebits('2026-12-20', '2026-12-16')).toBe(1);
    // 31 January: the next ones on the months' last days (28 February, 31 March).
    expect(monthlyDebits('2027-01-31', '2027-03-31')).toBe(3);
    // A school year at most.
    expect(monthlyDebits('2026-09-01', '2028-06-30')).toBe(12);
  });
});
