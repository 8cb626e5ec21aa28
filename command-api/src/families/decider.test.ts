import { describe, expect, it } from 'vitest';
import type { FamilyCommand } from './commands.ts';
import { familyDecider } from './decider.ts';
import { BirthDateInFuture, BirthDateRequired, FamilyAlreadyExists, FamilyNotFound, MemberAlreadyInFamily, MemberNotFound } from './errors.ts';
import type { FamilyEvent } from './events.ts';

const now = '2026-11-21T10:00:00.000Z';
const profile = { email: 'lea@x.fr', nom: 'Martin', prenom: 'Léa', civilite: null, tel: null, birthDate: null };

function given(...events: FamilyEvent[]) {
  const state = events.reduce(familyDecider.evolve, familyDecider.initialState());
  return { when: (command: FamilyCommand) => () => familyDecider.decide(command, state) };
}

const signUp: FamilyCommand = { type: 'SignUpFamily', data: { famId: 3, famName: 'Martin', userId: 8, profile, roles: ['Client', 'Famille'], language: 'fr', origin: 'signup', now, by: null } };
const [created, firstMember] = familyDecider.decide(signUp, familyDecider.initialState()) as [FamilyEvent, FamilyEvent];

describe('family decider', () => {
  it('signs a family up with its first member in one decision', () => {
    expect(created).toEqual({ type: 'FamilyCreated', data: { famId: 3, famName: 'Martin', createdAt: now, createdBy: null } });
    expect(firstMember).toEqual({ type: 'FamilyMemberAdded', data: { famId: 3, userId: 8, ...profile, roles: ['Client', 'Famille'], origin: 'signup', language: 'fr', addedAt: now, addedBy: null } });
  });

  it('refuses to create a family twice', () => {
    expect(given(created).when(signUp)).toThrow(FamilyAlreadyExists);
  });

  it('adds an invited member, once', () => {
    const add: FamilyCommand = { type: 'AddMember', data: { famId: 3, userId: 9, profile: { ...profile, email: 'tom@x.fr', prenom: 'Tom' }, roles: ['Client', 'Famille'], language: 'en', now, by: 8 } };
    const events = given(created, firstMember).when(add)();
    expect(events).toEqual([{ type: 'FamilyMemberAdded', data: expect.objectContaining({ userId: 9, origin: 'invited', addedBy: 8, language: 'en' }) }]);
    expect(given(created, firstMember, ...events).when(add)).toThrow(MemberAlreadyInFamily);
    expect(given().when(add)).toThrow(FamilyNotFound);
  });

  it('adds a member without an email (a child) when they have a birth date, and refuses one with neither', () => {
    const child = (birthDate: string | null, at = now): FamilyCommand => ({
      type: 'AddMember',
      data: { famId: 3, userId: 10, profile: { ...profile, email: null, prenom: 'Zoé', birthDate }, roles: ['Client', 'Famille'], language: 'fr', now: at, by: 8 },
    });
    expect(given(created, firstMember).when(child('2019-04-12'))()).toEqual([
      { type: 'FamilyMemberAdded', data: { famId: 3, userId: 10, ...profile, email: null, prenom: 'Zoé', birthDate: '2019-04-12', roles: ['Client', 'Famille'], origin: 'invited', language: 'fr', addedAt: now, addedBy: 8 } },
    ]);
    expect(given(created, firstMember).when(child(null))).toThrow(BirthDateRequired);
    // Born today in Paris (already the 22nd there at 23:30 UTC) is fine; tomorrow is not.
    expect(given(created, firstMember).when(child('2026-11-22', '2026-11-21T23:30:00.000Z'))()).toHaveLength(1);
    expect(given(created, firstMember).when(child('2026-11-23', '2026-11-21T23:30:00.000Z'))).toThrow(BirthDateInFuture);
  });

  it('keeps the birth date of a member without an email, and lets them get an email', () => {
    const [childAdded] = given(created, firstMember).when({
      type: 'AddMember',
      data: { famId: 3, userId: 10, profile: { ...profile, email: null, prenom: 'Zoé', birthDate: '2019-04-12' }, roles: ['Client', 'Famille'], language: 'fr', now, by: 8 },
    })() as [FamilyEvent];
    const update = (changes: Record<string, unknown>): FamilyCommand => ({ type: 'UpdateMember', data: { famId: 3, userId: 10, changes, now, by: 8 } });
    expect(given(created, firstMember, childAdded).when(update({ birthDate: null }))).toThrow(BirthDateRequired);
    expect(given(created, firstMember, childAdded).when(update({ email: 'zoe@x.fr' }))()).toEqual([{ type: 'FamilyMemberUpdated', data: { famId: 3, userId: 10, email: 'zoe@x.fr', at: now, by: 8 } }]);
    // A member with an email may have no birth date.
    expect(given(created, firstMember).when({ type: 'UpdateMember', data: { famId: 3, userId: 8, changes: { birthDate: '1990-02-03' }, now, by: 8 } })()).toHaveLength(1);
  });

  it('records only what an update changes, and nothing when nothing changes', () => {
    const update = (changes: Record<string, unknown>): FamilyCommand => ({ type: 'UpdateMember', data: { famId: 3, userId: 8, changes, now, by: 1 } });
    expect(given(created, firstMember).when(update({ nom: 'Martin', tel: '0601020304' }))()).toEqual([
      { type: 'FamilyMemberUpdated', data: { famId: 3, userId: 8, tel: '0601020304', at: now, by: 1 } },
    ]);
    expect(given(created, firstMember).when(update({ nom: 'Martin', roles: ['Client', 'Famille'] }))()).toEqual([]);
    expect(given(created, firstMember).when({ type: 'UpdateMember', data: { famId: 3, userId: 99, changes: {}, now, by: 1 } })).toThrow(MemberNotFound);
  });

  it('renames and moves a family only when something changes', () => {
    expect(given(created).when({ type: 'RenameFamily', data: { famId: 3, famName: 'Martin', now, by: 1 } })()).toEqual([]);
    const address = { adrNumberWay: '3 rue des Bains', adrPostalCode: '75011', libelle: 'Paris' };
    const moved = given(created).when({ type: 'ChangeFamilyAddress', data: { famId: 3, address, now, by: 8 } })();
    expect(moved).toEqual([{ type: 'FamilyAddressChanged', data: { famId: 3, address, at: now, by: 8 } }]);
    expect(given(created, ...moved).when({ type: 'ChangeFamilyAddress', data: { famId: 3, address, now, by: 8 } })()).toEqual([]);
  });
});
