import type { Selectable } from 'kysely';

/** One row per course: the view as served (JSON text, without its roster) and what lists filter on. */
export interface CoursesTable {
  id: number;
  psn_id: number;
  acy_id: number;
  acy_id_cplt: number | null;
  /** The instructor (an MNS id). */
  usr_id: number;
  start: Date;
  cancelled: boolean;
  view: string;
}

/** One row per inscription; `seq` is its order on the course (the waiting list is served in it). */
export interface InscriptionsTable {
  id: number;
  crs_id: number;
  fam_id: number;
  status: number;
  seq: number;
  start: Date;
  view: string;
  /** The term enrolment whose lesson this is, if any. */
  enr_id: number | null;
}

/** A family's calendar feed: the version its address is signed with, and whether it works. */
export interface CalendarFeedsTable {
  fam_id: number;
  version: number;
  active: boolean;
}

/** A pool's slot claimed by its schedule (`SlotsClaimed`): the course it was given, and its start. */
export interface CourseSlotsTable {
  psn_id: number;
  slot_key: string;
  start: Date;
  crs_id: number;
}

/** A family told of a course's cancellation (one row per family, whatever its members on it). */
export interface CourseCancelNoticesTable {
  crs_id: number;
  fam_id: number;
}

export type CourseRow = Selectable<CoursesTable>;
export type InscriptionRow = Selectable<InscriptionsTable>;
