import { MAIL_SETTINGS_EVENT_TYPES, type MailSettingsEvent } from '@plouf/command-api/events';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Projector } from '../runner/projector.ts';

/** The back-office's templates and skins: what was last saved of each. */
export const mailProjector: Projector = {
  readModel: READ_MODELS.mail,
  handles: MAIL_SETTINGS_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as MailSettingsEvent;
    const upsert = async (type: 'template' | 'skin', id: number, doc: object, at: string, by: number | null) => {
      const row = { doc: JSON.stringify(doc), updated_at: new Date(at), updated_by: by };
      await trx
        .insertInto('mail_documents')
        .values({ type, id, ...row })
        .onConflict((conflict) => conflict.columns(['type', 'id']).doUpdateSet(row))
        .execute();
      return [id];
    };
    switch (event.type) {
      case 'MailTemplateSaved':
        return upsert('template', event.data.template.id, event.data.template, event.data.at, event.data.by);
      case 'MailSkinSaved':
        return upsert('skin', event.data.skin.id, event.data.skin, event.data.at, event.data.by);
      case 'MailSkinDeleted':
        await trx.deleteFrom('mail_documents').where('type', '=', 'skin').where('id', '=', event.data.mskId).execute();
        return [event.data.mskId];
      case 'MailTestRequested':
      case 'MailConfigSaved':
        // Read from the settings stream itself (GET /MailConfig): nothing to list.
        return [];
    }
  },
  async reset(trx) {
    await trx.deleteFrom('mail_documents').execute();
  },
};
