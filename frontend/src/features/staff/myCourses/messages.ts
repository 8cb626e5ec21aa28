import { defineMessages } from '../../../i18n/define.ts';

export const myCoursesMessages = defineMessages({
  'myCourses.page.menu': { fr: 'Mes cours', en: 'My lessons' },
  'myCourses.page.title': { fr: 'Mes cours', en: 'My lessons' },
  'myCourses.page.today': { fr: 'Aujourd’hui', en: 'Today' },
  'myCourses.page.week': { fr: 'Les 7 prochains jours', en: 'The next 7 days' },
  'myCourses.page.noneToday': { fr: 'Pas de cours aujourd’hui.', en: 'No lesson today.' },
  'myCourses.page.noneWeek': { fr: 'Pas d’autre cours cette semaine.', en: 'No other lesson this week.' },
  'myCourses.page.notLinked': {
    fr: 'Aucun cours : si vous en donnez, demandez à l’accueil de relier votre compte à votre fiche MNS.',
    en: 'No lesson: if you teach some, ask the desk to link your account to your instructor record.',
  },
  'myCourses.page.places': { fr: '{booked}/{capacity} inscrits', en: '{booked}/{capacity} booked' },
  'myCourses.page.waiting': { fr: '{count} en attente', en: '{count} waiting' },
  'myCourses.page.marked': {
    fr: '{present, plural, one {# présent} other {# présents}} · {absent, plural, one {# absent} other {# absents}} · {left} à pointer',
    en: '{present} present · {absent} absent · {left} to mark',
  },
  'myCourses.page.nobody': { fr: 'Personne n’est inscrit.', en: 'Nobody is booked.' },
  'myCourses.error.load': { fr: 'Erreur lors du chargement de vos cours', en: 'Error while loading your lessons' },
});
