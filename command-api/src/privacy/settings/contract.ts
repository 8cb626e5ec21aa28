/**
 * The school's retention periods (issue 25, docs/adr/0022-personal-data.md): how long contact
 * requests are kept, when sign-ups never validated go, after how long without activity a family is
 * listed to the desk for erasure. One small document on its own stream.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int, MomentText, Nullable } from '@plouf/infra/schemas';

/** PUT /Ecole/donnees-personnelles (admin): the whole document. */
export const PrivacySettingsInput = Type.Object({
  /** A contact request is erased this many months after it was received. */
  contactMonths: Int(1, 120),
  /** A newsletter sign-up never validated is erased this many days after it was made. */
  signUpDays: Int(1, 365),
  /** A family with no activity (order, booking, creation) for this many years is listed to the desk. */
  inactiveYears: Int(1, 20),
});
export type PrivacySettingsInput = Static<typeof PrivacySettingsInput>;

/** GET /Ecole/donnees-personnelles (admin), and PUT's answer: the periods in use (the defaults until saved). */
export const PrivacySettingsView = Type.Object({ ...PrivacySettingsInput.properties, savedAt: Nullable(MomentText) });
export type PrivacySettingsView = Static<typeof PrivacySettingsView>;

/** A family with no activity since its period: when and what it last did. */
export const InactiveFamilyView = Type.Object({
  famId: Id,
  famName: Type.String(),
  lastActivityAt: MomentText,
  lastActivity: Type.Union([Type.Literal('order'), Type.Literal('booking'), Type.Literal('login'), Type.Literal('created')]),
});
export type InactiveFamilyView = Static<typeof InactiveFamilyView>;

/** GET /Admin/familles-inactives (admin): the families inactive since `before` (the school's period back), oldest first, at most 200. */
export const InactiveFamiliesView = Type.Object({
  inactiveYears: Int(1, 20),
  before: MomentText,
  families: Type.Array(InactiveFamilyView),
  /** More families than listed are inactive: the desk erases these first. */
  more: Type.Boolean(),
});
export type InactiveFamiliesView = Static<typeof InactiveFamiliesView>;
