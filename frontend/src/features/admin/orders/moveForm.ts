import type { OrderMoveInput } from '@plouf/command-api/contracts';
import { ADMIN_MOVES, allowedMoves, leftToPay as serverLeftToPay, nextStatus, paymentTotals, type AdminMove } from '@plouf/command-api/order-status';
import { VOUCHER_METHODS, type DeskMethod } from '@plouf/command-api/constants';
import type { MessageId } from '../../../i18n/catalogues.ts';

export type { AdminMove };

/** What the move dialog asks: why; for a payment at the desk, how it was paid; for a refund, how much. */
export interface MoveDraft {
  reason: string;
  /** Payment methods at the desk: 1 cheque, 2 transfer, 5 ANCV vouchers, 6 Coupon Sport, 7 Pass'Sport. */
  method: DeskMethod;
  reference: string;
  /** A payment at the desk of part of what is left (cents); null: all of it. */
  amount: number | null;
  /** A refund gives back the whole amount paid, or only the part not used (the cards are taken back either way). */
  refund: 'full' | 'unused';
}

export const EMPTY_DRAFT: MoveDraft = { reason: '', method: 1, reference: '', amount: null, refund: 'full' };

const REASON_MAX = 500;
const REFERENCE_MAX = 100;

type MovableOrder = { cmdStatus: number; cmdTotal: number; physical: boolean; payments?: readonly { status: string; amount: number; refunded?: number | undefined }[] };

/** What the machine's guards read: the total, goods or not, and the money taken and not given back (as the order's decider counts it). */
const factsOf = (order: MovableOrder) => {
  const { paid, refunded } = paymentTotals(order.payments ?? []);
  return { total: order.cmdTotal, physical: order.physical, paid: paid - refunded };
};

/**
 * The moves the back-office may offer for an order: those the status machine allows from where it
 * stands (the server refuses any other). A cancelled order whose card was charged anyway offers a refund.
 *
 * @example
 * offeredMoves({ cmdStatus: 2, cmdTotal: 4500, physical: false }) // ['REFUND']
 */
export function offeredMoves(order: MovableOrder): AdminMove[] {
  return allowedMoves(order.cmdStatus, factsOf(order), ADMIN_MOVES);
}

/** What is left to pay on an order: its total less what was paid and not given back (the server's `leftToPay`). */
export function leftToPay(order: MovableOrder): number {
  return serverLeftToPay({ total: order.cmdTotal, ...paymentTotals(order.payments ?? []) });
}

/** The status the move leads to, for the dialog to say so. */
export function moveTarget(order: MovableOrder, move: AdminMove): number | null {
  return nextStatus(order.cmdStatus, move, factsOf(order));
}

/**
 * The dialog's refusals, field by field: every move says why, and texts keep to the server's bounds;
 * a voucher names its reference; a payment at the desk is more than nothing and at most `left`.
 */
export function moveErrors(move: AdminMove, draft: MoveDraft, left = Number.POSITIVE_INFINITY): Partial<Record<'reason' | 'reference' | 'amount', MessageId>> {
  const errors: Partial<Record<'reason' | 'reference' | 'amount', MessageId>> = {};
  if (!draft.reason.trim()) errors.reason = 'admin.validation.required';
  else if (draft.reason.trim().length > REASON_MAX) errors.reason = 'adminOrders.moves.tooLong';
  if (move !== 'RECORD_PAYMENT') return errors;
  if (draft.reference.trim().length > REFERENCE_MAX) errors.reference = 'adminOrders.moves.tooLong';
  else if (VOUCHER_METHODS.includes(draft.method) && !draft.reference.trim()) errors.reference = 'adminOrders.moves.voucherReference';
  if (draft.amount !== null && draft.amount <= 0) errors.amount = 'adminOrders.moves.amountNone';
  else if (draft.amount !== null && draft.amount > left) errors.amount = 'adminOrders.moves.amountAboveLeft';
  return errors;
}

/** The body of `PUT /Commande/{id}`: method, reference and amount only for a payment at the desk, the refund's extent only for a refund. */
export function moveInput(move: AdminMove, draft: MoveDraft): OrderMoveInput {
  const reason = draft.reason.trim();
  if (move === 'REFUND') return { move, reason, refund: draft.refund };
  if (move !== 'RECORD_PAYMENT') return { move, reason };
  const reference = draft.reference.trim();
  return { move, reason, method: draft.method, ...(reference ? { reference } : {}), ...(draft.amount !== null ? { amount: draft.amount } : {}) };
}
