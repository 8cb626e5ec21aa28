import { describe, expect, it } from 'vitest';
import { TEST_IBANS } from '../../constants.ts';
import { ibanLast4, isSepaIban, normalIban } from './iban.ts';

describe('SEPA IBANs', () => {
  it('accepts the test IBANs and real-shaped ones of SEPA countries', () => {
    expect(isSepaIban(TEST_IBANS.succeeds)).toBe(true);
    expect(isSepaIban(TEST_IBANS.fails)).toBe(true);
    expect(isSepaIban(normalIban('de89 3704 0044 0532 0130 00'))).toBe(true);
    expect(isSepaIban(normalIban('GB82 WEST 1234 5698 7654 32'))).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, a country outside SEPA and stray characters', () => {
    expect(isSepaIban('FR1520041010050500013M02606')).toBe(false);
    expect(isSepaIban('FR1420041010050500013M0260')).toBe(false);
    expect(isSepaIban('US64SVBKUS6S3300958879')).toBe(false);
    expect(isSepaIban('FR14 20041010050500013M02606')).toBe(false);
    expect(isSepaIban('')).toBe(false);
  });

  it('shows only the last four characters', () => {
    expect(ibanLast4(TEST_IBANS.succeeds)).toBe('2606');
  });
});
