import type { Selectable } from 'kysely';

/** One row per make-up credit: its ledger as served (`view`, a CreditView as JSON text). */
export interface CreditsTable {
  id: number;
  fam_id: number;
  /** When it was given: the family's list is newest first. */
  given_at: Date;
  view: string;
}

/**
 * A course as the credits' ledgers name it (start, pool, activity), kept by the credits projector
 * from the course events it reads itself, so that the read model is rebuilt alone and never reads
 * another read model at another position.
 */
export interface CreditCoursesTable {
  crs_id: number;
  start: Date;
  psn_id: number;
  psn_name: string;
  acy_name: string;
}

/** Which credits name a course in their ledger: a course moved shows in each of them. */
export interface CreditLessonsTable {
  crs_id: number;
  credit_id: number;
}

export type CreditRow = Selectable<CreditsTable>;
