import { RuleRefused } from '@plouf/infra';

const PERIOD_REFUSALS = {
  order: { fr: 'La fin de la période précède son début', en: 'The period’s end is before its start' },
  long: { fr: 'Une période dure au plus 400 jours', en: 'A period lasts 400 days at most' },
} as const;

/** GET /Dashboard's period refused: its end before its start, or longer than 400 days. */
export class PeriodInvalid extends RuleRefused {
  constructor(why: keyof typeof PERIOD_REFUSALS) {
    super('PeriodInvalid', PERIOD_REFUSALS[why]);
  }
}

/** The longest period GET /Dashboard answers, in days (both ends included). */
export const DASHBOARD_MAX_DAYS = 400;
