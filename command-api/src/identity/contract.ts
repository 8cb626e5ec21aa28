/** Sessions, passwords and sign-up (spec §7 Authentication). */
import type { SessionUser } from '@plouf/infra/roles';
import { Day, Email, Id, Name, NewPassword, Nullable, RoleSchema } from '@plouf/infra/schemas';
import { Type, type Static } from '@sinclair/typebox';


/** POST /Authenticate. */
export const CredentialsInput = Type.Object({
  userEmail: Type.String({ minLength: 1, maxLength: 254 }),
  userPass: Type.String({ minLength: 1, maxLength: 200 }),
});
export type CredentialsInput = Static<typeof CredentialsInput>;

/** The user of a session, as GET /Authenticate and a login answer it. */
export const SessionUserView = Type.Object({
  id: Id,
  usrEmail: Type.String(),
  libelle: Type.String(),
  roles: Type.Array(RoleSchema),
  famId: Nullable(Id),
});
export type SessionUserView = Static<typeof SessionUserView>;
// The session the server builds (infra) is what the contract says: either side changing alone fails here.
const sameSession: [SessionUser, SessionUserView] extends [SessionUserView, SessionUser] ? true : false = true;
void sameSession;

/** GET /Authenticate/autolog. */
export const AutologQuery = Type.Object({ key: Type.String({ minLength: 16, maxLength: 200 }) });

/** POST /Authenticate/forgotten: mails a link to choose a new password. */
export const ForgottenInput = Type.Object({ userEmail: Type.String({ minLength: 1, maxLength: 254 }), mtpId: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
export type ForgottenInput = Static<typeof ForgottenInput>;

/** PUT /Authenticate/forgotten: the password chosen from a mailed link's key. */
export const CreatePasswordInput = Type.Object({
  userEncryptedToken: Type.String({ minLength: 16, maxLength: 200 }),
  userNewPass: NewPassword,
  mtpId: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type CreatePasswordInput = Static<typeof CreatePasswordInput>;

/** GET /Authenticate/forgotten: a mailed link's key, checked without being used. */
export const PasswordKeyQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });
export type PasswordKeyQuery = Static<typeof PasswordKeyQuery>;

/** Whether the link still works (not used, not expired); nothing about whose it is. */
export const PasswordKeyState = Type.Object({ usable: Type.Boolean() });
export type PasswordKeyState = Static<typeof PasswordKeyState>;

/** PUT /Authenticate: the logged-in user changes their password, giving the current one. */
export const PasswordChangeInput = Type.Object({
  userEmail: Type.Optional(Type.String({ maxLength: 254 })),
  userPass: Type.String({ minLength: 1, maxLength: 200 }),
  userNewPass: NewPassword,
});
export type PasswordChangeInput = Static<typeof PasswordChangeInput>;

/**
 * The spec's account payload. A sign-up: an email, a name, no family id. A new member: the same with
 * `famId` (or PUT /User/membre/{famId}); a member who will not log in (a child): no email and a
 * birth date (`usrDatbirth`, the member's field as `UserView` names it). A family alone
 * (back-office): no email. The passwords it may carry are ignored: every new member with an email
 * chooses theirs from a mailed link.
 */
export const AccountInput = Type.Object({
  userEmail: Type.Optional(Type.Union([Email, Type.Literal('')])),
  userNom: Name,
  userPrenom: Type.Optional(Type.String({ maxLength: 100 })),
  usrDatbirth: Type.Optional(Nullable(Day)),
  userPass: Type.Optional(Type.String({ maxLength: 200 })),
  userNewPass: Type.Optional(Type.String({ maxLength: 200 })),
  userType: Type.Optional(Type.String({ maxLength: 50 })),
  famId: Type.Optional(Id),
  mtpId: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AccountInput = Static<typeof AccountInput>;

/** PUT /User/membre/{famId}: a person added to a family; with an email, they set their password from a mailed link. */
export const MemberInput = Type.Omit(AccountInput, ['famId']);
export type MemberInput = Static<typeof MemberInput>;

/** What a sign-up (or a family created alone) answers. */
export const CreatedAccount = Type.Object({ famId: Id, userId: Nullable(Id) });
export type CreatedAccount = Static<typeof CreatedAccount>;

/** PUT /Authenticate/langue: the language the signed-in person switched the site to (issue 41); their mails follow it. */
export const LanguageInput = Type.Object({ language: Type.Union([Type.Literal('fr'), Type.Literal('en')]) });
export type LanguageInput = Static<typeof LanguageInput>;
