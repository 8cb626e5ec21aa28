/**
 * What a family commits to (a place on a course, a term enrolment, an order) against its erasure
 * (docs/adr/0022-personal-data.md, "A commitment and an erasure at the same instant"). The erasure
 * request on the family's stream is the fence: a commitment is refused once it is there, and a
 * commitment that read the family before it and stored its events after it finds it when it reads
 * the family again, and takes itself back. The desk's confirmation comes after the request and
 * counts what the family holds once the read models have reached the store's head: whatever was
 * stored before the request is counted, whatever after it is taken back by its own request.
 */
import { foldStream, type EventStore } from '@plouf/infra';
import { familyDecider, type FamilyState } from './decider.ts';
import { ErasurePending, FamilyNotFound, NoFamily } from './errors.ts';
import { familyStream } from './events.ts';

export type ActiveFamily = Extract<FamilyState, { status: 'active' }>;

/**
 * Refuses a new commitment for a family that is gone, or that asked for its erasure. `deskFamId`:
 * the family the desk named, which is then not found (404), rather than the session having none.
 */
export function assertMayCommit(family: FamilyState, deskFamId?: number): asserts family is ActiveFamily {
  if (family.status !== 'active') throw deskFamId === undefined ? new NoFamily() : new FamilyNotFound(deskFamId);
  if (family.erasureRequested) throw new ErasurePending();
}

/**
 * Read once a commitment's events are stored: whether the family asked for its erasure (or was
 * erased) meanwhile, from its stream as it stands now. Then the commitment is taken back.
 *
 * @example
 * if (await erasureAskedMeanwhile(store, famId)) { await release(steps, crsId, insId, 'voided'); throw new ErasurePending(); }
 */
export async function erasureAskedMeanwhile(store: EventStore, famId: number): Promise<boolean> {
  const family = await foldStream(store, familyStream(famId), familyDecider);
  return family.status !== 'active' || family.erasureRequested === true;
}

/**
 * Whether the family is erased: for the processes that finish a commitment's steps after a crash.
 * A commitment stored for an erased family was stored after its request (the desk's confirmation
 * counted none) and its request died before taking it back: the process takes it back.
 */
export async function familyErased(store: EventStore, famId: number): Promise<boolean> {
  return (await foldStream(store, familyStream(famId), familyDecider)).status === 'erased';
}
