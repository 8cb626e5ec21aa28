import type { Selectable } from 'kysely';

/** One row per closure: the view as served (a ClosureView as JSON text) and what the lists filter on. */
export interface ClosuresTable {
  id: number;
  psn_id: number;
  /** First and last closed day (YYYY-MM-DD, Paris), both included. */
  from_day: string;
  to_day: string;
  lifted: boolean;
  view: string;
}

export type ClosureRow = Selectable<ClosuresTable>;
