import { AppError, correlationFollowing, handleCommand, startProcess, type EventStore, type IdAllocator, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { ORDER_STATUS } from '../constants.ts';
import { cardsDecider, validUntil } from '../cards/decider.ts';
import { cardsStream, type CardRecord } from '../cards/events.ts';
import { orderDecider } from './decider.ts';
import { orderStream, type OrderPlaced, type OrderStatusChanged } from './events.ts';
import { familyErased } from '../families/commitments.ts';

export const PROCESS_NAME = 'order-cards';


export interface OrderProcessOptions {
  store: EventStore;
  ids: IdAllocator;
  pool: SqlPool;
  log: { error(object: object, message: string): void };
  /** The one clock (what an order cancelled by the process is stamped with). */
  clock?: () => Date;
  /** Called after each event it acted on (tests wait on it). */
  onActed?(event: RecordedEvent): void;
}

/**
 * What an order's payment and refund do to the family's cards, as a process following `$all`:
 * an order that becomes paid gives one card per pass bought (quantity × lines); one refunded takes
 * back those not used. It acts on the cards stream with a tag naming the event it reacts to, and
 * the cards decider gives an order's cards once: replayed after a crash (before its checkpoint
 * moved), it appends nothing twice.
 */
export async function startOrderProcess(options: OrderProcessOptions) {
  const { store, ids, pool, log } = options;
  const act = async (event: RecordedEvent) => {
    if (event.type === 'OrderPlaced') return cancelIfErased(event);
    if (event.type !== 'OrderStatusChanged') return false;
    const change = event.data as OrderStatusChanged['data'];
    if (change.to !== ORDER_STATUS.paye && change.to !== ORDER_STATUS.rembourse) return false;
    const recorded = await store.readStream(orderStream(change.orderId));
    const order = recorded.reduce((state, item) => orderDecider.evolve(state, { type: item.type, data: item.data } as never), orderDecider.initialState());
    if (order.status !== 'placed') return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${change.orderId}`), causationId: event.id, userId: change.by, timestamp: change.at, idempotencyKey: `process:${PROCESS_NAME}:${event.id}` };
    const stream = cardsStream(order.famId);
    if (change.to === ORDER_STATUS.paye) {
      const cards: CardRecord[] = [];
      for (const line of order.lines) {
        for (let n = 0; n < line.qty; n++) {
          cards.push({
            cardId: await ids.next('card'),
            fftId: line.id,
            libelle: line.libelle,
            fftIsAbo: line.fftIsAbo,
            entries: line.fftNbEntree,
            validFrom: change.at,
            // A term's price pays its lessons to the term's last (issue 43).
            validUntil: line.tuition?.validUntil ?? validUntil(change.at, line.fftValiditeM),
            acyIds: line.acyIds,
            psnIds: line.psnIds,
            note: '',
            ...(line.tuition && { tuition: { termId: line.tuition.termId, tcsId: line.tuition.tcsId, enrId: line.tuition.enrId } }),
          });
        }
      }
      const notify = { email: order.buyer.email, name: order.buyer.name, language: order.buyer.language, total: order.total };
      await handleCommand(store, stream, cardsDecider, { type: 'IssueOrderCards', data: { famId: order.famId, orderId: order.orderId, cards, notify, now: change.at, by: null } }, metadata);
    } else {
      await handleCommand(store, stream, cardsDecider, { type: 'RevokeOrderCards', data: { famId: order.famId, orderId: order.orderId, reason: change.reason || 'Commande remboursée', now: change.at, by: change.by } }, metadata);
    }
    return true;
  };

  /**
   * An order stored for an erased family was placed after its erasure request, by a request that
   * died before cancelling it (ADR 0022): cancelled here, unless it was paid meanwhile.
   */
  const cancelIfErased = async (event: RecordedEvent) => {
    const placed = event.data as OrderPlaced['data'];
    if (!(await familyErased(store, placed.famId))) return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${placed.orderId}`), causationId: event.id, userId: null, timestamp: (options.clock ?? (() => new Date()))().toISOString(), idempotencyKey: `process:${PROCESS_NAME}:${event.id}` };
    const now = metadata.timestamp;
    try {
      await handleCommand(store, orderStream(placed.orderId), orderDecider, { type: 'MoveOrder', data: { orderId: placed.orderId, move: 'CANCEL', reason: 'Famille effacée', quiet: true, now, by: null } }, metadata);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    return true;
  };

  return startProcess({ name: PROCESS_NAME, store, pool, log, act, ...(options.onActed && { onActed: options.onActed }) });
}
