import { describe, expect, it } from 'vitest';
import { inRateOrder, ratePercent, vatPerRate } from './vat.ts';

describe('VAT per rate', () => {
  it('computes VAT once per rate, so lines do not add up their rounding', () => {
    // 3 cents at 20 %: per line each would be 1 + 0; on the rate's total, 3 × 10000 / 12000 = 2.5 → 3.
    expect(vatPerRate([{ tva: 2000, total: 1 }, { tva: 2000, total: 1 }, { tva: 2000, total: 1 }])).toEqual([{ tva: 2000, base: 3, amount: 0 }]);
    expect(vatPerRate([{ tva: 2000, total: 12000 }, { tva: 2000, total: 6000 }])).toEqual([{ tva: 2000, base: 15000, amount: 3000 }]);
    expect(vatPerRate([])).toEqual([]);
  });

  it('gives the lines lowest rate first, whatever the order of the items', () => {
    const lines = [
      { tva: 2000, total: 12000 },
      { tva: 550, total: 1055 },
      { tva: 1000, total: 1100 },
    ];
    const expected = [
      { tva: 550, base: 1000, amount: 55 },
      { tva: 1000, base: 1000, amount: 100 },
      { tva: 2000, base: 10000, amount: 2000 },
    ];
    expect(vatPerRate(lines)).toEqual(expected);
    expect(vatPerRate([...lines].reverse())).toEqual(expected);
  });

  it('shows lines stored highest rate first (orders placed before) in the same order', () => {
    const stored = [
      { tva: 2000, base: 10000, amount: 2000 },
      { tva: 550, base: 1000, amount: 55 },
    ];
    expect(inRateOrder(stored)).toEqual([stored[1], stored[0]]);
    expect(stored[0]!.tva).toBe(2000);
  });

  it('reads a rate as a percentage', () => {
    expect(ratePercent(2000)).toBe(20);
    expect(ratePercent(550)).toBe(5.5);
    expect(ratePercent(1234)).toBe(12.34);
  });
});
