/**
 * What an order means for its family's balance (ADR 0029, decision 28), worked out from the
 * order's events alone: pure, so the ledger process records for each order event the difference it
 * made, and a replay or a second node computes the same entries under the same keys.
 */
import { ORDER_STATUS } from '../constants.ts';
import { planParts } from '../orders/status.ts';
import type { OrderEvent, OrderPlaced, OrderStatusChanged } from '../orders/events.ts';
import type { LedgerEntry, LedgerKind } from './events.ts';
import { LEDGER_KINDS, LEDGER_SIGN } from './events.ts';

export type Money = Record<LedgerKind, number>;
const NONE: Money = { charged: 0, discounted: 0, paid: 0, refunded: 0, credited: 0 };

/** The term's discounts on an order's lines (sibling, second class, promo code), cents. */
export function discountsOf(placed: OrderPlaced['data']): number {
  return placed.lines.reduce((sum, line) => sum + (line.tuition?.discounts ?? []).reduce((part, discount) => part + discount.cents, 0), 0);
}

/**
 * The order's money after these events.
 * - **Charged** once the order commits the family: a payment taken (a plan's first part, a desk's
 *   part payment), a direct debit's mandate signed, the order paid (free, or at the desk in one go), or placed by the desk (owed
 *   from then on). A checkout left unpaid charges nothing: it was never the family's debt. A desk
 *   order turned into a quote is not owed while it is one.
 * - **Discounted**: the term's discounts on its lines, with the charge (the charge is the price
 *   before them).
 * - **Paid**, **refunded**: every payment taken and every refund, whatever the order's status.
 * - **Credited**: the whole charge when the order is cancelled; else what its credit note gives
 *   back when it is refunded (a refund of a payment beyond the total is only money given back).
 */
export function orderMoney(events: readonly OrderEvent[]): Money {
  const placed = events.find((event) => event.type === 'OrderPlaced')?.data as OrderPlaced['data'] | undefined;
  if (!placed) return NONE;
  let paid = 0;
  let refunded = 0;
  let status: number = ORDER_STATUS.bcd;
  let reachedPaid = false;
  let cancelled = false;
  let creditNoted = 0;
  let quoteCancelled = false;
  let refundsSincePaid = 0;
  let mandated = false;
  for (const event of events) {
    // A direct debit's mandate signed commits the family as a first part paid does (ADR 0029, decision 50).
    if (event.type === 'MandateSigned') mandated = true;
    if (event.type === 'PaymentSucceeded') paid += event.data.amount;
    if (event.type === 'OrderRefunded') {
      refunded += event.data.amount;
      refundsSincePaid += event.data.amount;
    }
    if (event.type === 'OrderStatusChanged') {
      const change = event.data as OrderStatusChanged['data'];
      status = change.to;
      if (change.to === ORDER_STATUS.paye && change.move !== 'REFUND_EXCESS') {
        reachedPaid = true;
        refundsSincePaid = 0;
      }
      if (change.to === ORDER_STATUS.annule) {
        cancelled = true;
        quoteCancelled = change.from === ORDER_STATUS.devis;
      }
      if (change.to === ORDER_STATUS.rembourse && !cancelled) creditNoted += change.refunded ?? refundsSincePaid;
    }
  }
  const owedFromDesk = placed.channel === 'desk' && status !== ORDER_STATUS.devis && !quoteCancelled;
  const committed = paid > 0 || reachedPaid || owedFromDesk || mandated;
  if (!committed) return { ...NONE, paid, refunded };
  const discounted = discountsOf(placed);
  return { charged: placed.total + discounted, discounted, paid, refunded, credited: cancelled ? placed.total : Math.min(creditNoted, placed.total) };
}

const atOf = (event: OrderEvent) => event.data.at;

/**
 * The entries an order event records: for each kind, what it changed (none when nothing did).
 * `events` is the order's stream up to and including `event`; `id` is that event's id.
 */
export function entriesFor(events: readonly OrderEvent[], id: string): LedgerEntry[] {
  const event = events[events.length - 1];
  if (!event) return [];
  const before = orderMoney(events.slice(0, -1));
  const after = orderMoney(events);
  const placed = events[0]?.type === 'OrderPlaced' ? (events[0].data as OrderPlaced['data']) : undefined;
  const parts = placed?.plan?.length;
  const entries: LedgerEntry[] = [];
  for (const kind of LEDGER_KINDS) {
    const cents = after[kind] - before[kind];
    if (cents === 0) continue;
    const entry: LedgerEntry = { key: `${id}:${kind}`, orderId: event.data.orderId, kind, cents, at: atOf(event) };
    if (kind === 'paid' && event.type === 'PaymentSucceeded') {
      entry.method = event.data.method;
      const paymentId = event.data.paymentId;
      const requested = events.find((item): item is Extract<OrderEvent, { type: 'PaymentRequested' }> => item.type === 'PaymentRequested' && item.data.paymentId === paymentId);
      // A payment the desk or the family made without naming a part pays the first one owed (ADR 0029, decision 16).
      const part = event.data.part ?? requested?.data.part ?? (placed?.plan ? planParts(placed.plan, before.paid - before.refunded).find((item) => item.owed > 0)?.n : undefined);
      if (part !== undefined && parts !== undefined) Object.assign(entry, { part, parts });
    }
    entries.push(entry);
  }
  return entries;
}

/** A family's balance from its entries: what it owes (negative: what the school owes it). */
export const balanceOf = (entries: readonly Pick<LedgerEntry, 'kind' | 'cents'>[]) => entries.reduce((sum, entry) => sum + LEDGER_SIGN[entry.kind] * entry.cents, 0);
