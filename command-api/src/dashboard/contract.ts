/**
 * The owner's dashboard (issue 24, docs/adr/0021-dashboard-and-books.md): what GET /Dashboard
 * answers. Pure types: query-api builds the view from the dashboard's read models, the front end
 * draws it. Money in cents, days as Paris days (`YYYY-MM-DD`), rates as fractions (0.82).
 */
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { Day } from '@plouf/infra/schemas';

/** GET /Dashboard?from=&to= (admin): a period of Paris days, both included (at most 400 days). */
export const DashboardQuery = Type.Object({ from: Day, to: Day });
export type DashboardQuery = Static<typeof DashboardQuery>;

/** How money came in: 0 card, 1 cheque, 2 transfer, `free` for a free checkout. */
export type PaymentMethodKey = 'card' | 'cheque' | 'transfer' | 'free';

export interface MoneyFigures {
  /** Money taken in the period (payments succeeded, dated by the payment). */
  paid: number;
  /** Money given back in the period (refunds, dated by the refund). */
  refunded: number;
  /** Orders that became paid in the period. */
  ordersPaid: number;
  byMethod: { method: PaymentMethodKey; paid: number; refunded: number; count: number }[];
  /** Passes sold in orders that became paid in the period, less what refunds gave back for them. */
  byPass: { fftId: number; libelle: string; qty: number; paid: number; refunded: number }[];
  /** One entry per day of the period (days with nothing: zeros). */
  byDay: { day: string; paid: number; refunded: number }[];
}

/** Lessons of one pool, activity, instructor: places offered against booked. */
export interface FillBreakdown {
  id: number;
  libelle: string;
  lessons: number;
  /** Sum of the lessons' capacities. */
  offered: number;
  /** Places taken (booked, present or absent; not cancelled, not waiting). */
  booked: number;
  /** booked / offered; 0 when nothing was offered. */
  fillRate: number;
}

export interface LessonFigures {
  /** Lessons held in the period (not cancelled), dated by their start. */
  lessons: number;
  offered: number;
  booked: number;
  fillRate: number;
  /** Marked present / absent (no-show) on lessons of the period. */
  present: number;
  noShow: number;
  /** Joined a waiting list, seated from it, offers that ran out (on lessons of the period). */
  waitlisted: number;
  promoted: number;
  offersExpired: number;
  /** Waiting now on lessons of the period still to come. */
  waitingNow: number;
  /** Places cancelled: by the family before the cut-off, after it, by the school (a cancelled lesson, a closure). */
  cancelledEarly: number;
  cancelledLate: number;
  cancelledBySchool: number;
  byPool: FillBreakdown[];
  byActivity: FillBreakdown[];
  byInstructor: FillBreakdown[];
  /** Week-by-hour: weekday 1 (Monday) to 7, hour 0-23 (Paris), only cells with lessons. */
  heatmap: { weekday: number; hour: number; lessons: number; offered: number; booked: number }[];
  byDay: { day: string; lessons: number; offered: number; booked: number; present: number }[];
}

export interface FamilyFigures {
  /** Families created in the period. */
  newFamilies: number;
  /** Families with at least one place booked on a lesson of the period. */
  activeFamilies: number;
}

/** The figures of one period. */
export interface PeriodFigures {
  from: string;
  to: string;
  money: MoneyFigures;
  lessons: LessonFigures;
  families: FamilyFigures;
}

/** A family worth a call, with why. */
export interface FamilyToCall {
  famId: number;
  famName: string;
  email: string;
  phone: string;
  /** The last lesson booked (its start), or null if never. */
  lastLessonAt: string | null;
  reason: 'noBooking' | 'cardExpiring';
  /** For `cardExpiring`: the card, its entries left and its end. */
  card: { cardId: number; libelle: string; entriesLeft: number; validUntil: string } | null;
}

/** GET /Dashboard's answer. `current` is the period asked; `previous` the same number of days just before it. */
export interface DashboardView {
  current: PeriodFigures;
  previous: PeriodFigures;
  /** Now, whatever the period: orders awaiting payment (placed, not paid, not cancelled), by age. */
  awaiting: { count: number; amount: number; byAge: { bucket: '0-2' | '3-7' | '8-30' | '31+'; count: number; amount: number }[] };
  /** Now: families with no lesson booked in 30 days (but some before, or created over 30 days ago), and cards ending within 30 days with entries left. */
  toCall: FamilyToCall[];
  /** Now. */
  inbox: { contactsUnread: number; newsletterSubscribers: number };
  /** The `$all` position the figures were read at. */
  asOf: string;
}
