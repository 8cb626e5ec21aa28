import { given as givenEvents } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { familyDecider } from '../families/decider.ts';
import type { FamilyEvent } from '../families/events.ts';
import { erasureDecider, erasureSubjects, type ErasureCommand, type ErasureState } from './decider.ts';
import type { FamilyPrivacyEvent } from './events.ts';

const now = '2026-12-03T10:00:00.000Z';
type Event = FamilyEvent | FamilyPrivacyEvent;
const given = (...past: Event[]) => givenEvents<ErasureCommand, Event, ErasureState>(erasureDecider, ...past);

const member = (userId: number, email: string | null): FamilyEvent => ({
  type: 'FamilyMemberAdded',
  data: { famId: 3, userId, email, nom: 'Martin', prenom: 'Léa', civilite: null, tel: null, birthDate: email ? null : '2018-01-01', roles: ['Client'], origin: 'signup', language: 'fr', addedAt: now, addedBy: null },
});
const created: FamilyEvent = { type: 'FamilyCreated', data: { famId: 3, famName: 'Martin', createdAt: now, createdBy: null } };
const family = [created, member(8, 'Lea@x.fr'), member(9, null), { type: 'FamilyMemberUpdated', data: { famId: 3, userId: 8, email: 'lea.martin@x.fr', at: now, by: 8 } } as FamilyEvent];
const requested: FamilyPrivacyEvent = { type: 'ErasureRequested', data: { famId: 3, via: 'family', at: now, by: 8 } };
const erase = (typedName: string, blockers: Array<{ kind: 'unpaidOrders' | 'lessonsToCome' | 'termEnrolments'; count: number }> = []): ErasureCommand => ({
  type: 'EraseFamily',
  data: { famId: 3, typedName, blockers, erasureId: 'e-1', subjects: erasureSubjects(3, [8, 9], [4], [7]), contactIds: [4], subscriberIds: [7], now, by: 1 },
});

describe('erasure decider', () => {
  it('records a request once, by the family or the desk, and a withdrawal with its reason', () => {
    given(...family).when({ type: 'RequestErasure', data: { famId: 3, via: 'family', now, by: 8 } }).then([requested]);
    given(...family, requested).when({ type: 'RequestErasure', data: { famId: 3, via: 'desk', now, by: 1 } }).then([]);
    given(...family, requested).when({ type: 'WithdrawErasure', data: { famId: 3, reason: 'Commande en cours', now, by: 1 } }).then([
      { type: 'ErasureWithdrawn', data: { famId: 3, reason: 'Commande en cours', at: now, by: 1 } },
    ]);
    given(...family).when({ type: 'WithdrawErasure', data: { famId: 3, reason: '', now, by: 8 } }).refuses('NoErasureRequest');
    given().when({ type: 'RequestErasure', data: { famId: 3, via: 'family', now, by: 8 } }).refuses('FamilyNotFound');
  });

  it('erases every member ever added and every address they used, once confirmed with the family name and nothing owed', () => {
    const [erased] = given(...family, requested).when(erase('  martin ')).events();
    expect(erased).toEqual({
      type: 'FamilyErased',
      data: { famId: 3, erasureId: 'e-1', subjects: ['family-3', 'user-8', 'user-9', 'contact-4', 'newsletter-7'], userIds: [8, 9], contactIds: [4], subscriberIds: [7], at: now, by: 1 },
    });
    expect(given(...family).state.emails).toEqual(['lea@x.fr', 'lea.martin@x.fr']);
  });

  it('refuses without a request, with money owed or lessons to come, with another name, and once erased', () => {
    given(...family).when(erase('Martin')).refuses('NoErasureRequest');
    given(...family, requested).when(erase('Martin', [{ kind: 'unpaidOrders', count: 1 }])).refuses('ErasureBlocked');
    given(...family, requested).when(erase('Martin', [{ kind: 'lessonsToCome', count: 0 }])).then([expect.objectContaining({ type: 'FamilyErased' }) as never]);
    given(...family, requested).when(erase('Dupont')).refuses('ErasureNameMismatch');
    const [erased] = given(...family, requested).when(erase('Martin')).events();
    given(...family, requested, erased!).when({ type: 'RequestErasure', data: { famId: 3, via: 'family', now, by: 8 } }).refuses('FamilyErasedAlready');
  });

  it('confirms a retry whose keys are already gone (the name then reads as erased)', () => {
    const renamedErased = { type: 'FamilyRenamed', data: { famId: 3, famName: 'Famille supprimée', at: now, by: 8 } } as FamilyEvent;
    given(...family, renamedErased, requested).when(erase('Martin')).then([expect.objectContaining({ type: 'FamilyErased' }) as never]);
  });

  it('leaves the family decider refusing everything once erased', () => {
    const [erased] = given(...family, requested).when(erase('Martin')).events();
    const state = [...family, requested, erased!].reduce((folded, event) => familyDecider.evolve(folded, event), familyDecider.initialState());
    expect(state).toEqual({ status: 'erased' });
    expect(() => familyDecider.decide({ type: 'RenameFamily', data: { famId: 3, famName: 'X', now, by: 8 } }, state)).toThrow(/introuvable|not found/);
  });
});
