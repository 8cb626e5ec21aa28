import { given } from '@plouf/infra/given';
import { describe, it } from 'vitest';
import type { ContactCommand } from './commands.ts';
import { contactDecider, type ContactStreamEvent } from './decider.ts';
import type { ContactErased, ContactEvent } from './events.ts';

const now = '2026-11-21T10:00:00.000Z';
const received: ContactEvent = {
  type: 'ContactReceived',
  data: { contactId: 7, email: 'a@b.fr', message: 'Bonjour', activityIds: [1], receivedAt: now },
};
const read: ContactEvent = { type: 'ContactMarkedRead', data: { contactId: 7, at: now } };
const deleted: ContactEvent = { type: 'ContactDeleted', data: { contactId: 7, at: now } };
const contact = (...past: ContactStreamEvent[]) => given<ContactCommand, ContactStreamEvent, ReturnType<typeof contactDecider.initialState>>(contactDecider, ...past);

describe('contact decider', () => {
  it('receives a new contact', () => {
    contact().when({ type: 'ReceiveContact', data: { contactId: 7, email: 'a@b.fr', message: 'Bonjour', activityIds: [1], now } }).then([received]);
  });

  it('refuses to receive the same contact twice', () => {
    contact(received).when({ type: 'ReceiveContact', data: { contactId: 7, email: 'a@b.fr', message: 'x', activityIds: [], now } }).refuses('ContactAlreadyReceived');
  });

  it('marks read once, and marking again changes nothing', () => {
    contact(received).when({ type: 'MarkContactRead', data: { contactId: 7, now } }).then([read]);
    contact(received, read).when({ type: 'MarkContactRead', data: { contactId: 7, now } }).then([]);
  });

  it('marks unread only what was read', () => {
    contact(received).when({ type: 'MarkContactUnread', data: { contactId: 7, now } }).then([]);
    contact(received, read).when({ type: 'MarkContactUnread', data: { contactId: 7, now } }).then([{ type: 'ContactMarkedUnread', data: { contactId: 7, at: now } }]);
  });

  it('deletes and erases at once, after which the contact is not found', () => {
    const remove = { type: 'DeleteContact' as const, data: { contactId: 7, now, erasureId: 'deleted:contact-7', by: 1 } };
    const erased = { type: 'ContactErased' as const, data: { contactId: 7, erasureId: 'deleted:contact-7', subjects: ['contact-7'], reason: 'deleted' as const, at: now, by: 1 } };
    contact(received).when(remove).then([deleted, erased]);
    contact(received, deleted).when({ type: 'MarkContactRead', data: { contactId: 7, now } }).refuses('ContactNotFound');
    contact(received, deleted).when(remove).refuses('ContactNotFound');
    contact(received, erased).when(remove).refuses('ContactNotFound');
  });

  it('finds no contact that was never received', () => {
    contact().when({ type: 'MarkContactRead', data: { contactId: 9, now } }).refuses('ContactNotFound');
  });

  it('is not found once erased (its time was up)', () => {
    const erased: ContactErased = { type: 'ContactErased', data: { contactId: 7, erasureId: 'e1', subjects: ['contact-7'], reason: 'retention', at: now, by: null } };
    contact(received, erased).when({ type: 'MarkContactRead', data: { contactId: 7, now } }).refuses('ContactNotFound');
  });
});
