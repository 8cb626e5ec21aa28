import { describe, expect, it } from 'vitest';
import { monthKey, monthTotals, signedTotal } from './monthTotals.ts';

describe('a month of the books', () => {
  it('adds invoices, takes credit notes back', () => {
    expect(monthTotals([{ kind: 'invoice', total: 15000 }, { kind: 'invoice', total: 1055 }, { kind: 'creditNote', total: 5000 }])).toEqual({ invoiced: 16055, credited: 5000, net: 11055 });
    expect(monthTotals([])).toEqual({ invoiced: 0, credited: 0, net: 0 });
    expect(signedTotal({ kind: 'creditNote', total: 5000 })).toBe(-5000);
  });

  it('names a month as the server asks it', () => {
    expect(monthKey(2026, 3)).toBe('2026-03');
    expect(monthKey(2026, 12)).toBe('2026-12');
  });
});
