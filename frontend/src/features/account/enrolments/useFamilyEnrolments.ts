import { listMyEnrolments } from '../../../api/terms.ts';
import { useFamilyLive } from '../bookings/useFamilyLive.ts';

/**
 * The family's term enrolments with their weeks, read again when the family's room says its
 * bookings or cards changed: an enrolment made in another tab, a place given by the waiting list,
 * a lesson generated and booked for the child, a lesson given up.
 */
export function useFamilyEnrolments(famId: number) {
  return useFamilyLive(famId, () => listMyEnrolments({ share: false }), `enrolments:${famId}`);
}
