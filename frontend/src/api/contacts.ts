import { apiGet, apiSend } from './client.ts';
import type { Contact, ContactAction, ContactExecuteResult, ContactListQuery, ContactPage, NewContact } from './types.ts';

/** Sends a visitor's contact request; `idempotencyKey` makes a resend of the same request act once. */
export async function sendContact(contact: NewContact, idempotencyKey?: string): Promise<void> {
  // A 202 (stored, the back-office's list a moment late) is as good as sent for the visitor.
  await apiSend<Contact>('POST', '/Contact', contact, { idempotencyKey });
}

/** A page of the contacts received in `[from, to)` (ISO UTC), searched and sorted on the server. */
export function filterContacts(query: ContactListQuery & { from: string; to: string }, options: { share?: boolean } = {}): Promise<ContactPage> {
  return apiGet<ContactPage>('/Contact/filter', { query: { ...query }, share: options.share });
}

/** The date of the oldest contact (ISO), or an empty / zero date when there is none. */
export function contactMinDate(): Promise<string | null> {
  return apiGet<string | null>('/Contact/min-date');
}

export function getContact(id: number, options: { share?: boolean } = {}): Promise<Contact> {
  return apiGet<Contact>(`/Contact/${id}`, { share: options.share });
}

export function setContactRead(id: number, read: boolean): Promise<Contact> {
  return apiSend<Contact>('PUT', `/Contact/${id}`, { ctcLu: read }, { readBack: () => `/Contact/${id}` });
}

/** One action on a selection: the ids it was carried out on, and those that no longer exist. */
export function executeContactAction(action: ContactAction, ids: number[]): Promise<ContactExecuteResult> {
  return apiSend<ContactExecuteResult>('PUT', '/Contact/execute', { action, ids }, { readBack: () => null });
}
