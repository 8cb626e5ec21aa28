/**
 * An enrolment's statuses and the cancellation cut-off, pure and written once: the command side
 * decides with them, the courses projector draws its views with them and the screens explain with
 * them (`@plouf/command-api/enrolment`).
 */

/** Spec §4: the enrolment statuses (`insStatus`) by name. */
export const ENROLMENT_STATUS = { inscrit: 1, present: 2, absent: 3, annule: 4, listeAttente: 5 } as const;
export type EnrolmentStatusNumber = (typeof ENROLMENT_STATUS)[keyof typeof ENROLMENT_STATUS];

/** The statuses that hold a place on the course: booked, then marked present or absent. */
export const SEATED_STATUSES: readonly number[] = [ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.present, ENROLMENT_STATUS.absent];

/**
 * Whether an enrolment holds a place (not cancelled, not waiting).
 *
 * @example
 * isSeated(ENROLMENT_STATUS.absent);       // true
 * isSeated(ENROLMENT_STATUS.listeAttente); // false
 */
export const isSeated = (status: number) => SEATED_STATUSES.includes(status);

/**
 * Whether an enrolment still stands (seated or waiting, not cancelled): a member has one at most per
 * course.
 *
 * @example
 * isBooked(ENROLMENT_STATUS.listeAttente); // true
 * isBooked(ENROLMENT_STATUS.annule);       // false
 */
export const isBooked = (status: number) => status !== ENROLMENT_STATUS.annule;

/**
 * Booking rules (docs/adr/0010-booking-consistency.md). A family cancels free of charge until
 * `cutoffHours` before the start (a pool's `configPiscine.delaiAnnulationH` overrides it): the entry
 * goes back to the card; later, the place is freed and the entry stays spent. A freed place goes to
 * the waiting list while the start is at least `promotionNoticeHours` away.
 */
export const BOOKING = { cutoffHours: 24, promotionNoticeHours: 2 } as const;

const HOUR_MS = 3_600_000;

/**
 * A pool's cancellation delay in hours: its own (`configPiscine.delaiAnnulationH`), or the school's
 * (its rules, issue 23; 24 until it sets one).
 *
 * @example
 * poolCutoffHours(null);     // 24
 * poolCutoffHours(null, 36); // 36
 * poolCutoffHours(48);       // 48
 */
export const poolCutoffHours = (delaiAnnulationH: number | null | undefined, school: number = BOOKING.cutoffHours) => delaiAnnulationH ?? school;

/**
 * The last moment a cancellation gives the entry back.
 *
 * @example
 * cutoffOf('2026-12-02T13:00:00.000Z', 48); // '2026-11-30T13:00:00.000Z'
 */
export const cutoffOf = (start: string, cutoffHours: number = BOOKING.cutoffHours) => new Date(new Date(start).getTime() - cutoffHours * HOUR_MS).toISOString();

/** Whether a freed place may still go to the waiting list (the family must have time to come). */
export const mayPromote = (start: string, now: string) => new Date(start).getTime() - new Date(now).getTime() >= BOOKING.promotionNoticeHours * HOUR_MS;
