import { defineMessages } from '../../../i18n/define.ts';

/** The instructor deck's offline words (issue 26): the network's state, what waits on the phone, what came back refused. */
export const deckMessages = defineMessages({
  'deck.status.offline': {
    fr: 'Hors ligne : vos cours sont ceux lus à votre dernier passage en ligne. Notez présences et évaluations, elles partiront au retour du réseau.',
    en: 'Offline: your lessons are as read when you were last online. Mark attendance and evaluate: it will be sent when the network is back.',
  },
  'deck.status.pending': {
    fr: '{count, plural, one {# changement en attente d’envoi} other {# changements en attente d’envoi}}',
    en: '{count, plural, one {# change waiting to be sent} other {# changes waiting to be sent}}',
  },
  'deck.status.sending': { fr: 'Envoi en cours…', en: 'Sending…' },
  'deck.action.send': { fr: 'Envoyer maintenant', en: 'Send now' },
  'deck.outbox.sent': {
    fr: '{count, plural, one {# changement fait hors ligne envoyé} other {# changements faits hors ligne envoyés}}',
    en: '{count, plural, one {# change made offline sent} other {# changes made offline sent}}',
  },
  'deck.refused.title': { fr: 'Non enregistré : la situation a changé entre-temps', en: 'Not saved: things changed meanwhile' },
  'deck.refused.titleOther': { fr: 'Non enregistré', en: 'Not saved' },
  'deck.refused.presence': { fr: '{name} : {mark}', en: '{name}: {mark}' },
  'deck.refused.evaluation': { fr: '{name} : évaluation', en: '{name}: evaluation' },
  'deck.refused.dismiss': { fr: 'J’ai vu', en: 'Got it' },
  'deck.pending.presence': { fr: 'En attente d’envoi', en: 'Waiting to be sent' },
  'deck.pending.evaluation': {
    fr: '{count, plural, one {Évaluation en attente} other {# évaluations en attente}}',
    en: '{count, plural, one {Evaluation waiting} other {# evaluations waiting}}',
  },
  'deck.evaluation.queued': {
    fr: 'Enregistrée sur ce téléphone : elle partira au retour du réseau.',
    en: 'Saved on this phone: it will be sent when the network is back.',
  },
  'deck.mark.present': { fr: 'présent', en: 'present' },
  'deck.mark.absent': { fr: 'absent', en: 'absent' },
});
