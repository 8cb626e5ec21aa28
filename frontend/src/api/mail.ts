/**
 * Mail templates and skins (spec §7 MailTemplate, MailSkin): the back-office reads and saves them,
 * draws a text being edited in a skin, and mails a test of it to the administrator asking.
 */
import type { MailTestResult } from '@plouf/command-api/contracts';
import { apiGet, apiSend } from './client.ts';
import type { MailPreview, MailPreviewInput, MailSkinInput, MailSkinView, MailTemplateInput, MailTemplateView } from './types.ts';

export type { MailLanguage, MailVariable } from '@plouf/command-api/mail-variables';
export { MAIL_LANGUAGES, MAIL_VARIABLES, SKIN_VARIABLES } from '@plouf/command-api/mail-variables';
export { MAIL_KINDS, mailKindOf, type MailKindName } from '@plouf/command-api/mail-kinds';

/** Where the test was mailed: the logged-in administrator's address. */
export type MailTestSent = (typeof MailTestResult)['static'];

/** The templates, one per kind, their id the kind's number. */
export function listMailTemplates(options: { share?: boolean } = {}): Promise<MailTemplateView[]> {
  return apiGet<MailTemplateView[]>('/MailTemplate', options);
}

export function getMailTemplate(id: number, options: { share?: boolean } = {}): Promise<MailTemplateView> {
  return apiGet<MailTemplateView>(`/MailTemplate/${id}`, options);
}

/**
 * Saves a kind's text. A handlebars error, or a variable the kind does not give, is refused with
 * the field's message (`lgs.fr.mtplTemplate`) in the error's `fieldErrors`.
 */
export function saveMailTemplate(id: number, input: MailTemplateInput, idempotencyKey?: string): Promise<MailTemplateView> {
  return apiSend<MailTemplateView>('PUT', `/MailTemplate/${id}`, input, { idempotencyKey, readBack: () => `/MailTemplate/${id}` });
}

/** Puts back the text the product comes with, and answers the template as it is then. */
export async function restoreMailTemplate(id: number): Promise<MailTemplateView> {
  await apiSend('DELETE', `/MailTemplate/${id}`, undefined, { readBack: () => null });
  return getMailTemplate(id, { share: false });
}

/** The text being edited, drawn with the kind's examples; what stops it is in `problems`, by field. */
export function previewMail(input: MailPreviewInput): Promise<MailPreview> {
  return apiSend<MailPreview>('POST', '/MailTemplate/preview', input, { readBack: () => null });
}

/** What a test mails: a template's text, and a skin being edited to draw it in (the skin editor's). */
export type MailTestRequest = MailTemplateInput & { skin?: MailPreviewInput['skin'] };

/** Mails the text being edited (in the skin being edited, if given), filled with the examples, to the administrator asking. */
export function sendMailTest(id: number, lg: MailPreviewInput['lg'], request: MailTestRequest): Promise<MailTestSent> {
  return apiSend<MailTestSent>('POST', `/MailTemplate/${id}/test`, { lg, ...request }, { readBack: () => null });
}

export function listMailSkins(options: { share?: boolean } = {}): Promise<MailSkinView[]> {
  return apiGet<MailSkinView[]>('/MailSkin', options);
}

export function getMailSkin(id: number, options: { share?: boolean } = {}): Promise<MailSkinView> {
  return apiGet<MailSkinView>(`/MailSkin/${id}`, options);
}

/** Creates (no id) or updates a skin. */
export function saveMailSkin(id: number | undefined, input: MailSkinInput, idempotencyKey?: string): Promise<MailSkinView> {
  if (id === undefined) return apiSend<MailSkinView>('POST', '/MailSkin', input, { idempotencyKey, readBack: (accepted) => (accepted.id === null ? null : `/MailSkin/${accepted.id}`) });
  return apiSend<MailSkinView>('PUT', `/MailSkin/${id}`, input, { idempotencyKey, readBack: () => `/MailSkin/${id}` });
}

/** Refused, with the server's message, while a template is sent in the skin. */
export async function deleteMailSkin(id: number): Promise<void> {
  await apiSend('DELETE', `/MailSkin/${id}`, undefined, { readBack: () => null });
}
