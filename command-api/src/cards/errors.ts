import { AppError, REFUSAL_STATUS, StateConflict, type RefusalKind } from '@plouf/infra';
import { CARD_REFUSALS, type CardRefusal } from './rules.ts';

/**
 * Each reason's HTTP status: what the card has left or was made (taken back, no entry left, this
 * week's entry or the credit used, the credit expired) is its state (409); what it covers (an
 * activity, a pool, its dates against the lesson's, its member) is the rule (422).
 */
const CARD_REFUSAL_KIND: Record<CardRefusal, Exclude<RefusalKind, 'malformed'>> = {
  revoked: 'conflict',
  noEntry: 'conflict',
  weekUsed: 'conflict',
  creditUsed: 'conflict',
  creditExpired: 'conflict',
  expired: 'rule',
  notYetValid: 'rule',
  activity: 'rule',
  pool: 'rule',
  otherMember: 'rule',
};

/** The card may not pay for this course (spec §4 card status; the reason says why). */
export class CardRefused extends AppError {
  constructor(
    readonly reason: CardRefusal,
    cardId: number,
  ) {
    super('CardRefused', 'InvalidModelState', { fr: `${CARD_REFUSALS[reason].fr} (carte ${cardId})`, en: `${CARD_REFUSALS[reason].en} (card ${cardId})` }, undefined, REFUSAL_STATUS[CARD_REFUSAL_KIND[reason]]);
  }

  /** A card that cannot pay is told apart from a full slot or a course not open (issue 42). */
  override get namesItsCode() {
    return true;
  }
}

export class CardNotFound extends AppError {
  constructor(cardId: number) {
    super('CardNotFound', 'FileNotFound', { fr: `La carte ${cardId} est introuvable`, en: `Card ${cardId} not found` });
  }
}

/** The card cannot pay every week: says how many it pays. */
export class CardPaysFewerWeeks extends StateConflict {
  constructor(paid: number, weeks: number) {
    super('CardPaysFewerWeeks', {
      fr: `Cette carte ne paie que ${paid} séance(s) sur les ${weeks} du trimestre : choisissez une autre carte ou une semaine de départ plus tardive`,
      en: `This card pays only ${paid} of the term’s ${weeks} lessons: choose another card or a later first week`,
    });
  }

  override get namesItsCode() {
    return true;
  }
}
