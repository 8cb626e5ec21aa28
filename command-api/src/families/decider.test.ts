import { given as givenEvents } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import type { FamilyCommand } from './commands.ts';
import { familyDecider, type FamilyState } from './decider.ts';
import { assertMayCommit, memberMayCommit, type ActiveFamily } from './commitments.ts';
import { MemberLeaving, MemberNotInFamily } from './errors.ts';
import { LEAVING_HOLD_MS } from './rules.ts';
import { refusalOf as refusalCode } from '@plouf/infra/given';
import type { FamilyEvent } from './events.ts';

const now = '2026-11-21T10:00:00.000Z';
const profile = { email: 'lea@x.fr', nom: 'Martin', prenom: 'Léa', civilite: null, tel: null, birthDate: null };

const given = (...past: FamilyEvent[]) => givenEvents<FamilyCommand, FamilyEvent, FamilyState>(familyDecider as never, ...past);

const signUp: FamilyCommand = { type: 'SignUpFamily', data: { famId: 3, famName: 'Martin', userId: 8, profile, roles: ['Client', 'Famille'], language: 'fr', origin: 'signup', now, by: null } };
const [created, firstMember] = familyDecider.decide(signUp, familyDecider.initialState()) as [FamilyEvent, FamilyEvent];

describe('family decider', () => {
  it('signs a family up with its first member in one decision', () => {
    expect(created).toEqual({ type: 'FamilyCreated', data: { famId: 3, famName: 'Martin', createdAt: now, createdBy: null } });
    expect(firstMember).toEqual({ type: 'FamilyMemberAdded', data: { famId: 3, userId: 8, ...profile, roles: ['Client', 'Famille'], origin: 'signup', language: 'fr', addedAt: now, addedBy: null } });
  });

  it('keeps a member’s care details, trimmed, recording nothing when they do not change, and none for a member not there', () => {
    const care = { medicalNotes: ' Asthme ', allergies: '', emergencyName: 'Marc', emergencyPhone: '0612345678', photoConsent: true };
    const set: FamilyCommand = { type: 'SetCare', data: { famId: 3, userId: 8, care, now, by: 8 } };
    const events = given(created, firstMember).when(set).events();
    expect(events).toEqual([{ type: 'MemberCareUpdated', data: { famId: 3, userId: 8, ...care, medicalNotes: 'Asthme', at: now, by: 8 } }]);
    given(created, firstMember, ...events).when(set).then([]);
    given(created, firstMember).when({ type: 'SetCare', data: { famId: 3, userId: 99, care, now, by: 8 } }).refuses('MemberNotFound');
  });

  it('refuses to create a family twice', () => {
    given(created).when(signUp).refuses('FamilyAlreadyExists');
  });

  it('adds an invited member, once', () => {
    const add: FamilyCommand = { type: 'AddMember', data: { famId: 3, userId: 9, profile: { ...profile, email: 'tom@x.fr', prenom: 'Tom' }, roles: ['Client', 'Famille'], language: 'en', now, by: 8 } };
    const events = given(created, firstMember).when(add).events();
    expect(events).toEqual([{ type: 'FamilyMemberAdded', data: expect.objectContaining({ userId: 9, origin: 'invited', addedBy: 8, language: 'en' }) }]);
    given(created, firstMember, ...events).when(add).refuses('MemberAlreadyInFamily');
    given().when(add).refuses('FamilyNotFound');
  });

  it('adds a member without an email (a child) when they have a birth date, and refuses one with neither', () => {
    const child = (birthDate: string | null, at = now): FamilyCommand => ({
      type: 'AddMember',
      data: { famId: 3, userId: 10, profile: { ...profile, email: null, prenom: 'Zoé', birthDate }, roles: ['Client', 'Famille'], language: 'fr', now: at, by: 8 },
    });
    given(created, firstMember).when(child('2019-04-12')).then([
      { type: 'FamilyMemberAdded', data: { famId: 3, userId: 10, ...profile, email: null, prenom: 'Zoé', birthDate: '2019-04-12', roles: ['Client', 'Famille'], origin: 'invited', language: 'fr', addedAt: now, addedBy: 8 } },
    ]);
    given(created, firstMember).when(child(null)).refuses('BirthDateRequired');
    // Born today in Paris (already the 22nd there at 23:30 UTC) is fine; tomorrow is not.
    expect(given(created, firstMember).when(child('2026-11-22', '2026-11-21T23:30:00.000Z')).events()).toHaveLength(1);
    given(created, firstMember).when(child('2026-11-23', '2026-11-21T23:30:00.000Z')).refuses('BirthDateInFuture');
  });

  it('keeps the birth date of a member without an email, and lets them get an email', () => {
    const [childAdded] = given(created, firstMember).when({
      type: 'AddMember',
      data: { famId: 3, userId: 10, profile: { ...profile, email: null, prenom: 'Zoé', birthDate: '2019-04-12' }, roles: ['Client', 'Famille'], language: 'fr', now, by: 8 },
    }).events() as [FamilyEvent];
    const update = (changes: Record<string, unknown>): FamilyCommand => ({ type: 'UpdateMember', data: { famId: 3, userId: 10, changes, now, by: 8 } });
    given(created, firstMember, childAdded).when(update({ birthDate: null })).refuses('BirthDateRequired');
    given(created, firstMember, childAdded).when(update({ email: 'zoe@x.fr' })).then([{ type: 'FamilyMemberUpdated', data: { famId: 3, userId: 10, email: 'zoe@x.fr', at: now, by: 8 } }]);
    // A member with an email may have no birth date.
    expect(given(created, firstMember).when({ type: 'UpdateMember', data: { famId: 3, userId: 8, changes: { birthDate: '1990-02-03' }, now, by: 8 } }).events()).toHaveLength(1);
  });

  it('records only what an update changes, and nothing when nothing changes', () => {
    const update = (changes: Record<string, unknown>): FamilyCommand => ({ type: 'UpdateMember', data: { famId: 3, userId: 8, changes, now, by: 1 } });
    given(created, firstMember).when(update({ nom: 'Martin', tel: '0601020304' })).then([
      { type: 'FamilyMemberUpdated', data: { famId: 3, userId: 8, tel: '0601020304', at: now, by: 1 } },
    ]);
    given(created, firstMember).when(update({ nom: 'Martin', roles: ['Client', 'Famille'] })).then([]);
    given(created, firstMember).when({ type: 'UpdateMember', data: { famId: 3, userId: 99, changes: {}, now, by: 1 } }).refuses('MemberNotFound');
  });

  it('renames and moves a family only when something changes', () => {
    given(created).when({ type: 'RenameFamily', data: { famId: 3, famName: 'Martin', now, by: 1 } }).then([]);
    const address = { adrNumberWay: '3 rue des Bains', adrPostalCode: '75011', libelle: 'Paris' };
    const moved = given(created).when({ type: 'ChangeFamilyAddress', data: { famId: 3, address, now, by: 8 } }).events();
    expect(moved).toEqual([{ type: 'FamilyAddressChanged', data: { famId: 3, address, at: now, by: 8 } }]);
    given(created, ...moved).when({ type: 'ChangeFamilyAddress', data: { famId: 3, address, now, by: 8 } }).then([]);
  });

  describe('removing a member', () => {
    const add = (userId: number, birthDate: string | null, email: string | null): FamilyEvent => ({
      type: 'FamilyMemberAdded',
      data: { famId: 3, userId, ...profile, email, prenom: `P${userId}`, birthDate, roles: ['Client', 'Famille'], origin: 'invited', language: 'fr', addedAt: now, addedBy: 8 },
    });
    const leave = (userId: number, comingLessons = 0, by: number | null = 1): FamilyCommand => ({ type: 'LeaveMember', data: { famId: 3, userId, comingLessons, now, by } });
    const remove = (userId: number, by: number | null = 1, checkedAt = now): FamilyCommand => ({ type: 'RemoveMember', data: { famId: 3, userId, checkedAt, now, by } });
    const keep = (userId: number, comingLessons: number): FamilyCommand => ({ type: 'KeepMember', data: { famId: 3, userId, comingLessons, now, by: 1 } });
    const leaving = (userId: number, by: number | null = 1): FamilyEvent => ({ type: 'MemberLeaving', data: { famId: 3, userId, at: now, by } });
    const child = add(10, '2019-04-12', null);
    const secondAdult = add(9, '1985-06-01', 'tom@x.fr');
    const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();

    it('fences the member off first, then removes a child, or an adult when another adult stays', () => {
      given(created, firstMember, child).when(leave(10, 0, 8)).then([leaving(10, 8)]);
      given(created, firstMember, child, leaving(10, 8)).when(remove(10, 8)).then([{ type: 'FamilyMemberRemoved', data: { famId: 3, userId: 10, at: now, by: 8 } }]);
      given(created, firstMember, secondAdult, leaving(8, 9)).when(remove(8, 9)).then([{ type: 'FamilyMemberRemoved', data: { famId: 3, userId: 8, at: now, by: 9 } }]);
    });

    it('removes only within the fence’s hold: none, lifted, or run out is an interrupted removal', () => {
      given(created, firstMember, child).when(remove(10)).refuses('RemovalInterrupted');
      given(created, firstMember, child, leaving(10)).when(remove(10, 1, later(LEAVING_HOLD_MS))).refuses('RemovalInterrupted');
      expect(given(created, firstMember, child, leaving(10)).when(remove(10, 1, later(LEAVING_HOLD_MS - 1))).events()).toHaveLength(1);
      const stayed: FamilyEvent = { type: 'MemberStayed', data: { famId: 3, userId: 10, comingLessons: 1, at: now, by: 1 } };
      given(created, firstMember, child, leaving(10)).when(keep(10, 1)).then([stayed]);
      given(created, firstMember, child, leaving(10), stayed).when(remove(10)).refuses('RemovalInterrupted');
      // Nothing to lift: nothing appended.
      given(created, firstMember, child).when(keep(10, 0)).then([]);
    });

    it('refuses a member removing themselves (another adult or the desk does it)', () => {
      given(created, firstMember, secondAdult).when(leave(8, 0, 8)).refuses('RemovingYourself');
    });

    it('refuses to remove the last adult, even with children left', () => {
      given(created, firstMember).when(leave(8)).refuses('LastAdult');
      given(created, firstMember, child).when(leave(8)).refuses('LastAdult');
      // A member turning 18 today is an adult (Paris day): the first member may then go.
      const teen = add(11, '2008-11-21', 'teen@x.fr');
      expect(given(created, firstMember, teen).when(leave(8)).events()).toHaveLength(1);
      given(created, firstMember, add(12, '2008-11-22', 'young@x.fr')).when(leave(8)).refuses('LastAdult');
    });

    it('refuses a member booked on lessons to come, and a member not (or no longer) in the family', () => {
      given(created, firstMember, child).when(leave(10, 2)).refuses('MemberHasComingLessons');
      given(created, firstMember).when(leave(99)).refuses('MemberNotFound');
      const removed: FamilyEvent = { type: 'FamilyMemberRemoved', data: { famId: 3, userId: 10, at: now, by: 1 } };
      given(created, firstMember, child, leaving(10), removed).when(leave(10)).refuses('MemberNotFound');
      given(created, firstMember, child, leaving(10), removed).when(remove(10)).refuses('MemberNotFound');
      given(created, firstMember, child, removed).when({ type: 'UpdateMember', data: { famId: 3, userId: 10, changes: { prenom: 'Z' }, now, by: 8 } }).refuses('MemberNotFound');
      given().when(leave(10)).refuses('FamilyNotFound');
    });

    it('books nothing for a member while their removal holds, and again once it is lifted or has run out', () => {
      const fold = (...events: FamilyEvent[]) => [created, firstMember, child, ...events].reduce((state, event) => familyDecider.evolve(state, event as never), familyDecider.initialState()) as ActiveFamily;
      expect(() => memberMayCommit(fold(), 10, now, false)).not.toThrow();
      expect(() => memberMayCommit(fold(leaving(10)), 10, later(1_000), false)).toThrow(MemberLeaving);
      expect(() => memberMayCommit(fold(leaving(10)), 10, later(LEAVING_HOLD_MS), false)).not.toThrow();
      expect(() => memberMayCommit(fold(leaving(10), { type: 'MemberStayed', data: { famId: 3, userId: 10, comingLessons: 1, at: now, by: 1 } }), 10, later(1_000), false)).not.toThrow();
      expect(() => memberMayCommit(fold(leaving(10), { type: 'FamilyMemberRemoved', data: { famId: 3, userId: 10, at: now, by: 1 } }), 10, later(1_000), false)).toThrow(MemberNotInFamily);
    });
  });

  it('knows an erasure asked, and withdrawn, so that nothing new is committed for the family meanwhile (ADR 0022)', () => {
    const fold = (...events: Array<{ type: string; data: unknown }>) => events.reduce((state, event) => familyDecider.evolve(state, event as never), familyDecider.initialState());
    const asked = { type: 'ErasureRequested', data: { famId: 3, via: 'family', at: now, by: 8 } };
    const withdrawn = { type: 'ErasureWithdrawn', data: { famId: 3, reason: '', at: now, by: 8 } };
    expect(refusalCode(() => assertMayCommit(fold(created, firstMember, asked)))).toBe('ErasurePending');
    expect(() => assertMayCommit(fold(created, firstMember, asked, withdrawn))).not.toThrow();
    expect(refusalCode(() => assertMayCommit(fold(created, firstMember, { type: 'FamilyErased', data: {} })))).toBe('NoFamily');
  });
});
