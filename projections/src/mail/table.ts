import type { Selectable } from 'kysely';

/** The mail templates and skins as last saved: one row each, the document as JSON. */
export interface MailDocumentsTable {
  /** 'template' (id: the kind's number) or 'skin'. */
  type: 'template' | 'skin';
  id: number;
  /** The document (`MailTemplateDocument`, `MailSkinDocument`), as saved. */
  doc: string;
  updated_at: Date;
  updated_by: number | null;
}

export type MailDocumentRow = Selectable<MailDocumentsTable>;
