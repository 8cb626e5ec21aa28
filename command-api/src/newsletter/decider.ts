import type { Decider } from '@plouf/infra';
import { newsletterSubject, type NewsletterErased, type NewsletterEvent } from './events.ts';
import { SubscriberLeft, SubscriberNotFound } from './errors.ts';

/** The least time between two mails a sign-up sends to one address. */
export const SIGNUP_MAIL_INTERVAL_MS = 60 * 60_000;

type Language = 'fr' | 'en';

/** What an address's stream holds, as this decider reads it. */
export type NewsletterStreamEvent = NewsletterEvent | NewsletterErased;

export type NewsletterCommand =
  | { type: 'Subscribe'; data: { subscriberId: number; email: string; language: Language; now: string } }
  | { type: 'Validate'; data: { subscriberId: number; now: string; by: 'link' | 'desk' } }
  | { type: 'Disable'; data: { subscriberId: number; now: string } }
  | { type: 'Unsubscribe'; data: { subscriberId: number; now: string; via: 'link' | 'oneClick' } }
  /** Deleted by the desk, and erased with it: `erasureId` names the deletion of its key (done before the append). */
  | { type: 'Delete'; data: { subscriberId: number; now: string; erasureId: string; by: number | null } };

export type NewsletterState =
  | { status: 'none' }
  | { status: 'pending' | 'active' | 'disabled' | 'unsubscribed' | 'deleted'; subscriberId: number; email: string; language: Language; lastMailAt: string };

const mailedLately = (state: { lastMailAt: string }, now: string) => Date.parse(now) - Date.parse(state.lastMailAt) < SIGNUP_MAIL_INTERVAL_MS;

/**
 * A sign-up never tells whether the address was known, and mails it at most once an hour: an
 * active subscriber's sign-up changes nothing, a pending one's mails the link again (if the last
 * mail is an hour old), an unsubscribed or deleted one starts again, pending. Every other command
 * that changes nothing appends nothing.
 *
 * @example
 * newsletterDecider.decide({ type: 'Subscribe', data: { subscriberId: 4, email: 'lea@x.fr', language: 'fr', now } }, { status: 'none' });
 * // [{ type: 'NewsletterSubscribed', data: { subscriberId: 4, email: 'lea@x.fr', language: 'fr', at: now } }]
 */
export const newsletterDecider: Decider<NewsletterCommand, NewsletterStreamEvent, NewsletterState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { now } = command.data;
    if (command.type === 'Subscribe') {
      const { email, language } = command.data;
      if (state.status === 'none') return [{ type: 'NewsletterSubscribed', data: { subscriberId: command.data.subscriberId, email, language, at: now } }];
      const subscriberId = state.subscriberId;
      if (state.status === 'active' || mailedLately(state, now)) return [];
      if (state.status === 'pending' || state.status === 'disabled') return [{ type: 'NewsletterConfirmationResent', data: { subscriberId, email, language, at: now } }];
      return [{ type: 'NewsletterSubscribed', data: { subscriberId, email, language, at: now } }];
    }
    // The other commands name the subscriber: the address's stream must be theirs, and not deleted.
    if (state.status === 'none' || state.status === 'deleted' || state.subscriberId !== command.data.subscriberId) throw new SubscriberNotFound(command.data.subscriberId);
    const subscriberId = state.subscriberId;
    switch (command.type) {
      case 'Validate':
        if (state.status === 'active') return [];
        // Following the mailed link is the person's own consent; the back-office's is not theirs.
        if (state.status === 'unsubscribed' && command.data.by === 'desk') throw new SubscriberLeft(subscriberId);
        return [{ type: 'NewsletterValidated', data: { subscriberId, at: now, by: command.data.by } }];
      case 'Disable':
        return state.status === 'pending' || state.status === 'active' ? [{ type: 'NewsletterDisabled', data: { subscriberId, at: now } }] : [];
      case 'Unsubscribe':
        return state.status === 'unsubscribed'
          ? []
          : [{ type: 'NewsletterUnsubscribed', data: { subscriberId, email: state.email, language: state.language, at: now, via: command.data.via } }];
      case 'Delete': {
        const { erasureId, by } = command.data;
        return [
          { type: 'NewsletterDeleted', data: { subscriberId, at: now } },
          { type: 'NewsletterErased', data: { subscriberId, erasureId, subjects: [newsletterSubject(subscriberId)], reason: 'deleted', at: now, by } },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'NewsletterSubscribed':
      case 'NewsletterConfirmationResent': {
        const { subscriberId, email, language, at } = event.data;
        return { status: 'pending', subscriberId, email, language, lastMailAt: at };
      }
      case 'NewsletterUnsubscribed':
        // The confirmation of the unsubscription is a mail too.
        return state.status === 'none' ? state : { ...state, status: 'unsubscribed', lastMailAt: event.data.at };
      case 'NewsletterValidated':
        return state.status === 'none' ? state : { ...state, status: 'active' };
      case 'NewsletterDisabled':
        return state.status === 'none' ? state : { ...state, status: 'disabled' };
      case 'NewsletterDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      case 'NewsletterErased':
        // Its key is gone: the address signing up again is a new subscriber, with a new id (and key).
        return state.status !== 'none' && state.subscriberId === event.data.subscriberId ? { status: 'none' } : state;
    }
  },
};
