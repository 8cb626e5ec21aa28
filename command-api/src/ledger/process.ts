/**
 * The ledger process (ADR 0029, decision 29): follows `$all` with its own checkpoint; each order
 * event records on its family's ledger what it changed of the family's money (`money.ts`). Each
 * entry's key names the order event, so acting again on an event (a restart before the checkpoint
 * moved, two nodes) records nothing; the expected revision of the family's stream makes two
 * writers retry, never interleave.
 */
import { correlationFollowing, handleCommand, startProcess, type EventStore, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { ORDER_EVENT_TYPES, orderStream, type OrderEvent, type OrderPlaced } from '../orders/events.ts';
import { ledgerDecider } from './decider.ts';
import { ledgerStream } from './events.ts';
import { entriesFor } from './money.ts';

export const LEDGER_PROCESS = 'ledger';

export interface LedgerProcessOptions {
  store: EventStore;
  pool: SqlPool;
  log: { error(object: object, message: string): void };
  /** Called after each event it acted on (tests wait on it). */
  onActed?(event: RecordedEvent): void;
}

const ORDER_TYPES: ReadonlySet<string> = new Set(ORDER_EVENT_TYPES);

export async function startLedgerProcess(options: LedgerProcessOptions) {
  const { store } = options;
  const act = async (event: RecordedEvent) => {
    if (!ORDER_TYPES.has(event.type)) return false;
    const orderId = (event.data as { orderId: number }).orderId;
    const recorded = await store.readStream(orderStream(orderId));
    const upTo = recorded.findIndex((item) => item.id === event.id);
    if (upTo < 0) return false;
    const events = recorded.slice(0, upTo + 1).map((item) => ({ type: item.type, data: item.data }) as OrderEvent);
    const placed = events.find((item) => item.type === 'OrderPlaced')?.data as OrderPlaced['data'] | undefined;
    if (!placed) return false;
    const entries = entriesFor(events, event.id);
    if (entries.length === 0) return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${orderId}`), causationId: event.id, userId: null, timestamp: (event.data as { at: string }).at, idempotencyKey: `process:${LEDGER_PROCESS}:${event.id}` };
    await handleCommand(store, ledgerStream(placed.famId), ledgerDecider, { type: 'RecordEntries', data: { famId: placed.famId, entries } }, metadata);
    return true;
  };
  return startProcess({ name: LEDGER_PROCESS, store, pool: options.pool, log: options.log, act, ...(options.onActed && { onActed: options.onActed }) });
}
