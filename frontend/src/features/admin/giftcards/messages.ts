import { defineMessages } from '../../../i18n/define.ts';

export const adminGiftCardsMessages = defineMessages({
  'adminGiftCards.title': { fr: 'Cartes cadeaux', en: 'Gift cards' },
  'adminGiftCards.count': {
    fr: '{count, plural, =0 {aucune carte vendue} one {# carte vendue} other {# cartes vendues}} · {sold} vendus, {left} encore à dépenser',
    en: '{count, plural, =0 {no card sold} one {# card sold} other {# cards sold}} · {sold} sold, {left} still to spend',
  },
  'adminGiftCards.intro': {
    fr: 'Une carte cadeau se vend comme un forfait marqué « Carte cadeau » (<passes>Tarifs</passes>) ; son code est envoyé à l’acheteur et se dépense sur toute commande.',
    en: 'A gift card is sold as a pass marked “Gift card” (<passes>Prices</passes>); its code is mailed to the buyer and spent on any order.',
  },
  'adminGiftCards.search': { fr: 'Chercher un code ou une commande', en: 'Search a code or an order' },
  'adminGiftCards.refresh': { fr: 'Actualiser', en: 'Refresh' },
  'adminGiftCards.none': { fr: 'Aucune carte cadeau vendue pour le moment', en: 'No gift card sold yet' },
  'adminGiftCards.code': { fr: 'Code', en: 'Code' },
  'adminGiftCards.value': { fr: 'Valeur', en: 'Value' },
  'adminGiftCards.left': { fr: 'Reste', en: 'Left' },
  'adminGiftCards.bought': { fr: 'Achetée', en: 'Bought' },
  'adminGiftCards.spent': { fr: 'Dépensée sur', en: 'Spent on' },
  'adminGiftCards.order': { fr: 'commande {id}', en: 'order {id}' },
  'adminGiftCards.family': { fr: 'la famille', en: 'the family' },
  'adminGiftCards.unused': { fr: 'pas encore utilisée', en: 'not used yet' },
  'adminGiftCards.voided': { fr: 'annulée', en: 'cancelled' },
});
