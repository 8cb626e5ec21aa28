import { defineMessages } from '../../i18n/define.ts';

export const authMessages = defineMessages({
  'auth.login.title': { fr: 'Connexion', en: 'Log in' },
  'auth.login.intro': {
    fr: 'Retrouvez vos réservations, vos forfaits et vos achats dans votre espace.',
    en: 'Find your bookings, passes and purchases in your account.',
  },
  'auth.login.email': { fr: 'Email', en: 'Email' },
  'auth.login.password': { fr: 'Mot de passe', en: 'Password' },
  'auth.login.showPassword': { fr: 'Afficher le mot de passe', en: 'Show password' },
  'auth.login.hidePassword': { fr: 'Masquer le mot de passe', en: 'Hide password' },
  'auth.login.submit': { fr: 'Se connecter', en: 'Log in' },
  'auth.login.failed': { fr: "Erreur d'identification", en: 'Identification failed' },
  'auth.login.createPassword': { fr: 'Créer ou réinitialiser mon mot de passe', en: 'Create or reset my password' },
  'auth.login.signedInAs': { fr: 'Vous êtes connecté en tant que {name}.', en: 'You are logged in as {name}.' },
  'auth.login.forbidden': {
    fr: "Votre compte n'a pas accès à la page demandée. Connectez-vous avec un autre compte.",
    en: 'Your account cannot open the page you asked for. Log in with another account.',
  },
  'auth.login.goToAccount': { fr: 'Aller à mon compte', en: 'Go to my account' },
  'auth.login.logout': { fr: 'Se déconnecter', en: 'Log out' },
});
