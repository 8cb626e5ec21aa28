/**
 * The owner's dashboard (issue 24, docs/adr/0021-dashboard-and-books.md): what GET /Dashboard
 * answers. Schemas and the types derived from them: query-api builds the view from the dashboard's
 * read models and answers with this schema, the front end draws it. Money in cents, days as Paris
 * days (`YYYY-MM-DD`), rates as fractions (0.82).
 */
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { Day, DayText, MomentText, Nullable } from '@plouf/infra/schemas';
import { NameTranslations } from '../shared/contract.ts';

/** GET /Dashboard?from=&to= (admin): a period of Paris days, both included (at most 400 days). */
export const DashboardQuery = Type.Object({ from: Day, to: Day });
export type DashboardQuery = Static<typeof DashboardQuery>;

/** A sum of cents or a count: whole, never below zero. */
const Amount = Type.Integer({ minimum: 0 });
/** booked / offered; 0 when nothing was offered. */
const Rate = Type.Number({ minimum: 0 });

/** How money came in: 0 card, 1 cheque, 2 transfer, 5 ANCV vouchers, 6 Coupon Sport, 7 Pass'Sport; `free` for a free checkout. */
export const PaymentMethodKey = Type.Union([Type.Literal('card'), Type.Literal('cheque'), Type.Literal('transfer'), Type.Literal('ancv'), Type.Literal('couponSport'), Type.Literal('passSport'), Type.Literal('giftCard'), Type.Literal('directDebit'), Type.Literal('free')]);
export type PaymentMethodKey = Static<typeof PaymentMethodKey>;

export const MoneyFigures = Type.Object({
  /** Money taken in the period (payments succeeded, dated by the payment). */
  paid: Amount,
  /** Money given back in the period (refunds, dated by the refund). */
  refunded: Amount,
  /** Orders that became paid in the period. */
  ordersPaid: Amount,
  byMethod: Type.Array(Type.Object({ method: PaymentMethodKey, paid: Amount, refunded: Amount, count: Amount })),
  /**
   * Passes sold in orders that became paid in the period, less what refunds gave back for them;
   * named as the catalogue names the pass today, its English beside (ADR 0017), as sold when gone.
   */
  byPass: Type.Array(Type.Object({ fftId: Type.Integer(), libelle: Type.String(), translations: Type.Optional(NameTranslations), qty: Amount, paid: Amount, refunded: Amount })),
  /** One entry per day of the period (days with nothing: zeros). */
  byDay: Type.Array(Type.Object({ day: DayText, paid: Amount, refunded: Amount })),
});
export type MoneyFigures = Static<typeof MoneyFigures>;

/** Lessons of one pool, activity, instructor: places offered against booked. */
export const FillBreakdown = Type.Object({
  id: Type.Integer(),
  libelle: Type.String(),
  /** A pool's or an activity's English, as the catalogue names it today (an instructor has none). */
  translations: Type.Optional(NameTranslations),
  lessons: Amount,
  /** Sum of the lessons' capacities. */
  offered: Amount,
  /** Places taken (booked, present or absent; not cancelled, not waiting). */
  booked: Amount,
  /** booked / offered; 0 when nothing was offered. */
  fillRate: Rate,
});
export type FillBreakdown = Static<typeof FillBreakdown>;

export const LessonFigures = Type.Object({
  /** Lessons held in the period (not cancelled), dated by their start. */
  lessons: Amount,
  offered: Amount,
  booked: Amount,
  fillRate: Rate,
  /** Marked present / absent (no-show) on lessons of the period. */
  present: Amount,
  noShow: Amount,
  /** Joined a waiting list, seated from it, offers that ran out (on lessons of the period). */
  waitlisted: Amount,
  promoted: Amount,
  offersExpired: Amount,
  /** Waiting now on lessons of the period still to come. */
  waitingNow: Amount,
  /** Places cancelled: by the family before the cut-off, after it, by the school (a cancelled lesson, a closure). */
  cancelledEarly: Amount,
  cancelledLate: Amount,
  cancelledBySchool: Amount,
  byPool: Type.Array(FillBreakdown),
  byActivity: Type.Array(FillBreakdown),
  byInstructor: Type.Array(FillBreakdown),
  /** Week-by-hour: weekday 1 (Monday) to 7, hour 0-23 (Paris), only cells with lessons. */
  heatmap: Type.Array(Type.Object({ weekday: Type.Integer({ minimum: 1, maximum: 7 }), hour: Type.Integer({ minimum: 0, maximum: 23 }), lessons: Amount, offered: Amount, booked: Amount })),
  byDay: Type.Array(Type.Object({ day: DayText, lessons: Amount, offered: Amount, booked: Amount, present: Amount })),
});
export type LessonFigures = Static<typeof LessonFigures>;

export const FamilyFigures = Type.Object({
  /** Families created in the period. */
  newFamilies: Amount,
  /** Families with at least one place booked on a lesson of the period. */
  activeFamilies: Amount,
});
export type FamilyFigures = Static<typeof FamilyFigures>;

/** The figures of one period. */
export const PeriodFigures = Type.Object({ from: DayText, to: DayText, money: MoneyFigures, lessons: LessonFigures, families: FamilyFigures });
export type PeriodFigures = Static<typeof PeriodFigures>;

/** A family worth a call, with why. */
export const FamilyToCall = Type.Object({
  famId: Type.Integer(),
  famName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** The last lesson booked (its start), or null if never. */
  lastLessonAt: Nullable(MomentText),
  reason: Type.Union([Type.Literal('noBooking'), Type.Literal('cardExpiring'), Type.Literal('instalmentOverdue')]),
  /** For `cardExpiring`: the card (its pass named as the catalogue names it today, English beside), its entries left and its end. */
  card: Nullable(Type.Object({ cardId: Type.Integer(), libelle: Type.String(), translations: Type.Optional(NameTranslations), entriesLeft: Amount, validUntil: MomentText })),
  /** For `instalmentOverdue` (issue 43): the order, the part declined on its last try, what is owed on it and its day. */
  instalment: Type.Optional(Type.Object({ orderId: Type.Integer(), part: Type.Integer(), owed: Amount, due: DayText })),
});
export type FamilyToCall = Static<typeof FamilyToCall>;

/** GET /Dashboard's answer. `current` is the period asked; `previous` the same number of days just before it. */
export const DashboardView = Type.Object({
  current: PeriodFigures,
  previous: PeriodFigures,
  /** Now, whatever the period: orders awaiting payment (placed, not paid, not cancelled), by age. */
  awaiting: Type.Object({
    count: Amount,
    amount: Amount,
    byAge: Type.Array(Type.Object({ bucket: Type.Union([Type.Literal('0-2'), Type.Literal('3-7'), Type.Literal('8-30'), Type.Literal('31+')]), count: Amount, amount: Amount })),
  }),
  /**
   * Now, from the families' ledgers (issue 43, ADR 0029 decision 32): what the families owe in all
   * (a desk's order not paid, the parts of plans under way), the families owing most (at most 20),
   * and what the school owes families (money taken beyond a total, until it is given back).
   */
  balances: Type.Object({
    owed: Amount,
    owingFamilies: Amount,
    owing: Type.Array(Type.Object({ famId: Type.Integer(), famName: Type.String(), balance: Amount })),
    inFavour: Amount,
    inFavourFamilies: Amount,
  }),
  /** Now: families with no lesson booked in 30 days (but some before, or created over 30 days ago), and cards ending within 30 days with entries left. */
  toCall: Type.Array(FamilyToCall),
  /** Now. */
  inbox: Type.Object({ contactsUnread: Amount, newsletterSubscribers: Amount }),
  /** The `$all` position the figures were read at. */
  asOf: Type.String(),
});
export type DashboardView = Static<typeof DashboardView>;
