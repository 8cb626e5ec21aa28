/**
 * The school's rules and its closures (issue 23, docs/adr/0020-running-a-term.md): each on one
 * small stream of its own.
 */
import type { RulesDocument } from './rules.ts';

type Stamp = { at: string; by: number | null };

/** The back-office saved the school's rules (the whole document: the school's and each pool's). */
export type SchoolRulesSaved = { type: 'SchoolRulesSaved'; data: RulesDocument & Stamp };
export type SchoolRulesEvent = SchoolRulesSaved;
export const SCHOOL_RULES_EVENT_TYPES = ['SchoolRulesSaved'] as const satisfies readonly SchoolRulesEvent['type'][];
export const SCHOOL_RULES_STREAM = 'school-rules';

/** How a family is made whole for a lesson the school cancels: a make-up credit, or the entry back on its card. */
export type Compensation = 'credit' | 'entry';

/**
 * A pool (or one activity of it) closed from `from` to `to` (days, Paris, included): the courses
 * it cancelled (`crsIds`), each booked member made whole as `compensation` says, and told why.
 */
export type ClosureDeclared = {
  type: 'ClosureDeclared';
  data: {
    closureId: number;
    psnId: number;
    psnName: string;
    acyId: number | null;
    acyName: string | null;
    from: string;
    to: string;
    reason: string;
    englishReason: string;
    compensation: Compensation;
    crsIds: number[];
  } & Stamp;
};
/** The closure no longer stands: courses may be generated on its days again (those it cancelled stay cancelled). */
export type ClosureLifted = { type: 'ClosureLifted'; data: { closureId: number } & Stamp };
export type ClosureEvent = ClosureDeclared | ClosureLifted;
export const CLOSURE_EVENT_TYPES = ['ClosureDeclared', 'ClosureLifted'] as const satisfies readonly ClosureEvent['type'][];
export const CLOSURES_STREAM = 'closures';
