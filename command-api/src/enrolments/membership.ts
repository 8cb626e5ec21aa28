/**
 * The school year's membership fee on an order paying a term's price (issue 43, ADR 0029 decisions
 * 33-37): whether this enrolment's order carries it, and taking it for that order on the family's
 * fee stream once the order is placed.
 */
import { foldStream, type EventStore } from '@plouf/infra';
import { ORDER_STATUS } from '../constants.ts';
import type { OrderState } from '../orders/decider.ts';
import { readOrder } from '../orders/support.ts';
import { isUnpaid } from '../orders/status.ts';
import type { CommandContext } from '../runner.ts';
import { MembershipChanged, MembershipTaken } from '../terms/errors.ts';
import type { TermRecord } from '../terms/events.ts';
import { membershipDecider, membershipStream } from '../terms/membership.ts';
import { MEMBERSHIP_LINE_ID, schoolYearOf, schoolYearText, tariffOf } from '../terms/pricing.ts';
import type { OrderLine } from '../orders/contract.ts';

export interface MembershipFee {
  year: number;
  cents: number;
}

/** An order that no longer holds the fee: cancelled, or refunded whole (a refund of the unused part keeps it). */
function gone(order: OrderState): boolean {
  if (order.status !== 'placed') return true;
  return order.cmdStatus === ORDER_STATUS.annule || (order.cmdStatus === ORDER_STATUS.rembourse && order.refunded >= order.total);
}

/**
 * The fee this enrolment's order carries, or null: the term's school year has one and no order of
 * the family holds it, or the order holding it is this very enrolment's (a repeat of its request),
 * or is gone, or is the family's open order taking no money yet (this checkout replaces it, or is
 * refused for it). Decided on the family's fee stream and the orders it names, never a read model.
 */
export async function membershipFor(store: EventStore, term: TermRecord, famId: number, enrId: number): Promise<MembershipFee | null> {
  const cents = tariffOf(term).membership?.cents;
  if (!cents) return null;
  const year = schoolYearOf(term.firstDay);
  const { holder } = await foldStream(store, membershipStream(famId, year), membershipDecider);
  if (holder === null) return { year, cents };
  const order = await readOrder(store, holder);
  if (gone(order) || order.status !== 'placed') return { year, cents };
  if (order.lines.some((line) => line.tuition?.enrId === enrId)) return { year, cents };
  if (isUnpaid(order.cmdStatus) && order.paid - order.refunded <= 0) return { year, cents };
  return null;
}

/**
 * Takes the fee for the order just placed. Held by an order since gone (its release not written yet
 * by the term process): given back here, then taken. Held by another order still standing (another
 * enrolment of the family placed at the same instant and paying): refused with
 * {@link MembershipChanged}; the caller cancels its order.
 */
export async function claimMembership(store: EventStore, ctx: CommandContext, fee: MembershipFee, famId: number, orderId: number): Promise<void> {
  const stream = membershipStream(famId, fee.year);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await ctx.handle(stream, membershipDecider, { type: 'ClaimMembership', data: { famId, year: fee.year, orderId, cents: fee.cents, now: ctx.now } });
      return;
    } catch (error) {
      if (!(error instanceof MembershipTaken)) throw error;
      if (!gone(await readOrder(store, error.orderId))) throw new MembershipChanged(orderId);
      await ctx.handle(stream, membershipDecider, { type: 'ReleaseMembership', data: { famId, year: fee.year, orderId: error.orderId, now: ctx.now } });
    }
  }
  throw new MembershipChanged(orderId);
}

/** The fee's order line: VAT-free (a membership fee is outside VAT's field for an association; ADR 0029, decision 35), no card. */
export function membershipLine(year: number, cents: number): OrderLine {
  return {
    id: MEMBERSHIP_LINE_ID,
    libelle: `Adhésion annuelle ${schoolYearText(year)}`,
    fftTarif: cents,
    tva: 0,
    qty: 1,
    total: cents,
    psnId: null,
    fftIsAbo: false,
    fftNbEntree: 0,
    fftValiditeM: 12,
    acyIds: [],
    psnIds: [],
    membership: { year, englishLabel: `Yearly membership ${schoolYearText(year)}` },
  };
}
