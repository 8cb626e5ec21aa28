/** A visitor's contact request and what the back-office does with it. Stored events never change shape. */
export type ContactReceived = {
  type: 'ContactReceived';
  data: { contactId: number; email: string; message: string; activityIds: number[]; receivedAt: string };
};
export type ContactMarkedRead = { type: 'ContactMarkedRead'; data: { contactId: number; at: string } };
export type ContactMarkedUnread = { type: 'ContactMarkedUnread'; data: { contactId: number; at: string } };
export type ContactDeleted = { type: 'ContactDeleted'; data: { contactId: number; at: string } };

export type ContactEvent = ContactReceived | ContactMarkedRead | ContactMarkedUnread | ContactDeleted;

export const CONTACT_EVENT_TYPES = ['ContactReceived', 'ContactMarkedRead', 'ContactMarkedUnread', 'ContactDeleted'] as const satisfies readonly ContactEvent['type'][];

export const contactStream = (contactId: number) => `contact-${contactId}`;

/** The subject whose key seals a contact request's address and message (docs/adr/0022-personal-data.md). */
export const contactSubject = (contactId: number) => `contact-${contactId}`;

/**
 * A contact request's personal values erased: its key deleted (`subjects`). By retention (its time
 * was up), with its family's erasure, or when the desk deletes it (`deleted`: what the desk deletes is gone).
 */
export type ContactErased = {
  type: 'ContactErased';
  data: { contactId: number; erasureId: string; subjects: string[]; reason: 'retention' | 'family' | 'deleted'; at: string; by: number | null };
};
