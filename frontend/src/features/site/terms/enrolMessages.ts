import { defineMessages } from '../../../i18n/define.ts';

/** The enrol dialog and the re-enrolment page (screens loaded on demand). */
export const enrolMessages = defineMessages({
  'terms.enrol.title': { fr: 'Inscrire pour le trimestre', en: 'Enrol for the term' },
  'terms.enrol.titleJoin': { fr: 'Liste d’attente du trimestre', en: 'The term’s waiting list' },
  'terms.enrol.titleDone': { fr: 'Inscription faite', en: 'Enrolled' },
  'terms.enrol.titleWaiting': { fr: 'Sur la liste d’attente', en: 'On the waiting list' },
  'terms.enrol.fullNote': {
    fr: '{count, plural, =0 {Ce créneau est complet pour le trimestre : vous serez le premier sur sa liste d’attente.} one {Ce créneau est complet pour le trimestre : # famille attend déjà.} other {Ce créneau est complet pour le trimestre : # familles attendent déjà.}} Quand une place se libère, elle revient au premier de la liste et ses séances sont alors payées avec la carte choisie.',
    en: '{count, plural, =0 {This slot is full for the term: you will be first on its waiting list.} one {This slot is full for the term: # family is already waiting.} other {This slot is full for the term: # families are already waiting.}} When a place is freed it goes to the first in line, and its lessons are then paid with the card chosen.',
  },
  'terms.enrol.fromWeek': { fr: 'À partir de la semaine du', en: 'From the week of' },
  'terms.enrol.fromWeekHelp': { fr: 'La première séance ; ensuite, chaque semaine jusqu’à la fin du trimestre.', en: 'The first lesson; then every week until the end of the term.' },
  'terms.enrol.nextLesson': { fr: 'prochaine séance', en: 'next lesson' },
  'terms.enrol.submit': { fr: 'Inscrire', en: 'Enrol' },
  'terms.enrol.join': { fr: 'Rejoindre la liste d’attente', en: 'Join the waiting list' },
  'terms.enrol.close': { fr: 'Fermer', en: 'Close' },
  'terms.enrol.loadError': { fr: 'Erreur lors du chargement de votre famille', en: 'Could not load your family' },
  'terms.enrol.failed': { fr: 'L’inscription n’a pas pu être faite', en: 'The enrolment could not be made' },
  'terms.enrol.myBookings': { fr: 'Voir mes réservations', en: 'See my bookings' },
  'terms.card.rule': {
    fr: 'La carte choisie paie d’un coup toutes les séances jusqu’à la fin du trimestre : {count, plural, one {# séance} other {# séances}}, du {first} au {last}. Une carte d’entrées doit en avoir assez ; un abonnement, être valide jusqu’à la dernière.',
    en: 'The card chosen pays at once for every lesson until the end of the term: {count, plural, one {# lesson} other {# lessons}}, from {first} to {last}. An entry card must have enough entries; a subscription must be valid until the last one.',
  },
  'terms.card.paysFewer': {
    fr: 'Ne paie que {paid} séance(s) sur les {count} : choisissez une autre carte ou une semaine de départ plus tardive',
    en: 'Pays only {paid} of the {count} lessons: choose another card or a later first week',
  },
  'terms.card.loadError': { fr: 'Erreur lors du chargement de vos cartes', en: 'Could not load your cards' },
  'terms.done.enrolled': {
    fr: '{name} est inscrit(e) pour le trimestre : {count, plural, one {# séance payée} other {# séances payées}} sur la carte.',
    en: '{name} is enrolled for the term: {count, plural, one {# lesson paid} other {# lessons paid}} with the card.',
  },
  'terms.done.waiting': {
    fr: '{name} est sur la liste d’attente du trimestre, n° {position}. Aucune séance n’est payée tant qu’une place ne se libère pas.',
    en: '{name} is on the term’s waiting list, no. {position}. No lesson is paid until a place is freed.',
  },
});
