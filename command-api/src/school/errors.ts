import { AppError, RuleRefused } from '@plouf/infra';

export class RulesInvalid extends RuleRefused {
  constructor() {
    super('RulesInvalid', { fr: 'Une offre de place doit attendre au moins une heure', en: 'A place offer must wait at least one hour' });
  }
}

export class ClosureNotFound extends AppError {
  constructor(closureId: number) {
    super('ClosureNotFound', 'FileNotFound', { fr: `La fermeture ${closureId} est introuvable`, en: `Closure ${closureId} not found` });
  }
}

const CLOSURE_REFUSALS = {
  days: { fr: 'Le dernier jour de la fermeture précède son premier jour', en: 'The closure’s last day is before its first day' },
  past: { fr: 'Une fermeture ne peut pas finir dans le passé', en: 'A closure cannot end in the past' },
  long: { fr: 'Une fermeture dure au plus un an', en: 'A closure lasts a year at most' },
} as const;

export class ClosureInvalid extends RuleRefused {
  constructor(why: keyof typeof CLOSURE_REFUSALS) {
    super('ClosureInvalid', CLOSURE_REFUSALS[why]);
  }
}
