/** Wire shapes: the spec's field names are the contract with the back end. */
export type Role = 'AdminPlateforme' | 'AdminPiscine' | 'Famille' | 'Client' | 'MNS' | 'ProprietairePiscine';

export const ROLES: readonly Role[] = ['AdminPlateforme', 'AdminPiscine', 'Famille', 'Client', 'MNS', 'ProprietairePiscine'];

/** Spec §9 mail template kinds the front end names in its calls. */
export const MAIL_TEMPLATE = { ForgotPassword: 5, ChangePassword: 6 } as const;

export interface SessionUser {
  id: number;
  usrEmail: string;
  libelle: string;
  roles: string[];
  /** The user's family; `null` for staff accounts without one. */
  famId: number | null;
}

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

export interface Address {
  adrNumberWay: string;
  adrPostalCode: string;
  /** The city. */
  libelle: string;
  adrOutsideInfos?: string;
  adrIndoorInfos?: string;
  adrPostBox?: string;
}

export interface FamilyMember {
  id: number;
  usrEmail: string;
  usrNom: string;
  usrPrenom: string;
  usrCivilite: string | null;
  usrTel: string | null;
  /** YYYY-MM-DD. */
  usrDatbirth: string | null;
  roles: string[];
  actDisabled: boolean;
}

/** Spec §3 order fields shown in a family's purchases. */
export interface FamilyOrder {
  id: number;
  cmdStatus: number;
  /** Cents. */
  cmdTotal: number;
  /** ISO date-time. */
  cmdDatadd: string;
}

export interface Family {
  id: number;
  /** The family name. */
  libelle: string;
  famId: number;
  address: Address | null;
  membres: FamilyMember[];
  commandes: FamilyOrder[];
}

export interface FamilySummary {
  id: number;
  libelle: string;
  famId: number;
  membersCount: number;
  city: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export interface FamilyChanges {
  libelle: string;
  address: Address | null;
}

/** Spec §3 user, administration view. */
export interface AdminUser {
  id: number;
  famId: number | null;
  famName: string | null;
  usrCivilite: string | null;
  usrNom: string;
  usrPrenom: string;
  usrTel: string | null;
  usrEmail: string;
  /** YYYY-MM-DD. */
  usrDatbirth: string | null;
  usrNoteInterne: string | null;
  actDisabled: boolean;
  roles: string[];
  /** ISO date-time of the last login. */
  usrDatlog: string | null;
}

/** What the administrator may change on a user (PUT /User/{id}). */
export type UserChanges = Pick<
  AdminUser,
  'usrCivilite' | 'usrNom' | 'usrPrenom' | 'usrTel' | 'usrEmail' | 'usrDatbirth' | 'usrNoteInterne' | 'actDisabled' | 'roles'
>;

export interface Activity {
  id: number;
  libelle: string;
  acyEnfant: boolean;
  acyOrdre: number;
  acyAge: number;
}

export interface Contact {
  id: number;
  libelle: string;
  ctcLu: boolean;
  /** ISO date-time. */
  ctcDatadd: string;
  ctcMail: string;
  acyIds: number[];
  ctcMessage: string;
}

export interface NewContact {
  ctcMail: string;
  ctcMessage: string;
  acyIds: number[];
}

export type ContactAction = 'markRead' | 'markUnread' | 'delete';
