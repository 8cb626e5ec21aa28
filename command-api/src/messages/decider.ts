import { AppError, type Decider } from '@plouf/infra';
import type { MessageEvent, MessageSent } from './events.ts';
import { replySubject } from './subject.ts';

export type SendMessage = { type: 'SendMessage'; data: Omit<MessageSent['data'], 'at'> & { now: string } };

export class MessageAlreadySent extends AppError {
  constructor(messageId: number) {
    super('MessageAlreadySent', 'InvalidModelState', { fr: `Le message ${messageId} est déjà parti`, en: `Message ${messageId} has already been sent` });
  }
}

export class SubjectRequired extends AppError {
  constructor(lg: string) {
    const text = { fr: 'Indiquez un objet', en: 'Give a subject' };
    super('SubjectRequired', 'InvalidModelState', text, { [`lgs.${lg}.libelle`]: text });
  }
}

/**
 * A message is sent once: its stream holds that one event. Its subject is required, but for a
 * reply to a contact, which is always `Re : …`.
 */
export const messageDecider: Decider<SendMessage, MessageEvent, { sent: boolean }> = {
  initialState: () => ({ sent: false }),
  decide(command, state) {
    if (state.sent) throw new MessageAlreadySent(command.data.messageId);
    const { now, ...data } = command.data;
    const reply = data.audience.kind === 'contact';
    const lgs = data.lgs.map((language) => {
      if (reply) return { ...language, libelle: replySubject(language.libelle, language.lg) };
      if (!language.libelle.trim()) throw new SubjectRequired(language.lg);
      return language;
    });
    return [{ type: 'MessageSent', data: { ...data, lgs, at: now } }];
  },
  evolve: () => ({ sent: true }),
};
