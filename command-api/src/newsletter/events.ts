import { createHash, createHmac } from 'node:crypto';
import type { KeyStore } from '@plouf/infra';

/**
 * A newsletter subscriber's life, on one stream per address (`newsletterStreams`): signed up
 * (disabled until the mailed link is followed), validated, disabled by the back-office,
 * unsubscribed, deleted. Stored events never change shape.
 */
export type NewsletterSubscribed = {
  type: 'NewsletterSubscribed';
  data: { subscriberId: number; email: string; language: 'fr' | 'en'; at: string };
};
/** Signed up again while waiting for validation (or disabled): the link is mailed again. */
export type NewsletterConfirmationResent = {
  type: 'NewsletterConfirmationResent';
  data: { subscriberId: number; email: string; language: 'fr' | 'en'; at: string };
};
export type NewsletterValidated = { type: 'NewsletterValidated'; data: { subscriberId: number; at: string; by: 'link' | 'desk' } };
export type NewsletterDisabled = { type: 'NewsletterDisabled'; data: { subscriberId: number; at: string } };
/** From a mail's link (`link`) or a mail client's one-click button (`oneClick`, RFC 8058). */
export type NewsletterUnsubscribed = {
  type: 'NewsletterUnsubscribed';
  data: { subscriberId: number; email: string; language: 'fr' | 'en'; at: string; via: 'link' | 'oneClick' };
};
export type NewsletterDeleted = { type: 'NewsletterDeleted'; data: { subscriberId: number; at: string } };

export type NewsletterEvent = NewsletterSubscribed | NewsletterConfirmationResent | NewsletterValidated | NewsletterDisabled | NewsletterUnsubscribed | NewsletterDeleted;

export const NEWSLETTER_EVENT_TYPES = [
  'NewsletterSubscribed',
  'NewsletterConfirmationResent',
  'NewsletterValidated',
  'NewsletterDisabled',
  'NewsletterUnsubscribed',
  'NewsletterDeleted',
] as const satisfies readonly NewsletterEvent['type'][];

/** The subject whose key seals a sign-up's address (docs/adr/0022-personal-data.md). */
export const newsletterSubject = (subscriberId: number) => `newsletter-${subscriberId}`;

/**
 * A sign-up's address erased: its key deleted (`subjects`). By retention (never validated in time),
 * with its family's erasure, or when the desk deletes it (`deleted`).
 */
export type NewsletterErased = {
  type: 'NewsletterErased';
  data: { subscriberId: number; erasureId: string; subjects: string[]; reason: 'retention' | 'family' | 'deleted'; at: string; by: number | null };
};

/** The address as compared: trimmed, lower case. */
export const newsletterAddress = (email: string) => email.trim().toLowerCase();

/** An address's stream name (`newsletterStreams`). */
export type NewsletterStreamOf = (email: string) => string;

/**
 * One stream per address, so that two sign-ups of one address meet on one stream (its version
 * settles the race). The name is a keyed hash of the address (HMAC-SHA-256 under a key derived from
 * the server's secret): stream names are listed where the data is not, and stay after an erasure,
 * when nobody without the secret can tell from them that an address once signed up
 * (docs/adr/0022-personal-data.md).
 */
export function newsletterStreams(secret: string): NewsletterStreamOf {
  const key = createHmac('sha256', secret).update('newsletter-streams/v1').digest();
  return (email) => `newsletter-${createHmac('sha256', key).update(newsletterAddress(email)).digest('hex').slice(0, 40)}`;
}

/** The streams' names before they were keyed (an unkeyed SHA-256): only the one-time renaming reads them. */
export const unkeyedNewsletterStream = (email: string) => `newsletter-${createHash('sha256').update(newsletterAddress(email)).digest('hex').slice(0, 40)}`;

/**
 * A mailed link's key: the subscriber's id, a dot, the server's signature of it for that purpose
 * (validate the address, or unsubscribe). Nothing is stored: the link works as long as the address
 * is on the list.
 */
export const newsletterKey = (keys: Pick<KeyStore, 'keyFor'>, purpose: 'newsletter' | 'unsubscribe', subscriberId: number) =>
  `${subscriberId}.${keys.keyFor(purpose, String(subscriberId))}`;
