/**
 * The order's status moves, written once as one XState machine: the server's decider refuses a
 * move it does not allow, and the screens offer only the moves it allows. Pure (no Node, no
 * TypeBox): the front end imports it at run time (`@plouf/command-api/order-status`).
 *
 * Plouf sells passes, a service: a paid order is done (its cards are given on payment), so `paye`
 * has no way to preparation or shipping. An order holding a physical line (`physical`) opens the
 * door: preparation, back-order, shipping, delivery. Everything paid can be refunded, which also
 * takes back every card of the order (ADR 0009); what is not paid is cancelled.
 *
 * | from | moves |
 * |---|---|
 * | bcd (1) | request payment → 9 · free validation (total 0) → 2 · desk payment → 2 · quote → 10 · cancel → 6 |
 * | devis (10) | accept quote → 1 · cancel → 6 |
 * | enAttentePaiement (9) | payment succeeded → 2 · failed (a declined card) → 9, the failure on the payment · request again → 9 · desk payment → 2 · cancel → 6 |
 * | erreur (12) | request payment → 9 · payment succeeded (retried) → 2 · failed → 12 · desk payment → 2 · cancel → 6 (orders an earlier version put here on a declined card) |
 * | paye (2) | refund → 7 · prepare (physical) → 3 |
 * | preparation (3) | back-order → 11 · ship → 4 · refund → 7 |
 * | enCoursAppro (11) | prepare → 3 · refund → 7 |
 * | envoye (4) | out for delivery → 8 · deliver → 5 |
 * | enLivraison (8) | deliver → 5 |
 * | livre (5) | refund (returned) → 7 |
 * | annule (6) | refund → 7, only when a payment took money anyway (confirmed as it was cancelled) |
 * | rembourse (7) | final |
 */
import { setup, transition } from 'xstate';
import { ORDER_PAYABLE_DAYS, ORDER_STATUS, type OrderStatusName, type OrderStatusNumber } from '../constants.ts';

export { ORDER_STATUS, type OrderStatusName, type OrderStatusNumber };

/**
 * What the guards read: the order's total (cents), whether it holds goods to ship, and what its
 * payments took and was not given back (money taken for an order cancelled meanwhile is refunded).
 */
export interface OrderFacts {
  total: number;
  physical: boolean;
  paid?: number;
}

export const ORDER_MOVES = [
  'REQUEST_PAYMENT',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'VALIDATE_FREE',
  'RECORD_PAYMENT',
  'QUOTE',
  'ACCEPT_QUOTE',
  'PREPARE',
  'BACKORDER',
  'SHIP',
  'OUT_FOR_DELIVERY',
  'DELIVER',
  'CANCEL',
  'REFUND',
  'REFUND_EXCESS',
] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

/** The moves a person makes from the back-office; the others are the payment's own. */
export const ADMIN_MOVES = ['RECORD_PAYMENT', 'QUOTE', 'ACCEPT_QUOTE', 'PREPARE', 'BACKORDER', 'SHIP', 'OUT_FOR_DELIVERY', 'DELIVER', 'CANCEL', 'REFUND', 'REFUND_EXCESS'] as const satisfies readonly OrderMove[];
export type AdminMove = (typeof ADMIN_MOVES)[number];
/** A family may cancel its own order while it is not paid. */
export const FAMILY_MOVES = ['CANCEL'] as const satisfies readonly OrderMove[];

const paid = { RECORD_PAYMENT: 'paye', CANCEL: 'annule' } as const;
const excess = <S extends string>(state: S) => ({ REFUND_EXCESS: { target: state, guard: 'overpaid', reenter: true } }) as const;

export const orderStatusMachine = setup({
  types: { context: {} as OrderFacts, events: {} as { type: OrderMove }, input: {} as OrderFacts },
  guards: {
    free: ({ context }) => context.total === 0,
    due: ({ context }) => context.total > 0,
    physical: ({ context }) => context.physical,
    moneyTaken: ({ context }) => (context.paid ?? 0) > 0,
    overpaid: ({ context }) => (context.paid ?? 0) > context.total,
  },
}).createMachine({
  id: 'orderStatus',
  initial: 'bcd',
  context: ({ input }) => input,
  states: {
    bcd: {
      on: {
        REQUEST_PAYMENT: { target: 'enAttentePaiement', guard: 'due' },
        VALIDATE_FREE: { target: 'paye', guard: 'free' },
        QUOTE: 'devis',
        ...paid,
      },
    },
    devis: { on: { ACCEPT_QUOTE: 'bcd', CANCEL: 'annule' } },
    // A declined card leaves the order waiting for its payment (the failure is recorded on the payment).
    enAttentePaiement: {
      on: { PAYMENT_SUCCEEDED: 'paye', PAYMENT_FAILED: { target: 'enAttentePaiement', reenter: true }, REQUEST_PAYMENT: { target: 'enAttentePaiement', reenter: true }, ...paid },
    },
    // Where an earlier version put an order whose card was declined; payable again as before.
    erreur: {
      on: { REQUEST_PAYMENT: 'enAttentePaiement', PAYMENT_SUCCEEDED: 'paye', PAYMENT_FAILED: { target: 'erreur', reenter: true }, ...paid },
    },
    // A payment that came after the order was paid (a card confirmed late, a cheque recorded at the
    // same moment): only what was paid beyond the total is given back, the order stays as it is.
    paye: { on: { REFUND: 'rembourse', PREPARE: { target: 'preparation', guard: 'physical' }, ...excess('paye') } },
    preparation: { on: { BACKORDER: 'enCoursAppro', SHIP: 'envoye', REFUND: 'rembourse', ...excess('preparation') } },
    enCoursAppro: { on: { PREPARE: 'preparation', REFUND: 'rembourse', ...excess('enCoursAppro') } },
    envoye: { on: { OUT_FOR_DELIVERY: 'enLivraison', DELIVER: 'livre', ...excess('envoye') } },
    enLivraison: { on: { DELIVER: 'livre', ...excess('enLivraison') } },
    livre: { on: { REFUND: 'rembourse', ...excess('livre') } },
    // Money may still arrive for a cancelled order (a card confirmed as it was cancelled): refunded.
    annule: { on: { REFUND: { target: 'rembourse', guard: 'moneyTaken' } } },
    rembourse: { type: 'final' },
  },
});

const NAME_OF = new Map(Object.entries(ORDER_STATUS).map(([name, number]) => [number as number, name as OrderStatusName]));

/** A status's name (`2` → `paye`); undefined for a number the spec does not give. */
export const statusName = (status: number): OrderStatusName | undefined => NAME_OF.get(status);

/**
 * The status a move leads to from `status`, or null when the machine does not allow it.
 *
 * @example
 * nextStatus(ORDER_STATUS.bcd, 'REQUEST_PAYMENT', { total: 4500, physical: false }); // 9
 * nextStatus(ORDER_STATUS.paye, 'PREPARE', { total: 4500, physical: false });        // null
 */
export function nextStatus(status: number, move: OrderMove, facts: OrderFacts): OrderStatusNumber | null {
  const name = statusName(status);
  if (!name) return null;
  const snapshot = orderStatusMachine.resolveState({ value: name, context: facts });
  if (!snapshot.can({ type: move })) return null;
  const [next] = transition(orderStatusMachine, snapshot, { type: move });
  return ORDER_STATUS[next.value as OrderStatusName];
}

/** The moves among `candidates` the machine allows from `status`: what a screen offers. */
export function allowedMoves<M extends OrderMove>(status: number, facts: OrderFacts, candidates: readonly M[]): M[] {
  return candidates.filter((move) => nextStatus(status, move, facts) !== null);
}

/**
 * What is left to pay on an order: its total less what its payments took and was not given back
 * (money handed back on a desk payment is no longer paid); never below nothing (an order paid
 * beyond its total has an excess to refund instead). The one formula of the checkout, the order's
 * decider and the family's list.
 *
 * @example
 * leftToPay({ total: 15000, paid: 5000, refunded: 0 });    // 10000
 * leftToPay({ total: 15000, paid: 5000, refunded: 2000 }); // 12000
 */
export const leftToPay = (order: { total: number; paid: number; refunded: number }) => Math.max(0, order.total - (order.paid - order.refunded));

/**
 * What an order's payments as served took and gave back (cents): a payment counts once it succeeded
 * (a refunded one too), less what was refunded of it (all of a payment refunded before `refunded`
 * was recorded). The decider folds the same from its events; the screens and read models read it
 * from the payments they have, with this.
 *
 * @example
 * paymentTotals([{ status: 'succeeded', amount: 5000, refunded: 1000 }, { status: 'failed', amount: 5000 }]); // { paid: 5000, refunded: 1000 }
 */
export function paymentTotals(payments: ReadonlyArray<{ status: string; amount: number; refunded?: number | undefined }>): { paid: number; refunded: number } {
  const took = payments.filter((payment) => payment.status === 'succeeded' || payment.status === 'refunded');
  return {
    paid: took.reduce((sum, payment) => sum + payment.amount, 0),
    refunded: took.reduce((sum, payment) => sum + (payment.refunded ?? (payment.status === 'refunded' ? payment.amount : 0)), 0),
  };
}

/**
 * Whether the school holds money on the order: taken (a part at the desk, vouchers) and not given
 * back. An unpaid order holding money is the desk's to settle: it is never paid online for its
 * whole total, replaced, cancelled by the family, or let go with a held place.
 *
 * @example
 * holdsMoney({ paid: 5000, refunded: 0 });    // true
 * holdsMoney({ paid: 5000, refunded: 5000 }); // false
 */
export const holdsMoney = (order: { paid: number; refunded: number }) => order.paid - order.refunded > 0;

/** One part of an order paid in monthly parts (ADR 0029, decision 16): its number (1 first), the Paris day it is due, its cents. */
export interface PlanPart {
  n: number;
  due: string;
  cents: number;
}

/**
 * A plan's parts with what is still owed on each (0: paid), for what the order's payments took and
 * kept (`net`: paid less refunded): the money goes to the parts in their order, whoever paid it (the
 * card kept, the family early, the desk's cheque or vouchers), so a part is never paid twice.
 *
 * @example
 * planParts([{ n: 1, due: '2026-12-01', cents: 5000 }, { n: 2, due: '2027-01-01', cents: 5000 }], 6000);
 * // [{ n: 1, …, owed: 0 }, { n: 2, …, owed: 4000 }]
 */
export function planParts<P extends PlanPart>(plan: readonly P[], net: number): Array<P & { owed: number }> {
  let left = Math.max(0, net);
  return plan.map((part) => {
    const taken = Math.min(part.cents, left);
    left -= taken;
    return { ...part, owed: part.cents - taken };
  });
}

/**
 * Where each part of a plan stands for the family's page and the desk's (issue 43): what is owed on
 * it, and when it is owed and its last try (a charge of the card kept, or the family's own card)
 * failed, that try's next day or that it was the last (`overdue`).
 */
export function planStanding<P extends PlanPart>(
  plan: readonly P[],
  payments: ReadonlyArray<{ status: string; amount: number; refunded?: number | undefined; part?: number | undefined; retryOn?: string | undefined; overdue?: boolean | undefined }>,
): Array<P & { owed: number; declined: boolean; retryOn?: string; overdue?: true }> {
  const { paid, refunded } = paymentTotals(payments);
  const lastTry = (n: number) => payments.filter((payment) => payment.part === n && (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'refunded')).at(-1);
  return planParts(plan, paid - refunded).map((part) => {
    const last = part.owed > 0 ? lastTry(part.n) : undefined;
    const declined = last?.status === 'failed';
    return { ...part, declined, ...(declined && last.retryOn && { retryOn: last.retryOn }), ...(declined && last.overdue && { overdue: true as const }) };
  });
}

/** The first part of a plan still owed, with what is owed on it; null when all are paid. */
export const nextPartOwed = <P extends PlanPart>(plan: readonly P[], net: number) => planParts(plan, net).find((part) => part.owed > 0) ?? null;

/**
 * The last moment an unpaid order may be paid online (its prices are then old: the family checks
 * out again); the desk may still record a cheque or transfer for it.
 *
 * @example
 * payableUntil('2026-11-20T10:00:00.000Z'); // '2026-11-27T10:00:00.000Z'
 */
export const payableUntil = (placedAt: string) => new Date(Date.parse(placedAt) + ORDER_PAYABLE_DAYS * 86_400_000).toISOString();

/**
 * The statuses of an order whose payment is still to come (placed, awaiting payment, or its payment
 * failed): the family may pay it, the desk may record it. Read models filter on them as they are.
 */
export const UNPAID_STATUSES: readonly OrderStatusNumber[] = [ORDER_STATUS.bcd, ORDER_STATUS.enAttentePaiement, ORDER_STATUS.erreur];

/** An order whose payment is still to come (`UNPAID_STATUSES`). */
export const isUnpaid = (status: number) => (UNPAID_STATUSES as readonly number[]).includes(status);

/** The colours the spec gives (paid, preparation, sent, delivered, cancelled, awaiting payment); grey otherwise. */
export const STATUS_COLOURS: Partial<Record<OrderStatusName, string>> = {
  paye: '#238551',
  preparation: '#2d72d2',
  envoye: '#7961db',
  livre: '#147eb3',
  annule: '#cd4246',
  // Darker than Blueprint's orange3 / gray3: white 12 px text on them reaches WCAG AA's 4.5:1.
  enAttentePaiement: '#935610',
};
export const statusColour = (status: number) => STATUS_COLOURS[statusName(status) ?? 'bcd'] ?? '#5f6b7c';

/** Spec §4's labels, and their English. */
export const STATUS_LABELS: Record<OrderStatusName, { fr: string; en: string }> = {
  bcd: { fr: 'Bon de commande', en: 'Purchase order' },
  paye: { fr: 'Payé', en: 'Paid' },
  preparation: { fr: 'En préparation', en: 'Being prepared' },
  envoye: { fr: 'Envoyé', en: 'Sent' },
  livre: { fr: 'Livré', en: 'Delivered' },
  annule: { fr: 'Annulé', en: 'Cancelled' },
  rembourse: { fr: 'Remboursé', en: 'Refunded' },
  enLivraison: { fr: 'En livraison', en: 'Out for delivery' },
  enAttentePaiement: { fr: 'En attente de paiement', en: 'Awaiting payment' },
  devis: { fr: 'Devis', en: 'Quote' },
  enCoursAppro: { fr: "En cours d'approvisionnement", en: 'Being restocked' },
  erreur: { fr: 'Erreur', en: 'Error' },
};
export const statusLabel = (status: number, language: 'fr' | 'en') => STATUS_LABELS[statusName(status) ?? 'bcd'][language];

/**
 * A term paid in parts with some paid and more to come (issue 43) is unpaid for the machine, but not
 * "awaiting payment" for the people reading it: the family's list and the desk's pages say this.
 */
export const PLAN_UNDER_WAY_LABEL = { fr: 'Versements en cours', en: 'Instalments under way' } as const;

/** Whether an order as served is a plan under way: parts of it paid, more to come; or its direct debit mandate signed (ADR 0029, decision 50). */
export const isPlanUnderWay = (order: { cmdStatus: number; cmdTotal: number; plan?: unknown; cmdLeft?: number | undefined; directDebit?: boolean | undefined; savedCardLast4?: string | undefined }) =>
  Boolean(order.plan) && isUnpaid(order.cmdStatus) && ((order.cmdLeft !== undefined && order.cmdLeft < order.cmdTotal) || (order.directDebit === true && order.savedCardLast4 !== undefined));

/** What each move is called on a button. */
export const MOVE_LABELS: Record<OrderMove, { fr: string; en: string }> = {
  REQUEST_PAYMENT: { fr: 'Demander le paiement', en: 'Request payment' },
  PAYMENT_SUCCEEDED: { fr: 'Paiement réussi', en: 'Payment succeeded' },
  PAYMENT_FAILED: { fr: 'Paiement refusé', en: 'Payment failed' },
  VALIDATE_FREE: { fr: 'Validation de la commande', en: 'Order validated' },
  RECORD_PAYMENT: { fr: 'Enregistrer un paiement', en: 'Record a payment' },
  QUOTE: { fr: 'Passer en devis', en: 'Make it a quote' },
  ACCEPT_QUOTE: { fr: 'Accepter le devis', en: 'Accept the quote' },
  PREPARE: { fr: 'Préparer', en: 'Prepare' },
  BACKORDER: { fr: 'En approvisionnement', en: 'Back-order' },
  SHIP: { fr: 'Envoyer', en: 'Ship' },
  OUT_FOR_DELIVERY: { fr: 'En livraison', en: 'Out for delivery' },
  DELIVER: { fr: 'Livré', en: 'Delivered' },
  CANCEL: { fr: 'Annuler la commande', en: 'Cancel the order' },
  REFUND: { fr: 'Annuler et rembourser', en: 'Cancel and refund' },
  REFUND_EXCESS: { fr: 'Rembourser le trop-perçu', en: 'Refund the overpayment' },
};
