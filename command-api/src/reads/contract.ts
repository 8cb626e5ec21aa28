/**
 * Who read what (issue 25): reads of a member's sensitive data by someone outside the member's
 * family, as the desk sees them on the family's page (GET /Family/{id}/lectures).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, MomentText, Nullable, PageQuery, Paged, RoleSchema } from '@plouf/infra/schemas';

/** What was read: a birth date, or the age made from it (a roster shows the age only), or a member's care details (issue 26). */
export const PERSONAL_READ_WHAT = ['birthDate', 'age', 'care'] as const;
export type PersonalReadWhat = (typeof PERSONAL_READ_WHAT)[number];

/**
 * Where it was read: the instructor's roster (GET /Cours/mine), the desk's family page
 * (GET /Family/{id}), a member's detail (GET /User/{id}), the search for an account (POST /User/filter).
 */
export const PERSONAL_READ_WHERE = ['roster', 'family', 'member', 'search'] as const;
export type PersonalReadWhere = (typeof PERSONAL_READ_WHERE)[number];

/** GET /Family/{id}/lectures?offset=&limit=: a page of the family's log, newest first. */
export const PersonalReadsQuery = Type.Object({ ...PageQuery, limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) });
export type PersonalReadsQuery = Static<typeof PersonalReadsQuery>;

/** One read: who (as the users read model names them today), as what role, whose data, what, where, when. */
export const PersonalReadView = Type.Object({
  id: Id,
  at: MomentText,
  readerId: Id,
  /** Null when the reader's account is gone. */
  readerName: Nullable(Type.String()),
  readerRole: RoleSchema,
  usrId: Id,
  /** Null when the member is no longer in the family. */
  memberName: Nullable(Type.String()),
  what: Type.Union(PERSONAL_READ_WHAT.map((what) => Type.Literal(what))),
  where: Type.Union(PERSONAL_READ_WHERE.map((where) => Type.Literal(where))),
  crsId: Nullable(Id),
});
export type PersonalReadView = Static<typeof PersonalReadView>;

export const PersonalReadPage = Paged(PersonalReadView);
export type PersonalReadPage = Static<typeof PersonalReadPage>;
