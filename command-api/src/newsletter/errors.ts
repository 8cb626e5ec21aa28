import { AppError, StateConflict } from '@plouf/infra';

/** A link we did not make (or not for this): malformed (400), not a refusal by the rules. */
export class BadNewsletterKey extends AppError {
  constructor() {
    super('BadNewsletterKey', 'InvalidModelState', { fr: "Ce lien n'est pas valide", en: 'This link is not valid' });
  }
}

export class SubscriberNotFound extends AppError {
  constructor(subscriberId: number) {
    super('SubscriberNotFound', 'FileNotFound', { fr: `L'inscription ${subscriberId} est introuvable`, en: `Subscription ${subscriberId} not found` });
  }
}

/** Someone who left is back only by signing up again: the back-office cannot validate them. */
export class SubscriberLeft extends StateConflict {
  constructor(subscriberId: number) {
    super('SubscriberLeft', {
      fr: `L'inscription ${subscriberId} s'est désinscrite : seule la personne peut se réinscrire`,
      en: `Subscription ${subscriberId} unsubscribed: only the person can sign up again`,
    });
  }
}
