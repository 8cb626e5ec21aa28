import type { EventStore, RecordedEvent } from '@plouf/infra';
import type { OrderHistoryEntry } from './contract.ts';
import { ORDER_STATUS } from '../constants.ts';
import { orderDecider, overpaid, type OrderState } from './decider.ts';
import { cardsStream } from '../cards/events.ts';
import { orderStream, type OrderEvent } from './events.ts';

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
 * The events of a family's cards stream that belong to an order: the cards it gave and took back,
 * and what happened to those cards since (entries spent and given back, the desk's corrections).
 */
export function cardEventsOfOrder(orderId: number, cardEvents: readonly RecordedEvent[]): RecordedEvent[] {
  const cardIds = new Set<number>();
  return cardEvents.filter((event) => {
    const data = event.data as { orderId?: number | null; cardId?: number; cards?: { cardId: number }[] };
    if (event.type === 'CardsIssued' || event.type === 'CardsRevoked') {
      if (data.orderId !== orderId) return false;
      for (const card of data.cards ?? []) cardIds.add(card.cardId);
      return true;
    }
    return data.cardId !== undefined && cardIds.has(data.cardId);
  });
}

/**
 * An order's stream replayed event by event with the state after each, with the events of its
 * cards beside them in the order they happened: what the auditor reads in the back-office's
 * history tab and `npm run replay -- order <id>` prints. The state comes from the same decider that
 * decides, so the history shows what the server believed at each step; a card's event leaves the
 * order's state as it was.
 */
export function orderHistory(events: readonly RecordedEvent[], cardEvents: readonly RecordedEvent[] = []): OrderHistoryEntry[] {
  let state = orderDecider.initialState();
  const merged = [...events, ...cardEvents].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const ofOrder = new Set(events);
  return merged.map((event) => {
    if (ofOrder.has(event)) state = orderDecider.evolve(state, { type: event.type, data: event.data } as OrderEvent);
    const data = event.data as { at?: unknown };
    const at = typeof data.at === 'string' ? data.at : typeof event.metadata.timestamp === 'string' ? event.metadata.timestamp : '';
    const by = typeof event.metadata.userId === 'number' ? event.metadata.userId : null;
    const correlationId = typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : null;
    return { revision: event.revision, position: event.position.toString(), streamId: event.streamId, type: event.type, at, by, correlationId, data: event.data, state: summary(state) };
  });
}

/** An order's history read from the store: its stream, and its cards' events from its family's cards stream. */
export async function readOrderHistory(store: EventStore, orderId: number): Promise<OrderHistoryEntry[] | null> {
  const events = await store.readStream(orderStream(orderId));
  if (events.length === 0) return null;
  const famId = (events[0]!.data as { famId?: number }).famId;
  const cardEvents = typeof famId === 'number' ? cardEventsOfOrder(orderId, await store.readStream(cardsStream(famId))) : [];
  return orderHistory(events, cardEvents);
}
