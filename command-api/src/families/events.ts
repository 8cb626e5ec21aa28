import type { Role } from '@plouf/infra';
import type { Address } from '../shared/contract.ts';

export type { Address };

export interface MemberProfile {
  /** The login address; null for a member who never logs in (a child), who then has a birth date. */
  email: string | null;
  nom: string;
  prenom: string;
  civilite: string | null;
  tel: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
}

/**
 * Families are the clients of the business; their members are the users who log in, and the
 * children who do not (no address, a birth date). A family's stream holds the family and its
 * members, so a sign-up (family + first member) is one append. Credentials never enter these events.
 */
export type FamilyCreated = { type: 'FamilyCreated'; data: { famId: number; famName: string; createdAt: string; createdBy: number | null } };
export type FamilyMemberAdded = {
  type: 'FamilyMemberAdded';
  data: MemberProfile & {
    famId: number;
    userId: number;
    roles: Role[];
    /**
     * `signup`: the member signed up; `invited`: someone else added them (with an address, they set
     * their password from a mailed link; without one, they never log in).
     */
    origin: 'signup' | 'invited' | 'seed';
    /** The language the member used, for their mails. */
    language: 'fr' | 'en';
    addedAt: string;
    addedBy: number | null;
  };
};
export type FamilyMemberUpdated = {
  type: 'FamilyMemberUpdated';
  data: Partial<MemberProfile> & {
    famId: number;
    userId: number;
    roles?: Role[];
    disabled?: boolean;
    internalNote?: string;
    at: string;
    by: number | null;
  };
};
export type FamilyRenamed = { type: 'FamilyRenamed'; data: { famId: number; famName: string; at: string; by: number | null } };
export type FamilyAddressChanged = { type: 'FamilyAddressChanged'; data: { famId: number; address: Address | null; at: string; by: number | null } };
/**
 * A member taken off the family (by the family or the back-office): they no longer log in, book or
 * appear among its members; what they booked and bought before keeps its names (those events carry them).
 */
export type FamilyMemberRemoved = { type: 'FamilyMemberRemoved'; data: { famId: number; userId: number; at: string; by: number | null } };

/**
 * A member's removal begun (ADR 0022, "A member removed while booked"): the fence of a removal. From
 * it, nothing new is booked or enrolled for the member, and a booking stored meanwhile that finds it
 * takes itself back; the removal then counts what the member holds and ends in `FamilyMemberRemoved`
 * or `MemberStayed`. One not ended within `LEAVING_HOLD_MS` (rules.ts: its request died) no longer fences.
 */
export type MemberLeaving = { type: 'MemberLeaving'; data: { famId: number; userId: number; at: string; by: number | null } };
/** A removal that found the member still holds lessons to come: the member stays, and may be booked again. */
export type MemberStayed = { type: 'MemberStayed'; data: { famId: number; userId: number; comingLessons: number; at: string; by: number | null } };

/** The family turned the lesson reminders on or off (issue 23); they are on until it turns them off. */
export type FamilyRemindersSet = { type: 'FamilyRemindersSet'; data: { famId: number; reminders: boolean; at: string; by: number | null } };

/**
 * What the poolside needs to know of a member (issue 26): medical notes, allergies, whom to call,
 * and whether photos may be taken. Health data: sealed in the events, read by the family, the desk
 * and the instructor of a lesson the member is on, each read from outside the family logged.
 */
export interface MemberCare {
  medicalNotes: string;
  allergies: string;
  emergencyName: string;
  emergencyPhone: string;
  photoConsent: boolean;
}
/** A member's care details as the family or the desk saved them (the whole record). */
export type MemberCareUpdated = { type: 'MemberCareUpdated'; data: MemberCare & { famId: number; userId: number; at: string; by: number | null } };

export type FamilyEvent = FamilyCreated | FamilyMemberAdded | FamilyMemberUpdated | FamilyRenamed | FamilyAddressChanged | FamilyMemberRemoved | FamilyRemindersSet | MemberCareUpdated | MemberLeaving | MemberStayed;
export const FAMILY_EVENT_TYPES = [
  'FamilyCreated',
  'FamilyMemberAdded',
  'FamilyMemberUpdated',
  'FamilyRenamed',
  'FamilyAddressChanged',
  'FamilyMemberRemoved',
  'FamilyRemindersSet',
  'MemberCareUpdated',
  'MemberLeaving',
  'MemberStayed',
] as const satisfies readonly FamilyEvent['type'][];
export const familyStream = (famId: number) => `family-${famId}`;
