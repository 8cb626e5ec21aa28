import type { Selectable } from 'kysely';

/** One row per term: its record as defined (JSON text), and what lists filter on. */
export interface TermsTable {
  id: number;
  first_day: string;
  last_day: string;
  psn_id: number | null;
  view: string;
}

/** One row per enrolment (or place on a term's waiting list); `seq` orders the slot's waiting list. */
export interface TermEnrolmentsTable {
  id: number;
  term_id: number;
  tcs_id: number;
  psn_id: number;
  fam_id: number;
  usr_id: number;
  /** enrolled, waiting, ended, left. */
  status: string;
  seq: number;
  view: string;
}

export type TermRow = Selectable<TermsTable>;
export type TermEnrolmentRow = Selectable<TermEnrolmentsTable>;
