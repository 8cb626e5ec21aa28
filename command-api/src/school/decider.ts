import type { Decider } from '@plouf/infra';
import { ClosureInvalid, ClosureNotFound, RulesInvalid } from './errors.ts';
import type { ClosureDeclared, ClosureEvent, SchoolRulesEvent } from './events.ts';
import { DEFAULT_RULES, rulesRefusal, type RulesDocument } from './rules.ts';

type Stamp = { now: string; by: number | null };

export type SchoolRulesCommand = { type: 'SaveRules'; data: Stamp & { rules: RulesDocument } };

/** The school's rules: the defaults until the back-office saves its own. */
export const schoolRulesDecider: Decider<SchoolRulesCommand, SchoolRulesEvent, RulesDocument> = {
  initialState: () => ({ school: DEFAULT_RULES, pools: {} }),
  decide(command, state) {
    const { rules, now, by } = command.data;
    if (rulesRefusal(rules)) throw new RulesInvalid();
    if (JSON.stringify(rules) === JSON.stringify(state)) return [];
    return [{ type: 'SchoolRulesSaved', data: { school: rules.school, pools: rules.pools, at: now, by } }];
  },
  evolve(_state, event) {
    return { school: { ...DEFAULT_RULES, ...event.data.school }, pools: event.data.pools };
  },
};

export type Closure = Omit<ClosureDeclared['data'], 'at' | 'by'> & { declaredAt: string; lifted: boolean };

export type ClosureCommand =
  | { type: 'Declare'; data: Stamp & { closure: Omit<ClosureDeclared['data'], 'at' | 'by'>; today: string } }
  | { type: 'Lift'; data: Stamp & { closureId: number } };

export interface ClosuresState {
  closures: Record<number, Closure>;
}

const DAY_MS = 86_400_000;

/** The school's closures: declared once each (a repeated request declares nothing twice), lifted once. */
export const closuresDecider: Decider<ClosureCommand, ClosureEvent, ClosuresState> = {
  initialState: () => ({ closures: {} }),
  decide(command, state) {
    const { now, by } = command.data;
    if (command.type === 'Declare') {
      const { closure, today } = command.data;
      if (state.closures[closure.closureId]) return [];
      if (closure.to < closure.from) throw new ClosureInvalid('days');
      if (closure.to < today) throw new ClosureInvalid('past');
      if (Date.parse(closure.to) - Date.parse(closure.from) > 366 * DAY_MS) throw new ClosureInvalid('long');
      return [{ type: 'ClosureDeclared', data: { ...closure, at: now, by } }];
    }
    const found = state.closures[command.data.closureId];
    if (!found) throw new ClosureNotFound(command.data.closureId);
    return found.lifted ? [] : [{ type: 'ClosureLifted', data: { closureId: found.closureId, at: now, by } }];
  },
  evolve(state, event) {
    if (event.type === 'ClosureDeclared') {
      const { at, by: _by, ...closure } = event.data;
      return { closures: { ...state.closures, [closure.closureId]: { ...closure, declaredAt: at, lifted: false } } };
    }
    const found = state.closures[event.data.closureId];
    return found ? { closures: { ...state.closures, [found.closureId]: { ...found, lifted: true } } } : state;
  },
};
