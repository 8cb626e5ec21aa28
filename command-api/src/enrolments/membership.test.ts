import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_LINE_ID, TUITION_LINE_BASE } from '../terms/pricing.ts';
import { membershipLine } from './membership.ts';

describe('the membership fee’s order line (ADR 0029, decisions 34-35)', () => {
  it('is a VAT-free line of its own, between the passes’ ids and the terms’ prices', () => {
    const line = membershipLine(2026, 2_500);
    expect(line).toMatchObject({ id: MEMBERSHIP_LINE_ID, libelle: 'Adhésion annuelle 2026-2027', total: 2_500, tva: 0, qty: 1, fftNbEntree: 0, membership: { year: 2026, englishLabel: 'Yearly membership 2026-2027' } });
    expect(MEMBERSHIP_LINE_ID).toBeLessThan(TUITION_LINE_BASE + 1);
  });
});
