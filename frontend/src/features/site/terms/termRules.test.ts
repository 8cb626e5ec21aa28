import { describe, expect, it } from 'vitest';
import type { CardView } from '../../../api/commerce.ts';
import { cardCost, childrenFirst, termName } from './termRules.ts';

const card = (changes: Partial<CardView> = {}): CardView => ({
  id: 1,
  libelle: 'Carte 10 séances enfants',
  famId: 1,
  fftId: 1,
  cmdId: null,
  fftIsAbo: false,
  fftNbEntree: 10,
  used: 0,
  left: 10,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2027-12-31T00:00:00.000Z',
  acyIds: [],
  psnIds: [],
  status: 1,
  revoked: false,
  note: '',
  weeks: [],
  ...changes,
}) as CardView;
const wednesdays = ['2027-01-06T13:00:00.000Z', '2027-01-13T13:00:00.000Z', '2027-01-20T13:00:00.000Z', '2027-01-27T13:00:00.000Z'];
const course = { acyId: 5, psnId: 2 };

describe('the cards that pay a term’s lessons', () => {
  it('an entry card pays as many lessons as it has entries left', () => {
    expect(cardCost(card(), wednesdays, course)).toMatchObject({ paid: 4, refusal: null });
    expect(cardCost(card({ used: 8 }), wednesdays, course)).toMatchObject({ paid: 2, refusal: 'noEntry' });
  });

  it('says what the lessons are worth at the price the family paid for the card, nothing when it was given at the desk', () => {
    expect(cardCost(card({ price: 15000 }), wednesdays, course)).toMatchObject({ pays: true, spent: 4, perLesson: 1500, worth: 6000, leftAfter: 6 });
    expect(cardCost(card({ price: null }), wednesdays, course)).toMatchObject({ pays: true, worth: null });
  });

  it('a subscription pays one lesson a week within its validity, not a week already spent', () => {
    expect(cardCost(card({ fftIsAbo: true, fftNbEntree: 1, used: 40 }), wednesdays, course)).toMatchObject({ paid: 4, refusal: null });
    expect(cardCost(card({ fftIsAbo: true, validUntil: '2027-01-15T00:00:00.000Z' }), wednesdays, course)).toMatchObject({ paid: 2, refusal: 'expired' });
    expect(cardCost(card({ fftIsAbo: true, weeks: ['2027-W01'] }), wednesdays, course)).toMatchObject({ paid: 0, refusal: 'weekUsed' });
  });

  it('a card for another activity or pool pays none', () => {
    expect(cardCost(card({ acyIds: [9] }), wednesdays, course)).toMatchObject({ paid: 0, refusal: 'activity' });
    expect(cardCost(card({ psnIds: [9] }), wednesdays, course)).toMatchObject({ paid: 0, refusal: 'pool' });
  });
});

describe('term names and members', () => {
  it('names the term in the reader’s language, French when it has no English', () => {
    expect(termName({ libelle: 'Trimestre 1', englishName: 'Term 1' }, 'en')).toBe('Term 1');
    expect(termName({ libelle: 'Trimestre 1', englishName: ' ' }, 'en')).toBe('Trimestre 1');
    expect(termName({ libelle: 'Trimestre 1', englishName: 'Term 1' }, 'fr')).toBe('Trimestre 1');
  });

  it('offers the children first, youngest first, then the adults', () => {
    const members = [
      { id: 1, usrDatbirth: null },
      { id: 2, usrDatbirth: '2016-05-01' },
      { id: 3, usrDatbirth: '1985-02-02' },
      { id: 4, usrDatbirth: '2020-03-01' },
    ];
    expect(childrenFirst(members, '2026-12-02T13:00:00.000Z').map((member) => member.id)).toEqual([4, 2, 1, 3]);
  });
});
