import type { MailConfigDocument, MailSkinDocument, MailTemplateDocument, SkinLanguage } from './documents.ts';

/**
 * The mail settings, on one stream (`MAIL_SETTINGS_STREAM`): the templates of the kinds and
 * the skins. Few and rarely changed, they are decided together: a template's skin must exist, a
 * skin in use cannot go. The mailer folds this stream at start, then applies each change in the
 * order of `$all`, so the mail an event asks for is written with the templates of its moment.
 * Stored events never change shape.
 */
export type MailTemplateSaved = { type: 'MailTemplateSaved'; data: { template: MailTemplateDocument; at: string; by: number | null } };
export type MailSkinSaved = { type: 'MailSkinSaved'; data: { skin: MailSkinDocument; at: string; by: number | null } };
export type MailSkinDeleted = { type: 'MailSkinDeleted'; data: { mskId: number; at: string; by: number | null } };
/**
 * "Send me a test": the template as edited, drawn with the kind's examples, to the person asking;
 * from the skin editor, in the skin as edited (`skin`, absent from the template editor's tests).
 */
export type MailTestRequested = {
  type: 'MailTestRequested';
  data: { template: MailTemplateDocument; language: 'fr' | 'en'; email: string; name: string; skin?: SkinLanguage[]; at: string; by: number | null };
};

/** The sender's settings, as the back-office set them: from then on they replace the server's defaults. */
export type MailConfigSaved = { type: 'MailConfigSaved'; data: { config: MailConfigDocument; at: string; by: number | null } };

export type MailSettingsEvent = MailTemplateSaved | MailSkinSaved | MailSkinDeleted | MailTestRequested | MailConfigSaved;

export const MAIL_SETTINGS_EVENT_TYPES = ['MailTemplateSaved', 'MailSkinSaved', 'MailSkinDeleted', 'MailTestRequested', 'MailConfigSaved'] as const satisfies readonly MailSettingsEvent['type'][];

export const MAIL_SETTINGS_STREAM = 'mail-settings';
