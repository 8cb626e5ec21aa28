/** Families and their members (spec §3 Family, User (admin)). */
import { Type, type Static } from '@sinclair/typebox';
import { Day, DayText, Email, EntityObject, Id, Int, MomentText, Name, Nullable, PageQuery, Paged, RoleSchema } from '@plouf/infra/schemas';
import { ROLES } from '@plouf/infra/roles';
import { Address } from '../shared/contract.ts';

/** PUT /Family/{id}: the family's name and address (null clears it). */
export const FamilyInput = Type.Object({ libelle: Type.Optional(Name), address: Type.Optional(Nullable(Address)) });
export type FamilyInput = Static<typeof FamilyInput>;

/**
 * PUT /User/{id}: a member's profile; roles, disabling and the internal note are the back-office's.
 * Only what is sent changes. An address given to a member who had none invites them to log in; an
 * address is never taken away.
 */
export const UserInput = Type.Object({
  usrNom: Type.Optional(Name),
  usrPrenom: Type.Optional(Type.String({ maxLength: 100 })),
  usrCivilite: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  usrTel: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  usrDatbirth: Type.Optional(Nullable(Day)),
  usrEmail: Type.Optional(Email),
  roles: Type.Optional(Type.Array(RoleSchema, { maxItems: ROLES.length })),
  actDisabled: Type.Optional(Type.Boolean()),
  usrNoteInterne: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type UserInput = Static<typeof UserInput>;

/** A member as the back-office shows it (the spec's "User (admin)"); a family sees no internal note. */
export const UserView = EntityObject({
  famId: Id,
  famName: Type.String(),
  usrCivilite: Nullable(Type.String()),
  usrNom: Type.String(),
  usrPrenom: Type.String(),
  usrTel: Nullable(Type.String()),
  /** The login address; null for a member who does not log in (a child). */
  usrEmail: Nullable(Type.String()),
  usrDatbirth: Nullable(DayText),
  usrNoteInterne: Type.String(),
  actDisabled: Type.Boolean(),
  roles: Type.Array(RoleSchema),
  /** The last login. */
  usrDatlog: Nullable(MomentText),
});
export type UserView = Static<typeof UserView>;

/** An order line of a family's purchases. */
/** `planUnderWay`: a term paid in parts, its first part paid and parts still owed (issue 43): shown as such, not as awaiting payment. */
export const FamilyOrderView = Type.Object({ id: Id, cmdStatus: Type.Integer(), cmdTotal: Type.Integer({ description: 'cents' }), cmdDatadd: MomentText, planUnderWay: Type.Optional(Type.Boolean()) });
export type FamilyOrderView = Static<typeof FamilyOrderView>;

export const FamilyView = EntityObject({
  famId: Id,
  address: Nullable(Address),
  membres: Type.Array(UserView),
  /** The family's orders, newest first. */
  commandes: Type.Array(FamilyOrderView),
  createdAt: MomentText,
  /** Lesson reminders by mail (issue 23): on until the family turns them off (PUT /Family/rappels). */
  reminders: Type.Boolean(),
});
export type FamilyView = Static<typeof FamilyView>;

/** A line of the back-office's family list. */
export const FamilySummary = Type.Object({
  id: Id,
  libelle: Type.String(),
  famId: Id,
  membersCount: Type.Integer({ minimum: 0 }),
  city: Nullable(Type.String()),
  createdAt: MomentText,
});
export type FamilySummary = Static<typeof FamilySummary>;

import { FAMILY_SORT_FIELDS } from '../constants.ts';

export { FAMILY_SORT_FIELDS };
export type FamilySortField = (typeof FAMILY_SORT_FIELDS)[number];

/** GET /Family: a page of families whose name or city contains `search` (accents and case ignored). */
export const FamilyListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Union(FAMILY_SORT_FIELDS.map((field) => Type.Literal(field)), { default: 'name' }),
  desc: Type.Boolean({ default: false }),
  ...PageQuery,
});
export type FamilyListQuery = Static<typeof FamilyListQuery>;

export const FamilyPage = Paged(FamilySummary);
export type FamilyPage = Static<typeof FamilyPage>;

/** POST /User/filter: users whose name, first name or address contains `search`; at most `limit`. */
export const UserFilterInput = Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })), limit: Type.Optional(Int(1, 500)) });
export type UserFilterInput = Static<typeof UserFilterInput>;

/**
 * PUT /User/{id}/sante (the member's family, the desk): a member's care details, the whole record
 * (issue 26). Health data: sealed in the events; GET /User/{id}/sante shows it to the family, the
 * desk and the instructor of a lesson the member is on, each read from outside the family logged.
 */
export const MemberCareInput = Type.Object({
  medicalNotes: Type.String({ maxLength: 2000, default: '' }),
  allergies: Type.String({ maxLength: 1000, default: '' }),
  emergencyName: Type.String({ maxLength: 120, default: '' }),
  emergencyPhone: Type.String({ maxLength: 30, default: '' }),
  photoConsent: Type.Boolean({ default: false }),
});
export type MemberCareInput = Static<typeof MemberCareInput>;

export const MemberCareView = Type.Object({
  usrId: Id,
  famId: Id,
  medicalNotes: Type.String(),
  allergies: Type.String(),
  emergencyName: Type.String(),
  emergencyPhone: Type.String(),
  photoConsent: Type.Boolean(),
  /** Null: never filled in. */
  updatedAt: Nullable(MomentText),
});
export type MemberCareView = Static<typeof MemberCareView>;
