/** Wire shapes: the spec's field names are the contract with the back end. */
export type Role = 'AdminPlateforme' | 'AdminPiscine' | 'Famille' | 'Client' | 'MNS' | 'ProprietairePiscine';

export interface SessionUser {
  id: number;
  usrEmail: string;
  libelle: string;
  roles: string[];
}

export interface Credentials {
  userEmail: string;
  userPass: string;
}

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
