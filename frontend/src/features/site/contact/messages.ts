import { defineMessages } from '../../../i18n/define.ts';

export const contactMessages = defineMessages({
  'contact.page.title': { fr: 'Contact', en: 'Contact' },
  'contact.page.intro': {
    fr: 'Une question sur nos cours, un créneau, une inscription ? Écrivez-nous : un maître-nageur vous répond.',
    en: 'A question about our lessons, a time slot, signing up? Write to us: an instructor will answer.',
  },
  'contact.form.email': { fr: 'Votre email', en: 'Your email' },
  'contact.form.message': { fr: 'Votre message', en: 'Your message' },
  'contact.form.activities': { fr: 'Activités qui vous intéressent', en: 'Activities you are interested in' },
  'contact.form.optional': { fr: '(facultatif)', en: '(optional)' },
  'contact.form.children': { fr: 'Enfants', en: 'Children' },
  'contact.form.adults': { fr: 'Adultes', en: 'Adults' },
  'contact.form.fromAge': { fr: 'dès {age}', en: 'from {age}' },
  'contact.form.activitiesFailed': {
    fr: 'La liste des activités est indisponible pour le moment.',
    en: 'The list of activities is not available right now.',
  },
  'contact.form.submit': { fr: 'Envoyer', en: 'Send' },
  'contact.form.failed': { fr: "Erreur lors de la sauvegarde du message", en: 'The message could not be saved' },
  'contact.sent.title': { fr: 'Message envoyé !', en: 'Message sent!' },
  'contact.sent.body': {
    fr: 'Merci. Nous vous répondrons très vite à l’adresse {email}.',
    en: 'Thank you. We will answer you shortly at {email}.',
  },
  'contact.sent.another': { fr: 'Envoyer un autre message', en: 'Send another message' },
});
