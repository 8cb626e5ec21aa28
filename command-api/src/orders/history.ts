import type { RecordedEvent } from '@plouf/infra';
import type { OrderHistoryEntry } from './contract.ts';
import { ORDER_STATUS } from '../constants.ts';
import { orderDecider, overpaid, type OrderState } from './decider.ts';
import type { OrderEvent } from './events.ts';

/** The order as it stood, in the words of the history: status, what was paid and refunded. */
function summary(state: OrderState): OrderHistoryEntry['state'] {
  if (state.status !== 'placed') return { cmdStatus: 0, cmdTotal: 0, paid: 0, refunded: 0, overpaid: 0, payments: [] };
  return {
    cmdStatus: state.cmdStatus,
    cmdTotal: state.total,
    paid: state.paid,
    refunded: state.refunded,
    overpaid: state.cmdStatus === ORDER_STATUS.rembourse ? 0 : overpaid(state),
    payments: Object.entries(state.payments).map(([paymentId, payment]) => ({ paymentId, status: payment.status, amount: payment.amount })),
  };
}

/**
 * An order's stream replayed event by event with the state after each: what the auditor reads in
 * the back-office's history tab and `npm run replay -- order <id>` prints. The state comes from the
 * same decider that decides, so the history shows what the server believed at each step.
 */
export function orderHistory(events: readonly RecordedEvent[]): OrderHistoryEntry[] {
  let state = orderDecider.initialState();
  return events.map((event) => {
    state = orderDecider.evolve(state, { type: event.type, data: event.data } as OrderEvent);
    const data = event.data as { at?: unknown };
    const at = typeof data.at === 'string' ? data.at : typeof event.metadata.timestamp === 'string' ? event.metadata.timestamp : '';
    const by = typeof event.metadata.userId === 'number' ? event.metadata.userId : null;
    return { revision: event.revision, position: event.position.toString(), type: event.type, at, by, data: event.data, state: summary(state) };
  });
}
