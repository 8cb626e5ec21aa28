/** Wire shapes: the spec's field names are the contract with the back end. */
import type { ActivityView, AddressView, ContactView, FamilyOrderView, FamilyView, UserView } from '@plouf/query-api/contracts';

export { ROLES, type Role, type SessionUser } from '@plouf/infra/roles';
export type { FamilySummary } from '@plouf/query-api/contracts';
export type Contact = ContactView;
export type Activity = ActivityView;
export type Address = AddressView;
export type FamilyMember = UserView;
export type FamilyOrder = FamilyOrderView;
export type Family = FamilyView;
/** Spec §3 user, administration view. */
export type AdminUser = UserView;

/** Spec §9 mail template kinds the front end names in its calls. */
export const MAIL_TEMPLATE = { ForgotPassword: 5, ChangePassword: 6 } as const;

export interface Credentials {
  userEmail: string;
  userPass: string;
}

export interface PasswordChange {
  userEmail: string;
  /** The current password. */
  userPass: string;
  userNewPass: string;
}

/** A mailed set-password link's key and the password chosen for it. */
export interface PasswordCreation {
  key: string;
  userNewPass: string;
}

/** Sign-up of a new family with its first member; the password is chosen from a mailed link. */
export interface NewAccount {
  userEmail: string;
  userNom: string;
  userPrenom: string;
}

export interface CreatedAccount {
  famId: number;
  userId: number;
}

/** A person added to a family, who sets their password from a mailed link. */
export interface NewMember {
  userEmail: string;
  userNom: string;
  userPrenom: string;
}

export interface FamilyChanges {
  libelle: string;
  address: Address | null;
}

/** What the administrator may change on a user (PUT /User/{id}). */
export type UserChanges = Pick<
  AdminUser,
  'usrCivilite' | 'usrNom' | 'usrPrenom' | 'usrTel' | 'usrEmail' | 'usrDatbirth' | 'usrNoteInterne' | 'actDisabled' | 'roles'
>;

export interface NewContact {
  ctcMail: string;
  ctcMessage: string;
  acyIds: number[];
}

export type ContactAction = 'markRead' | 'markUnread' | 'delete';
