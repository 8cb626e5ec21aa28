/**
 * VAT per rate (spec §3): prices include VAT and rates are in basis points (2000 = 20 %). Pure and
 * written once: the server prices orders with it, the cart shows what it will cost with it
 * (`@plouf/command-api/vat`).
 */
import type { VatLine } from './contract.ts';

export type { VatLine };

/** The order VAT lines are shown and stored in: by rate, lowest first. */
const byRate = (a: VatLine, b: VatLine) => a.tva - b.tva;

/**
 * The VAT within a total that includes it, per rate: computed once per rate on the rate's total, so
 * the lines' rounding does not add up. The base is `round(total × 10000 / (10000 + rate))`, the
 * amount what is left.
 *
 * @example
 * vatPerRate([{ tva: 2000, total: 12000 }, { tva: 550, total: 1055 }]);
 * // [{ tva: 550, base: 1000, amount: 55 }, { tva: 2000, base: 10000, amount: 2000 }]
 */
export function vatPerRate(lines: readonly { tva: number; total: number }[]): VatLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.tva, (totals.get(line.tva) ?? 0) + line.total);
  return [...totals]
    .map(([tva, total]) => {
      const base = Math.round((total * 10_000) / (10_000 + tva));
      return { tva, base, amount: total - base };
    })
    .sort(byRate);
}

/**
 * VAT lines in the order they are shown: an order placed before the lines were stored lowest rate
 * first shows them as the cart does.
 */
export const inRateOrder = (vat: readonly VatLine[]): VatLine[] => [...vat].sort(byRate);

/** Spec §9: a rate in basis points as a percentage, up to 2 decimals (2000 → 20, 550 → 5.5). */
export const ratePercent = (tva: number) => Math.round(tva) / 100;
