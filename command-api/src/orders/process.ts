import { randomBytes } from 'node:crypto';
import { AppError, correlationFollowing, foldStream, handleCommand, startProcess, type EventStore, type FiredItem, type IdAllocator, type ProcessEffects, type RecordedEvent, type SqlPool } from '@plouf/infra';
import { addDays, parisDay, parisMoment } from '@plouf/infra/days';
import { DEFAULT_RULES } from '../school/rules.ts';
import { readRules } from '../school/store.ts';
import { ORDER_STATUS } from '../constants.ts';
import { cardsDecider, validUntil } from '../cards/decider.ts';
import { cardsStream, type CardRecord } from '../cards/events.ts';
import { orderDecider, partToPay, planUnderWay, type OrderState } from './decider.ts';
import { orderStream, type MandateSigned, type OrderPlaced, type OrderRefunded, type OrderStatusChanged, type PaymentFailed, type PaymentSucceeded } from './events.ts';
import { drawGiftCode, giftCardDecider, orderGiftCardsDecider } from './giftcards/decider.ts';
import { codeOfGiftPayment, giftCardStream, orderGiftCardsStream } from './giftcards/events.ts';
import type { PaymentPort } from './payments/port.ts';
import { payerDecider, payerStream } from './payments/payer.ts';
import { checkoutStream } from './checkout/decider.ts';
import { planParts } from './status.ts';

/** The scheduler's kind for a plan's part to charge on the card kept (ADR 0029, decision 19). */
export const INSTALMENT_DUE = 'instalment';
import { familyErased } from '../families/commitments.ts';

export const PROCESS_NAME = 'order-cards';


export interface OrderProcessOptions {
  store: EventStore;
  /** The payment adapter: an erased family's cards kept for plans are forgotten there. */
  payments?: PaymentPort;
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
  const act = async (event: RecordedEvent, effects: ProcessEffects) => {
    if (event.type === 'OrderPlaced') return cancelIfErased(event);
    if (event.type === 'PaymentSucceeded') return planPaid(event, effects);
    if (event.type === 'MandateSigned') return mandateSigned(event, effects);
    if (event.type === 'PaymentFailed') return partDeclined(event, effects);
    if (event.type === 'FamilyErased') return forgetCards(event);
    if (event.type === 'OrderRefunded') return giftBack(event);
    if (event.type !== 'OrderStatusChanged') return false;
    const change = event.data as OrderStatusChanged['data'];
    if (change.to !== ORDER_STATUS.paye && change.to !== ORDER_STATUS.rembourse) return false;
    const order = await foldStream(store, orderStream(change.orderId), orderDecider);
    if (order.status !== 'placed') return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${change.orderId}`), causationId: event.id, userId: change.by, timestamp: change.at, idempotencyKey: `process:${PROCESS_NAME}:${event.id}` };
    if (change.to === ORDER_STATUS.paye) {
      await issueCards(order, change.at, metadata);
      await issueGiftCards(order, change.at, metadata);
    } else {
      await handleCommand(store, cardsStream(order.famId), cardsDecider, { type: 'RevokeOrderCards', data: { famId: order.famId, orderId: order.orderId, reason: change.reason || 'Commande remboursée', now: change.at, by: change.by } }, metadata);
      await voidGiftCards(order, change.at, metadata);
    }
    return true;
  };

  /**
   * The gift cards an order bought (ADR 0029, decision 43): the codes drawn once on the order's own
   * gift stream (acting again finds them there), then each card opened on its stream with its value.
   * The buyer is mailed the codes (the mailer reads `GiftCardsIssued`).
   */
  const issueGiftCards = async (order: Extract<OrderState, { status: 'placed' }>, at: string, metadata: Parameters<typeof handleCommand>[4]) => {
    const lines = order.lines.filter((line) => line.gift);
    if (lines.length === 0) return;
    const drawn = lines.flatMap((line) => Array.from({ length: line.qty }, () => ({ code: drawGiftCode((size) => randomBytes(size)), cents: line.fftTarif })));
    const { buyer } = order;
    await handleCommand(store, orderGiftCardsStream(order.orderId), orderGiftCardsDecider, { type: 'IssueGiftCards', data: { orderId: order.orderId, famId: order.famId, cards: drawn, email: buyer.email, name: buyer.name, language: buyer.language, now: at } }, { ...metadata, idempotencyKey: `${metadata.idempotencyKey}:gift` });
    const issued = (await foldStream(store, orderGiftCardsStream(order.orderId), orderGiftCardsDecider)).cards ?? [];
    for (const card of issued) {
      await handleCommand(store, giftCardStream(card.code), giftCardDecider, { type: 'OpenGiftCard', data: { code: card.code, cents: card.cents, orderId: order.orderId, now: at } }, { ...metadata, idempotencyKey: `${metadata.idempotencyKey}:gift:${card.code}` });
    }
  };

  /** An order that bought gift cards refunded: what its cards have left can no longer be spent. */
  const voidGiftCards = async (order: Extract<OrderState, { status: 'placed' }>, at: string, metadata: Parameters<typeof handleCommand>[4]) => {
    if (!order.lines.some((line) => line.gift)) return;
    const issued = (await foldStream(store, orderGiftCardsStream(order.orderId), orderGiftCardsDecider)).cards ?? [];
    for (const card of issued) {
      await handleCommand(store, giftCardStream(card.code), giftCardDecider, { type: 'VoidGiftCard', data: { code: card.code, orderId: order.orderId, now: at } }, { ...metadata, idempotencyKey: `${metadata.idempotencyKey}:void:${card.code}` });
    }
  };

  /** A gift card's payment given back (its order cancelled or refunded): the card gets that money again, once. */
  const giftBack = async (event: RecordedEvent) => {
    const refunded = event.data as OrderRefunded['data'];
    const code = refunded.provider === 'gift' ? codeOfGiftPayment(refunded.paymentId) : null;
    if (!code) return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${refunded.orderId}`), causationId: event.id, userId: refunded.by, timestamp: refunded.at, idempotencyKey: `process:${PROCESS_NAME}:${event.id}` };
    await handleCommand(store, giftCardStream(code), giftCardDecider, { type: 'RestoreGiftCard', data: { code, paymentId: refunded.paymentId, now: refunded.at } }, metadata);
    return true;
  };

  /**
   * A plan's payment (ADR 0029, decision 17): its first part paid gives the order's cards (the term's
   * place is confirmed by them, as for an order paid at once) and leaves each later part still owed
   * to the scheduler, at 09:00 Paris on its day. The cards are given once per order (the cards'
   * decider), an item once per part (the scheduler's key).
   */
  const planPaid = async (event: RecordedEvent, effects: ProcessEffects) => {
    const paid = event.data as PaymentSucceeded['data'];
    const order = await foldStream(store, orderStream(paid.orderId), orderDecider);
    if (order.status !== 'placed' || order.plan === null || !planUnderWay(order)) return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${paid.orderId}`), causationId: event.id, userId: paid.by, timestamp: paid.at, idempotencyKey: `process:${PROCESS_NAME}:${event.id}` };
    await issueCards(order, paid.at, metadata);
    if (order.savedCard) {
      for (const part of planParts(order.plan, order.paid - order.refunded)) {
        if (part.n === 1 || part.owed === 0) continue;
        effects.schedule({ kind: INSTALMENT_DUE, key: `${order.orderId}:${part.n}:1`, dueAt: new Date(parisMoment(part.due, 9, 0)), payload: { orderId: order.orderId, part: part.n, try: 1 } });
      }
    }
    return true;
  };

  /**
   * A SEPA mandate signed for a plan paid by direct debit (ADR 0029, decision 50): the order's cards
   * are given (the term's place is the family's, as with a first part paid), and every part still
   * owed is the scheduler's to debit: the first at once, the others at 09:00 Paris on their days.
   */
  const mandateSigned = async (event: RecordedEvent, effects: ProcessEffects) => {
    const signed = event.data as MandateSigned['data'];
    const order = await foldStream(store, orderStream(signed.orderId), orderDecider);
    if (order.status !== 'placed' || order.plan === null || !planUnderWay(order)) return false;
    const metadata = { correlationId: correlationFollowing(event, `order-${signed.orderId}`), causationId: event.id, userId: signed.by, timestamp: signed.at, idempotencyKey: `process:${PROCESS_NAME}:${event.id}` };
    await issueCards(order, signed.at, metadata);
    for (const part of planParts(order.plan, order.paid - order.refunded)) {
      if (part.owed === 0) continue;
      const dueAt = part.n === 1 ? new Date(signed.at) : new Date(parisMoment(part.due, 9, 0));
      effects.schedule({ kind: INSTALMENT_DUE, key: `${order.orderId}:${part.n}:1`, dueAt, payload: { orderId: order.orderId, part: part.n, try: 1 } });
    }
    return true;
  };

  /**
   * A family erased (ADR 0022): the cards its plans kept are forgotten at the provider (Stripe: the
   * plan's customer deleted). Its orders are those its checkouts opened (a plan's order always is).
   * Every payment was settled before an erasure is allowed, so no part is left to charge.
   */
  const forgetCards = async (event: RecordedEvent) => {
    const port = options.payments;
    if (!port) return false;
    const famId = (event.data as { famId: number }).famId;
    const opened = (await store.readStream(checkoutStream(famId))).filter((item) => item.type === 'CheckoutOpened').map((item) => (item.data as { orderId: number }).orderId);
    for (const orderId of new Set(opened)) {
      const order = await foldStream(store, orderStream(orderId), orderDecider);
      if (order.status === 'placed' && order.savedCard && order.savedCard.provider === port.provider) await port.forgetCard(order.savedCard);
    }
    // The family's customer, which its later cards and mandates were kept on (decision 18).
    const customer = (await foldStream(store, payerStream(famId), payerDecider)).customer;
    if (customer && port.provider === 'stripe') await port.forgetCustomer(customer);
    return true;
  };

  /** A part declined without the family, with a next try: that try is the scheduler's, at 09:00 Paris on its day. */
  const partDeclined = async (event: RecordedEvent, effects: ProcessEffects) => {
    const failed = event.data as PaymentFailed['data'];
    if (!failed.offSession || !failed.retryOn || failed.part === undefined || failed.attempt === undefined) return false;
    const n = failed.attempt + 1;
    effects.schedule({ kind: INSTALMENT_DUE, key: `${failed.orderId}:${failed.part}:${n}`, dueAt: new Date(parisMoment(failed.retryOn, 9, 0)), payload: { orderId: failed.orderId, part: failed.part, try: n } });
    return true;
  };

  /** The order's cards: one per pass bought (quantity × lines), a term's line one paying its lessons. Once per order. */
  const issueCards = async (order: Extract<OrderState, { status: 'placed' }>, at: string, metadata: Parameters<typeof handleCommand>[4]) => {
    const cards: CardRecord[] = [];
    // The membership fee gives no card (ADR 0029, decision 34).
    // Nor does a gift card: it gives a code (issueGiftCards).
    for (const line of order.lines.filter((item) => !item.membership && !item.gift)) {
      for (let n = 0; n < line.qty; n++) {
        cards.push({
          cardId: await ids.next('card'),
          fftId: line.id,
          libelle: line.libelle,
          fftIsAbo: line.fftIsAbo,
          entries: line.fftNbEntree,
          validFrom: at,
          // A term's price pays its lessons to the term's last (issue 43).
          validUntil: line.tuition?.validUntil ?? validUntil(at, line.fftValiditeM),
          acyIds: line.acyIds,
          psnIds: line.psnIds,
          note: '',
          ...(line.tuition && { tuition: { termId: line.tuition.termId, tcsId: line.tuition.tcsId, enrId: line.tuition.enrId } }),
        });
      }
    }
    // A plan's first part (ADR 0029): the mail says what was paid and that the parts follow, with no invoice yet.
    const kept = order.paid - order.refunded;
    const notify = { email: order.buyer.email, name: order.buyer.name, language: order.buyer.language, total: order.total, ...(order.plan && kept < order.total && { paid: kept }), ...(order.directDebit && kept < order.total && { directDebit: true as const }) };
    await handleCommand(store, cardsStream(order.famId), cardsDecider, { type: 'IssueOrderCards', data: { famId: order.famId, orderId: order.orderId, cards, notify, now: at, by: null } }, metadata);
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

/**
 * A plan's part came due (the scheduler fires it, by the one clock): the order's stream says what is
 * owed on it (nothing when it was paid early, by the desk, or the plan stopped by a refund or a
 * cancellation), and the card kept is charged that, under the provider's idempotency key for this
 * part and try, so a second firing or a second node makes the same one charge. Its outcome is
 * settled on the order's stream as a webhook's would be (the webhook's own news of it then changes
 * nothing). A provider that cannot be reached fails the firing: the scheduler fires it again.
 */
export function instalmentHandler(options: { store: EventStore; port: PaymentPort; clock: () => Date }) {
  const { store, port, clock } = options;
  return async (item: FiredItem) => {
    const { orderId, part, try: itsTry = 1 } = item.payload as { orderId: number; part: number; try?: number };
    const order = await foldStream(store, orderStream(orderId), orderDecider);
    const next = partToPay(order);
    if (order.status !== 'placed' || !next || next.n !== part || !order.savedCard || order.savedCard.provider !== port.provider) return;
    // Each item is one try of its part: once that try's outcome is on the stream (a failure makes the
    // next try one more), the item fired again charges nothing; a later try is an item of its own.
    if (next.attempt !== itsTry) return;
    const sepa = order.savedCard.kind === 'sepa';
    const what = sepa ? 'prélèvement' : 'versement';
    const outcome = await port.chargeSaved({ orderId, famId: order.famId, part, attempt: next.attempt, amount: next.amount, card: order.savedCard, description: `Plouf, commande ${orderId}, ${what} ${part}/${order.plan!.length}` });
    // A SEPA debit sent to the bank: its outcome is the provider's webhook's, days later (this item
    // fired again asks the same debit again, under the same key, and hears the same).
    if (outcome.outcome === 'pending') return;
    const now = clock().toISOString();
    const retryOn = outcome.outcome === 'failed' ? await nextTryDay(store, next, clock) : undefined;
    // Refused when the part was paid another way at the same instant (the family, the desk): with the
    // offline adapter nothing was taken; Stripe's charge is recorded (money taken is never lost).
    await handleCommand(
      store,
      orderStream(orderId),
      orderDecider,
      {
        type: 'SettlePayment',
        data: {
          orderId,
          paymentId: outcome.paymentId,
          provider: port.provider,
          outcome: outcome.outcome,
          amount: outcome.amount,
          reference: outcome.reference,
          reason: outcome.reason,
          part,
          offSession: true,
          attempt: next.attempt,
          ...(retryOn !== undefined && { retryOn }),
          ...(sepa && { sepa: true }),
          now,
          by: null,
        },
      },
      { correlationId: item.idempotencyKey, userId: null, timestamp: now, idempotencyKey: `${item.idempotencyKey}#settle` },
    ).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'InstalmentAlreadyPaid')) throw error;
    });
  };
}

/**
 * After a part's try failed (ADR 0029, decision 20): the Paris day it is tried again, on the school's
 * days after the part's own day as the rules stand now, or null when that was the last try (the part
 * is then overdue and the desk calls).
 */
export async function nextTryDay(store: EventStore, failed: { due: string; attempt: number }, clock: () => Date): Promise<string | null> {
  const retryDays = [...new Set((await readRules(store)).school.instalmentRetryDays ?? DEFAULT_RULES.instalmentRetryDays)].sort((a, b) => a - b);
  const after = retryDays[failed.attempt - 1];
  return after === undefined ? null : laterDay(addDays(failed.due, after), parisDay(clock()));
}

/** The later of two Paris days (a try is never due before today). */
const laterDay = (day: string, today: string) => (day > today ? day : addDays(today, 1));
