/**
 * Who of the family may be booked on a course, with the server's own rules: the activity's age
 * on the day of the course (a child's birth date needed for a children's activity), and not twice.
 */
import { ageInMonths, minimumMonths } from '@plouf/command-api/booking-rules';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import type { CourseView, InscriptionView } from '../../../api/booking.ts';

export type MemberRefusal = 'already' | 'tooYoung' | 'birthDate';

/** A booking that holds a place or a place in line. */
export const isActive = (booking: Pick<InscriptionView, 'insStatus'>) =>
  booking.insStatus === ENROLMENT_STATUS.inscrit || booking.insStatus === ENROLMENT_STATUS.listeAttente;

/**
 * Why this member may not be booked on this course, or null.
 *
 * @example
 * memberRefusal({ id: 7, usrDatbirth: '2024-01-10' }, course6years, true, []) // 'tooYoung'
 */
export function memberRefusal(
  member: { id: number; usrDatbirth: string | null },
  course: Pick<CourseView, 'id' | 'acyAge' | 'crsDatdebut'>,
  childActivity: boolean,
  bookings: readonly Pick<InscriptionView, 'crsId' | 'usrId' | 'insStatus'>[],
): MemberRefusal | null {
  if (bookings.some((booking) => booking.crsId === course.id && booking.usrId === member.id && isActive(booking))) return 'already';
  return ageRefusal(member, course.acyAge, course.crsDatdebut, childActivity);
}

/**
 * The activity's age rule for a member at a lesson's start (a term's first lesson): too young, a
 * birth date needed for a children's activity, or null.
 *
 * @example
 * ageRefusal({ usrDatbirth: '2024-01-10' }, 6, '2026-12-02T13:00:00.000Z', true) // 'tooYoung'
 */
export function ageRefusal(member: { usrDatbirth: string | null }, acyAge: number, start: string, childActivity: boolean): 'tooYoung' | 'birthDate' | null {
  if (member.usrDatbirth) return ageInMonths(member.usrDatbirth, start) < minimumMonths(acyAge) ? 'tooYoung' : null;
  return childActivity ? 'birthDate' : null;
}
