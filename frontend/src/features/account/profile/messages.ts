import { defineMessages } from '../../../i18n/define.ts';

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
  'account.family.title': { fr: 'Ma famille', en: 'My family' },
  'account.family.name': { fr: 'Famille {name}', en: '{name} family' },
  'account.family.address': { fr: 'Adresse', en: 'Address' },
  'account.family.noAddress': { fr: 'Aucune adresse enregistrée.', en: 'No address recorded.' },
  'account.family.members': {
    fr: '{count, plural, one {# membre} other {# membres}}',
    en: '{count, plural, one {# member} other {# members}}',
  },
  'account.family.you': { fr: 'vous', en: 'you' },
  'account.family.disabled': { fr: 'Compte désactivé', en: 'Account disabled' },
  'account.family.loadError': { fr: 'Erreur lors du chargement de la famille', en: 'Could not load the family' },
  'account.member.title': { fr: 'Ajouter un membre', en: 'Add a member' },
  'account.member.intro': {
    fr: 'Le nouveau membre reçoit un email pour choisir son mot de passe, puis se connecte avec son adresse.',
    en: 'The new member receives an email to choose their password, then logs in with their address.',
  },
  'account.member.submit': { fr: 'Ajouter le membre', en: 'Add the member' },
  'account.member.added': {
    fr: '{name} fait partie de la famille : un email lui a été envoyé pour choisir son mot de passe.',
    en: '{name} is now part of the family: an email has been sent to choose their password.',
  },
  'account.member.failed': { fr: "Le membre n'a pas pu être ajouté", en: 'The member could not be added' },
  'account.password.intro': {
    fr: 'Saisissez votre mot de passe actuel puis le nouveau (au moins {count} caractères).',
    en: 'Enter your current password, then the new one (at least {count} characters).',
  },
});
