import type { ContactEvent } from '@plouf/command-api/events';
import { CONTACT_EVENT_TYPES } from '@plouf/command-api/events';
import { foldText } from '@plouf/infra/text';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Projector } from '../runner/projector.ts';

/** The back-office's contact list: one row per contact not deleted, with its folded search text for paging on the server. */
export const contactsProjector: Projector = {
  readModel: READ_MODELS.contacts,
  handles: CONTACT_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ContactEvent;
    const id = event.data.contactId;
    switch (event.type) {
      case 'ContactReceived':
        await trx
          .insertInto('contacts')
          .values({
            id,
            email: event.data.email,
            message: event.data.message,
            activity_ids: event.data.activityIds,
            received_at: new Date(event.data.receivedAt),
            read_at: null,
            search_text: foldText(`${event.data.email} ${event.data.message}`),
            email_key: foldText(event.data.email),
          })
          .execute();
        break;
      case 'ContactMarkedRead':
        await trx.updateTable('contacts').set({ read: true, read_at: new Date(event.data.at) }).where('id', '=', id).execute();
        break;
      case 'ContactMarkedUnread':
        await trx.updateTable('contacts').set({ read: false, read_at: null }).where('id', '=', id).execute();
        break;
      case 'ContactDeleted':
        await trx.deleteFrom('contacts').where('id', '=', id).execute();
        break;
    }
    return [id];
  },
  async reset(trx) {
    await trx.deleteFrom('contacts').execute();
  },
};
