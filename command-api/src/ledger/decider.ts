import type { Decider } from '@plouf/infra';
import { balanceOf } from './money.ts';
import type { LedgerEntry, LedgerEvent } from './events.ts';

export type LedgerCommand = { type: 'RecordEntries'; data: { famId: number; entries: LedgerEntry[] } };

/** A family's ledger: the entries recorded (by key) and the balance they make. */
export interface LedgerState {
  keys: Record<string, true>;
  balance: number;
}

/**
 * The family's ledger (stream `ledger-{famId}`, ADR 0029 decision 27): records each entry once,
 * by its key; an entry already recorded (a replayed order event, a second node) records nothing.
 *
 * @example
 * ledgerDecider.decide({ type: 'RecordEntries', data: { famId: 3, entries: [{ key: 'e1:paid', orderId: 7, kind: 'paid', cents: 6000, at }] } }, state);
 * // [{ type: 'LedgerEntryRecorded', data: { famId: 3, key: 'e1:paid', … } }]
 */
export const ledgerDecider: Decider<LedgerCommand, LedgerEvent, LedgerState> = {
  initialState: () => ({ keys: {}, balance: 0 }),
  decide(command, state) {
    const seen = new Set<string>();
    return command.data.entries
      .filter((entry) => {
        if (state.keys[entry.key] || seen.has(entry.key)) return false;
        seen.add(entry.key);
        return true;
      })
      .map((entry) => ({ type: 'LedgerEntryRecorded' as const, data: { famId: command.data.famId, ...entry } }));
  },
  evolve(state, event) {
    return { keys: { ...state.keys, [event.data.key]: true }, balance: state.balance + balanceOf([event.data]) };
  },
};
