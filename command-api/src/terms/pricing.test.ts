import { describe, expect, it } from 'vitest';
import { proratedCents, slotTermCents, tariffOf, tariffRefusal, type TermTariff } from './pricing.ts';

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
