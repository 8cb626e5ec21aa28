import { defineMessages } from '../../i18n/define.ts';

export const accountMessages = defineMessages({
  'account.home.title': { fr: 'Mon compte', en: 'My account' },
  'account.home.greeting': { fr: 'Bonjour {name} !', en: 'Hello {name}!' },
  'account.home.intro': { fr: 'Tout ce qui concerne vos cours, au même endroit.', en: 'Everything about your lessons, in one place.' },
  'account.section.cart': { fr: 'Panier', en: 'Cart' },
  'account.section.billing': { fr: 'Facturation', en: 'Billing' },
  'account.section.checkout': { fr: 'Paiement', en: 'Payment' },
  'account.section.password': { fr: 'Mot de passe', en: 'Password' },
  'account.section.bookings': { fr: 'Mes réservations', en: 'My bookings' },
  'account.section.history': { fr: 'Historique des séances', en: 'Session history' },
  'account.section.orders': { fr: 'Mes achats', en: 'My purchases' },
  'account.section.administration': { fr: 'Administration', en: 'Administration' },
});
