import { defineMessages } from '../../../i18n/define.ts';

export const adminMessageMessages = defineMessages({
  'adminMessages.compose.title': { fr: 'Écrire un message', en: 'Write a message' },
  'adminMessages.to.newsletter': {
    fr: '{count, plural, =0 {Aux inscrits validés de la newsletter} one {Au # inscrit validé de la newsletter} other {Aux # inscrits validés de la newsletter}}',
    en: '{count, plural, =0 {To the newsletter’s validated subscribers} one {To the newsletter’s # validated subscriber} other {To the newsletter’s # validated subscribers}}',
  },
  'adminMessages.to.course': { fr: 'Aux familles inscrites au cours : {label}', en: 'To the families booked on the lesson: {label}' },
  'adminMessages.to.contact': { fr: 'En réponse à {email}', en: 'In reply to {email}' },
  'adminMessages.compose.languageHint': {
    fr: 'Écrivez en français, en anglais ou dans les deux : chacun reçoit sa langue, ou l’autre.',
    en: 'Write in French, in English or both: each recipient gets their language, or the other.',
  },
  'adminMessages.language.fr': { fr: 'Français', en: 'French' },
  'adminMessages.language.en': { fr: 'Anglais', en: 'English' },
  'adminMessages.compose.subject': { fr: 'Objet', en: 'Subject' },
  'adminMessages.compose.replySubject': { fr: 'Le mail partira sous l’objet « {subject} ».', en: 'The mail will be sent as “{subject}”.' },
  'adminMessages.compose.body': { fr: 'Message', en: 'Message' },
  'adminMessages.compose.empty': { fr: 'Écrivez l’objet et le message dans au moins une langue', en: 'Write the subject and the message in at least one language' },
  'adminMessages.compose.half': { fr: 'Il manque l’objet ou le message en {language}', en: 'The subject or the message is missing in {language}' },
  'adminMessages.compose.send': { fr: 'Envoyer', en: 'Send' },
  'adminMessages.compose.confirmTitle': { fr: 'Envoyer le message ?', en: 'Send the message?' },
  'adminMessages.compose.confirm': { fr: 'Envoyer ce message maintenant ? Il ne pourra pas être rappelé.', en: 'Send this message now? It cannot be recalled.' },
  'adminMessages.compose.failed': { fr: 'Le message n’a pas pu être envoyé', en: 'The message could not be sent' },
  'adminMessages.progress.sending': {
    fr: '{sent, plural, one {# mail parti} other {# mails partis}} sur {total}',
    en: '{sent, plural, one {# mail sent} other {# mails sent}} of {total}',
  },
  'adminMessages.progress.done': { fr: 'Envoyé à {total, plural, one {# destinataire} other {# destinataires}}', en: 'Sent to {total, plural, one {# recipient} other {# recipients}}' },
  'adminMessages.progress.retrying': {
    fr: '{count, plural, one {# mail sera réessayé} other {# mails seront réessayés}}',
    en: '{count, plural, one {# mail will be tried again} other {# mails will be tried again}}',
  },
  'adminMessages.sent.title': { fr: 'Messages envoyés', en: 'Messages sent' },
  'adminMessages.sent.replies': { fr: 'Réponses envoyées', en: 'Replies sent' },
  'adminMessages.sent.none': { fr: 'Aucun message envoyé pour l’instant', en: 'No message sent yet' },
  'adminMessages.sent.on': { fr: 'le {date}', en: 'on {date}' },
  'adminMessages.action.newsletter': { fr: 'Écrire aux inscrits', en: 'Write to subscribers' },
  'adminMessages.action.course': { fr: 'Écrire aux familles', en: 'Write to the families' },
  'adminMessages.action.reply': { fr: 'Répondre', en: 'Reply' },
});
