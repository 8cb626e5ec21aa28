import { defineMessages } from '../../../i18n/define.ts';

/** The weekly lesson editor of a pool (its templateCours). */
export const lessonTemplateMessages = defineMessages({
  'adminPools.templates.intro': {
    fr: 'Les cours générés chaque semaine pour cette piscine.',
    en: 'The lessons generated every week at this pool.',
  },
  'adminPools.templates.none': { fr: 'Aucun cours hebdomadaire', en: 'No weekly lesson' },
  'adminPools.templates.add': { fr: 'Ajouter un cours', en: 'Add a lesson' },
  'adminPools.templates.needsInstructor': {
    fr: 'Aucun MNS n’est enregistré : créez-en un pour ajouter des cours.',
    en: 'No instructor has been recorded: create one to add lessons.',
  },
  'adminPools.templates.needsActivity': {
    fr: 'Aucune activité n’est enregistrée : créez-en une pour ajouter des cours.',
    en: 'No activity has been recorded: create one to add lessons.',
  },
  'adminPools.templates.remove': { fr: 'Retirer ce cours', en: 'Remove this lesson' },
  'adminPools.templates.row': { fr: 'Cours n°{id}', en: 'Lesson #{id}' },
  'adminPools.templates.day': { fr: 'Jour', en: 'Day' },
  'adminPools.templates.time': { fr: 'Heure', en: 'Time' },
  'adminPools.templates.hour': { fr: 'Heure', en: 'Hour' },
  'adminPools.templates.minute': { fr: 'Minute', en: 'Minute' },
  'adminPools.templates.duration': { fr: 'Durée', en: 'Length' },
  'adminPools.templates.capacity': { fr: 'Places', en: 'Places' },
  'adminPools.templates.activity': { fr: 'Activité', en: 'Activity' },
  'adminPools.templates.second': { fr: '2e activité', en: '2nd activity' },
  'adminPools.templates.secondNone': { fr: 'Aucune', en: 'None' },
  'adminPools.templates.instructor': { fr: 'MNS', en: 'Instructor' },
  'adminPools.templates.label': { fr: 'Libellé', en: 'Label' },
  'adminPools.templates.labelEnglish': { fr: 'Libellé (version anglaise)', en: 'Label (English version)' },
  'adminPools.templates.labelEnglishHelp': { fr: 'Vide : le libellé français est affiché.', en: 'Empty: the French label is shown.' },
  'adminPools.templates.unknown': { fr: 'n°{id} (introuvable)', en: '#{id} (not found)' },
  'adminPools.weekday.one': { fr: 'Lundi', en: 'Monday' },
  'adminPools.weekday.two': { fr: 'Mardi', en: 'Tuesday' },
  'adminPools.weekday.three': { fr: 'Mercredi', en: 'Wednesday' },
  'adminPools.weekday.four': { fr: 'Jeudi', en: 'Thursday' },
  'adminPools.weekday.five': { fr: 'Vendredi', en: 'Friday' },
  'adminPools.weekday.six': { fr: 'Samedi', en: 'Saturday' },
  'adminPools.weekday.seven': { fr: 'Dimanche', en: 'Sunday' },
  'adminPools.validation.duration': { fr: 'Entre 5 et 480 minutes', en: 'Between 5 and 480 minutes' },
  'adminPools.validation.capacity': { fr: 'Entre 1 et 100 places', en: 'Between 1 and 100 places' },
});
