import type { MailSkinDocument, MailTemplateDocument } from '@plouf/command-api/mail';
import type { MailSkinView, MailTemplateView } from '@plouf/command-api/contracts';
import type { Database, MailDocumentRow } from '@plouf/projections';
import type { Kysely } from 'kysely';

const entity = { selected: false, detailLoaded: true } as const;

export const toTemplateView = (row: MailDocumentRow): MailTemplateView => {
  const doc = JSON.parse(row.doc) as MailTemplateDocument;
  return { id: doc.id, libelle: doc.kind, ...entity, kind: doc.kind, mtpValide: doc.mtpValide, mskId: doc.mskId, lgs: doc.lgs, updatedAt: row.updated_at.toISOString() };
};

const toSkinView = (row: MailDocumentRow, usedBy: number[]): MailSkinView => {
  const doc = JSON.parse(row.doc) as MailSkinDocument;
  return { id: doc.id, libelle: doc.libelle, ...entity, mskValide: doc.mskValide, lgs: doc.lgs, usedBy, updatedAt: row.updated_at.toISOString() };
};

/** The templates and skins, whole: a dozen of each at most, searched and sorted by the screen. */
export function mailQueries(db: Kysely<Database>) {
  const rows = (type: 'template' | 'skin') => db.selectFrom('mail_documents').selectAll().where('type', '=', type).orderBy('id').execute();
  const usedBy = async () => {
    const templates = (await rows('template')).map(toTemplateView);
    return (mskId: number) => templates.filter((template) => template.mskId === mskId).map((template) => template.id);
  };
  return {
    async templates(): Promise<MailTemplateView[]> {
      return (await rows('template')).map(toTemplateView);
    },
    async template(id: number): Promise<MailTemplateView | null> {
      const row = await db.selectFrom('mail_documents').selectAll().where('type', '=', 'template').where('id', '=', id).executeTakeFirst();
      return row ? toTemplateView(row) : null;
    },
    async skins(): Promise<MailSkinView[]> {
      const users = await usedBy();
      return (await rows('skin')).map((row) => toSkinView(row, users(row.id)));
    },
    async skin(id: number): Promise<MailSkinView | null> {
      const row = await db.selectFrom('mail_documents').selectAll().where('type', '=', 'skin').where('id', '=', id).executeTakeFirst();
      return row ? toSkinView(row, (await usedBy())(id)) : null;
    },
  };
}
