import { apiGet, apiSend } from './client.ts';
export { replySubject } from '@plouf/command-api/message-subject';
import type { MessageInput, MessageListQuery, MessagePage, MessageView } from './types.ts';

/** Sends a message (mail kind 10) to its audience; `idempotencyKey` makes a resend of the same click act once. */
export function sendMessage(message: MessageInput, idempotencyKey: string): Promise<MessageView> {
  return apiSend<MessageView>('POST', '/Message', message, { idempotencyKey, readBack: (accepted) => (accepted.id ? `/Message/${accepted.id}` : null) });
}

export function getMessage(id: number): Promise<MessageView> {
  return apiGet<MessageView>(`/Message/${id}`, { share: false });
}

/** The messages sent, newest first: to the newsletter, to one course's families, to one contact. */
export function listMessages(query: Partial<MessageListQuery>): Promise<MessagePage> {
  return apiGet<MessagePage>('/Message', { query: { ...query }, share: false });
}
