import { RuleRefused, StateConflict } from '@plouf/infra';
import type { MessageAudience } from './contract.ts';

export class NoRecipient extends RuleRefused {
  constructor() {
    const text = { fr: "Ce message n'a aucun destinataire", en: 'This message has no recipient' };
    super('NoRecipient', text, { audience: text });
  }
}

export class AudienceNotFound extends RuleRefused {
  constructor(audience: MessageAudience) {
    const text =
      audience.kind === 'course'
        ? { fr: `Le cours ${audience.crsId} est introuvable`, en: `Course ${audience.crsId} not found` }
        : { fr: `Le contact ${audience.kind === 'contact' ? audience.contactId : ''} est introuvable`, en: `Contact ${audience.kind === 'contact' ? audience.contactId : ''} not found` };
    super('AudienceNotFound', text, { audience: text });
  }
}

export class EmptyText extends RuleRefused {
  constructor(lg: string) {
    const text = { fr: 'Le texte est vide', en: 'The text is empty' };
    super('EmptyText', text, { [`lgs.${lg}.body`]: text });
  }
}

export class MessageAlreadySent extends StateConflict {
  constructor(messageId: number) {
    super('MessageAlreadySent', { fr: `Le message ${messageId} est déjà parti`, en: `Message ${messageId} has already been sent` });
  }
}

export class SubjectRequired extends RuleRefused {
  constructor(lg: string) {
    const text = { fr: 'Indiquez un objet', en: 'Give a subject' };
    super('SubjectRequired', text, { [`lgs.${lg}.libelle`]: text });
  }
}
