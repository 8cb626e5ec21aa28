import { given } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { newsletterDecider, type NewsletterCommand, type NewsletterState, type NewsletterStreamEvent } from './decider.ts';
import type { NewsletterErased, NewsletterEvent } from './events.ts';

const at = '2026-11-21T10:00:00.000Z';
const inTen = '2026-11-21T10:10:00.000Z';
const inTwoHours = '2026-11-21T12:00:00.000Z';
const subscribed: NewsletterEvent = { type: 'NewsletterSubscribed', data: { subscriberId: 4, email: 'lea@x.fr', language: 'fr', at } };
const validated: NewsletterEvent = { type: 'NewsletterValidated', data: { subscriberId: 4, at, by: 'link' } };
const unsubscribed: NewsletterEvent = { type: 'NewsletterUnsubscribed', data: { subscriberId: 4, email: 'lea@x.fr', language: 'fr', at, via: 'link' } };
const deleted: NewsletterEvent = { type: 'NewsletterDeleted', data: { subscriberId: 4, at } };
const disabled: NewsletterEvent = { type: 'NewsletterDisabled', data: { subscriberId: 4, at } };
const address = (...past: NewsletterStreamEvent[]) => given<NewsletterCommand, NewsletterStreamEvent, NewsletterState>(newsletterDecider, ...past);
const subscribe = (now: string, subscriberId = 4): NewsletterCommand => ({ type: 'Subscribe', data: { subscriberId, email: 'lea@x.fr', language: 'fr', now } });

describe('newsletter decider', () => {
  it('signs up a new address, pending', () => {
    address().when(subscribe(at)).then([subscribed]);
    expect(address(subscribed).state.status).toBe('pending');
  });

  it('mails a pending address its link again only after an hour, under its first id', () => {
    address(subscribed).when(subscribe(inTen, 9)).then([]);
    address(subscribed).when(subscribe(inTwoHours, 9)).then([{ type: 'NewsletterConfirmationResent', data: { subscriberId: 4, email: 'lea@x.fr', language: 'fr', at: inTwoHours } }]);
    address(subscribed, disabled).when(subscribe(inTwoHours)).then([{ type: 'NewsletterConfirmationResent', data: { subscriberId: 4, email: 'lea@x.fr', language: 'fr', at: inTwoHours } }]);
  });

  it("changes nothing for an active subscriber's sign-up", () => {
    address(subscribed, validated).when(subscribe(inTwoHours)).then([]);
  });

  it('starts an unsubscribed or deleted address again, pending, once the hour has passed', () => {
    address(subscribed, unsubscribed).when(subscribe(inTen)).then([]);
    address(subscribed, unsubscribed).when(subscribe(inTwoHours)).then([{ ...subscribed, data: { ...subscribed.data, at: inTwoHours } }]);
    address(subscribed, deleted).when(subscribe(inTwoHours)).then([{ ...subscribed, data: { ...subscribed.data, at: inTwoHours } }]);
  });

  it('validates once, by the link or the desk', () => {
    address(subscribed).when({ type: 'Validate', data: { subscriberId: 4, now: at, by: 'link' } }).then([validated]);
    address(subscribed, validated).when({ type: 'Validate', data: { subscriberId: 4, now: at, by: 'desk' } }).then([]);
  });

  it('lets only the person bring back an address that unsubscribed', () => {
    address(subscribed, unsubscribed).when({ type: 'Validate', data: { subscriberId: 4, now: at, by: 'desk' } }).refuses('SubscriberLeft');
    address(subscribed, unsubscribed).when({ type: 'Validate', data: { subscriberId: 4, now: at, by: 'link' } }).then([{ type: 'NewsletterValidated', data: { subscriberId: 4, at, by: 'link' } }]);
  });

  it('disables only a pending or active subscriber', () => {
    address(subscribed).when({ type: 'Disable', data: { subscriberId: 4, now: at } }).then([disabled]);
    address(subscribed, validated).when({ type: 'Disable', data: { subscriberId: 4, now: at } }).then([disabled]);
    address(subscribed, disabled).when({ type: 'Disable', data: { subscriberId: 4, now: at } }).then([]);
    address(subscribed, unsubscribed).when({ type: 'Disable', data: { subscriberId: 4, now: at } }).then([]);
  });

  it('unsubscribes once, with the address and language for the confirmation mail', () => {
    address(subscribed, validated).when({ type: 'Unsubscribe', data: { subscriberId: 4, now: at, via: 'link' } }).then([unsubscribed]);
    address(subscribed, unsubscribed).when({ type: 'Unsubscribe', data: { subscriberId: 4, now: at, via: 'oneClick' } }).then([]);
  });

  it('finds no subscriber on an empty, deleted or other id', () => {
    address().when({ type: 'Validate', data: { subscriberId: 4, now: at, by: 'link' } }).refuses('SubscriberNotFound');
    address(subscribed, deleted).when({ type: 'Delete', data: { subscriberId: 4, now: at, erasureId: 'deleted:newsletter-4', by: 1 } }).refuses('SubscriberNotFound');
    address(subscribed).when({ type: 'Unsubscribe', data: { subscriberId: 5, now: at, via: 'link' } }).refuses('SubscriberNotFound');
  });

  it('deletes and erases a subscriber in any state it has; the address signs up again as a new one', () => {
    const erased: NewsletterErased = { type: 'NewsletterErased', data: { subscriberId: 4, erasureId: 'deleted:newsletter-4', subjects: ['newsletter-4'], reason: 'deleted', at, by: 1 } };
    address(subscribed, unsubscribed).when({ type: 'Delete', data: { subscriberId: 4, now: at, erasureId: 'deleted:newsletter-4', by: 1 } }).then([deleted, erased]);
    address(subscribed, deleted, erased).when({ type: 'Subscribe', data: { subscriberId: 9, email: 'lea@x.fr', language: 'fr', now: at } }).then([{ type: 'NewsletterSubscribed', data: { subscriberId: 9, email: 'lea@x.fr', language: 'fr', at } }]);
  });

  it('takes the address again as a new subscriber once the sign-up was erased', () => {
    const erased: NewsletterErased = { type: 'NewsletterErased', data: { subscriberId: 4, erasureId: 'e1', subjects: ['newsletter-4'], reason: 'retention', at, by: null } };
    address(subscribed, erased).when({ type: 'Subscribe', data: { subscriberId: 9, email: 'lea@x.fr', language: 'fr', now: at } }).then([{ type: 'NewsletterSubscribed', data: { subscriberId: 9, email: 'lea@x.fr', language: 'fr', at } }]);
    address(subscribed, erased).when({ type: 'Validate', data: { subscriberId: 4, now: at, by: 'desk' } }).refuses('SubscriberNotFound');
  });
});
