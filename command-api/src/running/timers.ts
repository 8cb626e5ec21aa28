/**
 * What acts at a time while a term runs (issue 23, docs/adr/0020-running-a-term.md), on the one
 * scheduler (ADR 0015): a lesson's reminder, an offered place's end, a credit's warning a week
 * before its end and its end. The timers process follows the events and leaves due items with its
 * checkpoint; the scheduler fires each once, by the platform's clock, and each handler sends a
 * command carrying the item's idempotency key (a second firing appends nothing). Each handler decides
 * again at its moment: a place cancelled meanwhile, a lesson moved, an offer answered, a credit used
 * act on nothing.
 */
import { correlationFollowing, foldStream, handleCommand, startProcess, type EventStore, type FiredItem, type IdAllocator, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { cardsDecider } from '../cards/decider.ts';
import { cardsStream, type CreditGiven, type CreditReturned } from '../cards/events.ts';
import { readCards } from '../cards/store.ts';
import { readCourse, settleRelease, type Steps } from '../courses/booking/steps.ts';
import { courseDecider } from '../courses/decider.ts';
import { ENROLMENT_STATUS } from '../courses/enrolment.ts';
import { courseStream, type CourseChanged, type PlaceOffered, type SeatTaken, type WaitlistPromoted } from '../courses/events.ts';
import { familyDecider } from '../families/decider.ts';
import { familyStream } from '../families/events.ts';
import { CREDIT_WARNING_DAYS, daysBefore } from '../school/rules.ts';
import { readRules } from '../school/store.ts';

export const TIMERS_PROCESS = 'timers';
/** The scheduler's kinds this process leaves. */
export const DUE = { reminder: 'lesson-reminder', offerEnd: 'offer-end', creditWarning: 'credit-warning', creditEnd: 'credit-end' } as const;
const ACTS_ON = new Set(['SeatTaken', 'WaitlistPromoted', 'CourseChanged', 'PlaceOffered', 'CreditGiven', 'CreditReturned']);
const HOUR_MS = 3_600_000;

type Schedule = (item: { kind: string; key: string; dueAt: Date; payload?: Record<string, unknown> }) => void;

export interface TimersOptions {
  store: EventStore;
  pool: SqlPool;
  clock: () => Date;
  log: { error(object: object, message: string): void };
  onActed?(event: RecordedEvent): void;
}

/**
 * Follows the events and leaves what is due: a reminder `reminderLeadHours` before each place's
 * lesson (none when that moment has passed: a family booking an hour before needs none), again when
 * the lesson moves; an offered place's end; a credit's warning and end.
 */
export async function startTimersProcess(options: TimersOptions) {
  const { store, clock } = options;
  const act = async (event: RecordedEvent, effects: { schedule: Schedule }) => {
    if (!ACTS_ON.has(event.type)) return false;
    const now = clock().getTime();
    const correlationId = correlationFollowing(event, `process-${TIMERS_PROCESS}`);
    const remind = async (crsId: number, insId: number, famId: number, start: string) => {
      const lead = (await readRules(store)).school.reminderLeadHours;
      const dueAt = new Date(new Date(start).getTime() - lead * HOUR_MS);
      if (lead <= 0 || dueAt.getTime() <= now) return;
      effects.schedule({ kind: DUE.reminder, key: `${insId}@${start}`, dueAt, payload: { crsId, insId, famId, start, correlationId } });
    };
    switch (event.type) {
      case 'SeatTaken':
      case 'WaitlistPromoted': {
        const { crsId, insId, famId, course } = event.data as (SeatTaken | WaitlistPromoted)['data'];
        await remind(crsId, insId, famId, course.start);
        return true;
      }
      case 'CourseChanged': {
        const { crsId, start } = event.data as CourseChanged['data'];
        if (start === undefined) return false;
        const state = await readCourse(store, crsId);
        if (state.status !== 'scheduled' || state.course.start !== start) return true;
        for (const ins of Object.values(state.inscriptions)) if (ins.status === ENROLMENT_STATUS.inscrit) await remind(crsId, ins.insId, ins.famId, start);
        return true;
      }
      case 'PlaceOffered': {
        const { crsId, insId, until } = event.data as PlaceOffered['data'];
        effects.schedule({ kind: DUE.offerEnd, key: `${insId}@${until}`, dueAt: new Date(until), payload: { crsId, insId, until, correlationId } });
        return true;
      }
      case 'CreditGiven':
      case 'CreditReturned': {
        const { famId } = event.data as CreditGiven['data'];
        const creditId = event.type === 'CreditGiven' ? (event.data as CreditGiven['data']).credit.creditId : (event.data as CreditReturned['data']).creditId;
        const credit = (await readCards(store, famId)).credits[creditId];
        if (!credit) return false;
        // A credit given back by a cancelled make-up is due again (at once when its end has passed).
        const suffix = event.type === 'CreditReturned' ? `:${(event.data as CreditReturned['data']).insId}` : '';
        const warnAt = daysBefore(credit.validUntil, CREDIT_WARNING_DAYS);
        if (!credit.warned && new Date(warnAt).getTime() > Math.max(now, new Date(credit.validFrom).getTime())) {
          effects.schedule({ kind: DUE.creditWarning, key: `${creditId}${suffix}`, dueAt: new Date(warnAt), payload: { famId, creditId, correlationId } });
        }
        effects.schedule({ kind: DUE.creditEnd, key: `${creditId}${suffix}`, dueAt: new Date(credit.validUntil), payload: { famId, creditId, correlationId } });
        return true;
      }
      default:
        return false;
    }
  };
  return startProcess({ name: TIMERS_PROCESS, store, pool: options.pool, log: options.log, act, ...(options.onActed && { onActed: options.onActed }) });
}

/** The metadata of a fired item's commands: its key (a step's own suffix after the first), its cause's correlation. */
function firing(item: FiredItem, clock: () => Date) {
  let step = 0;
  const correlationId = typeof item.payload.correlationId === 'string' ? item.payload.correlationId : item.idempotencyKey;
  return () => ({ correlationId, userId: null, timestamp: clock().toISOString(), idempotencyKey: step++ === 0 ? item.idempotencyKey : `${item.idempotencyKey}#${step - 1}` });
}

export interface TimerHandlerOptions {
  store: EventStore;
  clock: () => Date;
  ids: IdAllocator;
}

/**
 * Every timer's handler, by kind (`scheduler.onDue(kind, handlers[kind])`).
 *
 * - A reminder goes unless the family turned reminders off or the school has none any more; the
 *   course decides the rest (the place still held, the lesson still at that time, not started, once).
 * - An offer's end passes the place to the next in line (or seats them, in automatic mode).
 * - A credit's warning and end: the cards stream decides (unused, not warned yet, its end reached).
 */
export function timerHandlers(options: TimerHandlerOptions): Record<(typeof DUE)[keyof typeof DUE], (item: FiredItem) => Promise<void>> {
  const { store, clock, ids } = options;
  return {
    [DUE.reminder]: async (item) => {
      const { crsId, insId, famId, start } = item.payload as { crsId: number; insId: number; famId: number; start: string };
      const family = await foldStream(store, familyStream(famId), familyDecider);
      if (family.status === 'active' && family.remindersOff) return;
      if ((await readRules(store)).school.reminderLeadHours <= 0) return;
      await handleCommand(store, courseStream(crsId), courseDecider, { type: 'Remind', data: { insId, start, now: clock().toISOString(), by: null } }, firing(item, clock)());
    },
    [DUE.offerEnd]: async (item) => {
      const { crsId, insId, until } = item.payload as { crsId: number; insId: number; until: string };
      const metadata = firing(item, clock);
      const now = clock().toISOString();
      const steps: Steps = {
        store,
        now,
        by: null,
        course: (id, command) => handleCommand(store, courseStream(id), courseDecider, command, metadata()),
        cards: (famId, command) => handleCommand(store, cardsStream(famId), cardsDecider, command, metadata()),
        newCreditId: () => ids.next('card'),
      };
      const { events } = await steps.course(crsId, { type: 'ExpireOffer', data: { insId, until, now, by: null } });
      await settleRelease(steps, events);
    },
    [DUE.creditWarning]: async (item) => {
      const { famId, creditId } = item.payload as { famId: number; creditId: number };
      await handleCommand(store, cardsStream(famId), cardsDecider, { type: 'WarnCreditExpiry', data: { famId, creditId, now: clock().toISOString(), by: null } }, firing(item, clock)());
    },
    [DUE.creditEnd]: async (item) => {
      const { famId, creditId } = item.payload as { famId: number; creditId: number };
      await handleCommand(store, cardsStream(famId), cardsDecider, { type: 'ExpireCredit', data: { famId, creditId, now: clock().toISOString(), by: null } }, firing(item, clock)());
    },
  };
}
