import type { MessageAudience, MessageLanguage } from './contract.ts';

/** Whom a message goes to, fixed when it is sent: who joins the list afterwards does not get it. */
export interface MessageRecipient {
  email: string;
  name: string;
  language: 'fr' | 'en';
  /** A newsletter subscriber: their mail carries the way out (List-Unsubscribe and a link). */
  subscriberId?: number;
  /** A family member (a course's audience): whose key seals the address (absent before 2026-12). */
  famId?: number;
}

/**
 * A message sent (one stream per message). The mailer writes one mail per recipient into its
 * outbox, in the same transaction as its checkpoint, and sends them at its steady rate: a restart
 * midway goes on from the outbox, and nobody is written to twice. Stored events never change shape.
 */
export type MessageSent = {
  type: 'MessageSent';
  data: { messageId: number; audience: MessageAudience; lgs: (MessageLanguage & { text: string })[]; recipients: MessageRecipient[]; at: string; by: number | null };
};

export type MessageEvent = MessageSent;
export const MESSAGE_EVENT_TYPES = ['MessageSent'] as const satisfies readonly MessageEvent['type'][];
export const messageStream = (messageId: number) => `message-${messageId}`;
