import { AppError, correlationFollowing, foldStream, handleCommand, startProcess, type EventStore, type FiredItem, type IdAllocator, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { ORDER_STATUS } from '../constants.ts';
import type { CardsIssued } from '../cards/events.ts';
import { orderDecider } from '../orders/decider.ts';
import { orderStream, type OrderPlaced, type OrderStatusChanged } from '../orders/events.ts';
import { holdsMoney, isUnpaid } from '../orders/status.ts';
import { parisDay } from '@plouf/infra/days';
import { cardsDecider } from '../cards/decider.ts';
import { cardsStream } from '../cards/events.ts';
import { readCards } from '../cards/store.ts';
import { courseDecider } from '../courses/decider.ts';
import { courseStream, type CourseScheduled } from '../courses/events.ts';
import { termsDecider } from '../terms/decider.ts';
import { TERMS_STREAM, type ReenrolmentInvited, type TermDefined } from '../terms/events.ts';
import { promoDecider, promoStream } from '../terms/promo.ts';
import { membershipDecider, membershipStream } from '../terms/membership.ts';
import { termSlotStream, type TermPlaceHeld, type TermSlotEvent } from './events.ts';
import { previousTerm, termOf as termAt } from '../terms/rules.ts';
import { termSlotDecider } from './decider.ts';
import { payOrDrop, readSlot, readTerms, seatEnrolment, settleDrop, slotOf, voidEnrolment, type TermSteps } from './steps.ts';
import { heldForNoOne } from '../families/commitments.ts';
import { claimsOf } from './workflow.ts';
import { READ_MODELS } from '../read-models.ts';

export const TERM_PROCESS = 'terms';
/** The scheduler's kind for a term's moments (its priority window, its public opening). */
export const TERM_OPENING = 'term-opening';
/** The scheduler's kind for the end of a place held while its family pays (issue 43). */
export const TERM_HOLD = 'term-hold';
const ACTS_ON = new Set(['TermDefined', 'TermChanged', 'TermEnrolled', 'TermPlaceHeld', 'TermWaitlistJoined', 'TermWaitlistPromoted', 'TermEnrolmentDropped', 'CourseScheduled', 'CardsIssued', 'OrderStatusChanged', 'FamilyErased']);

export interface TermProcessOptions {
  store: EventStore;
  pool: SqlPool;
  ids: IdAllocator;
  clock: () => Date;
  log: { error(object: object, message: string): void };
  onActed?(event: RecordedEvent): void;
  /** How long after an event the process acts on it (2 s): the request's own time to finish. */
  graceMs?: number;
  /**
   * Whether a read model has reached a position (bounded wait): an erasure's enrolments are listed on
   * the terms' read model once it holds every event before the erasure. Without it they are listed
   * as the read model stands.
   */
  reach?(readModel: string, position: bigint): Promise<boolean>;
}

/**
 * Finishes what enrolments started, from the events (ADR 0019): an enrolment (or a promoted place)
 * gets its lessons paid and its seats on the slot's scheduled courses; a course generated later for
 * the slot seats the children enrolled for its day; an enrolment given up releases its seats and
 * moves the waiting list up. A term defined or changed leaves its moments to the scheduler.
 */
export async function startTermProcess(options: TermProcessOptions) {
  const { store, pool, log, clock, ids } = options;
  const graceMs = options.graceMs ?? 2000;
  const stepsFor = (event: RecordedEvent) => processSteps({ store, clock, ids, cause: { event, name: TERM_PROCESS } });
  const act = async (event: RecordedEvent, effects: { schedule(item: { kind: string; key: string; dueAt: Date; payload?: Record<string, unknown> }): void }) => {
    if (!ACTS_ON.has(event.type)) return false;
    if (event.type === 'TermDefined' || event.type === 'TermChanged') {
      const term = event.data as TermDefined['data'];
      for (const [phase, at] of [['priority', term.priorityOpensAt], ['public', term.opensAt]] as const) {
        if (!at) continue;
        effects.schedule({ kind: TERM_OPENING, key: `${term.termId}:${phase}:${at}`, dueAt: new Date(at), payload: { termId: term.termId, phase, opensAt: at } });
      }
      return true;
    }
    if (event.type === 'TermPlaceHeld') {
      // Not paid by then, the place is released (the scheduler fires it once, by the one clock).
      const held = event.data as TermPlaceHeld['data'];
      effects.schedule({ kind: TERM_HOLD, key: `${held.termId}:${held.tcsId}:${held.enrId}`, dueAt: new Date(held.heldUntil), payload: { termId: held.termId, tcsId: held.tcsId, enrId: held.enrId, orderId: held.orderId } });
      return true;
    }
    if (event.type === 'OrderStatusChanged') {
      // A term's price order cancelled (replaced by the family's next checkout, cancelled at the desk, or not paid in time): its place goes.
      const change = event.data as OrderStatusChanged['data'];
      const refundedWhole = change.to === ORDER_STATUS.rembourse && change.scope === 'full';
      if (change.to !== ORDER_STATUS.annule && !refundedWhole) return false;
      const placed = (await store.readStream(orderStream(change.orderId))).find((item) => item.type === 'OrderPlaced')?.data as OrderPlaced['data'] | undefined;
      // The school year's membership fee it held is given back (ADR 0029, decision 36): cancelled, or refunded whole.
      const fee = placed?.lines.find((line) => line.membership)?.membership;
      if (placed && fee) {
        const release = { type: 'ReleaseMembership' as const, data: { famId: placed.famId, year: fee.year, orderId: change.orderId, now: change.at } };
        await handleCommand(store, membershipStream(placed.famId, fee.year), membershipDecider, release, { correlationId: correlationFollowing(event, `process-${TERM_PROCESS}`), causationId: event.id, userId: null, timestamp: change.at, idempotencyKey: `process:${TERM_PROCESS}:${event.id}#membership` });
      }
      if (change.to !== ORDER_STATUS.annule) return fee !== undefined;
      const lines = placed?.lines.filter((line) => line.tuition) ?? [];
      if (lines.length === 0) return fee !== undefined;
      const steps = stepsFor(event);
      for (const line of lines) await releaseHold(steps, line.tuition!.termId, line.tuition!.tcsId, line.tuition!.enrId, change.orderId);
      // Its promo code's use is given back (a code for so many places pays that many).
      for (const line of lines) {
        for (const used of line.tuition!.discounts?.filter((discount) => discount.kind === 'promo' && discount.code) ?? []) {
          const release = { type: 'ReleasePromo' as const, data: { termId: line.tuition!.termId, code: used.code!, orderId: change.orderId, now: change.at } };
          await handleCommand(store, promoStream(line.tuition!.termId, used.code!), promoDecider, release, { correlationId: correlationFollowing(event, `process-${TERM_PROCESS}`), causationId: event.id, userId: null, timestamp: change.at, idempotencyKey: `process:${TERM_PROCESS}:${event.id}#promo-${used.code}` });
        }
      }
      return true;
    }
    if (event.type === 'FamilyErased') {
      // No erased family holds a place in a term (issue 41, ADR 0022), whichever of its enrolment and
      // its erasure this process met first: each enrolment it still holds (enrolled, waiting, or a
      // place held while paying) is given up on its slot's stream, which decides (one already given
      // up is nothing to do) and moves the waiting list up. They are listed on the terms' read model
      // once it holds every event before the erasure; one stored after it is met later here, as an
      // enrolment held for no one.
      const { famId } = event.data as { famId: number };
      if (options.reach && !(await options.reach(READ_MODELS.terms, event.position))) throw new Error(`the terms' read model has not reached the erasure of family ${famId} yet`);
      const { rows } = await pool.query<{ term_id: number; tcs_id: number; id: number }>("SELECT term_id, tcs_id, id FROM term_enrolments WHERE fam_id = $1 AND status IN ('enrolled', 'waiting', 'held') ORDER BY id", [famId]);
      const steps = stepsFor(event);
      for (const row of rows) {
        const enrolment = (await readSlot(store, row.term_id, row.tcs_id)).enrolments[row.id];
        if (enrolment && (enrolment.status === 'enrolled' || enrolment.status === 'waiting' || enrolment.status === 'held')) await voidEnrolment(steps, row.term_id, enrolment);
      }
      return true;
    }
    if (event.type === 'CardsIssued') {
      // A term's price paid: its card confirms the held place, pays its lessons and seats the child.
      const issued = event.data as CardsIssued['data'];
      const paying = issued.cards.filter((card) => card.tuition);
      if (paying.length === 0 || issued.orderId === null) return false;
      const steps = stepsFor(event);
      for (const card of paying) await confirmHold(steps, { ...card.tuition!, orderId: issued.orderId, cardId: card.cardId }, log);
      return true;
    }
    // What a request finishes itself (an enrolment's payment and seats, a promotion, a drop) waits
    // its time first, as the booking process does: the process finds it done, or does what a crash left.
    // From when the event was decided: a request of a rush may have waited its turn long after its moment.
    const age = Date.now() - Date.parse(String(event.metadata.decidedAt ?? event.metadata.timestamp ?? ''));
    if (age >= 0 && age < graceMs) await new Promise((resolve) => setTimeout(resolve, graceMs - age));
    const steps = stepsFor(event);
    if (event.type === 'CourseScheduled') {
      const course = event.data as CourseScheduled['data'];
      if (course.tcsId === null) return false;
      const terms = await readTerms(store);
      const term = termAt(Object.values(terms.terms), course.psnId, course.start);
      if (!term) return false;
      const slot = await readSlot(store, term.termId, course.tcsId);
      const day = parisDay(new Date(course.start));
      for (const enrolment of Object.values(slot.enrolments)) {
        const standing = enrolment.status === 'enrolled' || (enrolment.status === 'ended' && enrolment.untilDate !== null && enrolment.untilDate > day);
        if (standing && enrolment.dates.includes(course.start)) await seatEnrolment(steps, term.termId, enrolment, course.crsId);
      }
      return true;
    }
    const slotEvent = { type: event.type, data: event.data } as TermSlotEvent;
    const { termId, tcsId, enrId } = slotEvent.data;
    const enrolment = (await readSlot(store, termId, tcsId)).enrolments[enrId];
    if (!enrolment) return false;
    if ((slotEvent.type === 'TermEnrolled' || slotEvent.type === 'TermWaitlistJoined') && (await heldForNoOne(store, enrolment.famId, enrolment.usrId, { position: event.position, coming: () => (enrolment.status === 'enrolled' || enrolment.status === 'waiting') && enrolment.dates.some((date) => Date.parse(date) > clock().getTime()) }))) {
      await voidEnrolment(steps, termId, enrolment);
      return true;
    }
    switch (slotEvent.type) {
      case 'TermEnrolled':
      case 'TermWaitlistPromoted': {
        if (enrolment.status !== 'enrolled') return true;
        const cards = await readCards(store, enrolment.famId);
        if (!cards.reserved[enrId]) {
          const terms = await readTerms(store);
          const term = terms.terms[termId];
          if (!term) return false;
          const { template } = await slotOf(store, term, enrolment.slot.psnId, tcsId);
          const refused = await payOrDrop(steps, termId, enrolment, { acyId: template.acyId, acyIdCplt: template.acyIdCplt, psnId: enrolment.slot.psnId });
          if (refused) return true;
        }
        await seatEnrolment(steps, termId, enrolment);
        return true;
      }
      case 'TermEnrolmentDropped':
        await settleDrop(steps, termId, enrolment, slotEvent.data.reason);
        return true;
      default:
        return false;
    }
  };
  return startProcess({ name: TERM_PROCESS, store, pool, log, act, ...(options.onActed && { onActed: options.onActed }) });
}

/** A process's term steps: each command tagged by the event (or the due item) it follows, once each. */
function processSteps(options: { store: EventStore; clock: () => Date; ids: IdAllocator; cause: { event: RecordedEvent; name: string } | { key: string } }): TermSteps {
  const { store, clock, ids, cause } = options;
  let step = 0;
  const metadata = () =>
    'key' in cause
      ? { correlationId: cause.key, userId: null, timestamp: clock().toISOString(), idempotencyKey: `${cause.key}#${step++}` }
      : { correlationId: correlationFollowing(cause.event, `process-${cause.name}`), causationId: cause.event.id, userId: null, timestamp: clock().toISOString(), idempotencyKey: `process:${cause.name}:${cause.event.id}#${step++}` };
  return {
    store,
    now: clock().toISOString(),
    by: null,
    course: (crsId, command) => handleCommand(store, courseStream(crsId), courseDecider, command, metadata()),
    cards: (famId, command) => handleCommand(store, cardsStream(famId), cardsDecider, command, metadata()),
    slot: (termId, tcsId, command) => handleCommand(store, termSlotStream(termId, tcsId), termSlotDecider, command, metadata()),
    newSeatIds: (count) => Promise.all(Array.from({ length: count }, () => ids.next('inscription'))),
    newCreditId: () => ids.next('card'),
    claims: (term, tcsId) => claimsOf(store, term, tcsId),
  };
}

/**
 * The order of a held place is paid (issue 43): the place becomes the enrolment, the card the order
 * gave pays its lessons, the child is seated on those scheduled. A place released before the payment
 * (not paid in time) stays released: the card stays the family's, its lessons to book.
 */
async function confirmHold(steps: TermSteps, paid: { termId: number; tcsId: number; enrId: number; orderId: number; cardId: number }, log: TermProcessOptions['log']) {
  const { termId, tcsId, enrId, orderId, cardId } = paid;
  let state;
  try {
    ({ state } = await steps.slot(termId, tcsId, { type: 'ConfirmHold', data: { termId, enrId, orderId, cardId, now: steps.now, by: null } }));
  } catch (error) {
    if (error instanceof AppError && (error.code === 'HoldReleased' || error.code === 'EnrolmentNotFound')) {
      log.error({ termId, tcsId, enrId, orderId, cardId }, 'a term price paid after its place was released: the card stays the family’s');
      return;
    }
    throw error;
  }
  const enrolment = state.enrolments[enrId]!;
  if (enrolment.status !== 'enrolled') return;
  const term = (await readTerms(steps.store)).terms[termId];
  if (!term) return;
  const { template } = await slotOf(steps.store, term, enrolment.slot.psnId, tcsId);
  const cards = await readCards(steps.store, enrolment.famId);
  if (!cards.reserved[enrId]) {
    const refused = await payOrDrop(steps, termId, enrolment, { acyId: template.acyId, acyIdCplt: template.acyIdCplt, psnId: enrolment.slot.psnId });
    if (refused) return;
  }
  await seatEnrolment(steps, termId, enrolment);
}

/** Releases a place held for an order no longer to be paid; the waiting list moves up as for a drop. */
async function releaseHold(steps: TermSteps, termId: number, tcsId: number, enrId: number, orderId: number) {
  const held = (await readSlot(steps.store, termId, tcsId)).enrolments[enrId];
  if (!held || held.status !== 'held' || held.hold?.orderId !== orderId) return;
  const { state } = await steps.slot(termId, tcsId, { type: 'Drop', data: { termId, enrId, fromDate: held.fromDate, reason: 'unpaid', now: steps.now, by: null } });
  await settleDrop(steps, termId, state.enrolments[enrId]!, 'unpaid');
}

/**
 * A held place's time ran out (the scheduler fires it once): still held, its order is cancelled
 * first, on the order's stream (a payment recorded meanwhile wins: the place is then confirmed by
 * the payment's card), then the place is released.
 */
export function termHoldHandler(options: { store: EventStore; clock: () => Date; ids: IdAllocator }) {
  const { store, clock, ids } = options;
  return async (item: FiredItem) => {
    const { termId, tcsId, enrId, orderId } = item.payload as { termId: number; tcsId: number; enrId: number; orderId: number };
    const held = (await readSlot(store, termId, tcsId)).enrolments[enrId];
    if (!held || held.status !== 'held') return;
    const steps = processSteps({ store, clock, ids, cause: { key: item.idempotencyKey } });
    try {
      // For the family that did not pay in time: refused, on the order's stream, when it was paid
      // meanwhile or holds money the desk took (`byFamily`, as the family's own cancellation is).
      const cancel = { orderId, move: 'CANCEL' as const, reason: 'Place non réglée à temps', byFamily: true, now: steps.now, by: null };
      await handleCommand(store, orderStream(orderId), orderDecider, { type: 'MoveOrder', data: cancel }, { correlationId: item.idempotencyKey, userId: null, timestamp: steps.now, idempotencyKey: `${item.idempotencyKey}#cancel` });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const order = await foldStream(store, orderStream(orderId), orderDecider);
      // Paid (in full, or in part at the desk) meanwhile: the place is the family's.
      if (order.status === 'placed' && (!isUnpaid(order.cmdStatus) || holdsMoney(order))) return;
    }
    await releaseHold(steps, termId, tcsId, enrId, orderId);
  };
}

/** What the opening's handler reads: the children enrolled at the end of a term. */
export interface OpeningReads {
  enrolledOf(termId: number): Promise<Array<{ famId: number; usrId: number; tcsId: number; memberName: string }>>;
}

/**
 * A term's moment came (the scheduler fires it once, by the one clock): the term says it opened
 * (open pages turn their buttons on live), and at the priority window each family with a child in
 * the previous term is invited to enrol again (the re-enrolment mail).
 */
export function termOpeningHandler(options: { store: EventStore; clock: () => Date; reads: OpeningReads }) {
  const { store, clock, reads } = options;
  return async (item: FiredItem) => {
    const { termId, phase, opensAt } = item.payload as { termId: number; phase: 'priority' | 'public'; opensAt: string };
    const metadata = (suffix: string) => ({ correlationId: item.idempotencyKey, userId: null, timestamp: clock().toISOString(), idempotencyKey: `${item.idempotencyKey}${suffix}` });
    const now = clock().toISOString();
    await handleCommand(store, TERMS_STREAM, termsDecider, { type: 'Open', data: { termId, phase, opensAt, now, by: null } }, metadata(''));
    if (phase !== 'priority') return;
    const terms = await readTerms(store);
    const found = terms.terms[termId];
    if (!found || found.priorityOpensAt !== opensAt) return;
    const before = previousTerm(Object.values(terms.terms), found);
    if (!before) return;
    const enrolled = await reads.enrolledOf(before.termId);
    const byFamily = new Map<number, ReenrolmentInvited['data']['children']>();
    const notifyOf = new Map<number, ReenrolmentInvited['data']['notify']>();
    const slots = new Map<number, Awaited<ReturnType<typeof readSlot>>>();
    for (const child of enrolled) {
      if (!slots.has(child.tcsId)) slots.set(child.tcsId, await readSlot(store, before.termId, child.tcsId));
      const standing = Object.values(slots.get(child.tcsId)!.enrolments).find((enrolment) => enrolment.usrId === child.usrId && enrolment.status === 'enrolled');
      if (!standing) continue;
      byFamily.set(child.famId, [...(byFamily.get(child.famId) ?? []), { usrId: child.usrId, memberName: standing.memberName, tcsId: child.tcsId, slot: standing.slot }]);
      if (!notifyOf.has(child.famId)) notifyOf.set(child.famId, standing.notify);
    }
    const invitations = [...byFamily].map(([famId, children]) => ({ termId, termName: found.name, englishTermName: found.englishName, famId, notify: notifyOf.get(famId)!, opensAt: found.opensAt, children }));
    if (invitations.length > 0) await handleCommand(store, TERMS_STREAM, termsDecider, { type: 'Invite', data: { invitations, now, by: null } }, metadata('#invite'));
  };
}
