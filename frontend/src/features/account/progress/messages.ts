import { defineMessages } from '../../../i18n/define.ts';

/** The children's report cards (issue 26): the family's /profil, read-only on the desk's family page. */
export const progressMessages = defineMessages({
  'progress.section.title': { fr: 'Progression', en: 'Progress' },
  'progress.section.intro': {
    fr: 'Le niveau de chaque enfant dans chaque activité, ses compétences telles que le maître-nageur les a évaluées et les niveaux validés.',
    en: 'Each child’s level in each activity, their skills as the instructor last rated them, and the levels passed.',
  },
  'progress.section.empty': { fr: 'Aucune évaluation pour l’instant : les progrès apparaîtront ici après la première.', en: 'No evaluation yet: progress will show here after the first one.' },
  'progress.section.loadError': { fr: 'Erreur lors du chargement de la progression', en: 'Error while loading the progress' },
  'progress.card.title': { fr: '{name} · {label}', en: '{name} · {label}' },
  'progress.card.position': { fr: 'Niveau {position} sur {total}', en: 'Level {position} of {total}' },
  'progress.card.allPassed': { fr: 'Tous les niveaux validés', en: 'All levels passed' },
  'progress.card.noLevels': { fr: 'Cette activité n’a pas de niveaux.', en: 'This activity has no levels.' },
  'progress.card.bar': { fr: 'Niveaux validés : {count} sur {total}', en: 'Levels passed: {count} of {total}' },
  'progress.current.title': { fr: 'Niveau en cours : {name}', en: 'Current level: {name}' },
  'progress.current.noSkills': { fr: 'Pas de compétence décrite pour ce niveau.', en: 'No skill described for this level.' },
  'progress.skill.notRated': { fr: 'Pas encore évaluée', en: 'Not rated yet' },
  'progress.skill.ratedOn': { fr: 'le {date} par {name}', en: 'on {date} by {name}' },
  'progress.passed.title': { fr: 'Niveaux validés', en: 'Levels passed' },
  'progress.passed.item': { fr: 'validé le {date} par {name}', en: 'passed on {date} by {name}' },
  'progress.passed.certificate': { fr: 'Certificat (PDF)', en: 'Certificate (PDF)' },
  'progress.passed.certificateOf': { fr: 'Certificat (PDF) <de>{name}</de>, niveau {label}', en: 'Certificate (PDF) of {name}, level {label}' },
  'progress.history.title': { fr: 'Historique ({count})', en: 'History ({count})' },
  'progress.history.evaluated': { fr: 'Évaluation', en: 'Evaluation' },
  'progress.history.passed': { fr: 'Niveau validé', en: 'Level passed' },
  'progress.history.by': { fr: '{label} · par {name}', en: '{label} · by {name}' },
  'progress.history.note': { fr: 'Remarque du maître-nageur', en: 'Instructor’s note' },
  'progress.history.latestNote': { fr: 'Dernière remarque <de>{name}</de>, le {date} :', en: 'Latest note from {name}, on {date}:' },
});
