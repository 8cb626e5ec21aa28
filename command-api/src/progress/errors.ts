import { AppError, RuleRefused, StateConflict } from '@plouf/infra';

const LEVELS_REFUSALS = {
  name: { fr: 'Chaque niveau et chaque compétence doit avoir un nom', en: 'Every level and every skill needs a name' },
  duplicate: { fr: 'Deux niveaux, ou deux compétences d’un niveau, portent le même nom', en: 'Two levels, or two skills of one level, have the same name' },
  unknown: { fr: 'Un niveau ou une compétence envoyé n’existe pas (ou plus) pour cette activité', en: 'A level or skill sent does not (or no longer) exist for this activity' },
} as const;

/** PUT /Activity/{id}/niveaux with names missing or repeated, or ids not of this activity. */
export class LevelsInvalid extends RuleRefused {
  constructor(why: keyof typeof LEVELS_REFUSALS) {
    super('LevelsInvalid', LEVELS_REFUSALS[why]);
  }
}

/** A level the activity does not have (or no longer has). */
export class LevelNotFound extends AppError {
  constructor(lvlId: number) {
    super('LevelNotFound', 'FileNotFound', { fr: `Le niveau ${lvlId} n’existe pas pour cette activité`, en: `Level ${lvlId} does not exist for this activity` });
  }
}

/**
 * No certificate for this child and level: they did not pass it, or the child is not the caller's
 * family's (which answers the same, so that nobody learns another family's children).
 */
export class CertificateNotFound extends AppError {
  constructor(lvlId: number) {
    super('CertificateNotFound', 'FileNotFound', { fr: `Aucun certificat pour le niveau ${lvlId}`, en: `No certificate for level ${lvlId}` });
  }
}

/** An evaluation before its lesson's roster opens (30 minutes before the start, as presence). */
export class EvaluationNotYet extends StateConflict {
  constructor(minutes: number) {
    super('EvaluationNotYet', {
      fr: `Un enfant s’évalue sur un cours venu : à partir de ${minutes} minutes avant son début`,
      en: `A child is evaluated on a lesson that has come: from ${minutes} minutes before it starts`,
    });
  }
}

/** A child marked absent on the lesson is not evaluated on it (issue 41): nothing of it reaches the report card. */
export class EvaluatedAbsent extends StateConflict {
  constructor(memberName: string) {
    super('EvaluatedAbsent', {
      fr: `Absence notée pour ${memberName} à ce cours : pas d’évaluation sur un cours manqué. Si l’enfant était là, corrigez d’abord sa présence.`,
      en: `${memberName} is marked absent on this lesson: no evaluation on a lesson missed. If the child was there, correct the attendance first.`,
    });
  }
}

/** A rating for a skill the level does not have, or outside the school's scale. */
export class RatingInvalid extends RuleRefused {
  constructor(why: 'skill' | 'scale' | 'empty') {
    const texts = {
      skill: { fr: 'Une compétence notée n’appartient pas à ce niveau', en: 'A skill rated is not one of this level’s' },
      scale: { fr: 'Une note est hors de l’échelle de l’école', en: 'A rating is outside the school’s scale' },
      empty: { fr: 'Notez au moins une compétence, écrivez une remarque ou validez le niveau', en: 'Rate at least one skill, write a note or pass the level' },
    } as const;
    super('RatingInvalid', texts[why]);
  }
}

/** The level was passed already (by someone else meanwhile, often): nothing is recorded twice. */
export class LevelAlreadyPassed extends StateConflict {
  constructor(levelName: string, who: string, on: string) {
    super('LevelAlreadyPassed', {
      fr: `Le niveau ${levelName} a déjà été validé (par ${who}, le ${on}) : rien n’a été enregistré, rechargez la fiche`,
      en: `Level ${levelName} was already passed (by ${who}, on ${on}): nothing was saved, reload the card`,
    });
  }
}

/** The member is not on this course's roster (not seated on it). */
export class NotOnRoster extends StateConflict {
  constructor() {
    super('NotOnRoster', { fr: 'Cet enfant n’est pas inscrit à ce cours', en: 'This child is not on this lesson’s roster' });
  }
}

/** A scale of fewer than two steps, or a step with no name. */
export class ScaleInvalid extends RuleRefused {
  constructor() {
    super('ScaleInvalid', { fr: 'L’échelle a de 2 à 6 échelons, chacun avec un nom', en: 'The scale has 2 to 6 steps, each with a name' });
  }
}
