import { defineMessages } from '../../../i18n/define.ts';

export const adminGiftCardsMessages = defineMessages({
  'adminGiftCards.list.title': { fr: 'Cartes cadeaux', en: 'Gift cards' },
  'adminGiftCards.list.count': {
    fr: '{count, plural, =0 {aucune carte vendue} one {# carte vendue} other {# cartes vendues}} · {sold} vendus, {left} encore à dépenser',
    en: '{count, plural, =0 {no card sold} one {# card sold} other {# cards sold}} · {sold} sold, {left} still to spend',
  },
  'adminGiftCards.list.intro': {
    fr: 'Une carte cadeau se vend comme un forfait marqué « Carte cadeau » (<passes>Tarifs</passes>) ; son code est envoyé à l’acheteur et se dépense sur toute commande.',
    en: 'A gift card is sold as a pass marked “Gift card” (<passes>Prices</passes>); its code is mailed to the buyer and spent on any order.',
  },
  'adminGiftCards.list.search': { fr: 'Chercher un code ou une commande', en: 'Search a code or an order' },
  'adminGiftCards.list.refresh': { fr: 'Actualiser', en: 'Refresh' },
  'adminGiftCards.list.none': { fr: 'Aucune carte cadeau vendue pour le moment', en: 'No gift card sold yet' },
  'adminGiftCards.list.code': { fr: 'Code', en: 'Code' },
  'adminGiftCards.list.value': { fr: 'Valeur', en: 'Value' },
  'adminGiftCards.list.left': { fr: 'Reste', en: 'Left' },
  'adminGiftCards.list.bought': { fr: 'Achetée', en: 'Bought' },
  'adminGiftCards.list.spent': { fr: 'Dépensée sur', en: 'Spent on' },
  'adminGiftCards.list.order': { fr: 'commande {id}', en: 'order {id}' },
  'adminGiftCards.list.family': { fr: 'la famille', en: 'the family' },
  'adminGiftCards.list.unused': { fr: 'pas encore utilisée', en: 'not used yet' },
  'adminGiftCards.list.voided': { fr: 'annulée', en: 'cancelled' },
});
