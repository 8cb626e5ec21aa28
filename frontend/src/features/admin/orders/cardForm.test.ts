import { describe, expect, it } from 'vitest';
import type { CardView } from '../../../api/adminOrders.ts';
import { cardErrors, correctInput, draftOf, EMPTY_CARD, giveInput } from './cardForm.ts';

const card: CardView = {
  id: 41,
  libelle: 'Carte 10 séances enfants',
  selected: false,
  detailLoaded: true,
  famId: 7,
  fftId: 3,
  cmdId: 12,
  fftIsAbo: false,
  fftNbEntree: 10,
  used: 2,
  left: 8,
  validFrom: '2026-11-23T10:00:00.000Z',
  validUntil: '2027-11-23T23:59:59.000Z',
  acyIds: [],
  psnIds: [],
  status: 1,
  revoked: false,
  note: '',
  weeks: [],
};

describe('giving a card', () => {
  it('needs a pass, and sends entries and last day only when typed', () => {
    expect(cardErrors(EMPTY_CARD, true)).toEqual({ fftId: 'admin.validation.required' });
    expect(giveInput({ ...EMPTY_CARD, fftId: 3, note: ' Cadeau ' })).toEqual({ fftId: 3, note: 'Cadeau' });
    expect(giveInput({ ...EMPTY_CARD, fftId: 3, entries: '5', lastDay: '2027-06-30' })).toEqual({ fftId: 3, fftNbEntree: 5, validUntil: '2027-06-30', note: '' });
  });

  it('refuses entries and days the server would refuse', () => {
    expect(cardErrors({ ...EMPTY_CARD, fftId: 3, entries: '-1', lastDay: '2027-02-30' }, true)).toEqual({ entries: 'adminOrders.cards.badEntries', lastDay: 'adminOrders.cards.badDay' });
    expect(cardErrors({ ...EMPTY_CARD, fftId: 3, entries: '1001' }, true)).toEqual({ entries: 'adminOrders.cards.badEntries' });
    expect(cardErrors({ ...EMPTY_CARD, entries: '12', lastDay: '2028-02-29' }, false)).toEqual({});
  });
});

describe('correcting a card', () => {
  it('starts from the card and sends only what changed', () => {
    const draft = draftOf(card);
    expect(draft).toEqual({ fftId: 3, entries: '10', lastDay: '2027-11-23', note: '', revoked: false });
    expect(correctInput(card, draft)).toEqual({ id: 41 });
    expect(correctInput(card, { ...draft, revoked: true })).toEqual({ id: 41, revoked: true });
    expect(correctInput(card, { ...draft, entries: '12', lastDay: '2027-12-31', note: 'Geste commercial' })).toEqual({ id: 41, fftNbEntree: 12, validUntil: '2027-12-31', note: 'Geste commercial' });
  });
});
