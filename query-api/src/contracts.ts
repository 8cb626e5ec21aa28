/**
 * The wire shapes of the read side, as `/webapi` answers them (the spec's field names). Pure types
 * with no imports but the roles: the front end imports them too (`@plouf/query-api/contracts`), so
 * a change on one side that the other does not follow fails the type check.
 */
import type { Role } from '@plouf/infra/roles';

export type { Role, SessionUser } from '@plouf/infra/roles';

/** Fields every entity of the spec shares. */
interface Entity {
  id: number;
  libelle: string;
  selected: boolean;
  detailLoaded: boolean;
}

export interface ContactView extends Entity {
  ctcLu: boolean;
  /** ISO date-time. */
  ctcDatadd: string;
  ctcMail: string;
  acyIds: number[];
  ctcMessage: string;
}

export interface ActivityView extends Entity {
  acyEnfant: boolean;
  acyOrdre: number;
  /** 0 means from 6 months, otherwise from N years. */
  acyAge: number;
  acyInfos: string;
  content: { slug: string };
}

/** A postal address; `libelle` is the city. */
export interface AddressView {
  adrNumberWay: string;
  adrPostalCode: string;
  libelle: string;
  adrOutsideInfos?: string;
  adrIndoorInfos?: string;
  adrPostBox?: string;
  gpsLat?: number | null;
  gpsLon?: number | null;
}

/** A member as the back-office shows it (the spec's "User (admin)"). */
export interface UserView extends Entity {
  famId: number;
  famName: string;
  usrCivilite: string | null;
  usrNom: string;
  usrPrenom: string;
  usrTel: string | null;
  usrEmail: string;
  /** YYYY-MM-DD. */
  usrDatbirth: string | null;
  usrNoteInterne: string;
  actDisabled: boolean;
  roles: Role[];
  /** ISO date-time of the last login. */
  usrDatlog: string | null;
}

/** An order line of a family's purchases. */
export interface FamilyOrderView {
  id: number;
  cmdStatus: number;
  /** Cents. */
  cmdTotal: number;
  /** ISO date-time. */
  cmdDatadd: string;
}

export interface FamilyView extends Entity {
  famId: number;
  address: AddressView | null;
  membres: UserView[];
  /** The family's orders: none until the orders issue brings them. */
  commandes: FamilyOrderView[];
  /** ISO date-time. */
  createdAt: string;
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
