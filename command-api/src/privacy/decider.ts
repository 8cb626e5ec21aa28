import type { Decider } from '@plouf/infra';
import { ERASED_FAMILY_NAME } from '@plouf/infra';
import type { FamilyEvent } from '../families/events.ts';
import type { ErasureBlocker } from './contract.ts';
import { ErasureBlocked, ErasureNameMismatch, FamilyErasedAlready, NoErasureRequest } from './errors.ts';
import { FamilyNotFound } from '../families/errors.ts';
import { contactSubject, familySubject, newsletterSubject, userSubject, type FamilyPrivacyEvent } from './events.ts';

type Stamp = { famId: number; now: string; by: number | null };

export type ErasureCommand =
  | { type: 'RequestErasure'; data: Stamp & { via: 'family' | 'desk' } }
  | { type: 'WithdrawErasure'; data: Stamp & { reason: string } }
  | {
      type: 'EraseFamily';
      data: Stamp & { typedName: string; blockers: ErasureBlocker[]; erasureId: string; subjects: string[]; contactIds: number[]; subscriberIds: number[] };
    };

/**
 * A family's erasure, decided on the family's own stream: every member who ever belonged to it and
 * every address they ever used (what the erasure must reach), the request pending, and whether it
 * is erased (then nothing more is decided for it).
 */
export interface ErasureState {
  status: 'none' | 'active' | 'erased';
  famName: string;
  userIds: number[];
  emails: string[];
  request: { at: string; via: 'family' | 'desk' } | null;
}

const initialState = (): ErasureState => ({ status: 'none', famName: '', userIds: [], emails: [], request: null });
const withEmail = (emails: string[], email: string | null | undefined) => (email && !emails.includes(email.toLowerCase()) ? [...emails, email.toLowerCase()] : emails);
const sameName = (typed: string, name: string) => typed.trim().toLocaleLowerCase('fr') === name.trim().toLocaleLowerCase('fr');

export const erasureDecider: Decider<ErasureCommand, FamilyEvent | FamilyPrivacyEvent, ErasureState> = {
  initialState,
  decide(command, state) {
    const { famId, now, by } = command.data;
    if (state.status === 'none') throw new FamilyNotFound(famId);
    if (state.status === 'erased') throw new FamilyErasedAlready();
    switch (command.type) {
      case 'RequestErasure':
        return state.request ? [] : [{ type: 'ErasureRequested', data: { famId, via: command.data.via, at: now, by } }];
      case 'WithdrawErasure':
        if (!state.request) throw new NoErasureRequest();
        return [{ type: 'ErasureWithdrawn', data: { famId, reason: command.data.reason, at: now, by } }];
      case 'EraseFamily': {
        if (!state.request) throw new NoErasureRequest();
        const blockers = command.data.blockers.filter((blocker) => blocker.count > 0);
        if (blockers.length > 0) throw new ErasureBlocked(blockers);
        // Once the keys are gone the name reads as erased: a retry after a failed append confirms it as such.
        if (!sameName(command.data.typedName, state.famName) && state.famName !== ERASED_FAMILY_NAME) throw new ErasureNameMismatch();
        const { erasureId, subjects, contactIds, subscriberIds } = command.data;
        return [{ type: 'FamilyErased', data: { famId, erasureId, subjects, userIds: state.userIds, contactIds, subscriberIds, at: now, by } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'FamilyCreated':
        return { ...state, status: 'active', famName: event.data.famName };
      case 'FamilyRenamed':
        return { ...state, famName: event.data.famName };
      case 'FamilyMemberAdded':
        return { ...state, userIds: state.userIds.includes(event.data.userId) ? state.userIds : [...state.userIds, event.data.userId], emails: withEmail(state.emails, event.data.email) };
      case 'FamilyMemberUpdated':
        return { ...state, emails: withEmail(state.emails, event.data.email) };
      case 'ErasureRequested':
        return { ...state, request: { at: event.data.at, via: event.data.via } };
      case 'ErasureWithdrawn':
        return { ...state, request: null };
      case 'FamilyErased':
        return { ...state, status: 'erased', request: null };
      default:
        return state;
    }
  },
};

/** The subjects an erasure deletes the keys of: the family, each member's account, their contact requests and sign-ups. */
export const erasureSubjects = (famId: number, userIds: number[], contactIds: number[], subscriberIds: number[]) => [
  familySubject(famId),
  ...userIds.map(userSubject),
  ...contactIds.map(contactSubject),
  ...subscriberIds.map(newsletterSubject),
];
