/**
 * Who of the family may be booked on a course, with the server's own rules: the activity's age
 * on the day of the course (a child's birth date needed for a children's activity), the level the
 * course is for (issue 26: `levelReached`), and not twice.
 */
import { ageInMonths, minimumMonths } from '@plouf/command-api/booking-rules';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { levelReached, type Level } from '@plouf/command-api/levels';
import type { CourseView, InscriptionView } from '../../../api/booking.ts';
import type { ReportCardView } from '../../../api/progress.ts';

export type MemberRefusal = 'already' | 'tooYoung' | 'birthDate' | 'level';

/** What the level rule needs: the course activity's levels, and the levels each member passed in it. */
export interface LevelCheck {
  levels: readonly Level[];
  passed: ReadonlyMap<number, readonly number[]>;
}

/**
 * The levels each child of the family passed in an activity, from their report cards; a child with
 * no card there passed nothing (and is missing from the map).
 *
 * @example
 * passedIn([{ usrId: 5, acyId: 2, passed: [{ lvlId: 7 }] }, { usrId: 5, acyId: 3, passed: [{ lvlId: 9 }] }], 2) // Map { 5 => [7] }
 */
export function passedIn(cards: readonly (Pick<ReportCardView, 'usrId' | 'acyId'> & { passed: readonly { lvlId: number }[] })[], acyId: number): Map<number, number[]> {
  return new Map(cards.filter((card) => card.acyId === acyId).map((card) => [card.usrId, card.passed.map((level) => level.lvlId)]));
}

/**
 * Whether a member has not reached the level a course is for (a course for any level, or a check
 * not loaded, refuses no one: the server decides anyway).
 *
 * @example
 * levelRefused(5, 8, { levels: [grenouille7, dauphin8], passed: new Map() }) // true
 * levelRefused(5, 8, { levels: [grenouille7, dauphin8], passed: new Map([[5, [7]]]) }) // false
 */
export function levelRefused(usrId: number, lvlId: number | null | undefined, check: LevelCheck | null): boolean {
  if (lvlId == null || !check) return false;
  return !levelReached(check.levels, check.passed.get(usrId) ?? [], lvlId);
}

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
  course: Pick<CourseView, 'id' | 'acyAge' | 'crsDatdebut' | 'lvlId'>,
  childActivity: boolean,
  bookings: readonly Pick<InscriptionView, 'crsId' | 'usrId' | 'insStatus'>[],
  levels: LevelCheck | null = null,
): MemberRefusal | null {
  if (bookings.some((booking) => booking.crsId === course.id && booking.usrId === member.id && isActive(booking))) return 'already';
  return ageRefusal(member, course.acyAge, course.crsDatdebut, childActivity) ?? (levelRefused(member.id, course.lvlId, levels) ? 'level' : null);
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
