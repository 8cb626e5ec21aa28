import type { Decider } from '@plouf/infra';
import { ORDER_STATUS, PAYMENT_METHOD, VOUCHER_METHODS, type DeskMethod } from '../constants.ts';
import { GiftCardForGiftCard, GiftCardOnPlan } from './giftcards/errors.ts';
import type { Address } from '../shared/contract.ts';
import type { OrderLine, VatLine } from './contract.ts';
import type { Buyer, OrderEvent, OrderPlaced, OrderStatusChanged, SavedCard } from './events.ts';
import { AlreadyPaid, CancelAtDesk, InstalmentAlreadyPaid, MoveNotAllowed, NotPayable, OrderAlreadyPlaced, OrderExpired, OrderNotFound, PartlyPaidAtDesk, PaymentAboveDue, VoucherReferenceRequired, MandateRefused } from './errors.ts';
import { holdsMoney, isUnpaid, leftToPay, nextPartOwed, nextStatus, payableUntil, planParts, type OrderMove, type PlanPart } from './status.ts';

type Stamp = { now: string; by: number | null };

export type OrderCommand =
  | { type: 'PlaceOrder'; data: Stamp & Omit<OrderPlaced['data'], 'at' | 'by'> }
  | { type: 'RequestPayment'; data: Stamp & { orderId: number; paymentId: string; provider: 'stripe' | 'offline'; amount: number; address?: Address | null; part?: number } }
  | {
      type: 'SettlePayment';
      /**
       * `part`: the plan's part it pays (or failed to); `savedCard`: the card kept with a plan's
       * first payment; `offSession`: a charge of that card by the scheduler, not the family at the screen.
       */
      data: Stamp & {
        orderId: number;
        paymentId: string;
        provider: 'stripe' | 'offline';
        outcome: 'succeeded' | 'failed';
        amount: number;
        reference: string | null;
        reason: string;
        part?: number;
        savedCard?: Omit<SavedCard, 'provider'> | undefined;
        offSession?: boolean | undefined;
        /** A charge of the card kept that failed: its try, and the day of the next one (null: it was the last). */
        attempt?: number | undefined;
        retryOn?: string | null | undefined;
        /** A SEPA direct debit (the books' method 9), not a card. */
        sepa?: boolean | undefined;
      };
    }
  /** The family's SEPA mandate for a plan paid by direct debit (ADR 0029, decision 50), as the provider made it. */
  | { type: 'SignMandate'; data: Stamp & { orderId: number; mandate: { provider: 'stripe' | 'offline'; ref: string; last4: string }; address?: Address | null } }
  | { type: 'ValidateFree'; data: Stamp & { orderId: number } }
  /** A gift card's spending (`paymentId`, `amount` as the card's stream gave them): less than is left leaves the rest to pay online. */
  | { type: 'RecordGiftPayment'; data: Stamp & { orderId: number; paymentId: string; code: string; amount: number } }
  /** `amount`: what is paid (default: all that is left); less leaves the rest to pay, at the desk. */
  | { type: 'RecordDeskPayment'; data: Stamp & { orderId: number; paymentId: string; method: DeskMethod; reference: string | null; reason: string; amount?: number; address?: Address | null } }
  | {
      type: 'MoveOrder';
      /**
       * `quiet`: the family is not mailed (an unpaid order replaced by their own new checkout, which
       * they confirmed); `replacedBy`: that new order.
       */
      /** `byFamily`: the family's own move (a cancellation, or its order replaced by its next checkout), refused where money was taken at the desk. */
      data: Stamp & { orderId: number; move: Exclude<OrderMove, 'RECORD_PAYMENT' | 'REFUND' | 'REFUND_EXCESS' | 'REQUEST_PAYMENT' | 'PAYMENT_SUCCEEDED' | 'PAYMENT_FAILED' | 'VALIDATE_FREE'>; reason: string; quiet?: boolean; replacedBy?: number; byFamily?: boolean };
    }
  /** Gives back what was paid beyond the total (`refunds` add up to it); the order keeps its status and its cards. */
  | { type: 'RefundExcess'; data: Stamp & { orderId: number; refunds: { paymentId: string; provider: PaymentState['provider']; amount: number; refundId: string | null }[]; reason: string } }
  | {
      type: 'RefundOrder';
      /** `scope`: the whole amount paid, or only the part not used (refunds/plan.ts); the cards are taken back either way. */
      data: Stamp & { orderId: number; refunds: { paymentId: string; provider: PaymentState['provider']; amount: number; refundId: string | null }[]; reason: string; scope?: 'full' | 'unused' };
    };

export interface PaymentState {
  provider: 'stripe' | 'offline' | 'desk' | 'gift';
  amount: number;
  status: 'requested' | 'succeeded' | 'failed' | 'refunded';
  /** The provider's references already recorded (a webhook delivered again changes nothing). */
  references: string[];
  /** A plan's part it was asked or made for. */
  part?: number;
  /** A charge of the card kept, made without the family (never the family's own payment to take up again). */
  offSession?: boolean;
}

export type OrderState =
  | { status: 'none' }
  | {
      status: 'placed';
      orderId: number;
      famId: number;
      cmdStatus: number;
      total: number;
      physical: boolean;
      buyer: Buyer;
      /** Whom an invoice would be made out to: the buyer's name (the family's when none), the order's address. */
      billing: { name: string; address: Address | null };
      lines: OrderLine[];
      vat: VatLine[];
      payments: Record<string, PaymentState>;
      paid: number;
      refunded: number;
      /** When it was placed: an unpaid order may be paid online for ORDER_PAYABLE_DAYS. */
      placedAt: string;
      /** Paid in monthly parts (ADR 0029): the parts as decided when it was placed; null: at once. */
      plan: PlanPart[] | null;
      /** The card kept with the plan's first payment, which the later parts are charged on; or the SEPA mandate signed. */
      savedCard: SavedCard | null;
      /** The plan's parts are taken by SEPA direct debit, once a mandate is signed (ADR 0029, decision 48). */
      directDebit: boolean;
      /** Per part, the charges of the card kept that failed: the next charge's try is one more. */
      failures: Record<number, number>;
    };

type Placed = Extract<OrderState, { status: 'placed' }>;

/**
 * A plan under way: some of its money paid, the rest to come on its days. Such an order is an
 * unpaid order holding money, as one part paid at the desk is, but its later parts are paid online
 * (the card kept, or the family early) past the days an unpaid order may be paid.
 */
export const planUnderWay = (state: Placed) => state.plan !== null && isUnpaid(state.cmdStatus) && (holdsMoney(state) || state.savedCard !== null);

/** What gift cards paid on the order and was not given back (ADR 0029, decision 44). */
export const giftHeld = (state: Pick<Placed, 'payments'>) => Object.values(state.payments).reduce((sum, payment) => sum + (payment.provider === 'gift' && payment.status === 'succeeded' ? payment.amount : 0), 0);

/**
 * Money the order holds other than gift cards' (a desk's part payment, vouchers): the rest of such an
 * order is paid at the desk. A gift card's part leaves the rest to pay online, as a plan's part does.
 */
export const heldBesidesGifts = (state: Placed) => state.paid - state.refunded - giftHeld(state) > 0;

/** The gift cards' payments given back when an unpaid order is cancelled: the cards get their money again (the order process). */
const giftsBack = (state: Placed, now: string, by: number | null): OrderEvent[] =>
  Object.entries(state.payments)
    .filter(([, payment]) => payment.provider === 'gift' && payment.status === 'succeeded')
    .map(([paymentId, payment]) => ({ type: 'OrderRefunded', data: { orderId: state.orderId, paymentId, provider: 'gift', amount: payment.amount, refundId: null, at: now, by } }));

/** Whether an unpaid order may still be paid online now: within its days, or a plan under way. */
const payableOnline = (state: Placed, now: string) => planUnderWay(state) || Date.parse(now) <= Date.parse(payableUntil(state.placedAt));

/**
 * What a plan's next payment takes: the first part still owed, what is owed on it, and the try it
 * would be of that part (1 first, one more after each failure). Null for an order paid at once, or
 * with nothing owed, or that is no longer unpaid (paid, cancelled, refunded: a refund stops the plan).
 */
export function partToPay(state: OrderState): { n: number; due: string; amount: number; attempt: number } | null {
  if (state.status !== 'placed' || state.plan === null || !isUnpaid(state.cmdStatus)) return null;
  const part = nextPartOwed(state.plan, state.paid - state.refunded);
  return part ? { n: part.n, due: part.due, amount: part.owed, attempt: (state.failures[part.n] ?? 0) + 1 } : null;
}


const CANCELLED: readonly number[] = [ORDER_STATUS.annule, ORDER_STATUS.rembourse];

/**
 * An order's life: placed from a priced cart, paid (by card through the adapter, free, or at the
 * desk), moved along the status machine, refunded. Every status change is the machine's: a move it
 * does not allow is refused. A payment settled twice (a webhook delivered again) changes nothing.
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { orderId, now, by } = command.data;
    if (command.type === 'PlaceOrder') {
      if (state.status !== 'none') throw new OrderAlreadyPlaced(orderId);
      const { now: _now, by: _by, ...placed } = command.data;
      return [{ type: 'OrderPlaced', data: { ...placed, at: now, by } }];
    }
    if (state.status !== 'placed') throw new OrderNotFound(orderId);
    const facts = { total: state.total, physical: state.physical, paid: state.paid - state.refunded };
    /** Placed without an address (issue 43): the family's, as the payment brings it; null when the order has its own or none comes. */
    const addressAtPayment = (address: Address | null | undefined): Address | null => (state.billing.address === null && address ? address : null);

    /** The status change a move makes, or the refusal; told to the family when it ends the order. */
    const move = (name: OrderMove, reason: string, quiet = false, replacedBy?: number, billing = state.billing): OrderStatusChanged[] => {
      const to = nextStatus(state.cmdStatus, name, facts);
      if (to === null) throw new MoveNotAllowed(name, state.cmdStatus);
      if (to === state.cmdStatus) return [];
      // A plan's last part paid (money held before it): the family is told, with the invoice now made.
      const planDone = to === ORDER_STATUS.paye && state.plan !== null && facts.paid > 0;
      const notify = (CANCELLED.includes(to) && !quiet) || planDone ? { email: state.buyer.email, name: state.buyer.name, language: state.buyer.language, total: state.total, ...(planDone && { parts: state.plan!.length }) } : {};
      const replaced = replacedBy === undefined ? {} : { replacedBy };
      // Paid for money: its invoice's buyer is decided now, with the payment (ADR 0026).
      const billed = to === ORDER_STATUS.paye && state.total > 0 ? { billedTo: billing } : {};
      return [{ type: 'OrderStatusChanged', data: { orderId, famId: state.famId, from: state.cmdStatus, to, move: name, reason, at: now, by, ...notify, ...replaced, ...billed } }];
    };

    switch (command.type) {
      case 'RequestPayment': {
        const { paymentId, provider, amount } = command.data;
        if (!payableOnline(state, now)) throw new OrderExpired(orderId, payableUntil(state.placedAt));
        // Part of it paid at the desk: the rest is paid there. A plan's parts are paid one after the other.
        if (heldBesidesGifts(state) && isUnpaid(state.cmdStatus) && state.plan === null) throw new PartlyPaidAtDesk(leftToPay(state));
        const part = command.data.part === undefined ? {} : { part: command.data.part };
        const payment = state.payments[paymentId];
        // An order placed without an address is billed to the one the family has when it pays.
        // Its family's id beside it: the address is sealed under that family's key (ADR 0022).
        const address = addressAtPayment(command.data.address);
        const billedAt = address ? { famId: state.famId, address } : {};
        // Asked again while it waits (a reload, a double click): nothing new, unless it now has its address.
        if (payment?.status === 'requested' && state.cmdStatus === ORDER_STATUS.enAttentePaiement) {
          return 'address' in billedAt ? [{ type: 'PaymentRequested', data: { orderId, paymentId, provider, amount, at: now, ...billedAt, ...part } }] : [];
        }
        const changed = move('REQUEST_PAYMENT', '');
        return [{ type: 'PaymentRequested', data: { orderId, paymentId, provider, amount, at: now, ...billedAt, ...part } }, ...changed];
      }
      case 'SettlePayment': {
        const { paymentId, provider, outcome, amount, reference, reason } = command.data;
        const part = command.data.part === undefined ? {} : { part: command.data.part };
        const payment = state.payments[paymentId];
        if (payment?.status === 'succeeded' || payment?.status === 'refunded') return [];
        if (reference !== null && payment?.references.includes(reference)) return [];
        if (outcome === 'succeeded') {
          // The offline adapter takes no money until the order's stream says it may: an order paid
          // meanwhile (a cheque recorded at that very moment) is not paid a second time. Stripe's
          // news comes after the money was taken: it is recorded, and the order shows overpaid.
          if (provider === 'offline' && isUnpaid(state.cmdStatus) && !payableOnline(state, now)) throw new OrderExpired(orderId, payableUntil(state.placedAt));
          if (provider === 'offline' && !isUnpaid(state.cmdStatus)) throw state.cmdStatus === ORDER_STATUS.annule || state.cmdStatus === ORDER_STATUS.rembourse ? new NotPayable() : new AlreadyPaid(orderId);
          if (provider === 'offline' && heldBesidesGifts(state) && state.plan === null) throw new PartlyPaidAtDesk(leftToPay(state));
          // The plan's parts paid meanwhile (the desk, the family early, the card kept): the test card takes
          // nothing more, neither for its part paid by another payment at the same instant nor beyond the total.
          if (provider === 'offline' && state.plan !== null && command.data.part !== undefined && (planParts(state.plan, state.paid - state.refunded).find((item) => item.n === command.data.part)?.owed ?? 0) === 0) {
            throw new InstalmentAlreadyPaid(command.data.part);
          }
          // Nor more than is left (a gift card spent since this payment was asked for the whole total).
          if (provider === 'offline' && amount > leftToPay(state)) throw new PaymentAboveDue(leftToPay(state));
          const saved = command.data.savedCard && state.savedCard === null ? { savedCard: { provider, ...command.data.savedCard } } : {};
          const method = command.data.sepa ? PAYMENT_METHOD.prelevement : PAYMENT_METHOD.carte;
          const succeeded: OrderEvent = { type: 'PaymentSucceeded', data: { orderId, paymentId, provider, method, amount, reference, at: now, by, ...part, ...saved } };
          // A plan's part that leaves parts to pay: the order waits for them, holding this money.
          if (state.plan !== null && isUnpaid(state.cmdStatus) && state.paid - state.refunded + amount < state.total) return [succeeded];
          // Money taken for an order that can no longer be paid (cancelled meanwhile): recorded, for a refund.
          const to = nextStatus(state.cmdStatus, 'PAYMENT_SUCCEEDED', facts);
          return to === null ? [succeeded] : [succeeded, ...move('PAYMENT_SUCCEEDED', '')];
        }
        // A charge of the card kept, made without the family: they are told, with the next try or that the desk will call.
        const { attempt, retryOn } = command.data;
        const offSession = command.data.offSession
          ? {
              offSession: true,
              ...(attempt !== undefined && { attempt }),
              ...(state.plan && { count: state.plan.length }),
              ...(retryOn ? { retryOn } : retryOn === null ? { overdue: true } : {}),
              famId: state.famId,
              ...(command.data.sepa && { sepa: true as const }),
              email: state.buyer.email,
              name: state.buyer.name,
              language: state.buyer.language,
            }
          : {};
        const failed: OrderEvent = { type: 'PaymentFailed', data: { orderId, paymentId, provider, reason, reference, at: now, amount, ...part, ...offSession } };
        const to = nextStatus(state.cmdStatus, 'PAYMENT_FAILED', facts);
        return to === null ? [failed] : [failed, ...move('PAYMENT_FAILED', reason)];
      }
      case 'ValidateFree':
        // Validated already (the same free checkout sent twice at once): nothing more.
        if (state.cmdStatus === ORDER_STATUS.paye && state.total === 0) return [];
        return move('VALIDATE_FREE', '');
      case 'RecordDeskPayment': {
        const { paymentId, method, reference, reason } = command.data;
        if (VOUCHER_METHODS.includes(method) && !reference?.trim()) throw new VoucherReferenceRequired();
        const left = leftToPay(state);
        const amount = command.data.amount ?? left;
        if (amount > left) throw new PaymentAboveDue(left);
        // Refused where the machine would refuse paying it all (a cancelled order, a paid one). Placed
        // without an address, it is billed to the one the family has as the desk records the payment.
        const address = addressAtPayment(command.data.address);
        const billing = address ? { ...state.billing, address } : state.billing;
        const changed = move('RECORD_PAYMENT', reason, false, undefined, billing);
        const paid: OrderEvent = { type: 'PaymentSucceeded', data: { orderId, paymentId, provider: 'desk', method, amount, reference, at: now, by } };
        // Part of it (a Pass'Sport, vouchers): the order waits for the rest.
        return amount < left ? [paid] : [paid, ...changed];
      }
      case 'RecordGiftPayment': {
        const { paymentId, code, amount } = command.data;
        // The same spending again (a repeat of the request): recorded already.
        if (state.payments[paymentId]?.status === 'succeeded') return [];
        if (!isUnpaid(state.cmdStatus)) throw CANCELLED.includes(state.cmdStatus) ? new NotPayable() : new AlreadyPaid(orderId);
        if (state.plan !== null) throw new GiftCardOnPlan();
        if (state.lines.some((line) => line.gift)) throw new GiftCardForGiftCard();
        const left = leftToPay(state);
        if (heldBesidesGifts(state)) throw new PartlyPaidAtDesk(left);
        if (amount > left) throw new PaymentAboveDue(left);
        const paid: OrderEvent = { type: 'PaymentSucceeded', data: { orderId, paymentId, provider: 'gift', method: PAYMENT_METHOD.carteCadeau, amount, reference: code, at: now, by } };
        // Part of it: the order waits for the rest, paid online (or another card).
        return amount < left ? [paid] : [paid, ...move('RECORD_PAYMENT', 'Carte cadeau')];
      }
      case 'SignMandate': {
        const { mandate } = command.data;
        if (!state.directDebit || state.plan === null) throw new MandateRefused('notDirectDebit');
        // Signed already: the same mandate again (a double click, a repeat) is nothing new; another is refused.
        if (state.savedCard !== null) {
          if (state.savedCard.ref === mandate.ref) return [];
          throw new MandateRefused('alreadySigned');
        }
        if (!isUnpaid(state.cmdStatus)) throw CANCELLED.includes(state.cmdStatus) ? new NotPayable() : new AlreadyPaid(orderId);
        if (!payableOnline(state, now)) throw new OrderExpired(orderId, payableUntil(state.placedAt));
        // Waiting for its debits from now on, as a card plan waits for its parts once the first is asked.
        const address = addressAtPayment(command.data.address);
        return [{ type: 'MandateSigned', data: { orderId, famId: state.famId, mandate: { ...mandate, kind: 'sepa' }, at: now, by, ...(address && { address }) } }, ...move('REQUEST_PAYMENT', '')];
      }
      case 'MoveOrder': {
        // Part of it paid at the desk: the desk cancels it, and hands the money back.
        // So does a plan whose mandate is signed: the place is the family's, the debits follow (decision 50).
        if (command.data.byFamily && command.data.move === 'CANCEL' && isUnpaid(state.cmdStatus) && (heldBesidesGifts(state) || planUnderWay(state))) throw new CancelAtDesk(planUnderWay(state) ? 'plan' : 'desk');
        const changed = move(command.data.move, command.data.reason, command.data.quiet, command.data.replacedBy);
        // An unpaid order cancelled gives its gift cards their money back, before it is cancelled.
        return command.data.move === 'CANCEL' && changed.length > 0 && isUnpaid(state.cmdStatus) ? [...giftsBack(state, now, by), ...changed] : changed;
      }
      case 'RefundExcess': {
        if (nextStatus(state.cmdStatus, 'REFUND_EXCESS', facts) === null) throw new MoveNotAllowed('REFUND_EXCESS', state.cmdStatus);
        const given = command.data.refunds.reduce((sum, refund) => sum + refund.amount, 0);
        if (given !== overpaid(state)) throw new MoveNotAllowed('REFUND_EXCESS', state.cmdStatus);
        return command.data.refunds.map((refund) => ({ type: 'OrderRefunded', data: { orderId, ...refund, at: now, by } }));
      }
      case 'RefundOrder': {
        const given = command.data.refunds.reduce((sum, refund) => sum + refund.amount, 0);
        // The family is told what was given back, and whether it was all of it.
        const changed = move('REFUND', command.data.reason).map((event) => (event.data.email === undefined ? event : { ...event, data: { ...event.data, refunded: given, scope: command.data.scope ?? 'full' } }));
        const refunds: OrderEvent[] = command.data.refunds.map((refund) => ({ type: 'OrderRefunded', data: { orderId, ...refund, at: now, by } }));
        return [...refunds, ...changed];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      const billing = { name: d.buyer.name || d.famName, address: d.address };
      return {
        status: 'placed',
        orderId: d.orderId,
        famId: d.famId,
        cmdStatus: ORDER_STATUS.bcd,
        total: d.total,
        physical: d.physical,
        buyer: d.buyer,
        billing,
        lines: d.lines,
        vat: d.vat,
        payments: {},
        paid: 0,
        refunded: 0,
        placedAt: d.at,
        plan: d.plan ?? null,
        savedCard: null,
        directDebit: d.directDebit === true,
        failures: {},
      };
    }
    if (state.status !== 'placed') return state;
    switch (event.type) {
      case 'PaymentRequested': {
        const { paymentId, provider, amount } = event.data;
        const before = state.payments[paymentId];
        const billing = event.data.address && state.billing.address === null ? { ...state.billing, address: event.data.address } : state.billing;
        const part = event.data.part === undefined ? {} : { part: event.data.part };
        return { ...state, billing, payments: { ...state.payments, [paymentId]: { provider, amount, status: 'requested', references: before?.references ?? [], ...part } } };
      }
      case 'PaymentSucceeded': {
        const { paymentId, provider, amount, reference } = event.data;
        const before = state.payments[paymentId];
        const references = [...(before?.references ?? []), ...(reference ? [reference] : [])];
        const savedCard = state.savedCard ?? event.data.savedCard ?? null;
        const part = event.data.part ?? before?.part;
        return { ...state, paid: state.paid + amount, savedCard, payments: { ...state.payments, [paymentId]: { provider, amount, status: 'succeeded', references, ...(part !== undefined && { part }) } } };
      }
      case 'PaymentFailed': {
        const { paymentId, provider, reference } = event.data;
        const before = state.payments[paymentId];
        const references = [...(before?.references ?? []), ...(reference ? [reference] : [])];
        // Only the card kept's charges count as tries of a part: the family's own card declined at the screen is not one.
        const failures = event.data.part === undefined || !event.data.offSession ? state.failures : { ...state.failures, [event.data.part]: (state.failures[event.data.part] ?? 0) + 1 };
        const part = event.data.part ?? before?.part;
        const offSession = event.data.offSession || before?.offSession ? { offSession: true } : {};
        return { ...state, failures, payments: { ...state.payments, [paymentId]: { provider, amount: event.data.amount ?? before?.amount ?? state.total, status: 'failed', references, ...(part !== undefined && { part }), ...offSession } } };
      }
      case 'OrderStatusChanged':
        return { ...state, cmdStatus: event.data.to };
      case 'MandateSigned': {
        const billing = event.data.address && state.billing.address === null ? { ...state.billing, address: event.data.address } : state.billing;
        return { ...state, billing, savedCard: state.savedCard ?? event.data.mandate };
      }
      case 'OrderRefunded': {
        const before = state.payments[event.data.paymentId];
        const payments = before ? { ...state.payments, [event.data.paymentId]: { ...before, status: 'refunded' as const } } : state.payments;
        return { ...state, refunded: state.refunded + event.data.amount, payments };
      }
    }
  },
};

/** What was paid beyond the total and not given back: a payment that came after the order was paid. */
export const overpaid = (state: Extract<OrderState, { status: 'placed' }>) => Math.max(0, state.paid - state.refunded - state.total);

/** The payments that took money and have not been refunded: what a refund gives back. */
export function refundable(state: Extract<OrderState, { status: 'placed' }>) {
  return Object.entries(state.payments)
    .filter(([, payment]) => payment.status === 'succeeded')
    .map(([paymentId, payment]) => ({ paymentId, provider: payment.provider, amount: payment.amount }));
}
