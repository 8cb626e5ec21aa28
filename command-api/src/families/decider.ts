import { parisDay, type Decider, type Role } from '@plouf/infra';
import { BirthDateInFuture, BirthDateRequired, FamilyAlreadyExists, FamilyNotFound, LastAdult, MemberAlreadyInFamily, MemberHasComingLessons, MemberNotFound, RemovalInterrupted, RemovingYourself } from './errors.ts';
import { isLastAdult, leavingHolds } from './rules.ts';
import type { FamilyCommand } from './commands.ts';
import type { Address, FamilyEvent, MemberCare, MemberProfile } from './events.ts';

export interface MemberState extends MemberProfile {
  roles: Role[];
  disabled: boolean;
  internalNote: string;
  /** Absent until the family or the desk fills it in (issue 26). */
  care?: MemberCare;
  /** A removal begun and not ended: its moment (`MemberLeaving`). */
  leavingSince?: string;
}

export type FamilyState =
  | { status: 'none' }
  | {
      status: 'active';
      famName: string;
      address: Address | null;
      members: Map<number, MemberState>;
      remindersOff?: boolean;
      /** The family (or the desk for it) asked for its erasure: nothing new is booked, enrolled or ordered for it (ADR 0022). */
      erasureRequested?: boolean;
    }
  /** Erased (issue 25): nothing more is decided for it. */
  | { status: 'erased' };

/**
 * A member without an address never logs in: their birth date is what tells who they are (and,
 * for lessons, how old). A birth date is a day that has come, in Paris.
 */
function checkProfile(profile: Pick<MemberProfile, 'email' | 'birthDate'>, now: string) {
  if (!profile.email && !profile.birthDate) throw new BirthDateRequired();
  if (profile.birthDate && profile.birthDate > parisDay(new Date(now))) throw new BirthDateInFuture();
}

/** Only what differs from the member as they are: an update that changes nothing appends nothing. */
function changed(member: MemberState, changes: Record<string, unknown>): Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const current = (member as unknown as Record<string, unknown>)[key];
    if (JSON.stringify(current) !== JSON.stringify(value)) diff[key] = value;
  }
  return diff;
}

/**
 * A family and its members. Every member belongs to exactly one family; the platform's staff
 * belong to the staff family the seed creates.
 */
/**
 * The erasure's events on the family's stream (`privacy/events.ts`, which depends on this folder):
 * named here by their type only; after `FamilyErased` nothing more is decided for the family.
 */
type ErasureEvent = { type: 'ErasureRequested' | 'ErasureWithdrawn' | 'FamilyErased'; data: unknown };

export const familyDecider: Decider<FamilyCommand, FamilyEvent | ErasureEvent, FamilyState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { famId, now, by } = command.data;
    if (command.type === 'CreateFamily' || command.type === 'SignUpFamily') {
      if (state.status !== 'none') throw new FamilyAlreadyExists(famId);
      const created: FamilyEvent = { type: 'FamilyCreated', data: { famId, famName: command.data.famName, createdAt: now, createdBy: by } };
      if (command.type === 'CreateFamily') return [created];
      const { userId, profile, roles, language, origin } = command.data;
      checkProfile(profile, now);
      return [created, { type: 'FamilyMemberAdded', data: { famId, userId, ...profile, roles, origin, language, addedAt: now, addedBy: by } }];
    }
    if (state.status !== 'active') throw new FamilyNotFound(famId);
    switch (command.type) {
      case 'AddMember': {
        const { userId, profile, roles, language } = command.data;
        if (state.members.has(userId)) throw new MemberAlreadyInFamily(userId);
        checkProfile(profile, now);
        return [{ type: 'FamilyMemberAdded', data: { famId, userId, ...profile, roles, origin: 'invited', language, addedAt: now, addedBy: by } }];
      }
      case 'UpdateMember': {
        const member = state.members.get(command.data.userId);
        if (!member) throw new MemberNotFound(command.data.userId);
        const diff = changed(member, command.data.changes);
        if ('email' in diff || 'birthDate' in diff) checkProfile({ ...member, ...diff } as MemberProfile, now);
        return Object.keys(diff).length === 0 ? [] : [{ type: 'FamilyMemberUpdated', data: { famId, userId: command.data.userId, ...diff, at: now, by } }];
      }
      case 'LeaveMember': {
        const { userId, comingLessons } = command.data;
        if (!state.members.has(userId)) throw new MemberNotFound(userId);
        const members = [...state.members].map(([id, member]) => ({ id, birthDate: member.birthDate }));
        if (isLastAdult(members, userId, parisDay(new Date(now)))) throw new LastAdult();
        if (comingLessons > 0) throw new MemberHasComingLessons(comingLessons);
        if (by === userId) throw new RemovingYourself();
        return [{ type: 'MemberLeaving', data: { famId, userId, at: now, by } }];
      }
      case 'RemoveMember': {
        const { userId, checkedAt } = command.data;
        const member = state.members.get(userId);
        if (!member) throw new MemberNotFound(userId);
        // Counted within the fence's hold: a booking that came after the hold did not see the fence.
        if (!leavingHolds(member, checkedAt)) throw new RemovalInterrupted();
        return [{ type: 'FamilyMemberRemoved', data: { famId, userId, at: now, by } }];
      }
      case 'KeepMember': {
        const { userId, comingLessons } = command.data;
        const member = state.members.get(userId);
        if (!member?.leavingSince) return [];
        return [{ type: 'MemberStayed', data: { famId, userId, comingLessons, at: now, by } }];
      }
      case 'RenameFamily':
        return command.data.famName === state.famName ? [] : [{ type: 'FamilyRenamed', data: { famId, famName: command.data.famName, at: now, by } }];
      case 'ChangeFamilyAddress':
        return JSON.stringify(command.data.address) === JSON.stringify(state.address)
          ? []
          : [{ type: 'FamilyAddressChanged', data: { famId, address: command.data.address, at: now, by } }];
      case 'SetReminders':
        return command.data.reminders === !state.remindersOff ? [] : [{ type: 'FamilyRemindersSet', data: { famId, reminders: command.data.reminders, at: now, by } }];
      case 'SetCare': {
        const { userId, care } = command.data;
        const member = state.members.get(userId);
        if (!member || member.disabled) throw new MemberNotFound(userId);
        const trimmed: MemberCare = { medicalNotes: care.medicalNotes.trim(), allergies: care.allergies.trim(), emergencyName: care.emergencyName.trim(), emergencyPhone: care.emergencyPhone.trim(), photoConsent: care.photoConsent };
        return JSON.stringify(trimmed) === JSON.stringify(member.care ?? null) ? [] : [{ type: 'MemberCareUpdated', data: { famId, userId, ...trimmed, at: now, by } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'FamilyCreated':
        return { status: 'active', famName: event.data.famName, address: null, members: new Map() };
      case 'FamilyMemberAdded': {
        if (state.status !== 'active') return state;
        const { email, nom, prenom, civilite, tel, birthDate, roles } = event.data;
        const members = new Map(state.members).set(event.data.userId, { email, nom, prenom, civilite, tel, birthDate, roles, disabled: false, internalNote: '' });
        return { ...state, members };
      }
      case 'FamilyMemberUpdated': {
        if (state.status !== 'active') return state;
        const member = state.members.get(event.data.userId);
        if (!member) return state;
        const { famId: _famId, userId: _userId, at: _at, by: _by, ...changes } = event.data;
        return { ...state, members: new Map(state.members).set(event.data.userId, { ...member, ...changes }) };
      }
      case 'FamilyMemberRemoved': {
        if (state.status !== 'active') return state;
        const members = new Map(state.members);
        members.delete(event.data.userId);
        return { ...state, members };
      }
      case 'MemberLeaving':
      case 'MemberStayed': {
        if (state.status !== 'active') return state;
        const member = state.members.get(event.data.userId);
        if (!member) return state;
        const { leavingSince: _leaving, ...rest } = member;
        return { ...state, members: new Map(state.members).set(event.data.userId, event.type === 'MemberLeaving' ? { ...rest, leavingSince: event.data.at } : rest) };
      }
      case 'FamilyRenamed':
        return state.status === 'active' ? { ...state, famName: event.data.famName } : state;
      case 'FamilyAddressChanged':
        return state.status === 'active' ? { ...state, address: event.data.address } : state;
      case 'FamilyRemindersSet':
        return state.status === 'active' ? { ...state, remindersOff: !event.data.reminders } : state;
      case 'MemberCareUpdated': {
        if (state.status !== 'active') return state;
        const member = state.members.get(event.data.userId);
        if (!member) return state;
        const { medicalNotes, allergies, emergencyName, emergencyPhone, photoConsent } = event.data;
        return { ...state, members: new Map(state.members).set(event.data.userId, { ...member, care: { medicalNotes, allergies, emergencyName, emergencyPhone, photoConsent } }) };
      }
      case 'ErasureRequested':
        return state.status === 'active' ? { ...state, erasureRequested: true } : state;
      case 'ErasureWithdrawn':
        return state.status === 'active' ? { ...state, erasureRequested: false } : state;
      case 'FamilyErased':
        return { status: 'erased' };
      default:
        return state;
    }
  },
};
