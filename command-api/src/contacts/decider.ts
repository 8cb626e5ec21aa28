import type { Decider } from '@plouf/infra';
import type { ContactCommand } from './commands.ts';
import { contactSubject, type ContactErased, type ContactEvent } from './events.ts';
import { ContactAlreadyReceived, ContactNotFound } from './errors.ts';

/** What a contact's stream holds. */
export type ContactStreamEvent = ContactEvent | ContactErased;

export type ContactState = { status: 'none' } | { status: 'open'; read: boolean } | { status: 'deleted' };

/**
 * Marking read what is read, or unread what is unread, changes nothing and appends nothing.
 *
 * @example
 * contactDecider.decide({ type: 'MarkContactRead', data: { contactId: 1, now } }, { status: 'open', read: false });
 * // [{ type: 'ContactMarkedRead', data: { contactId: 1, at: now } }]
 */
export const contactDecider: Decider<ContactCommand, ContactStreamEvent, ContactState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { contactId, now } = command.data;
    if (command.type === 'ReceiveContact') {
      if (state.status !== 'none') throw new ContactAlreadyReceived(contactId);
      const { email, message, activityIds } = command.data;
      return [{ type: 'ContactReceived', data: { contactId, email, message, activityIds, receivedAt: now } }];
    }
    if (state.status !== 'open') throw new ContactNotFound(contactId);
    switch (command.type) {
      case 'MarkContactRead':
        return state.read ? [] : [{ type: 'ContactMarkedRead', data: { contactId, at: now } }];
      case 'MarkContactUnread':
        return state.read ? [{ type: 'ContactMarkedUnread', data: { contactId, at: now } }] : [];
      case 'DeleteContact': {
        // Deleted and erased at once: its key went just before (`erasureId`), the read models and the outbox forget it.
        const { erasureId, by } = command.data;
        return [
          { type: 'ContactDeleted', data: { contactId, at: now } },
          { type: 'ContactErased', data: { contactId, erasureId, subjects: [contactSubject(contactId)], reason: 'deleted', at: now, by } },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ContactReceived':
        return { status: 'open', read: false };
      case 'ContactMarkedRead':
        return state.status === 'open' ? { ...state, read: true } : state;
      case 'ContactMarkedUnread':
        return state.status === 'open' ? { ...state, read: false } : state;
      case 'ContactDeleted':
      // Erased (its time was up, or its family's): nothing left to read, mark or delete.
      case 'ContactErased':
        return { status: 'deleted' };
    }
  },
};
