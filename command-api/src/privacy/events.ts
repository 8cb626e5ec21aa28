import type { ContactErased } from '../contacts/events.ts';
import type { NewsletterErased } from '../newsletter/events.ts';

/**
 * Personal data (issue 25, docs/adr/0022-personal-data.md): a family's erasure, asked and done, on the
 * family's stream; a contact request's or a newsletter sign-up's erasure when its time is up, on its
 * own stream. An erasure names the subjects whose keys it deleted (`family-12`, `user-3`,
 * `contact-5`, `newsletter-7`): a reader forgets them, and their sealed values read as erased.
 * Stored events never change shape.
 */
type Stamp = { at: string; by: number | null };

/** The family (or the desk on its behalf) asks for its erasure; the desk confirms it. */
export type ErasureRequested = { type: 'ErasureRequested'; data: { famId: number; via: 'family' | 'desk' } & Stamp };
/** The request withdrawn (by the family, or refused by the desk with a reason told to the family). */
export type ErasureWithdrawn = { type: 'ErasureWithdrawn'; data: { famId: number; reason: string } & Stamp };
/**
 * The family erased: its keys and its members' are deleted (`subjects`), with those of the contact
 * requests and newsletter sign-ups made from its members' addresses. What stays is what the law
 * makes the school keep: its orders, invoices and payments, under the pseudonymous `famId`.
 */
export type FamilyErased = {
  type: 'FamilyErased';
  data: { famId: number; erasureId: string; subjects: string[]; userIds: number[]; contactIds: number[]; subscriberIds: number[] } & Stamp;
};
/** A contact request's or a sign-up's erasure, on its own stream: defined with its stream's events. */
export type { ContactErased, NewsletterErased };

export type FamilyPrivacyEvent = ErasureRequested | ErasureWithdrawn | FamilyErased;
export type PrivacyEvent = FamilyPrivacyEvent | ContactErased | NewsletterErased;
export const FAMILY_PRIVACY_EVENT_TYPES = ['ErasureRequested', 'ErasureWithdrawn', 'FamilyErased'] as const satisfies readonly FamilyPrivacyEvent['type'][];
export const PRIVACY_EVENT_TYPES = [...FAMILY_PRIVACY_EVENT_TYPES, 'ContactErased', 'NewsletterErased'] as const satisfies readonly PrivacyEvent['type'][];
/** The events that say subjects were erased. */
export const ERASURE_EVENT_TYPES = ['FamilyErased', 'ContactErased', 'NewsletterErased'] as const satisfies readonly PrivacyEvent['type'][];

/** The subjects whose keys seal personal values. */
export const familySubject = (famId: number) => `family-${famId}`;
export const userSubject = (userId: number) => `user-${userId}`;
export { contactSubject } from '../contacts/events.ts';
export { newsletterSubject } from '../newsletter/events.ts';
