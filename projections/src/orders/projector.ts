import { CARD_EVENT_TYPES, LEDGER_EVENT_TYPES, ORDER_EVENT_TYPES, type CardEvent, type FamilyErased, type LedgerEntryRecorded, type OrderEvent, type OrderStatusChanged } from '@plouf/command-api/events';
import type { OrderView, PaymentView } from '@plouf/command-api/contracts';
import { NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import { paymentTotals } from '@plouf/command-api/order-status';
import { foldText } from '@plouf/infra/text';
import { endOfParisDay } from '@plouf/infra/days';
import { isoWeek } from '@plouf/command-api/card-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import type { ChangedRow, Projector } from '../runner/projector.ts';
import { erased } from '../runner/erased.ts';
import { orderSummary, type StoredCard } from './views.ts';

/** What the orders list sorts a family by and searches in: number, family, buyer and passes, folded. */
function orderKeys(view: OrderView) {
  const searched = `${view.id} ${view.famName} ${view.buyer.name} ${view.buyer.email} ${view.rows.map((line) => line.libelle).join(' ')}`;
  return { family_key: foldText(view.famName), search_text: foldText(searched) };
}

/** The order as served, and what the back-office's list shows of it: written together, always. */
const orderText = (view: OrderView) => ({ view: JSON.stringify(view), summary: JSON.stringify(orderSummary(view)) });

/**
 * The family erased (issue 25): its orders keep their amounts, lines, payments and statuses, the
 * family's and the buyer's names and address read as erased, as a rebuild reads OrderPlaced; its
 * cards' notes too (CardsIssued, CardCorrected).
 */
async function eraseFamily(trx: Transaction<Database>, famId: number, changed: ChangedRow[]) {
  const orders = await trx.selectFrom('orders').select('view').where('fam_id', '=', famId).execute();
  for (const row of orders) {
    const view = JSON.parse(row.view) as OrderView;
    const next: OrderView = {
      ...view,
      famName: erased('familyName', view.famName),
      address: erased('address', view.address),
      buyer: { ...view.buyer, name: erased('memberName', view.buyer.name), email: erased('email', view.buyer.email) },
    };
    await trx.updateTable('orders').set({ ...orderText(next), ...orderKeys(next) }).where('id', '=', view.id).execute();
    changed.push({ readModel: READ_MODELS.orders, id: view.id });
  }
  // The statement goes with the family: its ledger's stream keeps only amounts and order numbers.
  await trx.deleteFrom('ledger_entries').where('fam_id', '=', famId).execute();
  const cards = await trx.selectFrom('cards').select(['id', 'record']).where('fam_id', '=', famId).execute();
  for (const row of cards) {
    const card = JSON.parse(row.record) as StoredCard;
    await trx.updateTable('cards').set({ record: JSON.stringify({ ...card, note: erased('text', card.note) }) }).where('id', '=', row.id).execute();
  }
  changed.push({ readModel: NOTICES.familyOrders, id: famId }, { readModel: NOTICES.cards, id: famId });
}

async function orderView(trx: Transaction<Database>, id: number): Promise<OrderView | null> {
  const row = await trx.selectFrom('orders').select('view').where('id', '=', id).executeTakeFirst();
  return row ? (JSON.parse(row.view) as OrderView) : null;
}

async function saveOrder(trx: Transaction<Database>, view: OrderView, extra: { paid_at?: Date } = {}) {
  await trx
    .updateTable('orders')
    .set({ ...orderText(view), status: view.cmdStatus, ...extra })
    .where('id', '=', view.id)
    .execute();
}

/** A payment changed: `at` moves with what it records (asked, made, failed), never with a refund. */
function withPayment(view: OrderView, paymentId: string, change: (before: PaymentView) => Partial<PaymentView>, at: string): OrderView {
  const index = view.payments.findIndex((payment) => payment.paymentId === paymentId);
  const before: PaymentView = index >= 0 ? view.payments[index]! : { paymentId, provider: 'offline', method: 0, amount: view.cmdTotal, status: 'requested', at, reference: null, reason: null };
  const payment = { ...before, ...change(before) };
  const payments = index >= 0 ? view.payments.map((item, i) => (i === index ? payment : item)) : [...view.payments, payment];
  return withOverpaid({ ...view, payments });
}

/** What the payments took beyond the total and was not given back (a payment after the order was paid). */
function withOverpaid(view: OrderView): OrderView {
  const { paid, refunded } = paymentTotals(view.payments);
  const kept = paid - refunded;
  const overpaid = view.cmdStatus === 7 ? 0 : Math.max(0, kept - view.cmdTotal);
  return { ...view, overpaid };
}

/**
 * The order that replaced this one, for a cancellation by the family's own new checkout: the
 * event says it since 2026-11; before, only its reason did, in the words the checkout wrote.
 */
function replacedByOf(data: OrderStatusChanged['data']): number | undefined {
  if (data.move !== 'CANCEL') return undefined;
  if (data.replacedBy !== undefined) return data.replacedBy;
  const written = /^Remplacée par la commande (\d+)$/.exec(data.reason);
  return written ? Number(written[1]) : undefined;
}

/**
 * Orders as served (the family's and the back-office's view, one JSON text per order) and the
 * families' cards. Notices: `orders` (order ids, the back-office), `family-orders` and `cards`
 * (family ids, the family's room).
 */
export const ordersProjector: Projector = {
  readModel: READ_MODELS.orders,
  handles: [...ORDER_EVENT_TYPES, ...CARD_EVENT_TYPES, ...LEDGER_EVENT_TYPES, 'FamilyErased'],
  async apply(trx, recorded) {
    const changed: ChangedRow[] = [];
    if (recorded.type === 'FamilyErased') {
      await eraseFamily(trx, (recorded as unknown as FamilyErased).data.famId, changed);
      return changed;
    }
    if (recorded.type === 'LedgerEntryRecorded') {
      // The family's ledger (issue 43): its statement reads these rows with the orders they name.
      const d = (recorded as unknown as LedgerEntryRecorded).data;
      await trx
        .insertInto('ledger_entries')
        .values({ key: d.key, fam_id: d.famId, order_id: d.orderId, position: recorded.position.toString(), at: new Date(d.at), kind: d.kind, cents: d.cents, method: d.method ?? null, part: d.part ?? null, parts: d.parts ?? null })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      changed.push({ readModel: READ_MODELS.orders, id: d.orderId }, { readModel: NOTICES.familyOrders, id: d.famId });
      return changed;
    }
    const event = { type: recorded.type, data: recorded.data } as OrderEvent | CardEvent;
    const orderChanged = (orderId: number, famId: number) => changed.push({ readModel: READ_MODELS.orders, id: orderId }, { readModel: NOTICES.familyOrders, id: famId });
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        const view: OrderView = {
          id: d.orderId,
          libelle: `Commande ${d.orderId}`,
          selected: false,
          detailLoaded: true,
          famId: d.famId,
          famName: d.famName,
          cmdStatus: 1,
          cmdTotal: d.total,
          cmdDatadd: d.at,
          cmdDatpaiement: null,
          cmdDatvalidation: null,
          rows: d.lines,
          vat: d.vat,
          address: d.address,
          buyer: { userId: d.buyer.userId, name: d.buyer.name, email: d.buyer.email },
          payments: [],
          physical: d.physical,
          cardIds: [],
          ...(d.plan && { plan: d.plan }),
          ...(d.directDebit && { directDebit: true }),
        };
        await trx
          .insertInto('orders')
          .values({ id: d.orderId, fam_id: d.famId, status: 1, total: d.total, placed_at: new Date(d.at), paid_at: null, ...orderKeys(view), ...orderText(view) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        orderChanged(d.orderId, d.famId);
        break;
      }
      case 'PaymentRequested':
      case 'PaymentSucceeded':
      case 'PaymentFailed':
      case 'OrderStatusChanged':
      case 'MandateSigned':
      case 'OrderRefunded': {
        const view = await orderView(trx, event.data.orderId);
        if (!view) break;
        let next: OrderView = view;
        let extra: { paid_at?: Date } = {};
        const at = event.data.at;
        if (event.type === 'PaymentRequested') {
          const part = event.data.part === undefined ? {} : { part: event.data.part };
          next = withPayment(view, event.data.paymentId, () => ({ status: 'requested', provider: event.data.provider, amount: event.data.amount, method: 0, reason: null, at, ...part }), at);
          // Placed without an address, billed to the family's as it paid (issue 43).
          if (event.data.address && view.address === null) next = { ...next, address: event.data.address };
        }
        if (event.type === 'PaymentSucceeded') {
          const d = event.data;
          // The payment that pays the whole order is its payment date (a part at the desk, a Pass'Sport
          // say, is not); one that comes after it does not move it.
          const part = d.part === undefined ? {} : { part: d.part };
          const withIt = withPayment(view, d.paymentId, () => ({ status: 'succeeded', provider: d.provider, method: d.method, amount: d.amount, reference: d.reference, reason: null, at, ...part }), at);
          const paidInFull = withIt.payments.reduce((sum, payment) => sum + (payment.status === 'succeeded' ? payment.amount : 0), 0) >= view.cmdTotal;
          const first = view.cmdDatpaiement === null && paidInFull;
          // The card kept for a plan's later parts: its last digits, for the family's page.
          const saved = d.savedCard && view.savedCardLast4 === undefined ? { savedCardLast4: d.savedCard.last4 } : {};
          next = { ...withIt, cmdDatpaiement: first ? d.at : view.cmdDatpaiement, ...saved };
          if (first) extra = { paid_at: new Date(d.at) };
        }
        if (event.type === 'PaymentFailed') {
          const d = event.data;
          const part = d.part === undefined ? {} : { part: d.part };
          const tries = { ...(d.offSession && { offSession: true }), ...(d.retryOn && { retryOn: d.retryOn }), ...(d.overdue && { overdue: true }) };
          // A SEPA debit refused by the bank is a direct debit's (method 9), not a card's.
          next = withPayment(view, d.paymentId, () => ({ status: 'failed', provider: d.provider, reason: d.reason, reference: d.reference, at, ...part, ...(d.amount !== undefined && { amount: d.amount }), ...(d.sepa && { method: 9 }), ...tries }), at);
        }
        if (event.type === 'OrderStatusChanged') {
          // Paid another way (a cheque at the desk): the card payment still asked is closed.
          const payments = event.data.to === 2 ? view.payments.map((payment) => (payment.status === 'requested' ? { ...payment, status: 'closed' as const } : payment)) : view.payments;
          const replacedBy = replacedByOf(event.data);
          // Placed without an address and paid at the desk: the address it was billed to (issue 43).
          const billedAddress = view.address === null && event.data.billedTo?.address ? { address: event.data.billedTo.address } : {};
          next = withOverpaid({ ...view, payments, cmdStatus: event.data.to, cmdDatvalidation: event.data.at, ...billedAddress, ...(replacedBy === undefined ? {} : { replacedBy }) });
        }
        if (event.type === 'MandateSigned') {
          // The SEPA mandate the plan's parts are debited on: its IBAN's last characters, for the family's page and the desk's.
          if (view.savedCardLast4 === undefined) next = { ...view, savedCardLast4: event.data.mandate.last4 };
          // Placed without an address, billed to the family's as it signed (issue 43).
          if (event.data.address && view.address === null) next = { ...next, address: event.data.address };
        }
        if (event.type === 'OrderRefunded') {
          const amount = event.data.amount;
          next = withPayment(view, event.data.paymentId, (before) => ({ status: 'refunded', refunded: (before.refunded ?? 0) + amount, refundedAt: at }), at);
        }
        await saveOrder(trx, next, extra);
        orderChanged(view.id, view.famId);
        break;
      }
      case 'CardsIssued': {
        const d = event.data;
        for (const card of d.cards) {
          const stored: StoredCard = { ...card, famId: d.famId, orderId: d.orderId, used: 0, revoked: false };
          await trx.insertInto('cards').values({ id: card.cardId, fam_id: d.famId, order_id: d.orderId, record: JSON.stringify(stored) }).onConflict((oc) => oc.column('id').doNothing()).execute();
        }
        if (d.orderId !== null) {
          const view = await orderView(trx, d.orderId);
          if (view) {
            await saveOrder(trx, { ...view, cardIds: [...new Set([...view.cardIds, ...d.cards.map((card) => card.cardId)])] });
            orderChanged(view.id, view.famId);
          }
        }
        changed.push({ readModel: NOTICES.cards, id: d.famId });
        break;
      }
      case 'CardsRevoked': {
        const d = event.data;
        for (const cardId of d.cardIds) await updateCard(trx, cardId, { revoked: true });
        if (d.orderId !== null) {
          const view = await orderView(trx, d.orderId);
          if (view) {
            await saveOrder(trx, { ...view, cardIds: view.cardIds.filter((id) => !d.cardIds.includes(id)) });
            orderChanged(view.id, view.famId);
          }
        }
        changed.push({ readModel: NOTICES.cards, id: d.famId });
        break;
      }
      case 'CardCorrected': {
        const { cardId, entries, validUntil, revoked, note } = event.data;
        await updateCard(trx, cardId, {
          ...(entries !== undefined && { entries }),
          // A last day (from an earlier version) is the end of that day in Paris.
          ...(validUntil !== undefined && { validUntil: validUntil.length === 10 ? endOfParisDay(validUntil) : validUntil }),
          ...(revoked !== undefined && { revoked }),
          ...(note !== undefined && { note }),
        });
        changed.push({ readModel: NOTICES.cards, id: event.data.famId });
        break;
      }
      case 'WeeksReserved':
      case 'WeeksReturned': {
        // A term enrolment's lessons paid ahead: each counts as an entry spent (a subscription's week).
        const d = event.data;
        const key = (enrId: number, date: string) => `enr${enrId}@${date}`;
        const moves: Array<{ cardId: number; add: string[]; remove: string[]; enrId: number }> = [];
        if (event.type === 'WeeksReserved') {
          if (event.data.transferred) moves.push({ cardId: d.cardId, add: [], remove: event.data.transferred.dates, enrId: event.data.transferred.enrId });
          moves.push({ cardId: d.cardId, add: d.dates, remove: [], enrId: d.enrId });
        } else moves.push({ cardId: d.cardId, add: [], remove: d.dates, enrId: d.enrId });
        for (const move of moves) {
          const row = await trx.selectFrom('cards').select('record').where('id', '=', move.cardId).executeTakeFirst();
          if (!row) continue;
          const card = JSON.parse(row.record) as StoredCard;
          const spent: Record<string, string> = { ...card.spent };
          for (const date of move.add) spent[key(move.enrId, date)] = isoWeek(date);
          for (const date of move.remove) delete spent[key(move.enrId, date)];
          const weeks = Object.values(spent);
          await updateCard(trx, move.cardId, { spent, weeks, used: weeks.length });
        }
        changed.push({ readModel: NOTICES.cards, id: d.famId });
        break;
      }
      case 'EntrySpent':
      case 'EntryReturned': {
        const d = event.data;
        const row = await trx.selectFrom('cards').select('record').where('id', '=', d.cardId).executeTakeFirst();
        if (row) {
          const card = JSON.parse(row.record) as StoredCard;
          const spent = { ...card.spent };
          if (event.type === 'EntrySpent') spent[d.insId] = event.data.week;
          else delete spent[d.insId];
          const weeks = Object.values(spent);
          await updateCard(trx, d.cardId, { spent, weeks, used: weeks.length });
        }
        changed.push({ readModel: NOTICES.cards, id: d.famId });
        break;
      }
    }
    return changed;
  },
  async reset(trx) {
    await trx.deleteFrom('ledger_entries').execute();
    await trx.deleteFrom('cards').execute();
    await trx.deleteFrom('orders').execute();
  },
};

async function updateCard(trx: Transaction<Database>, cardId: number, change: Partial<StoredCard>) {
  const row = await trx.selectFrom('cards').select('record').where('id', '=', cardId).executeTakeFirst();
  if (!row) return;
  const record = { ...(JSON.parse(row.record) as StoredCard), ...change };
  await trx.updateTable('cards').set({ record: JSON.stringify(record) }).where('id', '=', cardId).execute();
}
