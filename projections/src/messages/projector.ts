import { MESSAGE_EVENT_TYPES, type MessageEvent } from '@plouf/command-api/events';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Projector } from '../runner/projector.ts';

/** The messages sent, for the back-office: whom to, what, when (the recipients' addresses stay in the event). */
export const messagesProjector: Projector = {
  readModel: READ_MODELS.messages,
  handles: MESSAGE_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as MessageEvent;
    const { messageId, audience, lgs, recipients, at, by } = event.data;
    await trx
      .insertInto('messages')
      .values({
        id: messageId,
        event_id: recorded.id,
        audience: JSON.stringify(audience),
        lgs: JSON.stringify(lgs.map(({ lg, libelle, body }) => ({ lg, libelle, body }))),
        recipients: recipients.length,
        contact_id: audience.kind === 'contact' ? audience.contactId : null,
        crs_id: audience.kind === 'course' ? audience.crsId : null,
        created_at: new Date(at),
        created_by: by,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return [messageId];
  },
  async reset(trx) {
    await trx.deleteFrom('messages').execute();
  },
};
