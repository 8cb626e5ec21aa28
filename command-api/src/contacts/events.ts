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
