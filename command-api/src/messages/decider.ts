import type { Decider } from '@plouf/infra';
import type { MessageEvent, MessageSent } from './events.ts';
import { replySubject } from './subject.ts';
import { MessageAlreadySent, SubjectRequired } from './errors.ts';

export type SendMessage = { type: 'SendMessage'; data: Omit<MessageSent['data'], 'at'> & { now: string } };

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
