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
import { familyDecider, type FamilyState, type MemberState } from './decider.ts';
import { leavingHolds } from './rules.ts';
import { ErasurePending, FamilyNotFound, MemberLeaving, MemberNotInFamily, NoFamily } from './errors.ts';
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
 * The member a commitment is for, refused when they are not (or no longer) in the family, or while
 * their removal is under way (ADR 0022, "A member removed while booked"). `at`: the moment now.
 */
export function memberMayCommit(family: ActiveFamily, usrId: number, at: string, desk: boolean): MemberState {
  const member = family.members.get(usrId);
  if (!member || member.disabled) throw new MemberNotInFamily(desk);
  if (leavingHolds(member, at)) throw new MemberLeaving();
  return member;
}

/**
 * Read once a member's commitment is stored: what takes it back, from the family's stream as it
 * stands now: the family's erasure asked meanwhile, or the member's removal done meanwhile. A
 * removal counts what the member holds after its fence, so a commitment stored before the fence is
 * counted and one stored after it finds the fence here; a removal still under way is waited for
 * (bounded). Null: it stands.
 *
 * @example
 * const refusal = await takenBackMeanwhile(store, famId, usrId, ctx.clock, desk);
 * if (refusal) { await release(steps, crsId, insId, 'voided'); throw refusal; }
 */
export async function takenBackMeanwhile(store: EventStore, famId: number, usrId: number, clock: () => Date, desk: boolean): Promise<Error | null> {
  const deadline = Date.now() + FENCE_WAIT_MS;
  for (;;) {
    const family = await foldStream(store, familyStream(famId), familyDecider);
    if (family.status !== 'active' || family.erasureRequested === true) return new ErasurePending();
    try {
      memberMayCommit(family, usrId, clock().toISOString(), desk);
      return null;
    } catch (refusal) {
      // A removal under way decides next: it counted this commitment (the member stays, and so does
      // it) or it did not (it is taken back). Waited for a while rather than both refused.
      if (!(refusal instanceof MemberLeaving) || Date.now() >= deadline) return refusal as Error;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How long a commitment that finds its member's removal under way waits for its outcome (the removal's count waits 5 s at most). */
const FENCE_WAIT_MS = 8_000;

/**
 * Whether the family is erased: for the processes that finish a commitment's steps after a crash.
 * A commitment stored for an erased family was stored after its request (the desk's confirmation
 * counted none) and its request died before taking it back: the process takes it back.
 */
export async function familyErased(store: EventStore, famId: number): Promise<boolean> {
  return (await foldStream(store, familyStream(famId), familyDecider)).status === 'erased';
}

/**
 * Whether a member's commitment is held for no one, the member removed from the family or the family
 * erased: a place or an enrolment still to come (a request that died between storing and taking
 * back while the removal or the erasure ran: ADR 0022), or one stored after the fence of that removal
 * (the member's `MemberLeaving`) or erasure (its `ErasureRequested`). The processes that finish a new
 * place or enrolment take it back. A lesson given before the fence was counted by the removal and is
 * kept as history: it stands, even when a process replays every event after a crash.
 * `stored.position`: the commitment's position in `$all`; `stored.coming`: whether a lesson of it is
 * still to come, asked only once the member is found gone (a course read, say: not for every place
 * of a member still in the family, which is nearly every one).
 */
export async function heldForNoOne(store: EventStore, famId: number, usrId: number, stored: { position: bigint; coming: () => boolean | Promise<boolean> }): Promise<boolean> {
  const family = await foldStream(store, familyStream(famId), familyDecider);
  if (family.status === 'none' || (family.status === 'active' && family.members.has(usrId))) return false;
  if (await stored.coming()) return true;
  const fence = await fenceOf(store, famId, family.status === 'erased' ? null : usrId);
  return fence !== null && stored.position > fence;
}

/**
 * Where the fence of the last removal of `usrId` from the family (or of its erasure, `null`) stands in
 * `$all`: its `MemberLeaving` (`ErasureRequested`), or the removal itself when none came before it
 * (one stored before the fences existed).
 */
async function fenceOf(store: EventStore, famId: number, usrId: number | null): Promise<bigint | null> {
  const ofMember = (event: { data: unknown }) => (event.data as { userId?: number }).userId === usrId;
  let fence: bigint | null = null;
  let ended: bigint | null = null;
  for (const event of await store.readStream(familyStream(famId))) {
    if (usrId === null ? event.type === 'ErasureRequested' : event.type === 'MemberLeaving' && ofMember(event)) fence = event.position;
    else if (usrId === null ? event.type === 'ErasureWithdrawn' : event.type === 'MemberStayed' && ofMember(event)) fence = null;
    else if (usrId === null ? event.type === 'FamilyErased' : event.type === 'FamilyMemberRemoved' && ofMember(event)) {
      ended = fence ?? event.position;
      fence = null;
    }
  }
  return ended;
}
