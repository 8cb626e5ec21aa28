import type { SchoolRules, WaitlistMode } from '@plouf/command-api/school-rules';
import type { RulesInput, RulesView } from '../../../api/school.ts';
import type { FieldErrors } from '../kit/fieldErrors.ts';

/** The school's numbered rules, in the order the screen shows them, with the bounds the contract sets (`school/contract.ts`). */
export const NUMBER_RULES = {
  cutoffHours: { min: 0, max: 720 },
  creditValidityDays: { min: 1, max: 730 },
  makeupExtraPlaces: { min: 0, max: 20 },
  offerWindowHours: { min: 1, max: 168 },
  waitlistCap: { min: 0, max: 200 },
  reminderLeadHours: { min: 0, max: 168 },
  holdMinutes: { min: 5, max: 120 },
} as const satisfies Record<Exclude<keyof SchoolRules, 'waitlistMode' | 'instalmentRetryDays'>, { min: number; max: number }>;

/** A declined instalment's tries again (issue 43): up to three, each 1 to 60 days after its day, in order. */
export const RETRY_DAYS = { min: 1, max: 60, most: 3 } as const;
export type NumberRule = keyof typeof NUMBER_RULES;

/** What a pool may set for itself, in the table's order. */
export const POOL_RULES = ['makeupExtraPlaces', 'waitlistMode', 'offerWindowHours', 'waitlistCap'] as const;
export type PoolRule = (typeof POOL_RULES)[number];
type PoolNumberRule = Exclude<PoolRule, 'waitlistMode'>;

/** The form: numbers as typed; a pool's empty field (or mode) is the school's. */
export interface RulesDraft {
  /** `instalmentRetryDays`: the days as typed (`3, 7`). */
  school: Record<NumberRule, string> & { waitlistMode: WaitlistMode; instalmentRetryDays: string };
  pools: Record<number, Record<PoolNumberRule, string> & { waitlistMode: WaitlistMode | '' }>;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const BLANK_POOL = { makeupExtraPlaces: '', waitlistMode: '', offerWindowHours: '', waitlistCap: '' } as const;

/** The rules as the form shows them. */
export function rulesDraft(view: RulesView): RulesDraft {
  const { school } = view;
  return {
    school: {
      cutoffHours: text(school.cutoffHours),
      creditValidityDays: text(school.creditValidityDays),
      makeupExtraPlaces: text(school.makeupExtraPlaces),
      waitlistMode: school.waitlistMode,
      offerWindowHours: text(school.offerWindowHours),
      waitlistCap: text(school.waitlistCap),
      reminderLeadHours: text(school.reminderLeadHours),
      holdMinutes: text(school.holdMinutes),
      instalmentRetryDays: (school.instalmentRetryDays ?? [3, 7]).join(', '),
    },
    pools: Object.fromEntries(
      view.pools.map((pool) => [
        pool.psnId,
        { makeupExtraPlaces: text(pool.makeupExtraPlaces), waitlistMode: pool.waitlistMode ?? '', offerWindowHours: text(pool.offerWindowHours), waitlistCap: text(pool.waitlistCap) },
      ]),
    ),
  };
}

/** A pool's row of the form (blank: everything the school's). */
export const poolDraft = (draft: RulesDraft, psnId: number) => draft.pools[psnId] ?? BLANK_POOL;

const whole = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : null);

/**
 * Why a typed number is not taken: empty, not a whole number, or out of its bounds (the form says
 * the bounds). `optional`: empty is allowed (a pool's field left to the school's).
 *
 * @example
 * numberError('-1', { min: 0, max: 720 }) // 'range'
 * numberError('', { min: 0, max: 20 }, true) // undefined
 */
export function numberError(typed: string, bounds: { min: number; max: number }, optional = false): 'required' | 'range' | undefined {
  if (typed.trim() === '') return optional ? undefined : 'required';
  const value = whole(typed);
  return value === null || value < bounds.min || value > bounds.max ? 'range' : undefined;
}

/**
 * The retry days as typed (`3, 7`; empty: none), or null when they are not whole days from 1 to 60,
 * at most three, each after the one before.
 *
 * @example
 * retryDays('3, 7') // [3, 7]
 * retryDays('7 3')  // null
 */
export function retryDays(typed: string): number[] | null {
  const parts = typed.split(/[\s,;]+/).filter((part) => part !== '');
  const days = parts.map(whole);
  if (days.length > RETRY_DAYS.most || days.some((day, index) => day === null || day < RETRY_DAYS.min || day > RETRY_DAYS.max || (index > 0 && day <= days[index - 1]!))) return null;
  return days as number[];
}

/** The form's errors by field (`school.cutoffHours`, `pools.3.waitlistCap`), as kinds. */
export function rulesErrors(draft: RulesDraft, psnIds: readonly number[]): Record<string, 'required' | 'range' | 'retryDays'> {
  const errors: Record<string, 'required' | 'range' | 'retryDays'> = {};
  if (retryDays(draft.school.instalmentRetryDays) === null) errors['school.instalmentRetryDays'] = 'retryDays';
  for (const field of Object.keys(NUMBER_RULES) as NumberRule[]) {
    const error = numberError(draft.school[field], NUMBER_RULES[field]);
    if (error) errors[`school.${field}`] = error;
  }
  for (const psnId of psnIds) {
    const pool = poolDraft(draft, psnId);
    for (const field of ['makeupExtraPlaces', 'offerWindowHours', 'waitlistCap'] as const) {
      const error = numberError(pool[field], NUMBER_RULES[field], true);
      if (error) errors[`pools.${psnId}.${field}`] = error;
    }
  }
  return errors;
}

/**
 * The document sent: the school's rules, and only the pools that set something of their own (in
 * `psnIds`' order, which `placeServerErrors` reads back).
 */
export function rulesInput(draft: RulesDraft, psnIds: readonly number[]): RulesInput {
  const number = (typed: string) => whole(typed) ?? 0;
  const pools: RulesInput['pools'] = [];
  for (const psnId of psnIds) {
    const pool = poolDraft(draft, psnId);
    const own: RulesInput['pools'][number] = { psnId };
    for (const field of ['makeupExtraPlaces', 'offerWindowHours', 'waitlistCap'] as const) {
      if (pool[field].trim() !== '') own[field] = number(pool[field]);
    }
    if (pool.waitlistMode !== '') own.waitlistMode = pool.waitlistMode;
    if (Object.keys(own).length > 1) pools.push(own);
  }
  const { school } = draft;
  return {
    school: {
      cutoffHours: number(school.cutoffHours),
      creditValidityDays: number(school.creditValidityDays),
      makeupExtraPlaces: number(school.makeupExtraPlaces),
      waitlistMode: school.waitlistMode,
      offerWindowHours: number(school.offerWindowHours),
      waitlistCap: number(school.waitlistCap),
      reminderLeadHours: number(school.reminderLeadHours),
      holdMinutes: number(school.holdMinutes),
      instalmentRetryDays: retryDays(school.instalmentRetryDays) ?? [],
    },
    pools,
  };
}

/**
 * The server's errors named as the form names its fields: it names a pool by its place in the list
 * sent (`pools.0.waitlistCap`), the form by its id (`pools.7.waitlistCap`).
 *
 * @example
 * placeServerErrors({ 'pools.0.waitlistCap': 'Trop grand' }, { school: …, pools: [{ psnId: 7 }] }) // { 'pools.7.waitlistCap': 'Trop grand' }
 */
export function placeServerErrors(errors: FieldErrors, sent: RulesInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const match = /^pools\.(\d+)(\..+)?$/.exec(field);
      const pool = match ? sent.pools[Number(match[1])] : undefined;
      return [pool ? `pools.${pool.psnId}${match![2] ?? ''}` : field, message];
    }),
  );
}
