import type { MailKindName } from './kinds.ts';
import type { MailLanguage } from './variables.ts';

/** One language of a template: the subject (`libelle`), the inbox summary, the HTML body (`mtplTemplate`) and the plain-text body. */
export interface TemplateLanguage {
  lg: MailLanguage;
  libelle: string;
  preheader: string;
  mtplTemplate: string;
  text: string;
}

/** A mail template (spec §3): one per kind, its id the kind's number; sent in its skin (`mskId`). */
export interface MailTemplateDocument {
  id: number;
  kind: MailKindName;
  /** Off: the kind is sent with the text the product comes with, until the template is valid again. */
  mtpValide: boolean;
  mskId: number;
  lgs: TemplateLanguage[];
}

/** One language of a skin: the HTML frame (`libelle`) and the plain-text frame, each with a place for the body. */
export interface SkinLanguage {
  lg: MailLanguage;
  libelle: string;
  text: string;
}

/** A mail skin (spec §3): the frame of the mails, header, footer and colours. */
export interface MailSkinDocument {
  id: number;
  libelle: string;
  mskValide: boolean;
  lgs: SkinLanguage[];
}

/** The sender's settings (spec §3, "Mail config default"): test mode on until someone turns it off. */
export interface MailConfigDocument {
  senderName: string;
  testMode: boolean;
  testRecipient: string;
  bcc: string;
}

/** The skin templates are sent in unless they name another (spec §3: `mskId` default 2). */
export const DEFAULT_SKIN_ID = 2;
