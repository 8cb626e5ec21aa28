/**
 * The school's rules for running a term (issue 23, docs/adr/0020-running-a-term.md), pure: the
 * command side decides with them, the back-office's settings screen edits them and the family's
 * screens explain with them (`@plouf/command-api/school-rules`; no TypeBox).
 */

/** How a freed place goes to a course's waiting list: the first is seated at once, or offered the place for a while. */
export type WaitlistMode = 'automatic' | 'offer';

export interface SchoolRules {
  /** Hours before a lesson until which a cancellation gives the entry back, for pools without their own (`configPiscine.delaiAnnulationH`). */
  cutoffHours: number;
  /** Days a make-up credit stays valid from the day it is given. */
  creditValidityDays: number;
  /** Places a course gives to make-ups beyond its capacity. */
  makeupExtraPlaces: number;
  waitlistMode: WaitlistMode;
  /** Hours an offered place waits for its family's answer (never past the last moment a promotion is allowed). */
  offerWindowHours: number;
  /** Most members on one course's waiting list; 0 for no cap. */
  waitlistCap: number;
  /** Hours before a lesson its reminder is mailed; 0: no reminders. */
  reminderLeadHours: number;
  /** Minutes a place is kept while its family pays the term's price (issue 43, ADR 0029). */
  holdMinutes: number;
  /** Days after a part's day its declined card is tried again (ADR 0029, decision 20). */
  instalmentRetryDays: number[];
}

/** What a pool may set for itself; what it does not set is the school's. */
export type PoolRules = Partial<Pick<SchoolRules, 'makeupExtraPlaces' | 'waitlistMode' | 'offerWindowHours' | 'waitlistCap'>>;

export interface RulesDocument {
  school: SchoolRules;
  /** By pool id. */
  pools: Record<number, PoolRules>;
}

export const DEFAULT_RULES: SchoolRules = {
  cutoffHours: 24,
  creditValidityDays: 60,
  makeupExtraPlaces: 0,
  waitlistMode: 'automatic',
  offerWindowHours: 12,
  waitlistCap: 0,
  reminderLeadHours: 24,
  holdMinutes: 15,
  instalmentRetryDays: [3, 7],
};

/** The rules a pool's courses follow: its own over the school's. */
export function rulesFor(rules: RulesDocument, psnId: number): SchoolRules {
  const own = rules.pools[psnId] ?? {};
  const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined && value !== null));
  return { ...rules.school, ...defined };
}

/** Days a credit warns before it expires. */
export const CREDIT_WARNING_DAYS = 7;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Until when an offered place waits: the window, cut at the last moment a promotion is allowed
 * (`lastPromotion`, the lesson's start less its notice).
 *
 * @example
 * offerUntil('2026-12-01T08:00:00.000Z', 12, '2026-12-01T15:00:00.000Z'); // '2026-12-01T15:00:00.000Z'
 */
export function offerUntil(now: string, windowHours: number, lastPromotion: string): string {
  const end = Math.min(new Date(now).getTime() + windowHours * HOUR_MS, new Date(lastPromotion).getTime());
  return new Date(end).toISOString();
}

/**
 * A moment a number of days before another: when a credit's warning is due.
 *
 * @example
 * daysBefore('2026-12-31T22:59:59.000Z', 7); // '2026-12-24T22:59:59.000Z'
 */
export const daysBefore = (moment: string, days: number) => new Date(new Date(moment).getTime() - days * DAY_MS).toISOString();

/** Why rules cannot be saved, or null. */
export function rulesRefusal(rules: RulesDocument): 'offerWindow' | null {
  const windows = [rules.school.offerWindowHours, ...Object.values(rules.pools).map((pool) => pool.offerWindowHours)];
  return windows.some((hours) => hours !== undefined && hours < 1) ? 'offerWindow' : null;
}

export { closedBy, type ClosureSpan } from './closures.ts';
