import { createPGliteEventStore, createPGlitePool, handleCommand, migrateDatabase, type Decider, type EventStore, type SessionUser } from '@plouf/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsDecider } from '../../cards/decider.ts';
import { cardsStream } from '../../cards/events.ts';
import { documentStream } from '../../catalogue/documents/events.ts';
import { familyDecider } from '../../families/decider.ts';
import { familyStream } from '../../families/events.ts';
import type { CommandContext } from '../../runner.ts';
import { courseDecider } from '../decider.ts';
import { courseStream, type CourseRecord } from '../events.ts';
import { book, cancelBooking, type BookingRequest } from './workflow.ts';

/**
 * The booking workflow on a real event store (PGlite): what it reads from the family, the activity
 * and the cards reaches the course decider, and a place taken spends its entry.
 */
const now = '2026-11-23T10:00:00.000Z';
const meta = { correlationId: 'workflow-test', userId: null, timestamp: now };
let store: EventStore;
let dispose: () => Promise<void>;
let ids = 1000;

/** A request's context on the store, as the runner gives it (no idempotency: each call is a new request). */
const context = (): CommandContext => ({
  now,
  clock: () => new Date(now),
  by: 20,
  language: 'fr',
  newId: async () => ++ids,
  newIds: async (_name: string, count: number) => Array.from({ length: count }, () => ++ids),
  hold: () => undefined,
  handle: <C, E extends { type: string; data: unknown }, S>(stream: string, decider: Decider<C, E, S>, command: C) => handleCommand(store, stream, decider, command, meta),
});

const famId = 7;
const parent = 20;
const child = 21;
const user = { id: parent, famId, roles: ['Client', 'Famille'] } as unknown as SessionUser;
const course = (crsId: number, acyId: number): CourseRecord => ({ crsId, psnId: 2, psnName: 'Oberkampf', acyId, acyName: 'Cours', acyAge: 6, acyIdCplt: null, usrId: 4, mnsName: 'Sophie', start: '2026-12-02T13:00:00.000Z', durationMin: 45, capacity: 4, tcsId: null, cutoffHours: 24 });
const request = (change: Partial<BookingRequest>): BookingRequest => ({ famId, crsId: 50, usrId: child, cardId: 300, waitingList: false, user, language: 'fr', ...change });
const activity = (acyEnfant: boolean, acyAge: number) => ({ libelle: 'Cours', acyEnfant, acyAge, acyInfos: '', imageIds: [], content: { blocks: [] }, configActivity: {} });

beforeAll(async () => {
  const pool = await createPGlitePool();
  const pglite = createPGliteEventStore(pool);
  await migrateDatabase(pool);
  store = pglite;
  dispose = () => pool.end();
  const ctx = context();
  const profile = (prenom: string, birthDate: string | null, email: string | null) => ({ email, nom: 'Martin', prenom, civilite: null, tel: null, birthDate });
  await ctx.handle(familyStream(famId), familyDecider, { type: 'SignUpFamily', data: { famId, famName: 'Martin', userId: parent, profile: profile('Léa', null, 'lea@x.fr'), roles: ['Client', 'Famille'], language: 'fr', origin: 'seed', now, by: null } });
  await ctx.handle(familyStream(famId), familyDecider, { type: 'AddMember', data: { famId, userId: child, profile: profile('Léo', '2020-12-03', null), roles: [], language: 'fr', now, by: null } });
  // Activity 3: children from 6; activity 4: adults, any age.
  await store.appendToStream(documentStream('Activity', 3), [{ type: 'ActivityAdded', data: { id: 3, fields: activity(true, 6), at: now } }]);
  await store.appendToStream(documentStream('Activity', 4), [{ type: 'ActivityAdded', data: { id: 4, fields: activity(false, 0), at: now } }]);
  for (const [crsId, acyId] of [[50, 3], [51, 4]] as const) await ctx.handle(courseStream(crsId), courseDecider, { type: 'Schedule', data: { course: course(crsId, acyId), now, by: null } });
  const card = { cardId: 300, fftId: 9, libelle: 'Carte 1 séance', fftIsAbo: false, entries: 1, validFrom: now, validUntil: '2027-11-23T22:59:59.000Z', acyIds: [], psnIds: [], note: '' };
  await ctx.handle(cardsStream(famId), cardsDecider, { type: 'GiveCard', data: { famId, card, now, by: null } });
}, 60_000);
afterAll(() => dispose());

const types = async (stream: string) => (await store.readStream(stream)).map((event) => event.type);
const refusalOf = (attempt: Promise<unknown>) => attempt.then(() => 'accepted', (error: { code?: string }) => error.code ?? String(error));

describe('the booking workflow', () => {
  it('refuses a child too young for a children’s lesson from what the family’s stream says, and takes no place', async () => {
    expect(await refusalOf(book(store, context(), request({})))).toBe('TooYoung');
    expect(await types(courseStream(50))).toEqual(['CourseScheduled']);
  });

  it('refuses a member of another family, a card the family does not hold, and a session with no family', async () => {
    expect(await refusalOf(book(store, context(), request({ crsId: 51, usrId: 99 })))).toBe('MemberNotInFamily');
    expect(await refusalOf(book(store, context(), request({ crsId: 51, cardId: 301 })))).toBe('CardNotFound');
    expect(await refusalOf(book(store, context(), request({ crsId: 51, famId: 8 })))).toBe('NoFamily');
  });

  it('seats a member and spends the card’s entry; the card then pays for nothing more; a cancellation gives it back', async () => {
    const insId = await book(store, context(), request({ crsId: 51 }));
    expect(await types(courseStream(51))).toEqual(['CourseScheduled', 'SeatTaken']);
    expect((await store.readStream(cardsStream(famId))).map((event) => [event.type, (event.data as { insId?: number }).insId])).toEqual([['CardsIssued', undefined], ['EntrySpent', insId]]);
    expect(await refusalOf(book(store, context(), request({ crsId: 51, usrId: parent })))).toBe('CardRefused');
    await cancelBooking(store, context(), { crsId: 51, insId, famId }, user);
    expect(await types(cardsStream(famId))).toEqual(['CardsIssued', 'EntrySpent', 'EntryReturned']);
    expect(await book(store, context(), request({ crsId: 51, usrId: parent }))).toBeGreaterThan(insId);
  });
});
