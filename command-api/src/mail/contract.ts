/** Mail templates and skins, as the back-office edits them (spec §3 Mail template, Mail skin; §7 MailTemplate, MailSkin). */
import { Type, type Static } from '@sinclair/typebox';
import { LAST_MAIL_KIND } from './kinds.ts';
import { Email, EntityObject, Id, MomentText, Nullable, Required, Text } from '@plouf/infra/schemas';

const Language = Type.Union([Type.Literal('fr'), Type.Literal('en')]);
/** A template or frame's source: handlebars, up to 200 kB. */
const Source = (maxLength: number) => Type.String({ maxLength });

export const TemplateLanguage = Type.Object({
  lg: Language,
  /**
   * The subject, as a template: with its conditions (an absence, a make-up, a late cancellation…)
   * the source runs longer than any subject it writes.
   */
  libelle: Required(1000),
  /** The summary mail clients show after the subject (a template too). */
  preheader: Text(1000),
  /** The HTML body. */
  mtplTemplate: Type.String({ minLength: 1, maxLength: 200_000, pattern: '\\S' }),
  /** The plain-text body. */
  text: Type.String({ minLength: 1, maxLength: 100_000, pattern: '\\S' }),
});
export type TemplateLanguageInput = Static<typeof TemplateLanguage>;

/** PUT /MailTemplate/{id} (the id is the kind's number, 1 to `LAST_MAIL_KIND`), POST /MailTemplate (with `id`). */
export const MailTemplateInput = Type.Object({
  mtpValide: Type.Boolean({ default: true }),
  mskId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 2 }),
  /** One text per language, French and English. */
  lgs: Type.Array(TemplateLanguage, { minItems: 2, maxItems: 2 }),
});
export type MailTemplateInput = Static<typeof MailTemplateInput>;
export const MailTemplateCreateInput = Type.Composite([Type.Object({ id: Type.Integer({ minimum: 1, maximum: LAST_MAIL_KIND }) }), MailTemplateInput]);
export type MailTemplateCreateInput = Static<typeof MailTemplateCreateInput>;

export const MailTemplateView = EntityObject({
  /** The kind's name (`ForgotPassword`), the entity's `libelle` too. */
  kind: Type.String(),
  mtpValide: Type.Boolean(),
  mskId: Id,
  lgs: Type.Array(TemplateLanguage),
  updatedAt: Nullable(MomentText),
});
export type MailTemplateView = Static<typeof MailTemplateView>;

export const SkinLanguage = Type.Object({
  lg: Language,
  /** The HTML frame, with `{{{body}}}` where the mail's body goes. */
  libelle: Type.String({ minLength: 1, maxLength: 200_000, pattern: '\\S' }),
  /** The plain-text frame, with `{{body}}`. */
  text: Type.String({ minLength: 1, maxLength: 50_000, pattern: '\\S' }),
});

/** POST /MailSkin, PUT /MailSkin/{id}. */
export const MailSkinInput = Type.Object({
  libelle: Required(100),
  mskValide: Type.Boolean({ default: true }),
  lgs: Type.Array(SkinLanguage, { minItems: 2, maxItems: 2 }),
});
export type MailSkinInput = Static<typeof MailSkinInput>;

export const MailSkinView = EntityObject({
  mskValide: Type.Boolean(),
  lgs: Type.Array(SkinLanguage),
  /** The kinds (numbers) whose template is sent in this skin: a skin in use cannot be deleted. */
  usedBy: Type.Array(Id),
  updatedAt: Nullable(MomentText),
});
export type MailSkinView = Static<typeof MailSkinView>;

/** A skin being edited (its frames in one language or both), drawn instead of the saved one. */
const SkinDraft = Type.Array(Type.Object({ lg: Language, libelle: Source(200_000), text: Source(50_000) }), { minItems: 1, maxItems: 2 });

/** POST /MailTemplate/preview: a template as it is being edited, drawn in a skin with the kind's examples. */
export const MailPreviewInput = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: LAST_MAIL_KIND }),
  lg: Language,
  mskId: Id,
  lgs: Type.Array(Type.Object({ lg: Language, libelle: Source(1000), preheader: Source(1000), mtplTemplate: Source(200_000), text: Source(100_000) }), { minItems: 1, maxItems: 2 }),
  /** A skin being edited, drawn instead of the saved one. */
  skin: Type.Optional(SkinDraft),
});
export type MailPreviewInput = Static<typeof MailPreviewInput>;

/** The preview, or what stops it, by field (`lgs.fr.mtplTemplate`). */
export const MailPreview = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
  problems: Type.Record(Type.String(), Type.String()),
});
export type MailPreview = Static<typeof MailPreview>;

/** POST /MailTemplate/{id}/test: the template as edited, mailed with the examples to the administrator asking. */
export const MailTestInput = Type.Composite([
  Type.Object({
    lg: Language,
    /** A skin being edited: the test is sent in it rather than in the template's (the skin editor's "send me a test"). */
    skin: Type.Optional(SkinDraft),
  }),
  MailTemplateInput,
]);
export type MailTestInput = Static<typeof MailTestInput>;
export const MailTestResult = Type.Object({ sentTo: Type.String() });

/** PUT /MailConfig: the sender's name, the test mode (every mail to the test recipient instead), a hidden copy. */
export const MailConfigInput = Type.Object({
  senderName: Required(100),
  testMode: Type.Boolean(),
  testRecipient: Email,
  /** Empty: no hidden copy. */
  bcc: Type.Union([Email, Type.Literal('')]),
});
export type MailConfigInput = Static<typeof MailConfigInput>;

/** GET /MailConfig: the settings in use, and what the server fixes. */
export const MailConfigView = Type.Composite([
  MailConfigInput,
  Type.Object({
    /** The address mails leave from: the server's (its domain is the one the mail is signed for). */
    senderAddress: Type.String(),
    /** The server's environment keeps test mode on (`MAIL_TEST_MODE=on`): it cannot be turned off here. */
    testModeForced: Type.Boolean(),
    /** Null while the server's defaults apply. */
    updatedAt: Nullable(MomentText),
  }),
]);
export type MailConfigView = Static<typeof MailConfigView>;
