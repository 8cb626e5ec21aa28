import type { CardView, NameTranslations, OrderSummary, OrderView } from '@plouf/command-api/contracts';
import type { CardRecord } from '@plouf/command-api/events';
import { isoWeek } from '@plouf/command-api/card-rules';
import { holdsMoney, isUnpaid, leftToPay, paymentTotals, planStanding } from '@plouf/command-api/order-status';

/**
 * An order as the back-office's list shows it, written by the projector beside its view (issue 42:
 * the list reads a page of these, not 50 whole orders). A pass's line names its pass (`pass`): its
 * English is the catalogue's today, put on when read (ADR 0017); a term's line carries the English
 * it was sold with.
 */
export type StoredOrderSummary = Omit<OrderSummary, 'lines'> & {
  lines: Array<{ libelle: string; qty: number; pass?: number; translations?: NameTranslations; gift?: true }>;
  /** `ORDER_SUMMARY_VERSION` when written: a summary of another version is read as absent (made from the view). */
  v: number;
};

/**
 * What a stored summary holds and how it is worked out: a change to either (a new field, a rule of
 * what is left to pay) is a new version, and the summaries written before are then made from their
 * views when read, until the orders are rebuilt or change.
 */
export const ORDER_SUMMARY_VERSION = 2;

/**
 * Where an order line's English comes from: a term's price line (issue 43) carries its own, written
 * when it was sold; a pass's is the catalogue's today (`pass`: its id, to look it up when read).
 */
export function soldLineEnglish(line: { id: number; tuition?: { englishLabel: string } | undefined; membership?: { englishLabel: string } | undefined }): { pass: number } | { translations?: NameTranslations } {
  if (line.membership) return { translations: { en: { libelle: line.membership.englishLabel } } };
  if (!line.tuition) return { pass: line.id };
  return line.tuition.englishLabel ? { translations: { en: { libelle: line.tuition.englishLabel } } } : {};
}

export function orderSummary(view: OrderView): StoredOrderSummary {
  return {
    v: ORDER_SUMMARY_VERSION,
    id: view.id,
    libelle: view.libelle,
    famId: view.famId,
    famName: view.famName,
    cmdStatus: view.cmdStatus,
    cmdTotal: view.cmdTotal,
    cmdDatadd: view.cmdDatadd,
    cmdDatpaiement: view.cmdDatpaiement,
    lines: view.rows.map((line) => ({ libelle: line.libelle, qty: line.qty, ...soldLineEnglish(line), ...(line.gift && { gift: true as const }) })),
    ...(view.replacedBy === undefined ? {} : { replacedBy: view.replacedBy }),
    ...partlyPaid(view),
    ...planOf(view),
  };
}

/**
 * A term paid in parts (issue 43): each part with what is still owed on it, whether the last try of
 * it was declined (the family pays it itself), and the card kept's last digits.
 */
function planOf(view: OrderView): Pick<OrderSummary, 'plan' | 'savedCardLast4' | 'directDebit'> {
  if (!view.plan) return {};
  return { plan: planStanding(view.plan, view.payments), ...(view.savedCardLast4 !== undefined && { savedCardLast4: view.savedCardLast4 }), ...(view.directDebit && { directDebit: true }) };
}

/**
 * An unpaid order with money kept (a part paid at the desk): what is left to pay, as the checkout
 * and the order's decider count it (`leftToPay`: what a refund gave back is no longer paid).
 */
function partlyPaid(view: OrderView): { cmdLeft?: number; cmdGift?: number } {
  if (!isUnpaid(view.cmdStatus)) return {};
  const { paid, refunded } = paymentTotals(view.payments);
  const left = leftToPay({ total: view.cmdTotal, paid, refunded });
  // What gift cards paid (issue 43): the rest of such an order is paid online, not at the desk.
  const gift = view.payments.reduce((sum, payment) => sum + (payment.provider === 'gift' && payment.status === 'succeeded' ? payment.amount : 0), 0);
  return holdsMoney({ paid, refunded }) && left > 0 ? { cmdLeft: left, ...(gift > 0 && { cmdGift: gift }) } : {};
}

/** A card as the read model keeps it. */
export interface StoredCard extends CardRecord {
  famId: number;
  orderId: number | null;
  used: number;
  revoked: boolean;
  /** The entries spent, by inscription (or `enr{enrId}@{lesson}` for a term enrolment's lessons paid ahead): the week (Paris) each counts for. */
  spent?: Record<string, string>;
  /** A subscription's weeks with an entry spent. */
  weeks?: string[];
}

/**
 * A card as served, its status worked out for `now` (spec §3 validity status): périmé (3) when its
 * last valid moment has passed or it was taken back, complet (2) when no entry is left, valide (1)
 * otherwise. The booking issue's weekly rule for subscriptions ('Complet semaine') counts this
 * week's entry here.
 */
export function cardView(card: StoredCard, now: Date): CardView {
  const left = Math.max(0, card.entries - card.used);
  const expired = card.revoked || new Date(card.validUntil).getTime() < now.getTime();
  return {
    id: card.cardId,
    libelle: card.libelle,
    selected: false,
    detailLoaded: true,
    famId: card.famId,
    fftId: card.fftId,
    cmdId: card.orderId,
    fftIsAbo: card.fftIsAbo,
    fftNbEntree: card.entries,
    used: card.used,
    left,
    validFrom: card.validFrom,
    validUntil: card.validUntil,
    acyIds: card.acyIds,
    psnIds: card.psnIds,
    // A subscription pays one lesson a week, not a number of entries: 'Complet semaine' once this week's is spent.
    status: expired ? 3 : card.fftIsAbo ? ((card.weeks ?? []).includes(isoWeek(now.toISOString())) ? 2 : 1) : left === 0 ? 2 : 1,
    weeks: card.weeks ?? [],
    revoked: card.revoked,
    note: card.note,
  };
}
