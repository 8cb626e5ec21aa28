import type { EvaluationEntry } from '@plouf/command-api/contracts';

/** An activity's levels as served (`view`, a LevelsView as JSON text). */
export interface ProgressLevelsTable {
  acy_id: number;
  view: string;
}

/** The school's rating scale: one row (id 1), a ScaleView as JSON text. */
export interface ProgressScaleTable {
  id: number;
  view: string;
}

/** What happened to a child in an activity; the query puts it beside the activity's levels. */
export interface ReportFacts {
  memberName: string;
  acyName: string;
  passed: Array<{ lvlId: number; name: string; englishName: string; at: string; evaluator: string }>;
  /** Each skill's last rating, by skill id. */
  latest: Record<number, { rating: number; label: string; englishLabel: string; at: string; evaluator: string }>;
  /** Newest first. */
  history: EvaluationEntry[];
}

/** One row per child and activity evaluated (`facts`, ReportFacts as JSON text). */
export interface ReportCardsTable {
  usr_id: number;
  acy_id: number;
  fam_id: number;
  facts: string;
}
