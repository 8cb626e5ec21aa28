/**
 * The IBANs a SEPA direct debit may be drawn on: the SEPA scheme's countries and their IBAN lengths
 * (the EPC's register). A family's IBAN is checked here before anything is sent to the bank.
 */
const SEPA_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GI: 23, GR: 27,
  HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24,
  SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** An IBAN as typed (spaces, lower case) in the form the bank reads: capitals, no spaces. */
export const normalIban = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

/**
 * Whether an IBAN (normalised) is one a SEPA debit may use: a SEPA country, its length, letters and
 * digits only, and its check digits right (ISO 13616: the country and check digits moved to the end,
 * letters as numbers, the whole modulo 97 is 1).
 *
 * @example
 * isSepaIban('FR1420041010050500013M02606'); // true
 * isSepaIban('FR1520041010050500013M02606'); // false: a check digit off
 */
export function isSepaIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (SEPA_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** The IBAN shown back: its last four characters only (a card's last digits are shown so). */
export const ibanLast4 = (iban: string) => iban.slice(-4);
