import { AppError } from '@plouf/infra';
import { CARD_REFUSALS, type CardRefusal } from './rules.ts';

/** The card may not pay for this course (spec §4 card status; the reason says why). */
export class CardRefused extends AppError {
  constructor(
    readonly reason: CardRefusal,
    cardId: number,
  ) {
    super('CardRefused', 'InvalidModelState', { fr: `${CARD_REFUSALS[reason].fr} (carte ${cardId})`, en: `${CARD_REFUSALS[reason].en} (card ${cardId})` });
  }
}

export class CardNotFound extends AppError {
  constructor(cardId: number) {
    super('CardNotFound', 'FileNotFound', { fr: `La carte ${cardId} est introuvable`, en: `Card ${cardId} not found` });
  }
}

/** The card cannot pay every week: says how many it pays. */
export class CardPaysFewerWeeks extends AppError {
  constructor(paid: number, weeks: number) {
    super('CardPaysFewerWeeks', 'InvalidModelState', {
      fr: `Cette carte ne paie que ${paid} séance(s) sur les ${weeks} du trimestre : choisissez une autre carte ou une semaine de départ plus tardive`,
      en: `This card pays only ${paid} of the term’s ${weeks} lessons: choose another card or a later first week`,
    });
  }
}
