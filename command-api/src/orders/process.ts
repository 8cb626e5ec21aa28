import { handleCommand, type EventStore, type IdAllocator, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { ORDER_STATUS } from '../constants.ts';
import { cardsDecider, validUntil } from './cards.ts';
import { orderDecider } from './decider.ts';
import { cardsStream, orderStream, type CardRecord, type OrderStatusChanged } from './events.ts';

export const PROCESS_NAME = 'order-cards';

const SCHEMA = `CREATE TABLE IF NOT EXISTS process_checkpoints (name text PRIMARY KEY, position bigint NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`;

export interface OrderProcessOptions {
  store: EventStore;
  ids: IdAllocator;
  pool: SqlPool;
  log: { error(object: object, message: string): void };
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
  await pool.query(SCHEMA);
  let stopped = false;
  let subscription: ReturnType<EventStore['subscribeToAll']> | undefined;

  const readCheckpoint = async () => {
    const { rows } = await pool.query<{ position: string }>(`SELECT position::text AS position FROM process_checkpoints WHERE name = $1`, [PROCESS_NAME]);
    return BigInt(rows[0]?.position ?? 0);
  };
  const saveCheckpoint = (position: bigint) =>
    pool.query(`INSERT INTO process_checkpoints (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now()`, [PROCESS_NAME, position.toString()]);

  const act = async (event: RecordedEvent) => {
    if (event.type !== 'OrderStatusChanged') return false;
    const change = event.data as OrderStatusChanged['data'];
    if (change.to !== ORDER_STATUS.paye && change.to !== ORDER_STATUS.rembourse) return false;
    const recorded = await store.readStream(orderStream(change.orderId));
    const order = recorded.reduce((state, item) => orderDecider.evolve(state, { type: item.type, data: item.data } as never), orderDecider.initialState());
    if (order.status !== 'placed') return false;
    const metadata = { correlationId: `order-${change.orderId}`, causationId: event.id, userId: change.by, timestamp: change.at, idempotencyKey: `process:${PROCESS_NAME}:${event.id}` };
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
            validUntil: validUntil(change.at, line.fftValiditeM),
            acyIds: line.acyIds,
            psnIds: line.psnIds,
            note: '',
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

  const follow = async () => {
    while (!stopped) {
      let checkpoint: bigint;
      try {
        checkpoint = await readCheckpoint();
      } catch (error) {
        log.error({ err: error }, 'cannot read the order process checkpoint; retrying');
        await pause(1000);
        continue;
      }
      subscription = store.subscribeToAll({ after: checkpoint, batchSize: 100 }, async (batch) => {
        for (const event of batch) {
          if (!(await act(event))) continue;
          await saveCheckpoint(event.position);
          options.onActed?.(event);
        }
        await saveCheckpoint(batch[batch.length - 1]!.position);
      });
      if (stopped) await subscription.stop();
      try {
        await subscription.done;
      } catch (error) {
        log.error({ err: error }, 'order process failed; retrying');
        await pause(1000);
      }
    }
  };
  const loop = follow();

  return {
    async stop() {
      stopped = true;
      await subscription?.stop();
      await loop;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
