import type { EventStore, RecordedEvent } from '@plouf/infra';
import { describe, expect, it } from 'vitest';
import { heldForNoOne } from './commitments.ts';
import type { FamilyCommand } from './commands.ts';
import { familyDecider } from './decider.ts';
import { familyStream } from './events.ts';

/**
 * `heldForNoOne` on a family stream held in memory (it only reads that stream): whether a lesson of
 * the commitment is still to come is asked only of a member found gone, so the processes that call
 * it for every place taken read the course only then.
 */
const now = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:05:00.000Z';
const profile = (prenom: string, birthDate: string | null, email: string | null) => ({ email, nom: 'Martin', prenom, civilite: null, tel: null, birthDate });

/** The family's stream after these commands, as a store that reads it (and nothing else). */
function storeAfter(...commands: FamilyCommand[]): EventStore {
  const events: RecordedEvent[] = [];
  let state = familyDecider.initialState();
  for (const command of commands) {
    for (const event of familyDecider.decide(command, state)) {
      state = familyDecider.evolve(state, event);
      const revision = events.length;
      events.push({ id: `e${revision}`, streamId: familyStream(3), type: event.type, data: event.data, metadata: {}, revision, position: BigInt(100 + revision) } as unknown as RecordedEvent);
    }
  }
  return { readStream: async (streamId: string, options?: { fromRevision?: number }) => (streamId === familyStream(3) ? events.filter((event) => event.revision >= (options?.fromRevision ?? 0)) : []) } as unknown as EventStore;
}

const signedUp: FamilyCommand = { type: 'SignUpFamily', data: { famId: 3, famName: 'Martin', userId: 20, profile: profile('Léa', null, 'lea@x.fr'), roles: ['Client', 'Famille'], language: 'fr', origin: 'seed', now, by: null } };
const child: FamilyCommand = { type: 'AddMember', data: { famId: 3, userId: 21, profile: profile('Tom', '2018-04-02', null), roles: [], language: 'fr', now, by: 20 } };
const leaving: FamilyCommand = { type: 'LeaveMember', data: { famId: 3, userId: 21, comingLessons: 0, now, by: 20 } };
const removed: FamilyCommand = { type: 'RemoveMember', data: { famId: 3, userId: 21, checkedAt: now, now: later, by: 20 } };

/** A "still to come" that counts how often it is asked. */
function coming(answer: boolean) {
  const asked = { count: 0 };
  return { asked, coming: async () => (asked.count++, answer) };
}

describe('a commitment held for no one', () => {
  it('does not ask whether a lesson is still to come while the member is in the family, nor for a family that does not exist', async () => {
    const inFamily = coming(true);
    expect(await heldForNoOne(storeAfter(signedUp, child), 3, 21, { position: 1n, coming: inFamily.coming })).toBe(false);
    expect(await heldForNoOne(storeAfter(signedUp, child, leaving), 3, 21, { position: 1n, coming: inFamily.coming })).toBe(false);
    expect(await heldForNoOne(storeAfter(), 3, 21, { position: 1n, coming: inFamily.coming })).toBe(false);
    expect(inFamily.asked.count).toBe(0);
  });

  it('asks it once of a member removed: a lesson still to come is held for no one; a past one only when stored after the removal’s fence', async () => {
    const store = storeAfter(signedUp, child, leaving, removed);
    // The fence (MemberLeaving) is the family's third event, at position 102.
    const toCome = coming(true);
    expect(await heldForNoOne(store, 3, 21, { position: 50n, coming: toCome.coming })).toBe(true);
    expect(toCome.asked.count).toBe(1);
    const past = coming(false);
    expect(await heldForNoOne(store, 3, 21, { position: 50n, coming: past.coming })).toBe(false);
    expect(await heldForNoOne(store, 3, 21, { position: 200n, coming: past.coming })).toBe(true);
    expect(past.asked.count).toBe(2);
    // A plain function does as well (the term process knows its dates without reading anything).
    expect(await heldForNoOne(store, 3, 21, { position: 50n, coming: () => true })).toBe(true);
  });
});
