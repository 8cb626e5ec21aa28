/**
 * Courses (dated lessons) and their inscriptions. One stream per course (`course-{crsId}`): its
 * capacity is decided there, so two bookings of the last place cannot both win. The entry a place
 * costs is spent on the family's cards stream (`cards-{famId}`, see cards/events.ts); the two are
 * kept in step by the booking process (docs/adr/0010-booking-consistency.md).
 */

/** A course as scheduled; names are snapshots for mails and lists. */
export interface CourseRecord {
  crsId: number;
  /** The course's own title (a template's, e.g. "Bébés nageurs du samedi"); empty for none. */
  libelle?: string;
  /** That title in English (a template's English label); absent or empty for none. */
  englishLabel?: string;
  psnId: number;
  psnName: string;
  acyId: number;
  acyName: string;
  /** The activity's age rule when scheduled (`acyAge`). */
  acyAge: number;
  acyIdCplt: number | null;
  /** The level it is for and its name, in English too (issue 26); absent (courses scheduled before) or null for any. */
  lvlId?: number | null;
  levelName?: string;
  levelEnglishName?: string;
  /** The instructor (an MNS id) and their name. */
  usrId: number;
  mnsName: string;
  /** ISO moment of the start. */
  start: string;
  durationMin: number;
  capacity: number;
  /** The lesson template it was generated from, if any. */
  tcsId: number | null;
  /**
   * Hours before the start until which a family's cancellation gives the entry back: the pool's
   * rule when the course was scheduled (a family books under the rule it was shown).
   */
  cutoffHours: number;
}

/** Whom a booking's mails go to (the member who booked, or the family's first member with an email). */
export interface BookingNotify {
  email: string;
  name: string;
  language: 'fr' | 'en';
}

/** Who is booked, and for whom the family is told. */
export interface Booker {
  famId: number;
  famName: string;
  /** The member booked (usually a child). */
  usrId: number;
  memberName: string;
  notify: BookingNotify;
}

/** What an inscription's mails say about the course. */
export interface CourseSummary {
  crsId: number;
  /** Until when a cancellation gives the entry back. */
  cutoffAt?: string;
  psnId: number;
  psnName: string;
  acyName: string;
  start: string;
  durationMin: number;
}

type Stamp = { at: string; by: number | null };

export type CourseScheduled = { type: 'CourseScheduled'; data: CourseRecord & Stamp };
export type CourseChanged = {
  type: 'CourseChanged';
  data: { crsId: number; usrId?: number; mnsName?: string; start?: string; durationMin?: number; capacity?: number; acyIdCplt?: number | null; lvlId?: number | null; levelName?: string; levelEnglishName?: string } & Stamp;
};
/** A closure as the lessons it cancelled tell it: its days (Paris, included). */
export interface ClosureRef {
  closureId: number;
  from: string;
  to: string;
}

/**
 * Everyone on it is released: their entries come back, or each gets a make-up credit
 * (`compensation`, issue 23; absent: the entry). `closure`: cancelled by a closure.
 */
export type CourseCancelled = { type: 'CourseCancelled'; data: { crsId: number; reason: string; compensation?: 'credit' | 'entry'; closure?: ClosureRef } & Stamp };

/**
 * A place on a term enrolment's lesson: paid ahead by the enrolment (cards `WeeksReserved`, the lesson
 * `date` as reserved), never spent again; given back to the enrolment's card when due.
 */
export interface TermSeat {
  enrId: number;
  termId: number;
  date: string;
}

/** `makeup`: paid by a make-up credit (its id is `cardId`), which may use the course's extra make-up places. */
export type SeatTaken = { type: 'SeatTaken'; data: Booker & Stamp & { crsId: number; insId: number; cardId: number; course: CourseSummary; enrolment?: TermSeat; makeup?: boolean } };
/** `position`: the member's place on the list when joining (1 first). */
export type WaitlistJoined = { type: 'WaitlistJoined'; data: Booker & Stamp & { crsId: number; insId: number; cardId: number; course: CourseSummary; position?: number } };
/** The first on the waiting list gets a freed place; `cardId` is the card that pays for it; `offer`: the family accepted an offered place. */
export type WaitlistPromoted = { type: 'WaitlistPromoted'; data: Booker & Stamp & { crsId: number; insId: number; cardId: number; course: CourseSummary; offer?: boolean } };
/**
 * A freed place offered to the first waiting (the pool's waiting list in offer mode, issue 23): held
 * for them until `until`, when it passes to the next unless they accepted.
 */
export type PlaceOffered = { type: 'PlaceOffered'; data: Booker & Stamp & { crsId: number; insId: number; cardId: number; until: string; course: CourseSummary } };
/** The reminder of a coming lesson (once per place and start), mailed to the family unless it turned reminders off. */
export type LessonReminded = { type: 'LessonReminded'; data: Booker & Stamp & { crsId: number; insId: number; course: CourseSummary; enrolment?: TermSeat } };

/**
 * `cardRevoked`: the card that paid was taken back (its order refunded); the entry is not given back to it.
 * `absence`: the family declared the member absent ahead (the roster shows it). `offerDeclined`,
 * `offerExpired`: an offered place refused or left unanswered; the member leaves the waiting list.
 * `voided`: taken back by the request that took it, which was refused after all (the family asked for
 * its erasure meanwhile, ADR 0022): never a booking, its entry back.
 */
export type ReleaseReason = 'family' | 'desk' | 'noEntry' | 'courseCancelled' | 'cardRevoked' | 'absence' | 'offerDeclined' | 'offerExpired' | 'voided';

/**
 * A place released at once by the request or the step that took it (no card could pay it, or the
 * request was refused after all): it never was a booking, and lists do not show it as a cancelled one.
 */
export const neverBooked = (data: { reason: ReleaseReason; wasWaiting: boolean }, promoted: boolean) => data.reason === 'voided' || (data.reason === 'noEntry' && !data.wasWaiting && !promoted);
/**
 * A place (or a place on the waiting list) given up. `refund`: the entry goes back to the card
 * (cancelled before the cut-off, or by the school); `late`: after the cut-off, the entry stays spent.
 * `cancelReason`: when the school cancelled the course, the reason the desk gave (the family's mail
 * says it); absent from the events stored before it was carried.
 */
export type SeatReleased = {
  type: 'SeatReleased';
  data: Booker &
    Stamp & {
      crsId: number;
      insId: number;
      cardId: number;
      reason: ReleaseReason;
      wasWaiting: boolean;
      late: boolean;
      refund: boolean;
      course: CourseSummary;
      cancelReason?: string;
      enrolment?: TermSeat;
      /** With `refund`: made whole by a make-up credit rather than the entry (issue 23). */
      credit?: boolean;
      /** Released by a closure (the school's reason is `cancelReason`). */
      closure?: ClosureRef;
      /** The place was paid by a make-up credit (its id is `cardId`). */
      makeup?: boolean;
    };
};
export type PresenceMarked = { type: 'PresenceMarked'; data: { crsId: number; insId: number; present: boolean } & Stamp };

export type CourseEvent = CourseScheduled | CourseChanged | CourseCancelled | SeatTaken | WaitlistJoined | WaitlistPromoted | SeatReleased | PresenceMarked | PlaceOffered | LessonReminded;
export const COURSE_EVENT_TYPES = [
  'CourseScheduled',
  'CourseChanged',
  'CourseCancelled',
  'SeatTaken',
  'WaitlistJoined',
  'WaitlistPromoted',
  'SeatReleased',
  'PresenceMarked',
  'PlaceOffered',
  'LessonReminded',
] as const satisfies readonly CourseEvent['type'][];

export const courseStream = (crsId: number) => `course-${crsId}`;

/**
 * A pool's generated slots: which (start, activity, instructor) already has its course, so that
 * generating the same period twice adds nothing twice.
 */
export type SlotsClaimed = { type: 'SlotsClaimed'; data: { psnId: number; slots: Array<{ key: string; crsId: number }> } & Stamp };
export type ScheduleEvent = SlotsClaimed;
export const SCHEDULE_EVENT_TYPES = ['SlotsClaimed'] as const satisfies readonly ScheduleEvent['type'][];
export const scheduleStream = (psnId: number) => `course-schedule-${psnId}`;
/** The start (ISO moment) a slot's key names: its last part (`slotKey` in generate.ts writes it). */
export const slotStart = (key: string) => key.slice(key.lastIndexOf('|') + 1);

/**
 * A family's private calendar feed. Its secret address is signed with the server's secret over the
 * family and the version: a new version (or a revocation) makes the older addresses useless.
 */
export type CalendarFeedIssued = { type: 'CalendarFeedIssued'; data: { famId: number; version: number } & Stamp };
export type CalendarFeedRevoked = { type: 'CalendarFeedRevoked'; data: { famId: number } & Stamp };
export type CalendarEvent = CalendarFeedIssued | CalendarFeedRevoked;
export const CALENDAR_EVENT_TYPES = ['CalendarFeedIssued', 'CalendarFeedRevoked'] as const satisfies readonly CalendarEvent['type'][];
export const calendarStream = (famId: number) => `calendar-${famId}`;
