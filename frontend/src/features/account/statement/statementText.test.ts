import type { StatementEntry } from '@plouf/command-api/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { allCatalogues } from '../../../i18n/allCatalogues.ts';
import { balanceText, entryText, inSentence, monthName, monthPeriod, movements, signedAmount, withChosen } from './statementText.ts';

const intl = (locale: 'fr' | 'en') => createIntl({ locale, messages: allCatalogues[locale], onWarn: () => {} });
const entry = (fields: Partial<StatementEntry>): StatementEntry => ({
  key: 'k',
  at: '2026-11-25T13:00:00.000Z',
  kind: 'charged',
  cents: 18_000,
  balance: 18_000,
  orderId: 12,
  lines: [],
  orderStatus: 9,
  method: null,
  part: null,
  parts: null,
  discounts: [],
  ...fields,
});
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the statement in words (as the PDF words it)', () => {
  it('names each kind of entry in French and English', () => {
    const fr = intl('fr');
    const en = intl('en');
    expect(spaced(entryText(entry({ lines: ['Trimestre d’été', 'Carte 10 séances'] }), fr))).toBe('Commande 12 : Trimestre d’été ; Carte 10 séances');
    expect(entryText(entry({ lines: ['Summer term'] }), en)).toBe('Order 12: Summer term');
    expect(entryText(entry({ cents: -18_000 }), fr)).toBe('Commande 12 redevenue un devis');
    expect(entryText(entry({ kind: 'paid', cents: 6_000, method: 0, part: 1, parts: 3 }), fr)).toBe('Paiement par carte bancaire, commande 12, versement 1 sur 3');
    expect(entryText(entry({ kind: 'paid', cents: 6_000, method: 1 }), en)).toBe('Payment by cheque, order 12');
    expect(entryText(entry({ kind: 'paid', cents: 6_000, method: 7 }), fr)).toBe('Paiement par Pass’Sport, commande 12');
    expect(entryText(entry({ kind: 'discounted', cents: 1_500, discounts: [{ kind: 'sibling', cents: 1_000 }, { kind: 'promo', cents: 500, code: 'ETE10' }] }), fr)).toBe('Remises, commande 12 (frère ou sœur, code ETE10)');
    expect(entryText(entry({ kind: 'discounted', cents: 1_500 }), en)).toBe('Discounts, order 12');
    expect(entryText(entry({ kind: 'refunded', cents: 6_000 }), en)).toBe('Refund, order 12');
    expect(entryText(entry({ kind: 'credited', cents: 6_000, orderStatus: 6 }), fr)).toBe('Commande 12 annulée');
    expect(entryText(entry({ kind: 'credited', cents: 6_000, orderStatus: 7 }), en)).toBe('Credit note, order 12');
  });

  it('writes a method inside a sentence, brands as they are', () => {
    expect(['Carte bancaire', 'Chèques-vacances ANCV', 'Bank transfer', 'PayPal', 'Coupon Sport', 'Pass’Sport', 'CB 3x', 'ANCV holiday vouchers'].map(inSentence)).toEqual([
      'carte bancaire',
      'chèques-vacances ANCV',
      'bank transfer',
      'PayPal',
      'Coupon Sport',
      'Pass’Sport',
      'CB 3x',
      'ANCV holiday vouchers',
    ]);
  });

  it('signs each entry as it moved the balance, from the balances served', () => {
    const moves = movements([{ balance: 18_000 }, { balance: 16_500 }, { balance: 10_500 }, { balance: 16_500 }]);
    expect(moves).toEqual([18_000, -1_500, -6_000, 6_000]);
    expect(spaced(signedAmount(moves[0]!, 'fr'))).toBe('+180 €');
    expect(spaced(signedAmount(moves[2]!, 'fr'))).toBe('−60 €');
    expect(signedAmount(-1_550, 'en')).toBe('−€15.50');
    expect(signedAmount(0, 'en')).toBe('€0');
  });

  it('says what is left to pay, what the school owes, or that all is settled', () => {
    expect(spaced(balanceText(12_000, intl('fr'), false))).toBe('Reste à payer : 120 €');
    expect(balanceText(-2_000, intl('en'), false)).toBe('In your favour: €20');
    expect(balanceText(-2_000, intl('en'), true)).toBe('In the family’s favour: €20');
    expect(spaced(balanceText(0, intl('fr'), false))).toBe('Compte à jour : rien à payer');
  });
});

describe('a month of the statement', () => {
  it('runs from its first day to its last, leap years and December included', () => {
    expect(monthPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthPeriod(null)).toBeNull();
  });

  it('is named with its year, capitalized as a list item, and offered even when it has no entries left', () => {
    expect(monthName('2026-11', 'fr')).toBe('Novembre 2026');
    expect(monthName('2027-01', 'en')).toBe('January 2027');
    expect(withChosen(['2027-01', '2026-11'], '2026-12')).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(withChosen(['2027-01'], null)).toEqual(['2027-01']);
  });
});
