import type { Address } from '@plouf/command-api/events';
import type { ColumnType, Insertable, Selectable } from 'kysely';

/** Stored as the event carries it. */
export type AddressValue = Address;

export interface FamiliesTable {
  id: number;
  name: string;
  address: ColumnType<AddressValue | null, string | null, string | null>;
  created_at: Date;
  /** Name and city, accents and case folded: the list's search and sorts. */
  name_key: ColumnType<string, string | undefined, string>;
  city_key: ColumnType<string, string | undefined, string>;
  members_count: ColumnType<number, number | undefined, number>;
  /** Lesson reminders (issue 23): on until the family turns them off. */
  reminders: ColumnType<boolean, boolean | undefined, boolean>;
}

/** One row per member: the people who log in, and those who do not (no email: children). */
export interface UsersTable {
  id: number;
  fam_id: number;
  /** The login address; null for a member who never logs in. */
  email: string | null;
  nom: string;
  prenom: string;
  civilite: string | null;
  tel: string | null;
  birth_date: string | null;
  roles: string[];
  disabled: boolean;
  internal_note: string;
  language: string;
  added_at: Date;
}

export type FamilyRow = Selectable<FamiliesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

/** A member's care details (issue 26): `care` is MemberCare and `updatedAt` as JSON text; read by the family, the desk, their instructors. */
export interface MemberCareTable {
  usr_id: number;
  fam_id: number;
  care: string;
}
