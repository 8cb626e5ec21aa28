import type { Decider } from '@plouf/infra';
import { TermInvalid, TermNotFound } from './errors.ts';
import type { ReenrolmentInvited, TermEvent, TermRecord } from './events.ts';
import { termRefusal } from './rules.ts';
import { tariffOf, tariffRefusal } from './pricing.ts';

type Stamp = { now: string; by: number | null };

export type TermCommand =
  | { type: 'Define'; data: Stamp & { term: TermRecord } }
  | { type: 'Change'; data: Stamp & { term: TermRecord } }
  /** A moment of the term came: fired once per moment as defined (a moment changed since fires nothing). */
  | { type: 'Open'; data: Stamp & { termId: number; phase: 'priority' | 'public'; opensAt: string } }
  | { type: 'Invite'; data: Stamp & { invitations: Array<Omit<ReenrolmentInvited['data'], 'at' | 'by'>> } };

export interface TermsState {
  terms: Record<number, TermRecord & { opened: { priority?: string; public?: string } }>;
  invited: Record<number, number[]>;
}

/** Every term of the school, on one stream: a handful a year. */
export const termsDecider: Decider<TermCommand, TermEvent, TermsState> = {
  initialState: () => ({ terms: {}, invited: {} }),
  decide(command, state) {
    const { now, by } = command.data;
    switch (command.type) {
      case 'Define':
      case 'Change': {
        const { term } = command.data;
        const existing = state.terms[term.termId];
        if (command.type === 'Define' && existing) return [];
        if (command.type === 'Change' && !existing) throw new TermNotFound(term.termId);
        const refused = termRefusal(term, Object.values(state.terms)) ?? tariffRefusal(tariffOf(term));
        if (refused) throw new TermInvalid(refused);
        if (existing) {
          const { opened: _opened, ...before } = existing;
          if (JSON.stringify(before) === JSON.stringify(term)) return [];
        }
        return [{ type: command.type === 'Define' ? 'TermDefined' : 'TermChanged', data: { ...term, at: now, by } }];
      }
      case 'Open': {
        const { termId, phase, opensAt } = command.data;
        const term = state.terms[termId];
        if (!term) throw new TermNotFound(termId);
        const current = phase === 'priority' ? term.priorityOpensAt : term.opensAt;
        // A moment the desk changed since it was scheduled, or one already told, tells nothing.
        if (current !== opensAt || term.opened[phase] === opensAt) return [];
        return [{ type: 'TermOpened', data: { termId, phase, opensAt, at: now, by } }];
      }
      case 'Invite':
        return command.data.invitations
          .filter((invitation) => !(state.invited[invitation.termId] ?? []).includes(invitation.famId))
          .map((invitation) => ({ type: 'ReenrolmentInvited' as const, data: { ...invitation, at: now, by } }));
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'TermDefined':
      case 'TermChanged': {
        const { at: _at, by: _by, ...term } = event.data;
        return { ...state, terms: { ...state.terms, [term.termId]: { ...term, opened: state.terms[term.termId]?.opened ?? {} } } };
      }
      case 'TermOpened': {
        const term = state.terms[event.data.termId];
        if (!term) return state;
        return { ...state, terms: { ...state.terms, [term.termId]: { ...term, opened: { ...term.opened, [event.data.phase]: event.data.opensAt } } } };
      }
      case 'ReenrolmentInvited': {
        const { termId, famId } = event.data;
        return { ...state, invited: { ...state.invited, [termId]: [...(state.invited[termId] ?? []), famId] } };
      }
    }
  },
};
