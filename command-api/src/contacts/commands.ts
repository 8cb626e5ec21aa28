export type ReceiveContact = {
  type: 'ReceiveContact';
  data: { contactId: number; email: string; message: string; activityIds: number[]; now: string };
};
export type MarkContactRead = { type: 'MarkContactRead'; data: { contactId: number; now: string } };
export type MarkContactUnread = { type: 'MarkContactUnread'; data: { contactId: number; now: string } };
export type DeleteContact = { type: 'DeleteContact'; data: { contactId: number; now: string } };

export type ContactCommand = ReceiveContact | MarkContactRead | MarkContactUnread | DeleteContact;
