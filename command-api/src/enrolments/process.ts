import { correlationFollowing, handleCommand, startProcess, type EventStore, type FiredItem, type IdAllocator, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import { cardsDecider } from '../cards/decider.ts';
import { cardsStream } from '../cards/events.ts';
import { readCards } from '../cards/store.ts';
import { courseDecider } from '../courses/decider.ts';
import { courseStream, type CourseScheduled } from '../courses/events.ts';
import { termsDecider } from '../terms/decider.ts';
import { TERMS_STREAM, type ReenrolmentInvited, type TermDefined } from '../terms/events.ts';
import { termSlotStream, type TermSlotEvent } from './events.ts';
import { previousTerm, termOf as termAt } from '../terms/rules.ts';
import { termSlotDecider } from './decider.ts';
import { payOrDrop, readSlot, readTerms, seatEnrolment, settleDrop, slotOf, voidEnrolment, type TermSteps } from './steps.ts';
import { heldForNoOne } from '../families/commitments.ts';
import { claimsOf } from './workflow.ts';

export const TERM_PROCESS = 'terms';
/** The scheduler's kind for a term's moments (its priority window, its public opening). */
export const TERM_OPENING = 'term-opening';
const ACTS_ON = new Set(['TermDefined', 'TermChanged', 'TermEnrolled', 'TermWaitlistJoined', 'TermWaitlistPromoted', 'TermEnrolmentDropped', 'CourseScheduled']);

export interface TermProcessOptions {
  store: EventStore;
  pool: SqlPool;
  ids: IdAllocator;
  clock: () => Date;
  log: { error(object: object, message: string): void };
  onActed?(event: RecordedEvent): void;
  /** How long after an event the process acts on it (2 s): the request's own time to finish. */
  graceMs?: number;
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
    // What a request finishes itself (an enrolment's payment and seats, a promotion, a drop) waits
    // its time first, as the booking process does: the process finds it done, or does what a crash left.
    // From when the event was decided: a request of a rush may have waited its turn long after its moment.
    const age = Date.now() - Date.parse(String(event.metadata.decidedAt ?? event.metadata.timestamp ?? ''));
    if (age >= 0 && age < graceMs) await new Promise((resolve) => setTimeout(resolve, graceMs - age));
    let step = 0;
    const metadata = () => ({ correlationId: correlationFollowing(event, `process-${TERM_PROCESS}`), causationId: event.id, userId: null, timestamp: clock().toISOString(), idempotencyKey: `process:${TERM_PROCESS}:${event.id}#${step++}` });
    const steps: TermSteps = {
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
    if ((slotEvent.type === 'TermEnrolled' || slotEvent.type === 'TermWaitlistJoined') && (await heldForNoOne(store, enrolment.famId, enrolment.usrId, { position: event.position, coming: (enrolment.status === 'enrolled' || enrolment.status === 'waiting') && enrolment.dates.some((date) => Date.parse(date) > clock().getTime()) }))) {
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
