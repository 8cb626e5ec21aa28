/**
 * The invoices process (ADR 0021): follows `$all` with its own checkpoint; an order that becomes
 * paid gets its invoice, one refunded a credit note, each numbered on its year's stream.
 */
import { ERASED_FAMILY_NAME, correlationFollowing, foldStream, handleCommand, startProcess, type EventStore, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { ORDER_STATUS } from '../constants.ts';
import { documentStream } from '../catalogue/documents/events.ts';
import { familyStream } from '../families/events.ts';
import type { PassInput } from '../catalogue/passes/contract.ts';
import { orderStream, type OrderPlaced, type OrderRefunded, type OrderStatusChanged } from '../orders/events.ts';
import { invoicesDecider, type InvoicesCommand } from './decider.ts';
import { buyerOf, creditLines, creditNoteLines, invoiceLines, parisYear, paymentsOf } from './documents.ts';
import { SCHOOL_IDENTITY_STREAM, invoicesStream, retentionEnd, type DocumentBuyer, type SchoolIdentity } from './events.ts';
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

/** The English names the catalogue gave these passes when an event was recorded (ADR 0017: the sale recorded only its French label). */
async function englishNamesAt(store: EventStore, passIds: readonly number[], position: bigint): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const id of new Set(passIds)) {
    const before = (await store.readStream(documentStream('Pass', id))).filter((event) => event.position < position);
    const last = before[before.length - 1];
    const english = last && !last.type.endsWith('Removed') ? (last.data as { fields: PassInput }).fields.translations?.en?.libelle : undefined;
    if (english) names.set(id, english);
  }
  return names;
}

/**
 * Whether the family was erased before an event was recorded. The desk cannot take a payment from
 * an erased family (an erasure waits for every order to be paid or cancelled); should one be
 * recorded all the same, its invoice names nobody: nothing of a family is written on a document
 * after its erasure (ADR 0026).
 */
async function erasedBefore(store: EventStore, famId: number, position: bigint): Promise<boolean> {
  return (await store.readStream(familyStream(famId))).some((event) => event.type === 'FamilyErased' && event.position < position);
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
    const common = { orderId: placed.orderId, issuedAt: change.at, seller, sourceEventId: event.id };
    let command: InvoicesCommand;
    if (change.to === ORDER_STATUS.paye) {
      const year = parisYear(change.at);
      const english = await englishNamesAt(store, placed.lines.map((line) => line.id), event.position);
      const sold = invoiceLines(placed, { franchise: seller.vatNumber.trim() === '', english });
      const billed = buyerOf(placed, change.billedTo);
      const buyer: DocumentBuyer = (await erasedBefore(store, placed.famId, event.position)) ? { ...billed, name: ERASED_FAMILY_NAME, email: '', address: [] } : billed;
      const document = { ...common, buyer, ...sold, payments: paymentsOf(events), retainedUntil: retentionEnd(year) };
      command = { type: 'IssueInvoice', data: { year, document } };
    } else {
      const paid = events.find((item) => item.type === 'OrderStatusChanged' && (item.data as OrderStatusChanged['data']).to === ORDER_STATUS.paye);
      if (!paid) return false;
      const invoice = (await foldStream(store, invoicesStream(parisYear((paid.data as OrderStatusChanged['data']).at)), invoicesDecider)).invoices[placed.orderId];
      if (!invoice) return false;
      // Before the event carried it, what the refund gave back is the refunds appended with it.
      const refunded = change.refunded ?? events.filter((item) => item.type === 'OrderRefunded' && item.position > paid.position).reduce((sum, item) => sum + (item.data as OrderRefunded['data']).amount, 0);
      const lines = creditLines(invoice.lines, refunded);
      if (lines.length === 0) return false;
      const year = parisYear(change.at);
      // The buyer the invoice names: a credit note cancels part of that invoice, for that buyer.
      const document = { ...common, buyer: invoice.buyer, ...creditNoteLines(lines), invoiceId: invoice.documentId, reason: change.reason, scope: change.scope ?? 'full', retainedUntil: retentionEnd(year) };
      command = { type: 'IssueCreditNote', data: { year, document } };
    }
    await handleCommand(store, invoicesStream(command.data.year), invoicesDecider, command, metadata);
    return true;
  };
  return startProcess({ name: INVOICES_PROCESS, store, pool: options.pool, log: options.log, act, ...(options.onActed && { onActed: options.onActed }) });
}
