import { defineMessages } from '../i18n/define.ts';

export const commonMessages = defineMessages({
  'common.status.loading': { fr: 'Chargement…', en: 'Loading…' },
  'common.error.default': { fr: 'Erreur de communication avec le serveur', en: 'Could not reach the server' },
  'common.action.close': { fr: 'Fermer', en: 'Close' },
  'common.action.cancel': { fr: 'Annuler', en: 'Cancel' },
  'common.action.retry': { fr: 'Réessayer', en: 'Try again' },
  'common.action.reload': { fr: 'Recharger la page', en: 'Reload the page' },
  'common.action.backHome': { fr: "Retour à l'accueil", en: 'Back to home' },
  'common.action.contactUs': { fr: 'Nous écrire', en: 'Write to us' },
  'common.comingSoon.title': { fr: 'Cette section arrive bientôt', en: 'This section is coming soon' },
  'common.comingSoon.body': {
    fr: 'Nous construisons cette page. En attendant, notre équipe répond à vos questions via le formulaire de contact.',
    en: 'We are building this page. Meanwhile, our team answers your questions through the contact form.',
  },
  'common.comingSoon.adminBody': {
    fr: "Cet écran d'administration est en cours de construction.",
    en: 'This administration screen is being built.',
  },
  'common.notFound.title': { fr: 'Page introuvable', en: 'Page not found' },
  'common.notFound.body': {
    fr: "L'adresse demandée n'existe pas ou a changé.",
    en: 'The address you asked for does not exist or has moved.',
  },
  'common.chunk.failedTitle': { fr: 'La page n’a pas pu être chargée', en: 'The page could not be loaded' },
  'common.chunk.failedBody': {
    fr: 'Vérifiez votre connexion puis rechargez la page.',
    en: 'Check your connection, then reload the page.',
  },
  'common.monthPicker.all': { fr: 'Tous', en: 'All' },
  'common.monthPicker.year': { fr: 'Année', en: 'Year' },
  'common.monthPicker.month': { fr: 'Mois', en: 'Month' },
  'common.form.required': { fr: 'Champs obligatoire', en: 'Required field' },
  'common.form.invalidEmail': { fr: 'Entrez un email valide', en: 'Enter a valid email' },
  'common.form.minLength': { fr: 'Au moins {count} caractères', en: 'At least {count} characters' },
  'common.form.mismatch': { fr: 'Les mots de passes ne correspondent pas!', en: 'The passwords do not match!' },
  'common.form.showPassword': { fr: 'Afficher le mot de passe', en: 'Show password' },
  'common.form.hidePassword': { fr: 'Masquer le mot de passe', en: 'Hide password' },
  'common.action.save': { fr: 'Enregistrer', en: 'Save' },
});
