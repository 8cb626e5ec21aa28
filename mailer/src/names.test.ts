import type { EventStore, RecordedEvent } from '@plouf/infra';
import { describe, expect, it } from 'vitest';
import { mailForEvent, type MailContext } from './kinds.ts';
import { mailNames } from './names.ts';

const at = '2026-11-21T13:30:00.000Z';
let position = 0n;
const recorded = (streamId: string, type: string, data: unknown): RecordedEvent => ({ id: `e${++position}`, streamId, revision: 0, position, type, data, metadata: {} });

/** The streams mailNames reads (it only reads streams): the catalogue as the back-office saved it. */
function storeOf(events: RecordedEvent[]): EventStore {
  return { readStream: async (streamId: string) => events.filter((event) => event.streamId === streamId) } as unknown as EventStore;
}

const named = (libelle: string, en?: string) => ({ libelle, ...(en !== undefined && { translations: { en: { libelle: en } } }) });
const catalogue = storeOf([
  recorded('course-9', 'CourseScheduled', { crsId: 9, acyId: 4, psnId: 2 }),
  // An activity recorded in its first shape, then saved with its English.
  recorded('activity-4', 'ActivityCreated', { activityId: 4, libelle: 'Jardin', slug: 'jardin', acyEnfant: true, acyOrdre: 1, acyAge: 3, acyInfos: '', createdAt: at }),
  recorded('activity-4', 'ActivityChanged', { id: 4, fields: named('Jardin aquatique', 'Water garden'), at }),
  recorded('pool-2', 'PoolAdded', { id: 2, fields: named('Piscine des Tilleuls', 'Les Tilleuls pool'), at }),
  recorded('pass-5', 'PassAdded', { id: 5, fields: named('Carte 10 séances enfants', '  '), at }),
  recorded('pass-6', 'PassAdded', { id: 6, fields: named('Séance découverte', 'Trial session'), at }),
  recorded('pass-6', 'PassRemoved', { id: 6, at }),
]);

const context: MailContext = { publicUrl: 'https://plouf.example', keys: { keyFor: () => 'k' }, timeZone: 'Europe/Paris' };
const course = { crsId: 9, psnId: 2, psnName: 'Piscine des Tilleuls (as booked)', acyName: 'Jardin (as booked)', start: '2026-11-30T09:00:00.000Z', durationMin: 45 };
const seat = (language: 'fr' | 'en') =>
  recorded('course-9', 'SeatTaken', { famId: 1, famName: 'Martin', usrId: 3, memberName: 'Léo Martin', notify: { email: 'claire@x.fr', name: 'Claire Martin', language }, crsId: 9, insId: 11, cardId: 7, course, at, by: 3 });
const card = (fftId: number, libelle: string) => ({ cardId: fftId * 10, fftId, libelle, fftIsAbo: false, entries: 10, validFrom: at, validUntil: at, acyIds: [], psnIds: [], note: '' });
const cards = (language: 'fr' | 'en') =>
  recorded('cards-1', 'CardsIssued', { famId: 1, orderId: 3, cards: [card(5, 'Carte 10 séances enfants'), card(6, 'Séance découverte')], at, by: 3, email: 'claire@x.fr', name: 'Claire Martin', language, total: 16500 });

describe('catalogue names in mails (ADR 0017)', () => {
  it('names a booking’s activity and pool as the catalogue does now, in the recipient’s language', async () => {
    for (const [language, activity, pool] of [['en', 'Water garden', 'Les Tilleuls pool'], ['fr', 'Jardin aquatique', 'Piscine des Tilleuls']] as const) {
      const event = seat(language);
      const mail = mailForEvent(event, { ...context, names: await mailNames(catalogue, [event]) });
      expect(mail?.variables).toMatchObject({ activity, pool });
    }
  });

  it('lists a paid order’s cards by their pass’s name in the reader’s language: the French when the English is blank, as given when the pass is gone', async () => {
    const event = cards('en');
    const mail = mailForEvent(event, { ...context, names: await mailNames(catalogue, [event]) });
    expect((mail?.variables.cards as { libelle: string }[]).map((row) => row.libelle)).toEqual(['Carte 10 séances enfants', 'Séance découverte']);
  });

  it('keeps the names the events carry without the catalogue’s', () => {
    expect(mailForEvent(seat('en'), context)?.variables).toMatchObject({ activity: 'Jardin (as booked)', pool: 'Piscine des Tilleuls (as booked)' });
  });
});
