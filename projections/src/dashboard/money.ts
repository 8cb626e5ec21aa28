import type { OrderEvent } from '@plouf/command-api/events';
import type { PaymentMethodKey } from '@plouf/command-api/contracts';
import { ORDER_STATUS } from '@plouf/command-api/constants';
import { parisDay } from '@plouf/infra/days';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';

/** An order as the dashboard keeps it (`dashboard_orders.record`). */
interface OrderFacts {
  total: number;
  lines: { fftId: number; libelle: string; qty: number; total: number; refunded: number }[];
  /** Became paid (its passes were sold). */
  sold: boolean;
  /** What its payments took and refunds did not give back. */
  kept: number;
  methods: Record<string, PaymentMethodKey>;
  /** The method of the last payment made: the one that paid the order. */
  lastMethod: PaymentMethodKey | null;
}

/** Spec §4 methods 0 card, 1 cheque, 2 transfer, the desk's vouchers (5, 6, 7) and gift cards (8); PayPal and the card in three go with the card. */
const METHOD_KEYS: Readonly<Record<number, PaymentMethodKey>> = { 1: 'cheque', 2: 'transfer', 5: 'ancv', 6: 'couponSport', 7: 'passSport', 8: 'giftCard', 9: 'directDebit' };
export const methodKey = (method: number): PaymentMethodKey => METHOD_KEYS[method] ?? 'card';

async function facts(trx: Transaction<Database>, orderId: number): Promise<OrderFacts | null> {
  const row = await trx.selectFrom('dashboard_orders').select('record').where('id', '=', orderId).executeTakeFirst();
  return row ? (JSON.parse(row.record) as OrderFacts) : null;
}

async function save(trx: Transaction<Database>, orderId: number, record: OrderFacts) {
  await trx.updateTable('dashboard_orders').set({ record: JSON.stringify(record) }).where('id', '=', orderId).execute();
}

async function addMoney(trx: Transaction<Database>, day: string, method: PaymentMethodKey, add: { paid?: number; refunded?: number; payments?: number; ordersPaid?: number }) {
  const row = { day, method, paid: add.paid ?? 0, refunded: add.refunded ?? 0, payments: add.payments ?? 0, orders_paid: add.ordersPaid ?? 0 };
  await trx
    .insertInto('dashboard_money')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['day', 'method']).doUpdateSet((eb) => ({
        paid: eb('dashboard_money.paid', '+', eb.ref('excluded.paid')),
        refunded: eb('dashboard_money.refunded', '+', eb.ref('excluded.refunded')),
        payments: eb('dashboard_money.payments', '+', eb.ref('excluded.payments')),
        orders_paid: eb('dashboard_money.orders_paid', '+', eb.ref('excluded.orders_paid')),
      })),
    )
    .execute();
}

async function addPass(trx: Transaction<Database>, day: string, line: OrderFacts['lines'][number], add: { qty?: number; paid?: number; refunded?: number }) {
  await trx
    .insertInto('dashboard_passes')
    .values({ day, fft_id: line.fftId, libelle: line.libelle, qty: add.qty ?? 0, paid: add.paid ?? 0, refunded: add.refunded ?? 0 })
    .onConflict((oc) =>
      oc.columns(['day', 'fft_id']).doUpdateSet((eb) => ({
        libelle: eb.ref('excluded.libelle'),
        qty: eb('dashboard_passes.qty', '+', eb.ref('excluded.qty')),
        paid: eb('dashboard_passes.paid', '+', eb.ref('excluded.paid')),
        refunded: eb('dashboard_passes.refunded', '+', eb.ref('excluded.refunded')),
      })),
    )
    .execute();
}

/**
 * Shares `amount` among the lines in proportion to what each has not given back yet, to the cent
 * (largest remainders): the shares add up to `amount` exactly.
 *
 * @example
 * share(100, [200, 100]); // [67, 33]
 */
export function share(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Money facts from an order's events; returns the Paris day whose figures moved, or null.
 * A refund gives back for the passes only the part that takes what the order kept below its total:
 * an overpayment given back (`RefundExcess`) sold nothing back.
 */
export async function applyOrderEvent(trx: Transaction<Database>, event: OrderEvent): Promise<string | null> {
  if (event.type === 'OrderPlaced') {
    const d = event.data;
    const record: OrderFacts = { total: d.total, lines: d.lines.map((line) => ({ fftId: line.id, libelle: line.libelle, qty: line.qty, total: line.total, refunded: 0 })), sold: false, kept: 0, methods: {}, lastMethod: null };
    await trx.insertInto('dashboard_orders').values({ id: d.orderId, record: JSON.stringify(record) }).onConflict((oc) => oc.column('id').doNothing()).execute();
    return null;
  }
  if (event.type === 'PaymentRequested' || event.type === 'PaymentFailed' || event.type === 'MandateSigned') return null;
  const record = await facts(trx, event.data.orderId);
  if (!record) return null;
  const day = parisDay(new Date(event.data.at));
  switch (event.type) {
    case 'PaymentSucceeded': {
      const method = methodKey(event.data.method);
      await addMoney(trx, day, method, { paid: event.data.amount, payments: 1 });
      await save(trx, event.data.orderId, { ...record, kept: record.kept + event.data.amount, methods: { ...record.methods, [event.data.paymentId]: method }, lastMethod: method });
      return day;
    }
    case 'OrderStatusChanged': {
      if (event.data.to !== ORDER_STATUS.paye || record.sold) return null;
      const free = event.data.move === 'VALIDATE_FREE' || record.total === 0;
      await addMoney(trx, day, free ? 'free' : (record.lastMethod ?? 'card'), { ordersPaid: 1, payments: free ? 1 : 0 });
      for (const line of record.lines) await addPass(trx, day, line, { qty: line.qty, paid: line.total });
      await save(trx, event.data.orderId, { ...record, sold: true });
      return day;
    }
    case 'OrderRefunded': {
      const amount = event.data.amount;
      await addMoney(trx, day, record.methods[event.data.paymentId] ?? 'card', { refunded: amount });
      const kept = record.kept - amount;
      const forPasses = record.sold ? Math.min(amount, Math.max(0, record.total - kept) - Math.max(0, record.total - record.kept)) : 0;
      const shares = share(forPasses, record.lines.map((line) => Math.max(0, line.total - line.refunded)));
      const lines = record.lines.map((line, index) => ({ ...line, refunded: line.refunded + shares[index]! }));
      for (const [index, line] of record.lines.entries()) if (shares[index]! > 0) await addPass(trx, day, line, { refunded: shares[index]! });
      await save(trx, event.data.orderId, { ...record, kept, lines });
      return day;
    }
  }
}
