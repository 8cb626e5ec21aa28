import type { ContactErased, ContactEvent, FamilyErased } from '@plouf/command-api/events';
import { CONTACT_EVENT_TYPES } from '@plouf/command-api/events';
import { foldText } from '@plouf/infra/text';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { erased } from '../runner/erased.ts';
import { unwrittenRows } from '../runner/unwritten.ts';
import type { Projector } from '../runner/projector.ts';

/** The list's search text and sort key of a contact. */
const contactKeys = (email: string, message: string) => ({ search_text: foldText(`${email} ${message}`), email_key: foldText(email) });

/**
 * Contact requests erased (issue 25: by retention, or made from an erased family's addresses): the
 * address and the message read as erased (ContactReceived's); when and what about stay.
 */
async function eraseContacts(trx: Transaction<Database>, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('contacts').select(['id', 'email', 'message']).where('id', 'in', ids).execute();
  for (const row of rows) {
    const email = erased('email', row.email);
    const message = erased('text', row.message);
    await trx.updateTable('contacts').set({ email, message, ...contactKeys(email, message) }).where('id', '=', row.id).execute();
  }
}

/** Contacts received in a batch, not written yet: written together (issue 42: a rebuild, a burst of requests). */
interface Received {
  id: number;
  email: string;
  message: string;
  activity_ids: number[];
  received_at: string;
  search_text: string;
  email_key: string;
}
/** The batch's contacts received so far, in one statement: before any other event of the batch touches the table, and at its end. */
const received = unwrittenRows<Received>(async (trx, rows) => {
  const column = <K extends keyof Received>(key: K) => rows.map((row) => row[key]);
  // A column per array (one statement, whatever the rows); the activities as array literals, each cast.
  await sql`
    INSERT INTO contacts (id, email, message, activity_ids, received_at, read_at, search_text, email_key)
    SELECT r.id, r.email, r.message, r.activity_ids::int[], r.received_at, NULL, r.search_text, r.email_key
    FROM unnest(${column('id')}::int[], ${column('email')}::text[], ${column('message')}::text[], ${rows.map((row) => `{${row.activity_ids.join(',')}}`)}::text[],
                ${column('received_at')}::timestamptz[], ${column('search_text')}::text[], ${column('email_key')}::text[])
      AS r(id, email, message, activity_ids, received_at, search_text, email_key)`.execute(trx);
});
const writeReceived = (trx: Transaction<Database>) => received.flush(trx);

/** The back-office's contact list: one row per contact not deleted, with its folded search text for paging on the server. */
export const contactsProjector: Projector = {
  readModel: READ_MODELS.contacts,
  handles: [...CONTACT_EVENT_TYPES, 'ContactErased', 'FamilyErased'],
  async apply(trx, recorded) {
    if (recorded.type !== 'ContactReceived') await writeReceived(trx);
    if (recorded.type === 'FamilyErased' || recorded.type === 'ContactErased') {
      const erasure = recorded as unknown as FamilyErased | ContactErased;
      const ids = erasure.type === 'FamilyErased' ? erasure.data.contactIds : [erasure.data.contactId];
      await eraseContacts(trx, ids);
      return ids;
    }
    const event = { type: recorded.type, data: recorded.data } as ContactEvent;
    const id = event.data.contactId;
    switch (event.type) {
      case 'ContactReceived': {
        received.add(trx, { id, email: event.data.email, message: event.data.message, activity_ids: event.data.activityIds, received_at: new Date(event.data.receivedAt).toISOString(), ...contactKeys(event.data.email, event.data.message) });
        break;
      }
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
  async finishBatch(trx) {
    await writeReceived(trx);
    return [];
  },
  async reset(trx) {
    await trx.deleteFrom('contacts').execute();
  },
};
