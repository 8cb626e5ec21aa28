import { apiGet, apiSend } from './client.ts';
import type { Contact, ContactAction, NewContact } from './types.ts';

export function sendContact(contact: NewContact): Promise<Contact> {
  return apiSend<Contact>('POST', '/Contact', contact);
}

/** Contacts received in `[from, to)` (ISO UTC), newest first. */
export function filterContacts(range: { from: string; to: string }, options: { share?: boolean } = {}): Promise<Contact[]> {
  return apiGet<Contact[]>('/Contact/filter', { query: range, share: options.share });
}

/** The date of the oldest contact (ISO), or an empty / zero date when there is none. */
export function contactMinDate(): Promise<string | null> {
  return apiGet<string | null>('/Contact/min-date');
}

export function getContact(id: number, options: { share?: boolean } = {}): Promise<Contact> {
  return apiGet<Contact>(`/Contact/${id}`, { share: options.share });
}

export function setContactRead(id: number, read: boolean): Promise<Contact> {
  return apiSend<Contact>('PUT', `/Contact/${id}`, { ctcLu: read });
}

export function executeContactAction(action: ContactAction, ids: number[]): Promise<{ ids: number[] }> {
  return apiSend<{ ids: number[] }>('PUT', '/Contact/execute', { action, ids });
}
