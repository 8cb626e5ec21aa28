import type { Role } from '@plouf/infra';
import type { Address, MemberCare, MemberProfile } from './events.ts';

type Stamp = { now: string; by: number | null };

export type CreateFamily = { type: 'CreateFamily'; data: Stamp & { famId: number; famName: string } };
/** A family and its first member in one append: the sign-up. */
export type SignUpFamily = {
  type: 'SignUpFamily';
  data: Stamp & { famId: number; famName: string; userId: number; profile: MemberProfile; roles: Role[]; language: 'fr' | 'en'; origin: 'signup' | 'seed' };
};
export type AddMember = {
  type: 'AddMember';
  data: Stamp & { famId: number; userId: number; profile: MemberProfile; roles: Role[]; language: 'fr' | 'en' };
};
export type UpdateMember = {
  type: 'UpdateMember';
  data: Stamp & { famId: number; userId: number; changes: Partial<MemberProfile> & { roles?: Role[]; disabled?: boolean; internalNote?: string } };
};
export type RenameFamily = { type: 'RenameFamily'; data: Stamp & { famId: number; famName: string } };
export type ChangeFamilyAddress = { type: 'ChangeFamilyAddress'; data: Stamp & { famId: number; address: Address | null } };

/**
 * A member's removal, in two steps around its count (ADR 0022): `LeaveMember` fences the member off
 * (`comingLessons`: what they hold as counted before, at the store's head); `RemoveMember` takes them
 * off once nothing was counted after the fence, `KeepMember` ends the fence when something was.
 * `checkedAt`: the moment of the count, which must fall within the fence's hold.
 */
export type LeaveMember = { type: 'LeaveMember'; data: Stamp & { famId: number; userId: number; comingLessons: number } };
export type RemoveMember = { type: 'RemoveMember'; data: Stamp & { famId: number; userId: number; checkedAt: string } };
export type KeepMember = { type: 'KeepMember'; data: Stamp & { famId: number; userId: number; comingLessons: number } };

/** Lesson reminders on or off for the whole family. */
export type SetReminders = { type: 'SetReminders'; data: Stamp & { famId: number; reminders: boolean } };

/** A member's care details, the whole record (issue 26). */
export type SetCare = { type: 'SetCare'; data: Stamp & { famId: number; userId: number; care: MemberCare } };

export type FamilyCommand = CreateFamily | SignUpFamily | AddMember | UpdateMember | RenameFamily | ChangeFamilyAddress | LeaveMember | RemoveMember | KeepMember | SetReminders | SetCare;
