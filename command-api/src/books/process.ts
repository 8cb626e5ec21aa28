/**
 * The invoices process (ADR 0021): follows `$all` with its own checkpoint; an order that becomes
 * paid gets its invoice, one refunded a credit note, each numbered on its year's stream.
 */
import { correlationFollowing, foldStream, handleCommand, startProcess, type EventStore, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { ORDER_STATUS } from '../constants.ts';
import { inRateOrder } from '../orders/vat.ts';
import { orderStream, type OrderPlaced, type OrderRefunded, type OrderStatusChanged } from '../orders/events.ts';
import { invoicesDecider, type InvoicesCommand } from './decider.ts';
import { buyerOf, creditLines, documentLines, parisYear, paymentsOf, totalsOf } from './documents.ts';
import { SCHOOL_IDENTITY_STREAM, invoicesStream, type SchoolIdentity } from './events.ts';
import { schoolIdentityDecider } from './identity.ts';

export const INVOICES_PROCESS = 'invoices';

export interface InvoiceProcessOptions {
  store: EventStore;
  pool: SqlPool;
  log: { error(object: object, message: string): void };
  /** Called after each event it acted on (tests wait on it). */
  onActed?(event: RecordedEvent): void;
}

/** The school's identity as it stood when an event was recorded: a document is a snapshot of then. */
async function identityAt(store: EventStore, position: bigint): Promise<SchoolIdentity> {
  const recorded = await store.readStream(SCHOOL_IDENTITY_STREAM);
  let state = schoolIdentityDecider.initialState();
  for (const event of recorded) if (event.position < position) state = schoolIdentityDecider.evolve(state, { type: 'SchoolIdentitySaved', data: event.data as never });
  return state.identity;
}

/** The order's events up to and including the one acted on: what it was then, whatever came after. */
async function orderUpTo(store: EventStore, orderId: number, eventId: string) {
  const recorded = await store.readStream(orderStream(orderId));
  const upTo = recorded.findIndex((event) => event.id === eventId);
  return upTo < 0 ? recorded : recorded.slice(0, upTo + 1);
}

/**
 * Starts the process. On `OrderStatusChanged` to `paye` (total above zero): `InvoiceIssued` on the
 * Paris year of the payment. On `to: rembourse`: `CreditNoteIssued` for what was given back, on the
 * Paris year of the refund, referring to the order's invoice (found on the stream of the year it
 * was paid). Each append carries the source event's id: a replay finds it documented and appends
 * nothing; the expected revision makes concurrent issuers (two nodes) retry, never share a number.
 */
export async function startInvoiceProcess(options: InvoiceProcessOptions) {
  const { store } = options;
  const act = async (event: RecordedEvent) => {
    if (event.type !== 'OrderStatusChanged') return false;
    const change = event.data as OrderStatusChanged['data'];
    if (change.to !== ORDER_STATUS.paye && change.to !== ORDER_STATUS.rembourse) return false;
    const events = await orderUpTo(store, change.orderId, event.id);
    const placed = events.find((item) => item.type === 'OrderPlaced')?.data as OrderPlaced['data'] | undefined;
    if (!placed || placed.total <= 0) return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${change.orderId}`), causationId: event.id, userId: change.by, timestamp: change.at, idempotencyKey: `process:${INVOICES_PROCESS}:${event.id}` };
    const seller = await identityAt(store, event.position);
    const common = { orderId: placed.orderId, issuedAt: change.at, seller, buyer: buyerOf(placed), sourceEventId: event.id };
    let command: InvoicesCommand;
    if (change.to === ORDER_STATUS.paye) {
      const year = parisYear(change.at);
      command = { type: 'IssueInvoice', data: { year, document: { ...common, lines: documentLines(placed), vat: inRateOrder(placed.vat), total: placed.total, payments: paymentsOf(events) } } };
    } else {
      const paid = events.find((item) => item.type === 'OrderStatusChanged' && (item.data as OrderStatusChanged['data']).to === ORDER_STATUS.paye);
      if (!paid) return false;
      const invoice = (await foldStream(store, invoicesStream(parisYear((paid.data as OrderStatusChanged['data']).at)), invoicesDecider)).invoices[placed.orderId];
      if (!invoice) return false;
      // Before the event carried it, what the refund gave back is the refunds appended with it.
      const refunded = change.refunded ?? events.filter((item) => item.type === 'OrderRefunded' && item.position > paid.position).reduce((sum, item) => sum + (item.data as OrderRefunded['data']).amount, 0);
      const lines = creditLines(invoice.lines, refunded);
      if (lines.length === 0) return false;
      command = {
        type: 'IssueCreditNote',
        data: { year: parisYear(change.at), document: { ...common, lines, ...totalsOf(lines), invoiceId: invoice.documentId, reason: change.reason, scope: change.scope ?? 'full' } },
      };
    }
    await handleCommand(store, invoicesStream(command.data.year), invoicesDecider, command, metadata);
    return true;
  };
  return startProcess({ name: INVOICES_PROCESS, store, pool: options.pool, log: options.log, act, ...(options.onActed && { onActed: options.onActed }) });
}
