/**
 * Who answers for a family: an adult. Shared by the decider (which refuses) and the family's screen
 * (which does not offer what would be refused). Days are `YYYY-MM-DD`, today's in Paris.
 */
export const ADULT_AGE = 18;

/** Full years from a birth day to a day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * An adult: 18 or more on `today`, or a member without a birth date (only a member who logs in may
 * have none: an account holder).
 *
 * @example
 * isAdult(null, '2026-11-26')         // true
 * isAdult('2010-05-01', '2026-11-26') // false
 */
export const isAdult = (birthDate: string | null, today: string) => birthDate === null || ageOn(birthDate, today) >= ADULT_AGE;

/** Whether removing `userId` would leave the family without an adult (they are its last one). */
export function isLastAdult(members: Iterable<{ id: number; birthDate: string | null }>, userId: number, today: string): boolean {
  const all = [...members];
  const leaving = all.find((member) => member.id === userId);
  if (!leaving || !isAdult(leaving.birthDate, today)) return false;
  return !all.some((member) => member.id !== userId && isAdult(member.birthDate, today));
}

/** How long a removal's fence (`MemberLeaving`) holds bookings off without its outcome: its request waits 5 s at most for its count. */
export const LEAVING_HOLD_MS = 60_000;

/**
 * Whether a member's removal, begun and not ended, still fences them off at `at` (an ISO moment):
 * nothing is booked or enrolled for them, and a booking stored meanwhile takes itself back.
 */
export function leavingHolds(member: { leavingSince?: string }, at: string): boolean {
  if (!member.leavingSince) return false;
  const since = Date.parse(member.leavingSince);
  const now = Date.parse(at);
  return now >= since - LEAVING_HOLD_MS && now - since < LEAVING_HOLD_MS;
}
