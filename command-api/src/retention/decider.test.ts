import { given } from '@plouf/infra/given';
import { describe, it } from 'vitest';
import type { ContactEvent } from '../contacts/events.ts';
import type { NewsletterEvent } from '../newsletter/events.ts';
import type { ContactErased, NewsletterErased } from '../privacy/events.ts';
import { contactRetentionDecider, signUpRetentionDecider, type ContactRetentionCommand, type ContactRetentionState, type SignUpRetentionCommand, type SignUpRetentionState } from './decider.ts';

const now = '2026-12-03T02:00:00.000Z';
const limit = '2024-12-03T02:00:00.000Z';
const erasure = { erasureId: 'retention:2026-12-03:contact-5', subjects: ['contact-5'], now, by: null };

describe('a contact request kept past its time', () => {
  const contact = (...past: Array<ContactEvent | ContactErased>) => given<ContactRetentionCommand, ContactEvent | ContactErased, ContactRetentionState>(contactRetentionDecider, ...past);
  const received = (receivedAt: string): ContactEvent => ({ type: 'ContactReceived', data: { contactId: 5, email: 'lea@x.fr', message: 'Bonjour', activityIds: [], receivedAt } });
  const erase: ContactRetentionCommand = { type: 'EraseContact', data: { contactId: 5, receivedBefore: limit, ...erasure } };
  const erased: ContactErased = { type: 'ContactErased', data: { contactId: 5, erasureId: erasure.erasureId, subjects: ['contact-5'], reason: 'retention', at: now, by: null } };

  it('is erased once when received before the limit, read or deleted by the desk', () => {
    contact(received('2024-06-01T10:00:00.000Z')).when(erase).then([erased]);
    contact(received('2024-06-01T10:00:00.000Z'), { type: 'ContactDeleted', data: { contactId: 5, at: '2024-07-01T10:00:00.000Z' } }).when(erase).then([erased]);
    contact(received('2024-06-01T10:00:00.000Z'), erased).when(erase).then([]);
  });

  it('is kept when received since the limit, or unknown', () => {
    contact(received(limit)).when(erase).then([]);
    contact(received('2026-01-01T10:00:00.000Z')).when(erase).then([]);
    contact().when(erase).then([]);
  });
});

describe('a newsletter sign-up never validated', () => {
  const address = (...past: Array<NewsletterEvent | NewsletterErased>) => given<SignUpRetentionCommand, NewsletterEvent | NewsletterErased, SignUpRetentionState>(signUpRetentionDecider, ...past);
  const subscribed = (at: string, subscriberId = 7): NewsletterEvent => ({ type: 'NewsletterSubscribed', data: { subscriberId, email: 'lea@x.fr', language: 'fr', at } });
  const signUpLimit = '2026-11-03T02:00:00.000Z';
  const erase = (subscriberId = 7): SignUpRetentionCommand => ({ type: 'EraseSignUp', data: { subscriberId, signedUpBefore: signUpLimit, ...erasure, subjects: [`newsletter-${subscriberId}`] } });
  const erased = (subscriberId = 7): NewsletterErased => ({ type: 'NewsletterErased', data: { subscriberId, erasureId: erasure.erasureId, subjects: [`newsletter-${subscriberId}`], reason: 'retention', at: now, by: null } });

  it('is erased once when made before the limit, pending or disabled', () => {
    address(subscribed('2026-10-01T10:00:00.000Z')).when(erase()).then([erased()]);
    address(subscribed('2026-10-01T10:00:00.000Z'), { type: 'NewsletterDisabled', data: { subscriberId: 7, at: '2026-10-02T10:00:00.000Z' } }).when(erase()).then([erased()]);
    address(subscribed('2026-10-01T10:00:00.000Z'), erased()).when(erase()).then([]);
  });

  it('is kept once validated, when made since the limit, or when the address has another subscriber now', () => {
    address(subscribed('2026-10-01T10:00:00.000Z'), { type: 'NewsletterValidated', data: { subscriberId: 7, at: '2026-10-01T11:00:00.000Z', by: 'link' } }).when(erase()).then([]);
    address(subscribed('2026-11-20T10:00:00.000Z')).when(erase()).then([]);
    // Signed up again after leaving: the time counts from the last sign-up.
    address(subscribed('2026-01-01T10:00:00.000Z'), { type: 'NewsletterValidated', data: { subscriberId: 7, at: '2026-01-01T11:00:00.000Z', by: 'link' } }, subscribed('2026-11-20T10:00:00.000Z')).when(erase()).then([]);
    address(subscribed('2026-10-01T10:00:00.000Z'), erased(), subscribed('2026-10-05T10:00:00.000Z', 9)).when(erase()).then([]);
    address(subscribed('2026-10-01T10:00:00.000Z'), erased(), subscribed('2026-10-05T10:00:00.000Z', 9)).when(erase(9)).then([erased(9)]);
  });
});
