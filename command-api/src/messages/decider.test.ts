import { describe, expect, it } from 'vitest';
import { messageDecider, type SendMessage } from './decider.ts';
import { MessageAlreadySent, SubjectRequired } from './errors.ts';
import { replySubject } from './subject.ts';

const now = '2026-11-26T10:00:00.000Z';
const recipient = { email: 'lea@x.fr', name: 'Léa', language: 'fr' as const };
const send = (audience: SendMessage['data']['audience'], lgs: SendMessage['data']['lgs']): SendMessage => ({
  type: 'SendMessage',
  data: { messageId: 4, audience, lgs, recipients: [recipient], now, by: 1 },
});
const text = (lg: 'fr' | 'en', libelle: string) => ({ lg, libelle, body: '<p>Oui</p>', text: 'Oui' });
const decide = (command: SendMessage) => messageDecider.decide(command, messageDecider.initialState());

describe('message decider', () => {
  it('answers a contact under "Re : …", in each language, with a plain subject when the team wrote none', () => {
    const [event] = decide(send({ kind: 'contact', contactId: 9 }, [text('fr', ''), text('en', 'places left')]));
    expect(event!.data.lgs.map((language) => language.libelle)).toEqual(['Re : votre message à Plouf', 'Re: places left']);
  });

  it('keeps a reply subject that already starts with Re', () => {
    expect(replySubject('RE: places', 'en')).toBe('RE: places');
    expect(replySubject('  Re : les bébés nageurs ', 'fr')).toBe('Re : les bébés nageurs');
  });

  it('requires a subject written to the newsletter or a course, and leaves it as written', () => {
    expect(() => decide(send({ kind: 'newsletter' }, [text('fr', '  ')]))).toThrow(SubjectRequired);
    expect(decide(send({ kind: 'course', crsId: 3 }, [text('fr', 'Piscine fermée')]))[0]!.data.lgs[0]!.libelle).toBe('Piscine fermée');
  });

  it('sends a message once', () => {
    const sent = decide(send({ kind: 'newsletter' }, [text('fr', 'Nouvelles')]));
    const state = sent.reduce(messageDecider.evolve, messageDecider.initialState());
    expect(() => messageDecider.decide(send({ kind: 'newsletter' }, [text('fr', 'Nouvelles')]), state)).toThrow(MessageAlreadySent);
  });
});
