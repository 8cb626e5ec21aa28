import { AppError, type Decider } from '@plouf/infra';
import type { MessageEvent, MessageSent } from './events.ts';

export type SendMessage = { type: 'SendMessage'; data: Omit<MessageSent['data'], 'at'> & { now: string } };

export class MessageAlreadySent extends AppError {
  constructor(messageId: number) {
    super('MessageAlreadySent', 'InvalidModelState', { fr: `Le message ${messageId} est déjà parti`, en: `Message ${messageId} has already been sent` });
  }
}

/** A message is sent once: its stream holds that one event. */
export const messageDecider: Decider<SendMessage, MessageEvent, { sent: boolean }> = {
  initialState: () => ({ sent: false }),
  decide(command, state) {
    if (state.sent) throw new MessageAlreadySent(command.data.messageId);
    const { now, ...data } = command.data;
    return [{ type: 'MessageSent', data: { ...data, at: now } }];
  },
  evolve: () => ({ sent: true }),
};
