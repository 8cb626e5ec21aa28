export type ReceiveContact = {
  type: 'ReceiveContact';
  data: { contactId: number; email: string; message: string; activityIds: number[]; now: string };
};
export type MarkContactRead = { type: 'MarkContactRead'; data: { contactId: number; now: string } };
export type MarkContactUnread = { type: 'MarkContactUnread'; data: { contactId: number; now: string } };
/** Deleted by the desk, and erased with it: `erasureId` names the deletion of its key (done before the append). */
export type DeleteContact = { type: 'DeleteContact'; data: { contactId: number; now: string; erasureId: string; by: number | null } };

export type ContactCommand = ReceiveContact | MarkContactRead | MarkContactUnread | DeleteContact;
