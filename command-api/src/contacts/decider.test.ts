import { describe, expect, it } from 'vitest';
import type { ContactCommand } from './commands.ts';
import { ContactAlreadyReceived, ContactNotFound, contactDecider } from './decider.ts';
import type { ContactEvent } from './events.ts';

const now = '2026-11-21T10:00:00.000Z';
const received: ContactEvent = {
  type: 'ContactReceived',
  data: { contactId: 7, email: 'a@b.fr', message: 'Bonjour', activityIds: [1], receivedAt: now },
};

/** Given these events, when this command, then these events (or this error). */
function given(...events: ContactEvent[]) {
  const state = events.reduce(contactDecider.evolve, contactDecider.initialState());
  return { when: (command: ContactCommand) => () => contactDecider.decide(command, state) };
}

describe('contact decider', () => {
  it('receives a new contact', () => {
    const then = given().when({ type: 'ReceiveContact', data: { contactId: 7, email: 'a@b.fr', message: 'Bonjour', activityIds: [1], now } });
    expect(then()).toEqual([received]);
  });

  it('refuses to receive the same contact twice', () => {
    const then = given(received).when({ type: 'ReceiveContact', data: { contactId: 7, email: 'a@b.fr', message: 'x', activityIds: [], now } });
    expect(then).toThrow(ContactAlreadyReceived);
  });

  it('marks read once, and marking again changes nothing', () => {
    expect(given(received).when({ type: 'MarkContactRead', data: { contactId: 7, now } })()).toEqual([
      { type: 'ContactMarkedRead', data: { contactId: 7, at: now } },
    ]);
    const read: ContactEvent = { type: 'ContactMarkedRead', data: { contactId: 7, at: now } };
    expect(given(received, read).when({ type: 'MarkContactRead', data: { contactId: 7, now } })()).toEqual([]);
  });

  it('marks unread only what was read', () => {
    expect(given(received).when({ type: 'MarkContactUnread', data: { contactId: 7, now } })()).toEqual([]);
    const read: ContactEvent = { type: 'ContactMarkedRead', data: { contactId: 7, at: now } };
    expect(given(received, read).when({ type: 'MarkContactUnread', data: { contactId: 7, now } })()).toEqual([
      { type: 'ContactMarkedUnread', data: { contactId: 7, at: now } },
    ]);
  });

  it('deletes, after which the contact is not found', () => {
    expect(given(received).when({ type: 'DeleteContact', data: { contactId: 7, now } })()).toEqual([
      { type: 'ContactDeleted', data: { contactId: 7, at: now } },
    ]);
    const deleted: ContactEvent = { type: 'ContactDeleted', data: { contactId: 7, at: now } };
    expect(given(received, deleted).when({ type: 'MarkContactRead', data: { contactId: 7, now } })).toThrow(ContactNotFound);
    expect(given(received, deleted).when({ type: 'DeleteContact', data: { contactId: 7, now } })).toThrow(ContactNotFound);
  });

  it('finds no contact that was never received', () => {
    expect(given().when({ type: 'MarkContactRead', data: { contactId: 9, now } })).toThrow(ContactNotFound);
  });
});
