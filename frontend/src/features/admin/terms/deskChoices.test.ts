import { describe, expect, it } from 'vitest';
import type { CardView, TermSlotView } from '../../../api/adminTerms.ts';
import { deskCards, deskMembers, moveTargets } from './deskChoices.ts';

/** Wednesdays at 14:00 (Paris) from 06/01/2027. */
const wednesdays = (count: number) => Array.from({ length: count }, (_, n) => new Date(Date.UTC(2027, 0, 6 + 7 * n, 13)).toISOString());

const slot = (fields: Partial<TermSlotView> = {}): TermSlotView => ({
  termId: 1,
  tcsId: 3,
  libelle: '',
  englishLabel: '',
  piscine: { id: 2, libelle: 'Piscine des Tilleuls' },
  activite: { id: 5, libelle: 'Apprentissage de la natation' },
  acyIdCplt: null,
  acyAge: 6,
  professeur: { id: 1, libelle: 'Marc' },
  day: 3,
  hour: 14,
  minute: 0,
  durationMin: 45,
  capacity: 8,
  enrolled: 2,
  placesLeft: 6,
  waiting: 0,
  dates: wednesdays(8),
  price: null,
  ...fields,
});

const card = (id: number, fields: Partial<CardView> = {}): CardView => ({
  id,
  libelle: 'Carte 10 séances enfants',
  selected: false,
  detailLoaded: true,
  famId: 1,
  fftId: 4,
  cmdId: null,
  fftIsAbo: false,
  fftNbEntree: 10,
  used: 0,
  left: 10,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2027-10-31T22:59:59.000Z',
  acyIds: [5],
  psnIds: [],
  status: 1,
  revoked: false,
  note: '',
  weeks: [],
  ...fields,
});

describe('the desk enrols a child: only what can be chosen, best first', () => {
  it('puts first a card that pays every lesson, not the first card of the list', () => {
    const choices = deskCards([card(1, { used: 6, left: 4 }), card(2, { acyIds: [9] }), card(3), card(4, { revoked: true })], wednesdays(8), slot());
    expect(choices.map((choice) => [choice.card.id, choice.cost.pays])).toEqual([[3, true], [1, false], [2, false]]);
  });

  it('orders the members children first, each with the activity’s age rule at the first lesson', () => {
    const members = [
      { id: 10, usrPrenom: 'Claire', usrNom: 'Martin', usrDatbirth: null, usrEmail: 'claire@x.fr' },
      { id: 11, usrPrenom: 'Léo', usrNom: 'Martin', usrDatbirth: '2018-03-04', usrEmail: null },
      { id: 12, usrPrenom: 'Zoé', usrNom: 'Martin', usrDatbirth: '2023-05-01', usrEmail: null },
    ];
    expect(deskMembers(members, slot(), wednesdays(1)[0]!, true).map(({ member, refusal }) => [member.id, refusal])).toEqual([
      [12, 'tooYoung'],
      [11, null],
      [10, 'birthDate'],
    ]);
  });
});

describe('the desk moves a child: only the slots it may go to, best first', () => {
  const child8 = { usrDatbirth: '2018-03-04' };
  const from = { activite: { id: 5 }, piscine: { id: 2 }, day: 3, hour: 14, minute: 0 };
  const slots = [
    slot({ tcsId: 20, activite: { id: 7, libelle: 'Aquagym' }, acyAge: 16, day: 3, hour: 15 }),
    slot({ tcsId: 21, day: 6, hour: 10 }),
    slot({ tcsId: 22, day: 3, hour: 17, placesLeft: 0 }),
    slot({ tcsId: 23, day: 4, hour: 14, piscine: { id: 8, libelle: 'Bassin du Canal' } }),
    slot({ tcsId: 24, day: 3, hour: 16, activite: { id: 6, libelle: 'Perfectionnement' } }),
    slot({ tcsId: 25, day: 3, hour: 16 }),
  ];

  it('refuses Aquagym from 16 for an 8-year-old, a full slot, and an activity the card does not cover', () => {
    const targets = moveTargets(slots, from, child8, card(1), () => true);
    expect(targets.map((target) => [target.slot.tcsId, target.refusal])).toEqual([
      [25, null],
      [21, null],
      [23, null],
      [22, 'full'],
      [20, 'age'],
      [24, 'card'],
    ]);
  });

  it('refuses a slot whose last lesson is past the card’s validity', () => {
    const targets = moveTargets([slot({ tcsId: 30, dates: [...wednesdays(8), '2027-12-01T13:00:00.000Z'] })], from, child8, card(1), () => true);
    expect(targets[0]!.refusal).toBe('card');
  });
});
