import { AppError, RuleRefused, StateConflict } from '@plouf/infra';

/** A code no card has (or not one at all): the same answer either way, so that codes cannot be sorted by guessing. */
export class GiftCardUnknown extends AppError {
  constructor() {
    super('GiftCardUnknown', 'FileNotFound', { fr: 'Aucune carte cadeau ne porte ce code : vérifiez-le', en: 'No gift card has this code: please check it' });
  }
}

export class GiftCardEmpty extends StateConflict {
  constructor() {
    super('GiftCardEmpty', { fr: 'Cette carte cadeau est entièrement utilisée', en: 'This gift card has been used up' });
  }
}

/** The order it was bought with was refunded: the card was voided with it. */
export class GiftCardVoid extends StateConflict {
  constructor() {
    super('GiftCardVoid', { fr: 'Cette carte cadeau a été annulée (sa commande a été remboursée)', en: 'This gift card was cancelled (its order was refunded)' });
  }
}

/** A plan's parts are charged on the card kept, on their days: a gift card pays an order paid at once. */
export class GiftCardOnPlan extends RuleRefused {
  constructor() {
    super('GiftCardOnPlan', { fr: 'Une carte cadeau règle une commande payée en une fois, pas en plusieurs versements', en: 'A gift card pays an order paid at once, not in instalments' });
  }
}

/** A gift card does not buy gift cards: an order selling one is paid by card, cheque or transfer. */
export class GiftCardForGiftCard extends RuleRefused {
  constructor() {
    super('GiftCardForGiftCard', { fr: 'Une carte cadeau ne peut pas payer une autre carte cadeau', en: 'A gift card cannot pay for another gift card' });
  }
}
