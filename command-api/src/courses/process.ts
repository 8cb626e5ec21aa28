import { correlationFollowing, handleCommand, startProcess, type EventStore, type IdAllocator, type RecordedEvent, type SqlPool } from '@plouf/infra';
import type { ClosureDeclared } from '../school/events.ts';
import { cardsDecider } from '../cards/decider.ts';
import { cardsStream, type CardsRevoked } from '../cards/events.ts';
import { promote, readCourse, release, releaseAll, releaseRevoked, settleRelease, spendOrRelease, type Steps } from './booking/steps.ts';
import { heldForNoOne } from '../families/commitments.ts';
import { courseDecider } from './decider.ts';
import { courseStream, type CourseEvent } from './events.ts';
import { READ_MODELS } from '../read-models.ts';

export const BOOKING_PROCESS = 'booking';
const ACTS_ON = new Set(['SeatTaken', 'WaitlistJoined', 'WaitlistPromoted', 'SeatReleased', 'CourseCancelled', 'CourseChanged', 'CardsRevoked', 'ClosureDeclared', 'FamilyErased']);

export interface BookingProcessOptions {
  store: EventStore;
  pool: SqlPool;
  /** Ids of the make-up credits it gives. */
  ids: IdAllocator;
  clock: () => Date;
  log: { error(object: object, message: string): void };
  onActed?(event: RecordedEvent): void;
  /** How long after an event the process acts on it (2 s): the request's own time to finish. */
  graceMs?: number;
  /**
   * Whether a read model has reached a position (bounded wait): an erasure's places are listed on the
   * courses' read model once it holds every event before the erasure. Without it they are listed as
   * the read model stands.
   */
  reach?(readModel: string, position: bigint): Promise<boolean>;
}

/**
 * Finishes what a booking, a cancellation or a cancelled course started, from the events: a place
 * taken (or promoted) gets its entry spent, or is released when the card cannot pay; a place
 * released gives its entry back when due and goes to the waiting list; a cancelled course
 * releases everyone; more places move the waiting list up; cards taken back release their coming
 * places; a closure cancels its courses. The request usually did it already:
 * then every step answers nothing. After a crash between two steps, this is what completes them.
 */
export async function startBookingProcess(options: BookingProcessOptions) {
  const { store, pool, log, clock } = options;
  const graceMs = options.graceMs ?? 2000;
  /** Whether the course is still to come, at its start as it stands now (the desk may have moved it since the place was taken). */
  const stillToCome = async (crsId: number) => {
    const state = await readCourse(store, crsId);
    return state.status !== 'none' && Date.parse(state.course.start) > clock().getTime();
  };
  const act = async (event: RecordedEvent) => {
    const course = { type: event.type, data: event.data } as CourseEvent;
    if (!ACTS_ON.has(course.type)) return false;
    // The request that appended it usually finishes the job itself within this time: the process
    // comes after it (and then appends nothing) rather than racing it; after a crash it finishes.
    const age = Date.now() - Date.parse(String(event.metadata.timestamp ?? ''));
    if (age >= 0 && age < graceMs) await new Promise((resolve) => setTimeout(resolve, graceMs - age));
    let step = 0;
    const metadata = () => ({ correlationId: correlationFollowing(event, `process-${BOOKING_PROCESS}`), causationId: event.id, userId: null, timestamp: clock().toISOString(), idempotencyKey: `process:${BOOKING_PROCESS}:${event.id}#${step++}` });
    const steps: Steps = {
      store,
      now: clock().toISOString(),
      by: null,
      course: (crsId, command) => handleCommand(store, courseStream(crsId), courseDecider, command, metadata()),
      cards: (famId, command) => handleCommand(store, cardsStream(famId), cardsDecider, command, metadata()),
      newCreditId: () => options.ids.next('card'),
    };
    if (event.type === 'ClosureDeclared') {
      // The request cancels the closure's courses itself; after a crash, what it did not reach is cancelled here.
      const closure = event.data as ClosureDeclared['data'];
      for (const crsId of closure.crsIds) {
        const { events } = await steps.course(crsId, { type: 'Cancel', data: { reason: closure.reason, compensation: closure.compensation, closure: { closureId: closure.closureId, from: closure.from, to: closure.to }, now: steps.now, by: null } });
        if (events.length > 0) await releaseAll(steps, crsId);
      }
      return true;
    }
    if (event.type === 'FamilyErased') {
      // No erased family holds a seat (issue 41), whichever of its booking and its erasure this
      // process met first: a place it still holds on a lesson to come is taken back. The lessons are
      // found in the courses' read model once it holds every event before the erasure; each is
      // released on its course's stream (a place already given up is nothing to do), and a booking
      // stored after this read is met later here, as a place held for no one.
      const { famId } = event.data as { famId: number };
      if (options.reach && !(await options.reach(READ_MODELS.courses, event.position))) throw new Error(`the courses' read model has not reached the erasure of family ${famId} yet`);
      const { rows } = await pool.query<{ id: number; crs_id: number }>('SELECT id, crs_id FROM inscriptions WHERE fam_id = $1 AND start > $2 ORDER BY id', [famId, clock().toISOString()]);
      for (const row of rows) if (await stillToCome(row.crs_id)) await release(steps, row.crs_id, row.id, 'voided');
      return true;
    }
    if (event.type === 'CardsRevoked') {
      const revoked = event.data as CardsRevoked['data'];
      await releaseRevoked(steps, revoked.famId, revoked.cardIds);
      return true;
    }
    if ((course.type === 'SeatTaken' || course.type === 'WaitlistJoined') && (await heldForNoOne(store, course.data.famId, course.data.usrId, { position: event.position, coming: () => stillToCome(course.data.crsId) }))) {
      await release(steps, course.data.crsId, course.data.insId, 'voided');
      return true;
    }
    switch (course.type) {
      case 'WaitlistJoined':
        return false;
      case 'SeatTaken':
      case 'WaitlistPromoted':
        await spendOrRelease(steps, await readCourse(store, course.data.crsId), course.data.insId);
        return true;
      case 'SeatReleased':
        await settleRelease(steps, [course]);
        return true;
      case 'CourseCancelled':
        await releaseAll(steps, course.data.crsId);
        return true;
      case 'CourseChanged':
        if (course.data.capacity === undefined) return false;
        await promote(steps, course.data.crsId);
        return true;
      default:
        return false;
    }
  };
  return startProcess({ name: BOOKING_PROCESS, store, pool, log, act, ...(options.onActed && { onActed: options.onActed }) });
}
