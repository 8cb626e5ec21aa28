import { givenCommands } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import type { CardForRules } from '../cards/rules.ts';
import { courseDecider, type CourseCommand, type CourseState } from './decider.ts';
import type { CourseEvent, CourseRecord } from './events.ts';

const now = '2026-11-23T10:00:00.000Z';
const by = 1;
/** A children's lesson from 6 years old, on 2 December 2026. */
const record: CourseRecord = { crsId: 5, psnId: 2, psnName: 'Oberkampf', acyId: 3, acyName: 'Bébés nageurs', acyAge: 6, acyIdCplt: null, usrId: 4, mnsName: 'Sophie Lemaire', start: '2026-12-02T13:00:00.000Z', durationMin: 45, capacity: 2, tcsId: null, cutoffHours: 24 };
const card: CardForRules = { fftIsAbo: false, entries: 10, used: 0, validFrom: now, validUntil: '2027-11-23T22:59:59.000Z', acyIds: [3], psnIds: [], revoked: false };
const booker = { famId: 100, famName: 'Martin', usrId: 200, memberName: 'Léo Martin', notify: { email: 'lea@x.fr', name: 'Léa Martin', language: 'fr' as const } };
const book = (change: { birthDate?: string | null; acyEnfant?: boolean; card?: CardForRules | null } = {}): CourseCommand => ({
  type: 'Book',
  data: {
    insId: 1,
    booker,
    cardId: 300,
    waitingList: false,
    member: { called: 'Léo', birthDate: change.birthDate === undefined ? '2020-05-10' : change.birthDate },
    ageRule: { acyAge: 6, acyEnfant: change.acyEnfant ?? true },
    card: change.card === undefined ? card : change.card,
    now,
    by,
  },
});
const scheduled = () => givenCommands<CourseCommand, CourseEvent, CourseState>(courseDecider, { type: 'Schedule', data: { course: record, now, by } });

describe('booking a place: the member and the card', () => {
  it('seats a member old enough with a card that can pay', () => {
    expect(scheduled().when(book()).events()).toMatchObject([{ type: 'SeatTaken', data: { insId: 1, cardId: 300, usrId: 200 } }]);
  });

  it('refuses a member too young on the day of the lesson, naming them and the rule', () => {
    // Born on 3 December 2020: six the day after the lesson, so not on its day; born a day earlier, six on it.
    scheduled().when(book({ birthDate: '2020-12-03' })).refuses('TooYoung');
    expect(scheduled().when(book({ birthDate: '2020-12-03' })).events).toThrow(
      expect.objectContaining({ messages: { fr: 'Léo n’a pas l’âge de ce cours (à partir de 6 ans)', en: 'Léo is too young for this lesson (from 6 years old)' } }),
    );
    scheduled().when(book({ birthDate: '2020-12-02' })).then(scheduled().when(book()).events());
  });

  it('needs the birth date of a member booked on a children’s lesson, not on another', () => {
    scheduled().when(book({ birthDate: null })).refuses('BirthDateNeeded');
    expect(scheduled().when(book({ birthDate: null })).events).toThrow(expect.objectContaining({ messages: { fr: 'Indiquez la date de naissance de Léo pour l’inscrire à un cours enfant', en: "Give Léo's birth date to book a children's lesson" } }));
    expect(scheduled().when(book({ birthDate: null, acyEnfant: false })).events()).toMatchObject([{ type: 'SeatTaken' }]);
  });

  it('refuses a card the family does not hold, or one that cannot pay for this lesson, with why', () => {
    scheduled().when(book({ card: null })).refuses('CardNotFound');
    scheduled().when(book({ card: { ...card, revoked: true } })).refuses('CardRefused');
    scheduled().when(book({ card: { ...card, acyIds: [9] } })).refuses('CardRefused');
    expect(scheduled().when(book({ card: { ...card, used: 10 } })).events).toThrow(expect.objectContaining({ messages: { fr: 'Cette carte n’a plus d’entrée (carte 300)', en: 'This card has no entry left (card 300)' } }));
  });

  it('decides nothing again for a place already booked (a repeated request), whatever the card says now', () => {
    const booked = givenCommands<CourseCommand, CourseEvent, CourseState>(courseDecider, { type: 'Schedule', data: { course: record, now, by } }, book());
    booked.when(book({ card: { ...card, used: 10 } })).then([]);
  });
});
