import type { Decider } from '@plouf/infra';
import type { ContactEvent } from '../contacts/events.ts';
import type { NewsletterEvent } from '../newsletter/events.ts';
import type { ContactErased, NewsletterErased } from '../privacy/events.ts';

/** What an erasure for retention carries: the erasure's id, the subjects whose keys went, when and by whom (null: the sweep). */
type Erasure = { erasureId: string; subjects: string[]; now: string; by: number | null };

export type ContactRetentionCommand = { type: 'EraseContact'; data: Erasure & { contactId: number; receivedBefore: string } };
export interface ContactRetentionState {
  receivedAt: string | null;
  erased: boolean;
}

/**
 * A contact request's erasure when its time is up, on its own stream: only one received before the
 * limit, and once (the same sweep again, or a replay, appends nothing).
 *
 * @example
 * contactRetentionDecider.decide({ type: 'EraseContact', data: { contactId: 5, receivedBefore, erasureId, subjects: ['contact-5'], now, by: null } }, { receivedAt: '2024-01-02T…', erased: false });
 * // [{ type: 'ContactErased', data: { contactId: 5, erasureId, subjects: ['contact-5'], reason: 'retention', at: now, by: null } }]
 */
export const contactRetentionDecider: Decider<ContactRetentionCommand, ContactEvent | ContactErased, ContactRetentionState> = {
  initialState: () => ({ receivedAt: null, erased: false }),
  decide(command, state) {
    const { contactId, receivedBefore, erasureId, subjects, now, by } = command.data;
    if (state.erased || state.receivedAt === null || state.receivedAt >= receivedBefore) return [];
    return [{ type: 'ContactErased', data: { contactId, erasureId, subjects, reason: 'retention', at: now, by } }];
  },
  evolve(state, event) {
    if (event.type === 'ContactReceived') return { ...state, receivedAt: event.data.receivedAt };
    if (event.type === 'ContactErased') return { ...state, erased: true };
    return state;
  },
};

export type SignUpRetentionCommand = { type: 'EraseSignUp'; data: Erasure & { subscriberId: number; signedUpBefore: string } };
export interface SignUpRetentionState {
  /** The address's subscriber now (a new one after an erasure), when they (last) signed up, whether they validated since. */
  subscriberId: number | null;
  signedUpAt: string | null;
  validated: boolean;
  erased: number[];
}

/**
 * A newsletter sign-up never validated, erased when its time is up, on its address's stream: only
 * the address's subscriber, still not validated since they (last) signed up before the limit, once.
 */
export const signUpRetentionDecider: Decider<SignUpRetentionCommand, NewsletterEvent | NewsletterErased, SignUpRetentionState> = {
  initialState: () => ({ subscriberId: null, signedUpAt: null, validated: false, erased: [] }),
  decide(command, state) {
    const { subscriberId, signedUpBefore, erasureId, subjects, now, by } = command.data;
    if (state.subscriberId !== subscriberId || state.erased.includes(subscriberId) || state.validated) return [];
    if (state.signedUpAt === null || state.signedUpAt >= signedUpBefore) return [];
    return [{ type: 'NewsletterErased', data: { subscriberId, erasureId, subjects, reason: 'retention', at: now, by } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'NewsletterSubscribed':
        // A new sign-up (or one back after leaving): pending again, from now, as the list shows it.
        return { ...state, subscriberId: event.data.subscriberId, signedUpAt: event.data.at, validated: false };
      case 'NewsletterValidated':
        return { ...state, validated: true };
      case 'NewsletterErased':
        return { ...state, erased: [...state.erased, event.data.subscriberId] };
      default:
        return state;
    }
  },
};
