import { defineMessages } from '../../../i18n/define.ts';

/** The activity's levels and skills (issue 26), a section of its back-office screen. */
export const adminLevelMessages = defineMessages({
  'adminLevels.section.title': { fr: 'Niveaux et compétences', en: 'Levels and skills' },
  'adminLevels.section.intro': {
    fr: 'Les niveaux dans l’ordre où les enfants les passent, chacun avec les compétences que les maîtres-nageurs évaluent.',
    en: 'The levels in the order children pass them, each with the skills the instructors evaluate.',
  },
  'adminLevels.section.none': { fr: 'Aucun niveau : les cours de cette activité sont ouverts à tous.', en: 'No level: this activity’s lessons are open to all.' },
  'adminLevels.section.loadError': { fr: 'Erreur lors du chargement des niveaux', en: 'Error while loading the levels' },
  'adminLevels.level.legend': { fr: 'Niveau {position}', en: 'Level {position}' },
  'adminLevels.level.name': { fr: 'Nom', en: 'Name' },
  'adminLevels.level.englishName': { fr: 'Nom en anglais', en: 'Name in English' },
  'adminLevels.level.up': { fr: 'Monter le niveau {position}', en: 'Move level {position} up' },
  'adminLevels.level.down': { fr: 'Descendre le niveau {position}', en: 'Move level {position} down' },
  'adminLevels.level.remove': { fr: 'Retirer', en: 'Remove' },
  'adminLevels.level.removeLabel': { fr: 'Retirer le niveau {position}', en: 'Remove level {position}' },
  'adminLevels.level.add': { fr: 'Ajouter un niveau', en: 'Add a level' },
  'adminLevels.level.moved': { fr: 'Le niveau {name} est maintenant en position {position}', en: 'Level {name} is now in position {position}' },
  'adminLevels.skill.title': { fr: 'Compétences', en: 'Skills' },
  'adminLevels.skill.none': { fr: 'Aucune compétence pour ce niveau.', en: 'No skill for this level.' },
  'adminLevels.skill.name': { fr: 'Compétence {position}', en: 'Skill {position}' },
  'adminLevels.skill.englishName': { fr: 'Compétence {position} en anglais', en: 'Skill {position} in English' },
  'adminLevels.skill.add': { fr: 'Ajouter une compétence', en: 'Add a skill' },
  'adminLevels.skill.remove': { fr: 'Retirer la compétence {position}', en: 'Remove skill {position}' },
  'adminLevels.form.save': { fr: 'Enregistrer les niveaux', en: 'Save the levels' },
  'adminLevels.form.reset': { fr: 'Annuler les modifications', en: 'Undo the changes' },
  'adminLevels.form.unsaved': { fr: 'Niveaux non enregistrés', en: 'Levels not saved' },
  'adminLevels.form.saved': { fr: 'Niveaux enregistrés', en: 'Levels saved' },
  'adminLevels.form.saveError': { fr: 'Erreur lors de la sauvegarde des niveaux', en: 'Error while saving the levels' },
  'adminLevels.problem.name': { fr: 'Chaque niveau et chaque compétence doit avoir un nom', en: 'Every level and every skill needs a name' },
  'adminLevels.problem.duplicate': {
    fr: 'Deux niveaux, ou deux compétences d’un niveau, portent le même nom',
    en: 'Two levels, or two skills of one level, have the same name',
  },
  'adminLevels.select.label': { fr: 'Niveau', en: 'Level' },
  'adminLevels.select.any': { fr: 'Tous niveaux', en: 'Any level' },
  'adminLevels.select.unknown': { fr: 'Niveau n°{id} (introuvable)', en: 'Level #{id} (not found)' },
  'adminLevels.select.help': {
    fr: 'Un enfant qui n’a pas atteint ce niveau ne peut pas réserver.',
    en: 'A child who has not reached this level cannot book.',
  },
});
